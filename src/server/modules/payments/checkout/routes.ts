import {
  CheckoutPreviewBody,
  CheckoutTotals,
  EventPurchaseBody,
  PurchaseEvent,
} from '../../../../shared/contract/cart';
import { InvoicePaymentParams, InvoiceSnParams } from '../../../../shared/contract/invoices';
import {
  FinancingFee,
  FinancingFeeBody,
  PayBody,
  PaymentResult,
  PaypalCaptureBody,
  PublicPayBody,
  PublicPreviewBody,
} from '../../../../shared/contract/payments';
import type { ErrorCode } from '../../../../shared/contract/shared-shapes';
import { IdParam } from '../../../../shared/contract/shared-shapes';
import { FINANCING_TERMS, MIN_FINANCED_CENTS } from '../../../../shared/rules/payments';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import { AppError, invalid } from '../../../http/errors';
import type { Api } from '../../../http/types';
import {
  requestHash,
  requireIdempotencyKey,
  type StoredResponse,
  withIdempotency,
} from '../../idempotency/idempotency';
import { orderItemsByIds } from '../../orders/list-order-items';
import { resolvePaymentMethod } from '../methods/service';
import { previewPayment } from './price';
import { purchaseEvent } from './purchase-event';
import { findInvoiceLinkPayment, findStorePayment, toPaymentResult } from './result';
import { financingFee } from './totals';
import type { Payer, PayOptions, PayTarget } from './types';
import { confirmPayment, runPayment } from './workflow';

const store = { access: 'store' } as const;
const pub = { access: 'public' } as const;
const tags = ['payments'];

type Target = { orderItemIds: number[] } | { invoiceId: number };
const targetOf = (b: Target): PayTarget =>
  'invoiceId' in b && b.invoiceId != null
    ? { invoiceId: b.invoiceId }
    : { orderItemIds: (b as { orderItemIds: number[] }).orderItemIds };
const optionsOf = (b: PayOptions): PayOptions => ({
  shippingAddressId: b.shippingAddressId,
  shippingAddress: b.shippingAddress,
  shippingOptionId: b.shippingOptionId,
  promoCode: b.promoCode,
  financingTermDays: b.financingTermDays,
});

/** A stored answer, replayed as it was first given (an error goes through the one error handler). */
function replay(stored: StoredResponse) {
  if (stored.status >= 400) {
    const body = stored.body as {
      code: ErrorCode;
      message: string;
      details?: { path: string; message: string }[];
    };
    throw new AppError(body.code, body.message, { details: body.details });
  }
  return stored.body as PaymentResult;
}

type PayRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: { expectedTotalCents?: number; receiptEmail?: string };
};

/**
 * One money-moving request: its Idempotency-Key claims the (scope, key) pair, the workflow runs once, and
 * its answer (or refusal) is stored and replayed to every retry.
 */
async function payOnce(
  deps: AppDeps,
  req: PayRequest,
  scope: string,
  route: string,
  input: (key: string) => Promise<Omit<Parameters<typeof runPayment>[1], 'scope' | 'idempotencyKey'>>,
) {
  const key = requireIdempotencyKey(req.headers['idempotency-key']);
  const stored = await withIdempotency(deps.db, scope, key, requestHash(route, req.body), async () =>
    toPaymentResult(await runPayment(deps, { ...(await input(key)), scope, idempotencyKey: key })),
  );
  return replay(stored);
}

