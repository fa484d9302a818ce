import { z } from 'zod';
import {
  optionValues,
  SURVEY_BOOK_CALL,
  SURVEY_FINAL_ACTIONS,
  SURVEY_NO_SAMPLES,
  SURVEY_OFFER,
  SURVEY_OUTCOMES,
  SURVEY_RATING_BANDS,
  SURVEY_REASONS,
} from '../rules/cancellation-survey';
import { DEMO_KINDS } from '../rules/demo-bookings';
import { PAID_TIERS, PLAN_INTERVALS, PLAN_TIERS, REACTIVATE_KEYWORD } from '../rules/plans';

// The store's plan subscription (second document §2 "Subscriptions and team", §3, §4; first document §4
// cancellation survey, §9 plan copy). Plans themselves are data in src/shared/rules/plans.ts.

export const PaidPlan = z.enum(PAID_TIERS);
export const PlanInterval = z.enum(PLAN_INTERVALS);
export const PauseBehavior = z.enum(['keep_as_draft', 'mark_uncollectible', 'void']);
export type PauseBehavior = z.infer<typeof PauseBehavior>;

const paymentMethodId = z
  .string({ error: 'Choose a saved card' })
  .trim()
  .min(1, 'Choose a saved card')
  .max(255);

export const SubscribeBody = z
  .object({
    planType: PaidPlan,
    interval: PlanInterval,
    paymentMethodId,
    promoCode: z.string().trim().max(40).optional(),
    /** ?trialOff: start paying now instead of with the first subscription's trial. */
    trialOff: z.boolean().default(false),
  })
  .strict();
export type SubscribeBody = z.infer<typeof SubscribeBody>;
export type SubscribeInput = z.input<typeof SubscribeBody>;

export const ChangePlanBody = z.object({ planType: PaidPlan, interval: PlanInterval }).strict();
export type ChangePlanBody = z.infer<typeof ChangePlanBody>;

export const PauseBody = z
  .object({
    behavior: PauseBehavior,
    /** When collection resumes by itself; null or left out: until you resume. */
    resumesAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type PauseBody = z.infer<typeof PauseBody>;

export const ReactivateBody = z.object({ keyword: z.literal(REACTIVATE_KEYWORD) }).strict();

export const SurveyAnswersBody = z
  .object({
    reason: z.enum(optionValues(SURVEY_REASONS)),
    rating: z.enum(optionValues(SURVEY_RATING_BANDS)),
    bookCall: z.enum(optionValues(SURVEY_BOOK_CALL)),
    noSamplesReason: z.enum(optionValues(SURVEY_NO_SAMPLES)),
    offer: z.enum(optionValues(SURVEY_OFFER)),
    suggestions: z.string().trim().max(2000).default(''),
    /** Asked only when the offer was not taken. */
    finalAction: z.enum(optionValues(SURVEY_FINAL_ACTIONS)).nullable().default(null),
  })
  .strict()
  .refine((b) => b.offer === 'YES' || b.finalAction !== null, {
    message: 'Choose to book a call or to cancel',
    path: ['finalAction'],
  });
export type SurveyAnswersBody = z.infer<typeof SurveyAnswersBody>;
export type SurveyAnswersInput = z.input<typeof SurveyAnswersBody>;

export const Discount = z.object({
  couponId: z.string(),
  percentOff: z.number(),
  promotionCode: z.string().nullable(),
  end: z.string().nullable(),
});

export const SubscriptionSummary = z.object({
  id: z.string(),
  planType: PaidPlan,
  interval: PlanInterval,
  /** The processor's status; `paused` while collection is paused. */
  status: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  endedAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  pauseBehavior: PauseBehavior.nullable(),
  resumesAt: z.string().nullable(),
  discount: Discount.nullable(),
  paymentMethodId: z.string().nullable(),
  /** The next renewal, before any credit; null when it will not renew. */
  nextInvoice: z.object({ date: z.string(), amountCents: z.number().int() }).nullable(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

/** GET /web/subscriptions/current. */
export const SubscriptionView = z.object({
  /** The plan the store has now (Free while paused, unpaid or ended). */
  planType: z.enum(PLAN_TIERS),
  subscription: SubscriptionSummary.nullable(),
  /** The store's balance (signup credits less what AI generation spent). */
  creditBalanceCents: z.number().int(),
  /** Whether the next subscription starts with the trial. */
  trialAvailable: z.boolean(),
  /** Set when the last payment of the subscription failed (declined card, 3-D Secure waiting). */
  paymentProblem: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const SubscriptionInvoice = z.object({
  id: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  billingReason: z.string(),
  currency: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  creditAppliedCents: z.number().int(),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  created: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(
    z.object({ description: z.string(), amountCents: z.number().int(), proration: z.boolean() }),
  ),
});
export type SubscriptionInvoice = z.infer<typeof SubscriptionInvoice>;

export const ChangePlanResult = z.object({ view: SubscriptionView, invoice: SubscriptionInvoice.nullable() });
export type ChangePlanResult = z.infer<typeof ChangePlanResult>;

export const PayInvoiceBody = z
  .object({ paymentMethodId: z.string().trim().min(1).max(255).optional() })
  .strict();

export const InvoiceIdParams = z.object({ invoiceId: z.string().regex(/^in_[A-Za-z0-9_]{1,100}$/) });

export const SurveyResult = z.object({
  outcome: z.enum(SURVEY_OUTCOMES),
  view: SubscriptionView,
  /** The specialist booking link when the founder asked for a call. */
  bookingUrl: z.string().nullable(),
});
export type SurveyResult = z.infer<typeof SurveyResult>;

/** GET /admin/subscriptions/cancellation-report: reasons and saves, for staff. */
export const CancellationReport = z.object({
  total: z.number().int(),
  saved: z.number().int(),
  byOutcome: z.array(z.object({ outcome: z.string(), count: z.number().int() })),
  byReason: z.array(z.object({ reason: z.string(), count: z.number().int(), saved: z.number().int() })),
  recent: z.array(
    z.object({
      id: z.number().int(),
      storeId: z.number().int(),
      planType: z.string(),
      reason: z.string(),
      rating: z.string(),
      offer: z.string(),
      outcome: z.string(),
      suggestions: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type CancellationReport = z.infer<typeof CancellationReport>;

/** The post-subscription modal's and the survey's demo booking: Quarry's own scheduler (demo-bookings). */
export const BOOK_DEMO_PATH = '/book-a-demo';

/** GET /web/demo-bookings/slots: the next two weeks' slots of the founder's demo kind. */
export const DemoSlots = z.object({
  kind: z.enum(DEMO_KINDS),
  slots: z.array(z.object({ startsAt: z.string(), available: z.boolean() })),
});
export type DemoSlots = z.infer<typeof DemoSlots>;

export const DemoBooking = z.object({
  id: z.number().int(),
  kind: z.enum(DEMO_KINDS),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  joinUrl: z.string(),
  canceled: z.boolean(),
});
export type DemoBooking = z.infer<typeof DemoBooking>;

/** POST /web/demo-bookings: book a slot (its start, as the slots list answered it). */
export const CreateDemoBookingBody = z.object({ startsAt: z.iso.datetime({ offset: true }) }).strict();
export type CreateDemoBookingBody = z.infer<typeof CreateDemoBookingBody>;
