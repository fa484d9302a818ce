// The account's money endpoints (/account-info): bank info, sales stats, payouts, the payments report,
// payment records and past orders. Same form as the other endpoint files (see auth.ts).
import type { z } from 'zod';
import type { BankInfo, BankInfoBody, BankInfoResponse } from '../../../shared/contract/bank-info';
import type { OrderItem } from '../../../shared/contract/cart';
import type {
  PaymentRecord,
  PaymentRecordDetails,
  PaymentRecordsQuery,
} from '../../../shared/contract/payment-records';
import type {
  PastOrdersQuery,
  PaymentsReport,
  PayoutDetails,
  PayoutRecord,
  SalesStats,
} from '../../../shared/contract/sales';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type AccountMoneyEndpoints = {
  'GET /web/stores/me/bank-info': { response: typeof BankInfoResponse };
  'PUT /web/stores/me/bank-info': { body: typeof BankInfoBody; response: typeof BankInfo };
  'GET /web/stores/me/sales-stats': { response: typeof SalesStats };
  'GET /web/stores/me/past-orders': { query: typeof PastOrdersQuery; response: z.ZodArray<typeof OrderItem> };
  'GET /web/stores/me/payments-report': { response: typeof PaymentsReport };
  'GET /web/payout-records': { response: z.ZodArray<typeof PayoutRecord> };
  'GET /web/payout-records/:id/details': { response: typeof PayoutDetails };
  'GET /web/payment-records': {
    query: typeof PaymentRecordsQuery;
    response: z.ZodArray<typeof PaymentRecord>;
  };
  'GET /web/payment-records/action/count': { response: typeof CountResponse };
  'GET /web/payment-records/:id': { response: typeof PaymentRecordDetails };
};