/** Checkout and paying: POST /web/creator-invoice-payments (and /app twins), the public invoice link's payments. */
export function checkoutRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const financing = (amountCents: number, termDays: number) => ({
    amountCents,
    termDays,
    eligible: amountCents >= MIN_FINANCED_CENTS,
    feeCents: financingFee(amountCents, termDays),
    totalCents: amountCents + financingFee(amountCents, termDays),
    terms: FINANCING_TERMS.map((t) => ({ days: t.days, feeCents: financingFee(amountCents, t.days) })),
  });

  const previewOut = async (payer: Payer, target: PayTarget, options: PayOptions) => {
    const { totals, loaded } = await previewPayment(deps, payer, target, options);
    return { ...totals, items: await orderItemsByIds(db, loaded.storeId, loaded.itemIds) };
  };

  for (const base of ['/web/creator-invoice-payments', '/app/creator-invoice-payments']) {
    const primary = base.startsWith('/web');
    app.post(
      base,
      {
        config: store,
        schema: {
          tags,
          summary:
            'Pay cart items or an invoice; send an Idempotency-Key (the first answer is replayed for 24 h, other parameters are refused, a concurrent duplicate gets 409)',
          body: PayBody,
          response: { 200: PaymentResult },
        },
      },
      async (req) => {
        const ctx = storeCtx(req.ctx);
        return payOnce(deps, req, `store:${ctx.storeId}`, 'pay', async () => {
          const method = await resolvePaymentMethod(deps, ctx.storeId, req.body.paymentMethodId);
          return {
            payer: { storeId: ctx.storeId, email: ctx.user.email },
            target: targetOf(req.body),
            options: optionsOf(req.body),
            method: { kind: method.method, ref: method.ref },
            expectedTotalCents: req.body.expectedTotalCents,
            receiptEmail: req.body.receiptEmail,
          };
        });
      },
    );
    app.post(
      `${base}/paypal-capture`,
      {
        config: store,
        schema: {
          tags,
          summary:
            'Pay with the wallet (the spec’s PayPal role): capture an order the payer approved; Idempotency-Key as above',
          body: PaypalCaptureBody,
          response: { 200: PaymentResult },
        },
      },
      async (req) => {
        const ctx = storeCtx(req.ctx);
        return payOnce(deps, req, `store:${ctx.storeId}`, 'wallet', async () => ({
          payer: { storeId: ctx.storeId, email: ctx.user.email },
          target: targetOf(req.body),
          options: optionsOf(req.body),
          method: { kind: 'WALLET', ref: req.body.walletOrderId },
          expectedTotalCents: req.body.expectedTotalCents,
        }));
      },
    );
    app.post(
      `${base}/calc-financing-fee`,
      {
        config: store,
        schema: {
          tags,
          summary: 'The fee to pay an amount later, for a term and for every term',
          body: FinancingFeeBody,
          response: { 200: FinancingFee },
        },
      },
      async (req) => financing(req.body.amountCents, req.body.termDays),
    );
    if (!primary) continue;
    app.post(
      `${base}/action/preview`,
      {
        config: store,
        schema: {
          tags,
          summary:
            'The totals of a payment (fees, shipping options, promo code, financing), computed by the server; nothing is held',
          body: CheckoutPreviewBody,
          response: { 200: CheckoutTotals },
        },
      },
      async (req) => {
        const ctx = storeCtx(req.ctx);
        return previewOut(
          { storeId: ctx.storeId, email: ctx.user.email },
          targetOf(req.body),
          optionsOf(req.body),
        );
      },
    );
    app.get(
      `${base}/:id`,
      {
        config: store,
        schema: {
          tags,
          summary: 'A payment and its outcome',
          params: IdParam,
          response: { 200: PaymentResult },
        },
      },
      async (req) => {
        return toPaymentResult(await findStorePayment(db, storeCtx(req.ctx).storeId, req.params.id));
      },
    );
    app.post(
      `${base}/:id/confirm`,
      {
        config: store,
        schema: {
          tags,
          summary: 'Finish a payment after its 3-D Secure challenge',
          params: IdParam,
          response: { 200: PaymentResult },
        },
      },
      async (req) => {
        const payment = await findStorePayment(db, storeCtx(req.ctx).storeId, req.params.id);
        return toPaymentResult(await confirmPayment(deps, payment));
      },
    );
  }

  app.post(
    '/web/creator-order-items/:id/event-purchase',
    {
      config: store,
      schema: {
        tags,
        summary:
          'The tag-manager purchase events of the payment that bought this item; push is true once per payment',
        params: IdParam,
        body: EventPurchaseBody,
        response: { 200: PurchaseEvent },
      },
    },
    async (req) => purchaseEvent(db, storeCtx(req.ctx), req.params.id, req.body.firstTime),
  );
  app.post(
    '/app/creator-order-items/:id/event-purchase',
    {
      config: store,
      schema: {
        tags,
        summary: 'As /web',
        params: IdParam,
        body: EventPurchaseBody,
        response: { 200: PurchaseEvent },
      },
    },
    async (req) => purchaseEvent(db, storeCtx(req.ctx), req.params.id, req.body.firstTime),
  );

  // ---- The public invoice link: anyone holding it pays with a one-time card token.
  app.post(
    '/public/creator-invoices/:sn/preview',
    {
      config: pub,
      schema: {
        tags,
        summary: 'The totals of paying an invoice through its public link',
        params: InvoiceSnParams,
        body: PublicPreviewBody,
        response: { 200: CheckoutTotals },
      },
    },
    async (req) => previewOut({ storeId: null, email: null }, { sn: req.params.sn }, optionsOf(req.body)),
  );
  app.post(
    '/public/creator-invoices/:sn/payments',
    {
      config: pub,
      schema: {
        tags,
        summary:
          'Pay an invoice through its public link with a one-time card token; Idempotency-Key required',
        params: InvoiceSnParams,
        body: PublicPayBody,
        response: { 200: PaymentResult },
      },
    },
    async (req) =>
      payOnce(deps, req, `invoice:${req.params.sn}`, 'public-pay', async () => {
        if (!req.body.paymentMethodId.startsWith('tok_'))
          throw invalid('Pay with a card', [
            { path: 'paymentMethodId', message: 'Enter the card to pay with' },
          ]);
        const method = await resolvePaymentMethod(deps, null, req.body.paymentMethodId);
        return {
          payer: { storeId: null, email: req.body.receiptEmail ?? null },
          target: { sn: req.params.sn },
          options: optionsOf(req.body),
          method: { kind: method.method, ref: method.ref },
          expectedTotalCents: req.body.expectedTotalCents,
          receiptEmail: req.body.receiptEmail,
        };
      }),
  );
  app.post(
    '/public/creator-invoices/:sn/payments/:id/confirm',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Finish a public invoice payment after its 3-D Secure challenge',
        params: InvoicePaymentParams,
        response: { 200: PaymentResult },
      },
    },
    async (req) => {
      const payment = await findInvoiceLinkPayment(db, req.params.sn, req.params.id);
      return toPaymentResult(await confirmPayment(deps, payment));
    },
  );
}
