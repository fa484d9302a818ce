import { z } from 'zod';
import { listQuery } from './shared-shapes';

// Per-user flags (spec §3: "stored by key (seen tours, dialogs, waitlists, dismissed banners)"; "closed
// education panel pages are kept per user"), the guided tour's pages and the simple questionnaires.

/** The guided tour's pages (spec §2), each with its panel width in px (between 980 and 1280). */
export const TOUR_PAGES = {
  homebase: 1280,
  'sourcing-home': 1180,
  marketplace: 1120,
  'supplier-profile': 1040,
  'fulfillment-home': 1080,
  'marketing-hub': 980,
  'manage-shop': 1000,
} as const;
export type TourPage = keyof typeof TOUR_PAGES;
export const TOUR_PAGE_KEYS = Object.keys(TOUR_PAGES) as TourPage[];

/** The service categories of spec §9, each a guide at /education and a page of the education panel. */
export const SERVICE_CATEGORIES = [
  'sourcing',
  'product-design',
  'order-fulfillment',
  'storefront',
  'sales-channels',
  'email-marketing',
  'sms-marketing',
  'affiliate-marketing',
  'data-and-analytics',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Dialogs shown once, banners a user dismisses, waitlists a user joined. Add a name here to use it. */
export const FLAG_DIALOGS = ['quiz', 'post-subscription'] as const;
export const FLAG_BANNERS = ['finish-quiz', 'blueprint', 'education-intro'] as const;
export const FLAG_WAITLISTS = [
  'ai-assistants',
  'content-studio',
  'pulse',
  'retail-connect',
  'brand-co-pilot',
] as const;

/** Every flag key: `<kind>.<name>`. */
export const FLAG_KEYS = [
  ...TOUR_PAGE_KEYS.map((p) => `tour.${p}` as const),
  ...SERVICE_CATEGORIES.map((c) => `education.${c}` as const),
  ...FLAG_DIALOGS.map((d) => `dialog.${d}` as const),
  ...FLAG_BANNERS.map((b) => `banner.${b}` as const),
  ...FLAG_WAITLISTS.map((w) => `waitlist.${w}` as const),
] as const;
export const FlagKey = z.enum(FLAG_KEYS as unknown as [string, ...string[]]);
export type FlagKey = (typeof FLAG_KEYS)[number];

/** The flags that are set (a key absent is false), with when each was set. */
export const UserFlags = z.record(z.string(), z.string().describe('ISO time the flag was set'));
export type UserFlags = z.infer<typeof UserFlags>;

/** Set (true) or clear (false) flags; at most 50 in one call. */
export const SetUserFlagsBody = z
  .object({
    flags: z
      .partialRecord(FlagKey, z.boolean())
      .refine((f) => Object.keys(f).length >= 1, 'Give at least one flag')
      .refine((f) => Object.keys(f).length <= 50, 'At most 50 flags in one call'),
  })
  .strict();
export type SetUserFlagsBody = z.infer<typeof SetUserFlagsBody>;

export const QUESTIONNAIRE_TYPES = ['ONBOARDING_QUIZ'] as const;
export const QuestionnaireType = z.enum(QUESTIONNAIRE_TYPES);

export const QuestionnaireAnswer = z.object({
  questionKey: z.string(),
  answer: z.string(),
});
export type QuestionnaireAnswer = z.infer<typeof QuestionnaireAnswer>;

/** POST /commons/simple-questionnaires: one submission of a questionnaire. */
export const CreateQuestionnaireBody = z
  .object({
    type: QuestionnaireType,
    answers: z
      .array(
        QuestionnaireAnswer.extend({
          questionKey: z.string().min(1).max(100),
          answer: z.string().min(1).max(2000),
        }).strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type CreateQuestionnaireBody = z.infer<typeof CreateQuestionnaireBody>;

export const Questionnaire = z.object({
  id: z.number().int(),
  type: QuestionnaireType,
  answers: z.array(QuestionnaireAnswer),
  createdAt: z.string(),
});
export type Questionnaire = z.infer<typeof Questionnaire>;

/** GET /commons/simple-questionnaires: the store's submissions, newest first; optionally of one type. */
export const QuestionnaireListQuery = listQuery(['createdAt']).extend({ type: QuestionnaireType.optional() });
