// The payments API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  CheckoutPreviewBody,
  CheckoutTotals,
  EventPurchaseBody,
  PurchaseEvent,
} from '../../../shared/contract/cart';
import type {
  AttachPaymentMethodBody,
  BankAccountToken,
  BankAccountTokenBody,
  BankPickerBody,
  BankPublicToken,
  CardToken,
  CardTokenBody,
  Challenge,
  ChallengeBody,
  FinancingFee,
  FinancingFeeBody,
  LinkToken,
  PayBody,
  PaymentMethod,
  PaymentResult,
  PaymentsConfig,
  PaypalCaptureBody,
  PublicPayBody,
  PublicPreviewBody,
  WalletApproveBody,
  WalletOrder,
  WalletOrderBody,
} from '../../../shared/contract/payments';
import type { OkResponse } from '../../../shared/contract/shared-shapes';

export type PaymentsEndpoints = {
  'GET /payments/config': { response: typeof PaymentsConfig };
  'POST /payments/tokens': { body: typeof CardTokenBody; response: typeof CardToken };
  'GET /payments/challenges/:id': { response: typeof Challenge };
  'POST /payments/challenges/:id': { body: typeof ChallengeBody; response: typeof Challenge };
  'POST /payments/wallet-orders': { body: typeof WalletOrderBody; response: typeof WalletOrder };
  'GET /payments/wallet-orders/:id': { response: typeof WalletOrder };
  'POST /payments/wallet-orders/:id/approve': {
    body: typeof WalletApproveBody;
    response: typeof WalletOrder;
  };
  'POST /payments/bank-links/:linkToken/public-token': {
    body: typeof BankPickerBody;
    response: typeof BankPublicToken;
  };
  'GET /web/payment-methods': { response: z.ZodArray<typeof PaymentMethod> };
  'POST /web/payment-methods': { body: typeof AttachPaymentMethodBody; response: typeof PaymentMethod };
  'DELETE /web/payment-methods/:id': { response: typeof OkResponse };
  'PUT /web/payment-methods/:id/default': { response: typeof PaymentMethod };
  'POST /web/bank-links/link-token': { response: typeof LinkToken };
  'POST /web/bank-links/bank-account-token': {
    body: typeof BankAccountTokenBody;
    response: typeof BankAccountToken;
  };
  'POST /web/creator-invoice-payments': { body: typeof PayBody; response: typeof PaymentResult };
  'POST /web/creator-invoice-payments/paypal-capture': {
    body: typeof PaypalCaptureBody;
    response: typeof PaymentResult;
  };
  'POST /web/creator-invoice-payments/calc-financing-fee': {
    body: typeof FinancingFeeBody;
    response: typeof FinancingFee;
  };
  'POST /web/creator-invoice-payments/action/preview': {
    body: typeof CheckoutPreviewBody;
    response: typeof CheckoutTotals;
  };
  'GET /web/creator-invoice-payments/:id': { response: typeof PaymentResult };
  'POST /web/creator-invoice-payments/:id/confirm': { response: typeof PaymentResult };
  'POST /app/creator-invoice-payments': { body: typeof PayBody; response: typeof PaymentResult };
  'POST /app/creator-invoice-payments/paypal-capture': {
    body: typeof PaypalCaptureBody;
    response: typeof PaymentResult;
  };
  'POST /app/creator-invoice-payments/calc-financing-fee': {
    body: typeof FinancingFeeBody;
    response: typeof FinancingFee;
  };
  'POST /web/creator-order-items/:id/event-purchase': {
    body: typeof EventPurchaseBody;
    response: typeof PurchaseEvent;
  };
  'POST /app/creator-order-items/:id/event-purchase': {
    body: typeof EventPurchaseBody;
    response: typeof PurchaseEvent;
  };
  'POST /public/creator-invoices/:sn/preview': {
    body: typeof PublicPreviewBody;
    response: typeof CheckoutTotals;
  };
  'POST /public/creator-invoices/:sn/payments': {
    body: typeof PublicPayBody;
    response: typeof PaymentResult;
  };
  'POST /public/creator-invoices/:sn/payments/:id/confirm': { response: typeof PaymentResult };
};
