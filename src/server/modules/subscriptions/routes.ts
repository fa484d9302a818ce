import { z } from 'zod';
import { type ErrorCode, IdParam } from '../../../shared/contract/shared-shapes';
import {
  CancellationReport,
  ChangePlanBody,
  ChangePlanResult,
  CreateDemoBookingBody,
  DemoBooking,
  DemoSlots,
  InvoiceIdParams,
  PauseBody,
  PayInvoiceBody,
  ReactivateBody,
  SubscribeBody,
  SubscriptionInvoice,
  SubscriptionView,
  SurveyAnswersBody,
  SurveyResult,
} from '../../../shared/contract/subscriptions';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/types';
import { requestHash, requireIdempotencyKey, withIdempotency } from '../idempotency/idempotency';
import { bookDemo, cancelDemo, listDemoBookings, listDemoSlots } from './demo-bookings';
import {
  changePlan,
  listSubscriptionInvoices,
  pause,
  payInvoice,
  reactivate,
  resume,
  subscribe,
} from './manage';
import { createBillingEventHandler } from './record';
import { cancellationReport, submitCancellationSurvey } from './survey';
import { getSubscriptionView } from './view';

const store = { access: 'store' } as const;
const tags = ['subscriptions'];
const idempotent =
  'send an Idempotency-Key (the first answer is replayed for 24 h, other parameters are refused, a concurrent duplicate gets 409)';

type Req = { headers: Record<string, string | string[] | undefined>; body: unknown };

/** Runs a money-moving call once per Idempotency-Key and replays its first answer (or refusal). */
async function once<T>(
  deps: AppDeps,
  req: Req,
  storeId: number,
  route: string,
  fn: (key: string) => Promise<T>,
) {
  const key = requireIdempotencyKey(req.headers['idempotency-key']);
  const stored = await withIdempotency(deps.db, `store:${storeId}`, key, requestHash(route, req.body), () =>
    fn(key),
  );
  if (stored.status >= 400) {
    const body = stored.body as {
      code: ErrorCode;
      message: string;
      details?: { path: string; message: string }[];
    };
    throw new AppError(body.code, body.message, { details: body.details });
  }
  return stored.body as T;
}

/** The store's plan subscription (second document §2–§4) and the staff report of cancellations. */
export function subscriptionsRoutes(app: Api, deps: AppDeps) {
  deps.payments.billing.onEvent(createBillingEventHandler(deps));

  app.get(
    '/web/subscriptions/current',
    {
      config: store,
      schema: {
        tags,
        summary: "The store's plan, subscription and balance",
        response: { 200: SubscriptionView },
      },
    },
    async (req) => getSubscriptionView(deps, storeCtx(req.ctx)),
  );
  app.post(
    '/web/subscriptions',
    {
      config: store,
      schema: {
        tags,
        summary: `Subscribe to a plan with a saved card; ${idempotent}`,
        body: SubscribeBody,
        response: { 200: SubscriptionView },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return once(deps, req, ctx.storeId, 'subscribe', (key) => subscribe(deps, ctx, req.body, key));
    },
  );
  app.put(
    '/web/subscriptions/plan',
    {
      config: store,
      schema: {
        tags,
        summary: `Upgrade or downgrade (prorated); ${idempotent}`,
        body: ChangePlanBody,
        response: { 200: ChangePlanResult },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return once(deps, req, ctx.storeId, 'change-plan', (key) => changePlan(deps, ctx, req.body, key));
    },
  );
  app.post(
    '/web/subscriptions/pause',
    {
      config: store,
      schema: {
        tags,
        summary: 'Pause the plan with an invoice behaviour and an optional resume date',
        body: PauseBody,
        response: { 200: SubscriptionView },
      },
    },
    async (req) => pause(deps, storeCtx(req.ctx), req.body),
  );
  app.post(
    '/web/subscriptions/resume',
    {
      config: store,
      schema: { tags, summary: 'Resume a paused plan now', response: { 200: SubscriptionView } },
    },
    async (req) => resume(deps, storeCtx(req.ctx)),
  );
  app.post(
    '/web/subscriptions/reactivate',
    {
      config: store,
      schema: {
        tags,
        summary: `Undo a cancellation (keyword REACTIVATE); ${idempotent}`,
        body: ReactivateBody,
        response: { 200: SubscriptionView },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return once(deps, req, ctx.storeId, 'reactivate', (key) => reactivate(deps, ctx, key));
    },
  );
  app.post(
    '/web/subscriptions/cancellation-survey',
    {
      config: store,
      schema: {
        tags,
        summary: 'Answer the cancellation survey: take the 40% offer, book a call, or cancel at period end',
        body: SurveyAnswersBody,
        response: { 200: SurveyResult },
      },
    },
    async (req) => submitCancellationSurvey(deps, storeCtx(req.ctx), req.body),
  );
  app.get(
    '/web/subscriptions/invoices',
    {
      config: store,
      schema: {
        tags,
        summary: "The subscription's invoices, newest first",
        response: { 200: z.array(SubscriptionInvoice) },
      },
    },
    async (req) => listSubscriptionInvoices(deps, storeCtx(req.ctx)),
  );
  app.post(
    '/web/subscriptions/invoices/:invoiceId/pay',
    {
      config: store,
      schema: {
        tags,
        summary: 'Retry an open subscription invoice, optionally with another saved card',
        params: InvoiceIdParams,
        body: PayInvoiceBody,
        response: { 200: SubscriptionInvoice },
      },
    },
    async (req) => payInvoice(deps, storeCtx(req.ctx), req.params.invoiceId, req.body.paymentMethodId),
  );
  app.get(
    '/web/demo-bookings/slots',
    {
      config: store,
      schema: {
        tags,
        summary: "The next two weeks' demo slots of your plan's specialist, free or taken",
        response: { 200: DemoSlots },
      },
    },
    async (req) => listDemoSlots(deps, storeCtx(req.ctx)),
  );
  app.get(
    '/web/demo-bookings',
    {
      config: store,
      schema: { tags, summary: "The store's booked demos", response: { 200: z.array(DemoBooking) } },
    },
    async (req) => listDemoBookings(deps, storeCtx(req.ctx)),
  );
  app.post(
    '/web/demo-bookings',
    {
      config: store,
      schema: {
        tags,
        summary: 'Book a demo slot: a video call link, emailed; one upcoming demo per store',
        body: CreateDemoBookingBody,
        response: { 200: DemoBooking },
      },
    },
    async (req) => bookDemo(deps, storeCtx(req.ctx), req.body.startsAt),
  );
  app.delete(
    '/web/demo-bookings/:id',
    {
      config: store,
      schema: { tags, summary: 'Cancel your upcoming demo', params: IdParam, response: { 200: DemoBooking } },
    },
    async (req) => cancelDemo(deps, storeCtx(req.ctx), req.params.id),
  );
  app.get(
    '/admin/subscriptions/cancellation-report',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Staff: cancellation reasons and saves',
        response: { 200: CancellationReport },
      },
    },
    async () => cancellationReport(deps.db),
  );
  // Stripe posts billing webhooks here; the signature is checked over the exact bytes it sent.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payments/billing/webhook',
      {
        config: { access: 'public', previewAllowed: true },
        schema: { tags, summary: 'Stripe billing webhooks (signed)', hide: true },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        await deps.payments.billing.receiveWebhook(
          String(req.body ?? ''),
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true };
      },
    );
  });
}
