import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorCharges, processorCustomers } from '../../../db/schema/payments';
import {
  processorBillingEvents,
  processorInvoices,
  processorSubscriptions,
  processorTestClocks,
} from '../../../db/schema/processor-billing';
import { conflict, invalid, notFound } from '../../../http/errors';
import { addDays, addHours, addIntervals, prorate } from '../billing-math';
import {
  type BillingEventHandler,
  type BillingEventType,
  type BillingProvider,
  type CouponInput,
  DEFAULT_DUNNING,
  type DunningSchedule,
  INCOMPLETE_EXPIRES_HOURS,
  type PlanPrice,
  type SubscriptionStatus,
} from '../billing-types';
import {
  advance,
  afterFailedRenewal,
  type CycleContext,
  collect,
  priceLine,
  resumeRow,
} from './billing-cycle';
import {
  clockTime,
  couponProblems,
  customerClock,
  discountApplies,
  discountFrom,
  ENDED,
  insertInvoice,
  invoiceById,
  isEnded,
  lineJson,
  listInvoiceRows,
  lockSubscription,
  recordEvent,
  type SubRow,
  saveSubscription,
  toInvoice,
  toSubscription,
  updateInvoice,
  voidUnpaid,
} from './billing-rows';
import { liveMethod } from './method-rows';
import { type EmbeddedStore, isCurrency, newId } from './store';

// Subscription billing of the embedded processor (BillingProvider): subscriptions, invoices, coupons and
// test clocks in the processor_billing tables; each change in one transaction holding the subscription's
// row lock, with its events recorded there and handed to the subscriptions module's handler afterwards.

const CLAIM_MS = 60_000;
const EVENTS_KEPT_DAYS = 30;

function priceProblems(price: PlanPrice) {
  if (!price.planType || price.planType.length > 64) throw invalid('A plan type is required');
  if (price.interval !== 'month' && price.interval !== 'year') {
    throw invalid('The interval is month or year', [{ path: 'body.interval', message: 'month or year' }]);
  }
  if (!Number.isInteger(price.unitAmountCents) || price.unitAmountCents <= 0) {
    throw invalid('The price must be a positive number of cents', [
      { path: 'body.unitAmountCents', message: 'A positive whole number of cents' },
    ]);
  }
  if (!isCurrency(price.currency)) throw invalid('The currency must be a 3-letter code');
}

const notLive = (sub: SubRow, what: string) =>
  invalid(`This subscription is ${sub.status.replace('_', ' ')}: it cannot ${what}`);

/** The net amount a period of this price costs with the discount that applies at `at`. */
function netAmount(sub: SubRow, amountCents: number, at: Date) {
  const d = discountApplies(sub.discount, at) ? sub.discount : null;
  return d ? amountCents - Math.round((amountCents * d.percentOff) / 100) : amountCents;
}

