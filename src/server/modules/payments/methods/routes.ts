import { z } from 'zod';
import {
  AttachPaymentMethodBody,
  BankAccountToken,
  BankAccountTokenBody,
  BankPickerBody,
  BankPublicToken,
  CardToken,
  CardTokenBody,
  Challenge,
  ChallengeBody,
  LinkToken,
  LinkTokenParams,
  PaymentMethod,
  PaymentsConfig,
  ProcessorRefParams,
  WalletApproveBody,
  WalletOrder,
  WalletOrderBody,
} from '../../../../shared/contract/payments';
import { OkResponse } from '../../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import type { Api } from '../../../http/types';
import { type EmbeddedPayments, isEmbeddedPayments } from '../../../providers/payments/embedded-processor';
import {
  attachPaymentMethod,
  createBankLinkToken,
  detachPaymentMethod,
  exchangeBankToken,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from './service';

const pub = { access: 'public' } as const;
const store = { access: 'store' } as const;
const tags = ['payments'];

/**
 * The processor's browser-facing calls (card tokens, 3-D Secure, the wallet, the bank picker: embedded
 * processor only, 404 with Stripe) and the store's saved payment methods and bank linking.
 */
export function paymentMethodsRoutes(app: Api, deps: AppDeps) {
  const embedded = (): EmbeddedPayments => {
    if (isEmbeddedPayments(deps.payments)) return deps.payments;
    throw new AppError('NOT_FOUND', 'This processor page is not used: payments go through Stripe');
  };

  app.get(
    '/payments/config',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Which processor takes payments, its publishable key and where the browser tokenizes cards',
        response: { 200: PaymentsConfig },
      },
    },
    async () => ({
      provider: deps.payments.kind,
      publishableKey: deps.payments.publishableKey,
      tokenUrl: deps.payments.tokenUrl,
      testMode: deps.payments.testMode,
    }),
  );

  app.post(
    '/payments/tokens',
    {
      config: pub,
      schema: {
        tags,
        summary:
          'Embedded processor: card details → a single-use tok_ (the browser calls it, as Stripe.js would; 400 names the failing field)',
        body: CardTokenBody,
        response: { 200: CardToken },
      },
    },
    async (req) => {
      const card = await embedded().tokenizeCard(req.body);
      return {
        id: card.id,
        card: {
          brand: card.brand ?? 'unknown',
          last4: card.last4,
          expMonth: card.expMonth ?? req.body.expMonth,
          expYear: card.expYear ?? req.body.expYear,
        },
      };
    },
  );

  app.get(
    '/payments/challenges/:id',
    {
      config: pub,
      schema: {
        tags,
        summary: "Embedded processor: a 3-D Secure challenge (the charge's amount and state)",
        params: ProcessorRefParams,
        response: { 200: Challenge },
      },
    },
    async (req) => embedded().getChallenge(req.params.id),
  );
  app.post(
    '/payments/challenges/:id',
    {
      config: pub,
      schema: {
        tags,
        summary: "Embedded processor: the payer's answer to the 3-D Secure challenge (complete or fail)",
        params: ProcessorRefParams,
        body: ChallengeBody,
        response: { 200: Challenge },
      },
    },
    async (req) => embedded().answerChallenge(req.params.id, req.body.outcome),
  );

  app.post(
    '/payments/wallet-orders',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Embedded wallet: an order for the amount the payer will approve',
        body: WalletOrderBody,
        response: { 200: WalletOrder },
      },
    },
    async (req) => embedded().createWalletOrder(req.body),
  );
  app.get(
    '/payments/wallet-orders/:id',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Embedded wallet: one order',
        params: ProcessorRefParams,
        response: { 200: WalletOrder },
      },
    },
    async (req) => embedded().getWalletOrder(req.params.id),
  );
  app.post(
    '/payments/wallet-orders/:id/approve',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Embedded wallet: the payer approves the order (then the merchant captures it once)',
        params: ProcessorRefParams,
        body: WalletApproveBody,
        response: { 200: WalletOrder },
      },
    },
    async (req) => embedded().approveWalletOrder(req.params.id, req.body.payerEmail),
  );

  app.post(
    '/payments/bank-links/:linkToken/public-token',
    {
      config: pub,
      schema: {
        tags,
        summary:
          'Embedded bank picker: the account the payer picked for a link token → a public token to exchange',
        params: LinkTokenParams,
        body: BankPickerBody,
        response: { 200: BankPublicToken },
      },
    },
    async (req) => embedded().createBankPublicToken(req.params.linkToken, req.body),
  );

  app.get(
    '/web/payment-methods',
    {
      config: store,
      schema: {
        tags,
        summary: `The store's saved cards and bank accounts, the default first`,
        response: { 200: z.array(PaymentMethod) },
      },
    },
    async (req) => listPaymentMethods(deps, storeCtx(req.ctx)),
  );
  app.post(
    '/web/payment-methods',
    {
      config: store,
      schema: {
        tags,
        summary: 'Save a card token or bank account token (422 past the saved-method limit)',
        body: AttachPaymentMethodBody,
        response: { 200: PaymentMethod },
      },
    },
    async (req) => attachPaymentMethod(deps, storeCtx(req.ctx), req.body),
  );
  app.delete(
    '/web/payment-methods/:id',
    {
      config: store,
      schema: {
        tags,
        summary: 'Remove a saved payment method',
        params: ProcessorRefParams,
        response: { 200: OkResponse },
      },
    },
    async (req) => {
      await detachPaymentMethod(deps, storeCtx(req.ctx), req.params.id);
      return { ok: true as const };
    },
  );
  app.put(
    '/web/payment-methods/:id/default',
    {
      config: store,
      schema: {
        tags,
        summary: 'Make a saved payment method the default',
        params: ProcessorRefParams,
        response: { 200: PaymentMethod },
      },
    },
    async (req) => setDefaultPaymentMethod(deps, storeCtx(req.ctx), req.params.id),
  );

  app.post(
    '/web/bank-links/link-token',
    {
      config: store,
      schema: {
        tags,
        summary: 'Open a bank picker session for the store (valid 30 minutes)',
        response: { 200: LinkToken },
      },
    },
    async (req) => createBankLinkToken(deps, storeCtx(req.ctx)),
  );
  app.post(
    '/web/bank-links/bank-account-token',
    {
      config: store,
      schema: {
        tags,
        summary: "Exchange the bank picker's public token for a bank account token to save",
        body: BankAccountTokenBody,
        response: { 200: BankAccountToken },
      },
    },
    async (req) => {
      storeCtx(req.ctx);
      return exchangeBankToken(deps, req.body);
    },
  );
}
