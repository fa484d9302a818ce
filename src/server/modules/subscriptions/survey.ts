import { count, desc, sql } from 'drizzle-orm';
import type {
  CancellationReport,
  SurveyAnswersBody,
  SurveyResult,
} from '../../../shared/contract/subscriptions';
import { BOOK_DEMO_PATH } from '../../../shared/contract/subscriptions';
import { surveyOutcome } from '../../../shared/rules/cancellation-survey';
import { CANCELLATION_OFFER } from '../../../shared/rules/plans';
import type { Db } from '../../db/client';
import { cancellationSurveys } from '../../db/schema/subscriptions';
import type { StoreCtx } from '../../http/context';
import { conflict } from '../../http/errors';
import type { SubscriptionDeps } from './manage';
import { findSubscriptionRow, recordSubscription } from './record';
import { getSubscriptionView } from './view';

/**
 * The cancellation survey's answers (first document §4): stored whatever the outcome, then acted on —
 * the 40% offer is applied to the subscription, a call request leaves the plan as it is, a cancellation
 * ends the plan at the end of the period (access stays until then).
 */
export async function submitCancellationSurvey(
  deps: SubscriptionDeps,
  ctx: StoreCtx,
  answers: SurveyAnswersBody,
): Promise<SurveyResult> {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  if (!row || ['canceled', 'incomplete_expired'].includes(row.status) || row.cancelAtPeriodEnd)
    throw conflict('Your plan is not running, so there is nothing to cancel');
  const outcome = surveyOutcome(answers);
  await deps.db.insert(cancellationSurveys).values({
    storeId: ctx.storeId,
    userId: ctx.user.id,
    subscriptionId: row.subscriptionId,
    planType: row.planType,
    ...answers,
    outcome,
  });
  const billing = deps.payments.billing;
  if (outcome === 'OFFER_ACCEPTED') {
    const { couponId, percentOff, durationMonths } = CANCELLATION_OFFER;
    await recordSubscription(
      deps,
      await billing.applyCoupon({
        subscriptionId: row.subscriptionId,
        coupon: { id: couponId, percentOff, durationMonths },
      }),
    );
  } else if (outcome === 'CANCELED') {
    await recordSubscription(deps, await billing.cancelAtPeriodEnd(row.subscriptionId));
  }
  return {
    outcome,
    view: await getSubscriptionView(deps, ctx),
    bookingUrl: outcome === 'BOOKED_CALL' || answers.bookCall === 'YES' ? BOOK_DEMO_PATH : null,
  };
}

/** Staff's report: how many surveys, how many kept their plan, by reason, and the latest answers. */
export async function cancellationReport(db: Db): Promise<CancellationReport> {
  const c = cancellationSurveys;
  const savedSql = sql<number>`count(*) filter (where ${c.outcome} <> 'CANCELED')::int`;
  const byOutcome = await db.select({ outcome: c.outcome, count: count() }).from(c).groupBy(c.outcome);
  const byReason = await db
    .select({ reason: c.reason, count: count(), saved: savedSql })
    .from(c)
    .groupBy(c.reason)
    .orderBy(desc(count()));
  const recent = await db
    .select({
      id: c.id,
      storeId: c.storeId,
      planType: c.planType,
      reason: c.reason,
      rating: c.rating,
      offer: c.offer,
      outcome: c.outcome,
      suggestions: c.suggestions,
      createdAt: c.createdAt,
    })
    .from(c)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(50);
  const total = byOutcome.reduce((s, r) => s + Number(r.count), 0);
  return {
    total,
    saved: byOutcome.filter((r) => r.outcome !== 'CANCELED').reduce((s, r) => s + Number(r.count), 0),
    byOutcome: byOutcome.map((r) => ({ outcome: r.outcome, count: Number(r.count) })),
    byReason: byReason.map((r) => ({ reason: r.reason, count: Number(r.count), saved: Number(r.saved) })),
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