export function billingOperations(
  store: EmbeddedStore,
  opts: { dunning?: DunningSchedule } = {},
): { billing: BillingProvider } {
  const { db, now } = store;
  const ctx: CycleContext = { now, dunning: opts.dunning ?? DEFAULT_DUNNING };
  let handler: BillingEventHandler | null = null;

  async function snapshot(id: string) {
    const [row] = await db.select().from(processorSubscriptions).where(eq(processorSubscriptions.id, id));
    if (!row) throw notFound('Subscription');
    return toSubscription(row);
  }

  async function usableMethod(d: Db, customerId: string, paymentMethodId: string) {
    if (!(await liveMethod(d, customerId, paymentMethodId))) {
      throw invalid('This payment method is not one of the customer’s saved cards', [
        { path: 'body.paymentMethodId', message: 'Unknown payment method' },
      ]);
    }
  }

  /** A new subscription, its first invoice and its first charge (or its trial), inside `tx`. */
  async function start(
    tx: Db,
    input: {
      customerId: string;
      paymentMethodId: string | null;
      price: PlanPrice;
      trialDays: number;
      coupon: CouponInput | null;
      metadata: Record<string, string>;
      idempotencyKey: string;
      fingerprint: string;
    },
  ): Promise<SubRow> {
    const [customer] = await tx
      .select({ id: processorCustomers.id })
      .from(processorCustomers)
      .where(eq(processorCustomers.id, input.customerId));
    if (!customer) {
      throw invalid('No such customer at the payments processor', [
        { path: 'body.customerId', message: 'Unknown customer' },
      ]);
    }
    if (input.paymentMethodId) await usableMethod(tx, input.customerId, input.paymentMethodId);
    else if (input.trialDays <= 0) {
      throw invalid('A subscription without a trial needs a card', [
        { path: 'body.paymentMethodId', message: 'Required without a trial' },
      ]);
    }
    const clock = await customerClock(tx, input.customerId);
    const at = clock?.frozenTime ?? now();
    const trialEnd = input.trialDays > 0 ? addDays(at, input.trialDays) : null;
    const anchor = trialEnd ?? at;
    const [row] = await tx
      .insert(processorSubscriptions)
      .values({
        id: newId('sub'),
        idempotencyKey: input.idempotencyKey,
        requestFingerprint: input.fingerprint,
        customerId: input.customerId,
        status: trialEnd ? 'trialing' : 'incomplete',
        planType: input.price.planType,
        interval: input.price.interval,
        unitAmountCents: input.price.unitAmountCents,
        currency: input.price.currency.toUpperCase(),
        defaultPaymentMethod: input.paymentMethodId,
        billingCycleAnchor: anchor,
        currentPeriodStart: at,
        currentPeriodEnd: trialEnd ?? addIntervals(anchor, input.price.interval, 1),
        trialStart: trialEnd ? at : null,
        trialEnd,
        discount: input.coupon ? discountFrom(input.coupon, at) : null,
        testClockId: clock?.id ?? null,
        metadata: input.metadata,
        created: at,
      })
      .onConflictDoNothing({ target: processorSubscriptions.idempotencyKey })
      .returning();
    if (!row) throw conflict('Another request with this idempotency key is in progress');
    await recordEvent(tx, { type: 'customer.subscription.created', subscriptionId: row.id, at });
    const lines = trialEnd
      ? [lineJson(`Trial of ${row.planType} until ${trialEnd.toISOString()}`, 0, false, at, trialEnd)]
      : [priceLine(row, at, row.currentPeriodEnd)];
    const made = await insertInvoice(tx, row, {
      uniqueKey: `${row.id}:create`,
      reason: 'subscription_create',
      lines,
      periodStart: at,
      periodEnd: row.currentPeriodEnd,
      at,
    });
    const paid = await collect(tx, ctx, row, made!.invoice, at, input.paymentMethodId);
    const [saved] = await tx
      .update(processorSubscriptions)
      .set({
        latestInvoiceId: made!.invoice.id,
        creditBalanceCents: made!.creditBalanceCents,
        status: trialEnd ? 'trialing' : paid.outcome === 'paid' ? 'active' : 'incomplete',
      })
      .where(eq(processorSubscriptions.id, row.id))
      .returning();
    return saved!;
  }

  async function bySubKey(key: string) {
    const [row] = await db
      .select()
      .from(processorSubscriptions)
      .where(eq(processorSubscriptions.idempotencyKey, key));
    return row ?? null;
  }

  function replay(row: SubRow, fingerprint: string) {
    if (row.requestFingerprint !== fingerprint) {
      throw conflict('This idempotency key was already used for a subscription with other parameters');
    }
    return toSubscription(row);
  }

  /** Locks the subscription, reads its clock, runs `fn`; then hands the events on. */
  async function change<T>(id: string, fn: (tx: Db, sub: SubRow, at: Date) => Promise<T>): Promise<T> {
    const out = await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      return fn(tx, sub, await clockTime(tx, sub, now));
    });
    await deliverSafely();
    return out;
  }

  /** Delivery after a change: a handler's failure leaves the event for the next delivery, not the caller. */
  async function deliverSafely() {
    try {
      await billing.deliverEvents();
    } catch {
      // Kept undelivered; runDue delivers it again (and reports the failure there).
    }
  }

  async function processClockless(at: Date) {
    const expiredBefore = addHours(at, -INCOMPLETE_EXPIRES_HOURS);
    const due = await db
      .select({ id: processorSubscriptions.id })
      .from(processorSubscriptions)
      .where(
        and(
          isNull(processorSubscriptions.testClockId),
          notInArray(processorSubscriptions.status, ENDED),
          or(
            lte(processorSubscriptions.currentPeriodEnd, at),
            lte(processorSubscriptions.pauseResumesAt, at),
            and(
              eq(processorSubscriptions.status, 'incomplete'),
              lte(processorSubscriptions.created, expiredBefore),
            ),
            inArray(
              processorSubscriptions.id,
              db
                .select({ id: processorInvoices.subscriptionId })
                .from(processorInvoices)
                .where(
                  and(eq(processorInvoices.status, 'open'), lte(processorInvoices.nextPaymentAttempt, at)),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(processorSubscriptions.currentPeriodEnd))
      .limit(500);
    let moved = 0;
    let firstError: unknown = null;
    for (const { id } of due) {
      // One subscription's failure does not hold back the others; it is thrown once they are done.
      try {
        if (await db.transaction((tx) => advance(tx, ctx, id, at))) moved++;
      } catch (err) {
        firstError ??= err;
      }
    }
    if (firstError) throw firstError;
    return moved;
  }

  const billing: BillingProvider = {
    async createSubscription(input) {
      priceProblems(input.price);
      const trialDays = input.trialDays ?? 0;
      if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730) {
        throw invalid('A trial lasts 0 to 730 whole days', [{ path: 'body.trialDays', message: '0 to 730' }]);
      }
      if (input.coupon) couponProblems(input.coupon);
      if (!input.idempotencyKey) throw invalid('A subscription needs an idempotency key');
      const fingerprint = JSON.stringify([
        input.customerId,
        input.paymentMethodId,
        input.price,
        trialDays,
        input.coupon ?? null,
      ]);
      const first = await bySubKey(input.idempotencyKey);
      if (first) return replay(first, fingerprint);
      let row: SubRow;
      try {
        row = await db.transaction((tx) =>
          start(tx, {
            customerId: input.customerId,
            paymentMethodId: input.paymentMethodId,
            price: input.price,
            trialDays,
            coupon: input.coupon ?? null,
            metadata: input.metadata ?? {},
            idempotencyKey: input.idempotencyKey,
            fingerprint,
          }),
        );
      } catch (err) {
        // A concurrent call with this key made it first.
        const made = await bySubKey(input.idempotencyKey);
        if (made) return replay(made, fingerprint);
        throw err;
      }
      await deliverSafely();
      return toSubscription(row);
    },

    async retrieveSubscription(id) {
      const [row] = await db.select().from(processorSubscriptions).where(eq(processorSubscriptions.id, id));
      return row ? toSubscription(row) : null;
    },

    async changePlan(input) {
      priceProblems(input.price);
      if (!input.idempotencyKey) throw invalid('A plan change needs an idempotency key');
      const behavior = input.prorationBehavior ?? 'always_invoice';
      return change(input.subscriptionId, async (tx, sub, at) => {
        const invoiceKey = `${sub.id}:update:${input.idempotencyKey}`;
        const [done] = await tx
          .select()
          .from(processorInvoices)
          .where(eq(processorInvoices.uniqueKey, invoiceKey));
        if (done || sub.lastChangeKey === input.idempotencyKey) {
          return { subscription: toSubscription(sub), invoice: done ? toInvoice(done) : null };
        }
        if (isEnded(sub) || sub.status === 'paused' || sub.status === 'incomplete') {
          throw notLive(sub, 'change plan');
        }
        if (input.price.currency.toUpperCase() !== sub.currency) {
          throw invalid('A subscription keeps its currency', [
            { path: 'body.currency', message: `Must be ${sub.currency}` },
          ]);
        }
        const samePrice =
          input.price.planType === sub.planType &&
          input.price.interval === sub.interval &&
          input.price.unitAmountCents === sub.unitAmountCents;
        if (samePrice) return { subscription: toSubscription(sub), invoice: null };
        const priceChanges = {
          planType: input.price.planType,
          interval: input.price.interval,
          unitAmountCents: input.price.unitAmountCents,
          lastChangeKey: input.idempotencyKey,
        };
        if (sub.status === 'trialing') {
          const saved = await saveSubscription(tx, sub, priceChanges, at);
          return { subscription: toSubscription(saved), invoice: null };
        }
        const newSub = { ...sub, ...priceChanges };
        const { creditCents, chargeCents } = prorate({
          oldAmountCents: netAmount(sub, sub.unitAmountCents, sub.currentPeriodStart),
          newAmountCents: netAmount(sub, input.price.unitAmountCents, sub.currentPeriodStart),
          periodStart: sub.currentPeriodStart,
          periodEnd: sub.currentPeriodEnd,
          at,
        });
        const creditLine = lineJson(
          `Unused time on ${sub.planType} (per ${sub.interval})`,
          -creditCents,
          true,
          at,
          sub.currentPeriodEnd,
        );
        if (input.price.interval !== sub.interval) {
          // A new interval starts a new period now, charged in full less the unused time.
          const end = addIntervals(at, input.price.interval, 1);
          const lines = [
            ...(behavior === 'none' || creditCents === 0 ? [] : [creditLine]),
            priceLine(newSub, at, end),
            ...sub.pendingLines,
          ];
          return invoiceNow(tx, { ...newSub, currentPeriodStart: at, currentPeriodEnd: end }, sub, at, {
            key: invoiceKey,
            lines,
            changes: {
              ...priceChanges,
              billingCycleAnchor: at,
              currentPeriodStart: at,
              currentPeriodEnd: end,
              pendingLines: [],
            },
          });
        }
        const prorations = [
          creditLine,
          lineJson(
            `Remaining time on ${input.price.planType} (per ${input.price.interval})`,
            chargeCents,
            true,
            at,
            sub.currentPeriodEnd,
          ),
        ].filter((l) => l.amountCents !== 0);
        if (behavior === 'none' || prorations.length === 0) {
          const saved = await saveSubscription(tx, sub, priceChanges, at);
          return { subscription: toSubscription(saved), invoice: null };
        }
        if (behavior === 'create_prorations') {
          const saved = await saveSubscription(
            tx,
            sub,
            { ...priceChanges, pendingLines: [...sub.pendingLines, ...prorations] },
            at,
          );
          return { subscription: toSubscription(saved), invoice: null };
        }
        return invoiceNow(tx, newSub, sub, at, {
          key: invoiceKey,
          lines: [...prorations, ...sub.pendingLines],
          changes: { ...priceChanges, pendingLines: [] },
        });
      });
    },

    async pause(input) {
      if (!['keep_as_draft', 'mark_uncollectible', 'void'].includes(input.behavior)) {
        throw invalid('The pause behaviour is keep_as_draft, mark_uncollectible or void', [
          { path: 'body.behavior', message: 'keep_as_draft, mark_uncollectible or void' },
        ]);
      }
      const sub = await change(input.subscriptionId, async (tx, sub, at) => {
        if (!['active', 'trialing', 'past_due'].includes(sub.status)) throw notLive(sub, 'be paused');
        if (input.resumesAt && input.resumesAt <= at) {
          throw invalid('The resume date must be in the future', [
            { path: 'body.resumesAt', message: 'After now' },
          ]);
        }
        if (sub.status === 'past_due' && sub.latestInvoiceId) {
          await updateInvoice(tx, sub.latestInvoiceId, { nextPaymentAttempt: null });
        }
        return saveSubscription(
          tx,
          sub,
          {
            status: 'paused',
            statusBeforePause: sub.status,
            pauseBehavior: input.behavior,
            pauseResumesAt: input.resumesAt ?? null,
          },
          at,
        );
      });
      return toSubscription(sub);
    },

    async resume(id) {
      const sub = await change(id, async (tx, sub, at) => {
        if (sub.status !== 'paused') throw notLive(sub, 'be resumed');
        return resumeRow(tx, sub, at);
      });
      return toSubscription(sub);
    },

    async cancelAtPeriodEnd(id) {
      const sub = await change(id, async (tx, sub, at) => {
        if (isEnded(sub)) throw notLive(sub, 'be canceled');
        if (sub.cancelAtPeriodEnd) return sub;
        return saveSubscription(tx, sub, { cancelAtPeriodEnd: true, canceledAt: at }, at);
      });
      return toSubscription(sub);
    },

    async reactivate(input) {
      if (!input.idempotencyKey) throw invalid('A reactivation needs an idempotency key');
      const startKey = `reactivate:${input.idempotencyKey}`;
      const again = await bySubKey(startKey);
      if (again) return toSubscription(again);
      const out = await change(input.subscriptionId, async (tx, sub, at) => {
        if (!isEnded(sub)) {
          if (!sub.cancelAtPeriodEnd) return sub;
          return saveSubscription(tx, sub, { cancelAtPeriodEnd: false, canceledAt: null }, at);
        }
        const paymentMethodId = input.paymentMethodId ?? sub.defaultPaymentMethod;
        const price = {
          planType: sub.planType,
          interval: sub.interval,
          unitAmountCents: sub.unitAmountCents,
          currency: sub.currency,
        };
        return start(tx, {
          customerId: sub.customerId,
          paymentMethodId,
          price,
          trialDays: 0,
          coupon: null,
          metadata: sub.metadata,
          idempotencyKey: startKey,
          fingerprint: JSON.stringify([sub.customerId, paymentMethodId, price, 0, null]),
        });
      });
      return toSubscription(out);
    },

    async cancelNow(id) {
      const sub = await change(id, async (tx, sub, at) => {
        if (isEnded(sub)) return sub;
        await voidUnpaid(tx, sub.id);
        return saveSubscription(
          tx,
          sub,
          { status: 'canceled', canceledAt: sub.canceledAt ?? at, endedAt: at, pauseResumesAt: null },
          at,
          'customer.subscription.deleted',
        );
      });
      return toSubscription(sub);
    },

    async applyCoupon(input) {
      couponProblems(input.coupon);
      const sub = await change(input.subscriptionId, async (tx, sub, at) => {
        if (isEnded(sub)) throw notLive(sub, 'take a coupon');
        const d = sub.discount;
        if (
          d &&
          d.couponId === input.coupon.id &&
          d.percentOff === input.coupon.percentOff &&
          d.durationMonths === input.coupon.durationMonths
        ) {
          return sub;
        }
        return saveSubscription(tx, sub, { discount: discountFrom(input.coupon, at) }, at);
      });
      return toSubscription(sub);
    },

    async setPaymentMethod(input) {
      const sub = await change(input.subscriptionId, async (tx, sub, at) => {
        if (isEnded(sub)) throw notLive(sub, 'change its card');
        await usableMethod(tx, sub.customerId, input.paymentMethodId);
        if (sub.defaultPaymentMethod === input.paymentMethodId) return sub;
        return saveSubscription(tx, sub, { defaultPaymentMethod: input.paymentMethodId }, at);
      });
      return toSubscription(sub);
    },

    async payInvoice(input) {
      const [found] = await db
        .select()
        .from(processorInvoices)
        .where(eq(processorInvoices.id, input.invoiceId));
      if (!found) throw notFound('Invoice');
      const out = await change(found.subscriptionId, async (tx, sub, at) => {
        let inv = (await invoiceById(tx, found.id))!;
        if (inv.status === 'paid') return inv;
        if (inv.status === 'void' || inv.status === 'uncollectible') {
          throw invalid(`This invoice is ${inv.status}: it cannot be paid`);
        }
        if (input.paymentMethodId) await usableMethod(tx, sub.customerId, input.paymentMethodId);
        if (inv.status === 'draft') inv = await updateInvoice(tx, inv.id, { status: 'open' });
        let paid = false;
        if (inv.challengeId && inv.chargeId) {
          // The payer answered 3-D Secure: the waiting charge settles the invoice, or a new attempt follows.
          const [charge] = await tx
            .select()
            .from(processorCharges)
            .where(eq(processorCharges.id, inv.chargeId));
          if (charge?.status === 'requires_action') return inv;
          if (charge?.status === 'succeeded') {
            inv = await updateInvoice(tx, inv.id, {
              status: 'paid',
              amountPaidCents: inv.amountDueCents,
              paidAt: at,
              challengeId: null,
              lastDeclineCode: null,
              nextPaymentAttempt: null,
            });
            await recordEvent(tx, { type: 'invoice.paid', subscriptionId: sub.id, invoiceId: inv.id, at });
            paid = true;
          }
        }
        if (!paid) {
          const result = await collect(
            tx,
            ctx,
            sub,
            inv,
            at,
            input.paymentMethodId ?? sub.defaultPaymentMethod,
          );
          inv = result.invoice;
          paid = result.outcome === 'paid';
          if (!paid && sub.status === 'past_due' && inv.id === sub.latestInvoiceId) {
            // A payer's own attempt keeps the dunning schedule where it was.
            await updateInvoice(tx, inv.id, { nextPaymentAttempt: found.nextPaymentAttempt });
            inv = (await invoiceById(tx, inv.id))!;
          }
        }
        const recovering: SubscriptionStatus[] = ['incomplete', 'past_due', 'unpaid'];
        if (paid && inv.id === sub.latestInvoiceId && recovering.includes(sub.status)) {
          await saveSubscription(tx, sub, { status: 'active' }, at);
        }
        return inv;
      });
      return toInvoice(out);
    },

    async listInvoices(subscriptionId, limit) {
      return (await listInvoiceRows(db, subscriptionId, limit)).map(toInvoice);
    },

    async retrieveInvoice(id) {
      const row = await invoiceById(db, id);
      return row ? toInvoice(row) : null;
    },

    async runDue(at) {
      const moved = await processClockless(at ?? now());
      // Delivered events are kept a month (to answer a question about one), then dropped.
      await db
        .delete(processorBillingEvents)
        .where(lt(processorBillingEvents.deliveredAt, addDays(now(), -EVENTS_KEPT_DAYS)));
      await billing.deliverEvents();
      return moved;
    },

    onEvent(h) {
      handler = h;
    },

    async deliverEvents() {
      const h = handler;
      if (!h) return 0;
      let delivered = 0;
      let firstError: unknown = null;
      const blocked = new Set<string>();
      for (;;) {
        const pending = await db
          .select()
          .from(processorBillingEvents)
          .where(isNull(processorBillingEvents.deliveredAt))
          .orderBy(asc(processorBillingEvents.seq))
          .limit(100);
        let progressed = false;
        for (const ev of pending) {
          if (blocked.has(ev.subscriptionId)) continue;
          const t = now();
          const [claimed] = await db
            .update(processorBillingEvents)
            .set({ claimedUntil: new Date(t.getTime() + CLAIM_MS) })
            .where(
              and(
                eq(processorBillingEvents.seq, ev.seq),
                isNull(processorBillingEvents.deliveredAt),
                or(isNull(processorBillingEvents.claimedUntil), lt(processorBillingEvents.claimedUntil, t)),
              ),
            )
            .returning({ seq: processorBillingEvents.seq });
          if (!claimed) {
            // Another instance is delivering it: this subscription's later events wait.
            blocked.add(ev.subscriptionId);
            continue;
          }
          try {
            const invoice = ev.invoiceId ? await invoiceById(db, ev.invoiceId) : null;
            await h({
              id: ev.id,
              type: ev.type as BillingEventType,
              created: ev.created,
              subscription: await snapshot(ev.subscriptionId),
              invoice: invoice ? toInvoice(invoice) : null,
              previousStatus: (ev.previousStatus as SubscriptionStatus | null) ?? null,
            });
          } catch (err) {
            firstError ??= err;
            blocked.add(ev.subscriptionId);
            await db
              .update(processorBillingEvents)
              .set({ claimedUntil: null })
              .where(eq(processorBillingEvents.seq, ev.seq));
            continue;
          }
          await db
            .update(processorBillingEvents)
            .set({ deliveredAt: now() })
            .where(eq(processorBillingEvents.seq, ev.seq));
          delivered++;
          progressed = true;
        }
        if (!progressed || pending.length < 100) break;
      }
      if (firstError) throw firstError;
      return delivered;
    },

    async receiveWebhook() {
      throw notFound('Webhook endpoint');
    },

    async createTestClock(input) {
      if (Number.isNaN(input.frozenTime.getTime())) throw invalid('The frozen time must be a date');
      const [row] = await db
        .insert(processorTestClocks)
        .values({ id: newId('clock'), name: input.name ?? null, frozenTime: input.frozenTime })
        .returning();
      return { id: row!.id, frozenTime: row!.frozenTime, status: 'ready' };
    },

    async advanceTestClock(clockId, to) {
      const clock = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(processorTestClocks)
          .where(eq(processorTestClocks.id, clockId))
          .for('update');
        if (!row) throw notFound('Test clock');
        if (Number.isNaN(to.getTime()) || to < row.frozenTime) {
          throw invalid('A test clock only moves forward', [
            { path: 'body.frozenTime', message: 'After now' },
          ]);
        }
        const [moved] = await tx
          .update(processorTestClocks)
          .set({ frozenTime: to })
          .where(eq(processorTestClocks.id, clockId))
          .returning();
        return moved!;
      });
      const subs = await db
        .select({ id: processorSubscriptions.id })
        .from(processorSubscriptions)
        .where(
          and(
            eq(processorSubscriptions.testClockId, clockId),
            notInArray(processorSubscriptions.status, ENDED),
          ),
        );
      for (const { id } of subs) await db.transaction((tx) => advance(tx, ctx, id, to));
      await billing.deliverEvents();
      return { id: clock.id, frozenTime: clock.frozenTime, status: 'ready' };
    },
  };

  /**
   * A plan change's invoice, made and collected now: paid → active; declined → past_due with dunning (the
   * new plan stays, as Stripe's allow_incomplete). `changes` are the subscription's new price and period.
   */
  async function invoiceNow(
    tx: Db,
    newSub: SubRow,
    sub: SubRow,
    at: Date,
    input: { key: string; lines: SubRow['pendingLines']; changes: Partial<SubRow> },
  ) {
    const made = await insertInvoice(tx, newSub, {
      uniqueKey: input.key,
      reason: 'subscription_update',
      lines: input.lines,
      periodStart: newSub.currentPeriodStart,
      periodEnd: newSub.currentPeriodEnd,
      at,
    });
    if (!made) throw conflict('Another request with this idempotency key is in progress');
    const result = await collect(tx, ctx, newSub, made.invoice, at, sub.defaultPaymentMethod);
    const changes: Partial<SubRow> = {
      ...input.changes,
      creditBalanceCents: made.creditBalanceCents,
      latestInvoiceId: made.invoice.id,
    };
    let type: BillingEventType = 'customer.subscription.updated';
    if (result.outcome === 'paid') changes.status = 'active';
    else {
      const failed = await afterFailedRenewal(tx, ctx, sub, result.invoice, at);
      Object.assign(changes, failed.changes);
      if (failed.ended) type = 'customer.subscription.deleted';
    }
    const saved = await saveSubscription(tx, sub, changes, at, type);
    return {
      subscription: toSubscription(saved),
      invoice: toInvoice((await invoiceById(tx, made.invoice.id))!),
    };
  }

  return { billing };
}
