import { z } from 'zod';
import { answerProblem, BUSINESS_PLAN_KEYS } from '../rules/onboarding-quiz';
import { STORE_ROLES } from '../rules/team-roles';
import { UserFlags } from './onboarding';

export const PlanType = z.enum(['TIER_1', 'TIER_2', 'TIER_2_5', 'TIER_3']);
export type PlanType = z.infer<typeof PlanType>;
export const AccountType = z.enum(['CREATOR', 'SMB', 'UNDECIDED']);
export const ModuleActivation = z.enum(['NOT_ACTIVE', 'ACTIVE', 'EXPIRED']);
export const SubscriptionStatus = z.enum([
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'trialing',
]);

export const ExternalField = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().max(2000),
});
export type ExternalField = z.infer<typeof ExternalField>;

/** The store user of spec §3 ("me"). */
export const StoreUser = z.object({
  id: z.number().int(),
  title: z.string(),
  avatarUrl: z.string().nullable(),
  planType: PlanType,
  accountType: AccountType,
  externalFields: z.array(ExternalField),
  blueprintSubscriptionBehavior: z.string().nullable(),
  blueprintSubscriptionResumesAt: z.string().nullable(),
  blueprintSubscriptionStatus: SubscriptionStatus.nullable(),
  blueprintSubscriptionId: z.string().nullable(),
  blueprintSubscriptionPausedAt: z.string().nullable(),
  isPreviewAccount: z.boolean(),
  inboxSmsNotify: z.boolean(),
  /** Where inbox texts go when inboxSmsNotify is on; null: no texts. */
  smsPhoneNumber: z.string().nullable(),
  businessPlanCompleted: z.boolean(),
  storefrontProtected: z.boolean(),
  configs: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type StoreUser = z.infer<typeof StoreUser>;

/** GET /web/stores/me for a supplier account: the catalog company it answers for (the id founders message). */
export const SupplierAccount = z.object({
  role: z.literal('SUPPLIER'),
  id: z.number().int(),
  supplierId: z.number().int(),
  title: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
});
export type SupplierAccount = z.infer<typeof SupplierAccount>;

/** GET /web/stores/me: the signed-in store, or for a supplier account its supplier. */
export const MeResponse = z.union([StoreUser, SupplierAccount]);
export type MeResponse = z.infer<typeof MeResponse>;

export const MenuKey = z.enum([
  'ecomm-tools',
  'ai-assistants',
  'sourcing',
  'print-on-demand',
  'fulfillment',
  'content-studio',
  'pulse',
  'retail-connect',
  'ai-product-design',
  'product-design-studio',
  'visitor-id',
  'affiliate-marketing',
  'analytics',
  'fulfillment-metrics',
  'storefront',
  'brand-co-pilot',
  'get-help',
]);
export type MenuKey = z.infer<typeof MenuKey>;

/** The session of spec §3: modules, billing option, menus, business plan answers. */
export const SessionInfo = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(['STORE_OWNER', 'TEAM_MEMBER', 'SUPPLIER', 'WAREHOUSE_STAFF', 'ADMIN']),
  }),
  store: StoreUser.nullable(),
  storeModules: z.record(z.string(), ModuleActivation),
  paymentProviderModules: z.record(z.string(), ModuleActivation),
  billingOption: z.object({ planType: PlanType, interval: z.enum(['MONTHLY', 'YEARLY']).nullable() }),
  menus: z.record(MenuKey, z.boolean()).describe('Side menu flags: a false menu is hidden'),
  /** A forge access code was accepted for the store: the AI assistants open (spec §6; menus['ai-assistants'] shows them). */
  assistantAccess: z.boolean(),
  storeRole: z
    .enum(STORE_ROLES)
    .nullable()
    .describe("The caller's role in the store (decision 037): what the pages offer; the server checks it"),
  businessPlanAnswers: z.record(z.string(), z.string()),
  /** The signed-in user's flags that are set (seen tours, dialogs, banners, waitlists, education pages). */
  flags: UserFlags,
  chatWidgetUserHash: z.string(),
  tokenExpiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const UpdateProfileBody = z
  .object({
    title: z.string().trim().min(1, 'Enter your store name').max(120).optional(),
    avatarUrl: z.string().max(2048).nullable().optional(),
    accountType: AccountType.optional(),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const UpdateExternalFieldsBody = z
  .object({ externalFields: z.array(ExternalField.strict()).max(100) })
  .strict();
export type UpdateExternalFieldsBody = z.infer<typeof UpdateExternalFieldsBody>;

export const UpdateConfigsBody = z
  .object({ configs: z.record(z.string().min(1).max(100), z.unknown()) })
  .strict()
  .refine((b) => Object.keys(b.configs).length <= 100, 'At most 100 config keys')
  .refine((b) => JSON.stringify(b.configs).length <= 20_000, 'Configs must be under 20 KB');
export type UpdateConfigsBody = z.infer<typeof UpdateConfigsBody>;

export const FlagBody = z.object({ value: z.boolean() }).strict();

/**
 * Business plan answers by question key (the sign-up quiz's questions and the account type): each answer
 * one of the question's choices; null removes an answer (a question that no longer applies).
 */
export const BusinessPlanAnswersBody = z
  .object({
    answers: z
      .partialRecord(z.enum(BUSINESS_PLAN_KEYS), z.string().min(1).max(500).nullable())
      .refine((a) => Object.keys(a).length >= 1, 'Give at least one answer'),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const [key, value] of Object.entries(body.answers)) {
      const problem = value == null ? null : answerProblem(key, value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['answers', key], message: `${key} ${problem}` });
    }
  });
export type BusinessPlanAnswersBody = z.infer<typeof BusinessPlanAnswersBody>;
