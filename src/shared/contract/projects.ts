import { z } from 'zod';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../rules/constants';
import { PROJECT_STATUSES, QUOTE_STATUSES } from '../rules/project-status';

// Custom project requests (RFPs, spec §3 "Project request types", §7 POST /web/project-management), the
// suppliers' quotes on them, and creator projects (GET, POST /web/creator-projects; PUT by id): the founder's
// product projects that requests can belong to. See docs/decisions/011-custom-project-requests.md.

export const PROJECT_REQUEST_TYPES = [
  'PRODUCT',
  'PACKAGING',
  'SERVICES',
  'SUPPLIER',
  'RFP_PRODUCT',
  'RFP_PACKAGING',
  'RFP_SERVICES',
] as const;
export const ProjectRequestType = z.enum(PROJECT_REQUEST_TYPES);
export type ProjectRequestType = z.infer<typeof ProjectRequestType>;

export const PROJECT_REQUEST_TYPE_LABELS: Record<ProjectRequestType, string> = {
  PRODUCT: 'Product',
  PACKAGING: 'Packaging',
  SERVICES: 'Services',
  SUPPLIER: 'Find a supplier',
  RFP_PRODUCT: 'Product quote (RFP)',
  RFP_PACKAGING: 'Packaging quote (RFP)',
  RFP_SERVICES: 'Services quote (RFP)',
};

/** The two custom product options of spec §9, in its words. */
export const PRODUCT_OPTIONS = ['STOCK_WITH_CUSTOMIZATIONS', 'CUSTOM_TO_DESIGN'] as const;
export const ProductOption = z.enum(PRODUCT_OPTIONS);
export type ProductOption = z.infer<typeof ProductOption>;

export const ProjectStatus = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatus>;
export const QuoteStatus = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

/** CHOSEN: only the suppliers named in supplierIds; OPEN: every supplier whose categories match. */
export const ProjectAudience = z.enum(['CHOSEN', 'OPEN']);
export type ProjectAudience = z.infer<typeof ProjectAudience>;

export const MAX_PROJECT_ATTACHMENTS = 10;
export const MAX_PROJECT_SUPPLIERS = 20;
export const MAX_PROJECT_QUANTITY = 10_000_000;
/** $1,000,000 per unit: a typo guard, not a business rule. */
export const MAX_UNIT_PRICE_CENTS = 100_000_000;

const id = z.number().int().positive();

const ProjectFields = z.object({
  type: ProjectRequestType,
  title: z.string().trim().min(1, 'Enter a title').max(200, 'A title is at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Describe what you need')
    .max(10_000, 'A description is at most 10,000 characters'),
  productOption: ProductOption.nullable().default(null),
  quantity: z
    .number()
    .int('Quantity is a whole number')
    .min(1, 'Quantity is at least 1')
    .max(MAX_PROJECT_QUANTITY, 'Quantity is at most 10,000,000'),
  targetUnitPriceCents: z
    .number()
    .int('Money is in whole cents')
    .min(0, 'A price cannot be negative')
    .max(MAX_UNIT_PRICE_CENTS)
    .nullable()
    .default(null),
  categoryIds: z.array(id).max(20, 'At most 20 categories').default([]),
  /** Upload keys of files this store uploaded (POST /upload or a signed upload). */
  attachmentKeys: z
    .array(z.string().min(1).max(200))
    .max(MAX_PROJECT_ATTACHMENTS, `At most ${MAX_PROJECT_ATTACHMENTS} attachments`)
    .default([]),
  introMessage: z
    .string()
    .trim()
    .min(1, 'Enter an intro message')
    .max(2000)
    .default(DEFAULT_PROJECT_INTRO_MESSAGE),
  audience: ProjectAudience.default('CHOSEN'),
  supplierIds: z
    .array(id)
    .max(MAX_PROJECT_SUPPLIERS, `At most ${MAX_PROJECT_SUPPLIERS} suppliers`)
    .default([]),
  creatorProjectId: id.nullable().default(null),
});

export const CreateProjectBody = ProjectFields.extend({
  /** true: send at once (status SENT); false or absent: save a draft. */
  send: z.boolean().default(false),
}).strict();
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;
export type CreateProjectInput = z.input<typeof CreateProjectBody>;

/** PUT replaces the whole draft. */
export const UpdateProjectBody = ProjectFields.strict();
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;

export const ProjectAttachment = z.object({
  key: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ProjectAttachment = z.infer<typeof ProjectAttachment>;

export const RecipientStatus = z.enum(['PENDING', 'QUOTED', 'DECLINED']);
export type RecipientStatus = z.infer<typeof RecipientStatus>;

export const ProjectRecipient = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  countryCode: z.string(),
  status: RecipientStatus,
});
export type ProjectRecipient = z.infer<typeof ProjectRecipient>;

export const ProjectSummary = z.object({
  id: z.number().int(),
  type: ProjectRequestType,
  status: ProjectStatus,
  title: z.string(),
  quantity: z.number().int(),
  audience: ProjectAudience,
  recipientCount: z.number().int(),
  quoteCount: z.number().int(),
  creatorProjectId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const Project = ProjectSummary.extend({
  description: z.string(),
  productOption: ProductOption.nullable(),
  targetUnitPriceCents: z.number().int().nullable(),
  currency: z.literal('USD'),
  categoryIds: z.array(z.number().int()),
  attachments: z.array(ProjectAttachment),
  introMessage: z.string(),
  supplierIds: z.array(z.number().int()),
  recipients: z.array(ProjectRecipient),
  awardedQuoteId: z.number().int().nullable(),
  closedAt: z.string().nullable(),
});
export type Project = z.infer<typeof Project>;

export const PROJECT_SORTS = ['createdAt', 'updatedAt', 'title', 'status'] as const;
const paging = {
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(200, 'size is at most 200').default(50),
};
/** `field` or `-field` from an allow-list; an unknown sort is a 400 that lists the allowed ones. */
const sortOf = <T extends readonly string[]>(fields: T, fallback = `-${fields[0]}`) => {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z
    .enum(values, { error: () => `sort is one of ${values.join(', ')}` })
    .optional()
    .default(fallback);
};

export const ProjectListQuery = z
  .object({
    ...paging,
    sort: sortOf(PROJECT_SORTS),
    status: ProjectStatus.optional(),
    creatorProjectId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;
export const ProjectCountQuery = ProjectListQuery.pick({ status: true, creatorProjectId: true }).strict();

export const ProjectQuoteParams = z.object({
  id: z.coerce.number().int().positive(),
  quoteId: z.coerce.number().int().positive(),
});

// ——— Quotes ———

export const PriceTierInput = z.object({
  minQuantity: z.number().int().min(1, 'A tier starts at 1 unit or more').max(MAX_PROJECT_QUANTITY),
  unitPriceCents: z
    .number()
    .int('Money is in whole cents')
    .min(1, 'A unit price is at least 1 cent')
    .max(MAX_UNIT_PRICE_CENTS),
});

export const SubmitQuoteBody = z
  .object({
    priceTiers: z
      .array(PriceTierInput.strict())
      .min(1, 'Give at least one price tier')
      .max(10, 'At most 10 price tiers')
      .refine(
        (tiers) => new Set(tiers.map((t) => t.minQuantity)).size === tiers.length,
        'Each price tier starts at a different quantity',
      ),
    moq: z.number().int().min(1, 'MOQ is at least 1').max(MAX_PROJECT_QUANTITY),
    leadTimeDays: z
      .number()
      .int()
      .min(1, 'Lead time is at least 1 day')
      .max(730, 'Lead time is at most 730 days'),
    note: z.string().trim().max(2000).default(''),
  })
  .strict();
export type SubmitQuoteBody = z.infer<typeof SubmitQuoteBody>;
export type SubmitQuoteInput = z.input<typeof SubmitQuoteBody>;

export const Quote = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  companyId: z.number().int(),
  status: QuoteStatus,
  priceTiers: z.array(PriceTierInput),
  moq: z.number().int(),
  leadTimeDays: z.number().int(),
  note: z.string(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof Quote>;

export const COMPARISON_SORTS = ['landedCost', 'unitPrice', 'moq', 'leadTime'] as const;
export const ComparisonQuery = z.object({ sort: sortOf(COMPARISON_SORTS, 'landedCost') }).strict();

export const ComparisonRow = z.object({
  quoteId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  countryCode: z.string(),
  status: QuoteStatus,
  moq: z.number().int(),
  leadTimeDays: z.number().int(),
  note: z.string(),
  priceTiers: z.array(PriceTierInput),
  orderQuantity: z.number().int().describe("The founder's quantity, raised to the MOQ when below it"),
  unitPriceCents: z.number().int().describe('By the tier rule at orderQuantity'),
  goodsCents: z.number().int(),
  tariffRatePercent: z
    .number()
    .describe(
      "The US duty in percent on goods from the supplier's country: the tariff table's rate for the request's HTS line (tariffLine) today, or the catalog's rate for the country when no line matched",
    ),
  tariffCents: z.number().int(),
  landedCostCents: z.number().int().describe('goods + tariff; tariff rounded half up once on the total'),
  landedUnitCents: z.number().int(),
  meetsTarget: z.boolean().nullable().describe('unit price ≤ the target unit price; null without a target'),
  isBestValue: z.boolean().describe('Lowest landed cost among live quotes (ties: shorter lead time)'),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const QuoteComparison = z.object({
  projectId: z.number().int(),
  quantity: z.number().int(),
  currency: z.literal('USD'),
  targetUnitPriceCents: z.number().int().nullable(),
  bestQuoteId: z.number().int().nullable(),
  tariffLine: z
    .object({ hts: z.string(), description: z.string() })
    .nullable()
    .describe("The HTS line the request's title and description suggest, whose duties price every quote"),
  rows: z.array(ComparisonRow),
});
export type QuoteComparison = z.infer<typeof QuoteComparison>;

// ——— The supplier's side ———

export const SupplierRequestListQuery = z
  .object({ ...paging, sort: sortOf(['sentAt', 'quantity'] as const) })
  .strict();

export const SupplierProjectRequest = z.object({
  id: z.number().int(),
  type: ProjectRequestType,
  status: ProjectStatus,
  title: z.string(),
  description: z.string(),
  productOption: ProductOption.nullable(),
  quantity: z.number().int(),
  targetUnitPriceCents: z.number().int().nullable(),
  currency: z.literal('USD'),
  categoryIds: z.array(z.number().int()),
  attachments: z.array(ProjectAttachment),
  introMessage: z.string(),
  audience: ProjectAudience,
  storeId: z.number().int().describe('The founder, for starting a conversation'),
  storeName: z.string(),
  sentAt: z.string().nullable(),
  myStatus: RecipientStatus.describe('PENDING until this supplier quotes or declines'),
  myQuote: Quote.nullable(),
});
export type SupplierProjectRequest = z.infer<typeof SupplierProjectRequest>;

// ——— Creator projects ———

export const CREATOR_PROJECT_STAGES = ['IDEATION', 'SOURCING', 'SAMPLING', 'PRODUCTION', 'LAUNCHED'] as const;
export const CreatorProjectStage = z.enum(CREATOR_PROJECT_STAGES);

export const CreatorProjectBody = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200),
    description: z.string().trim().max(5000).default(''),
    stage: CreatorProjectStage.default('IDEATION'),
  })
  .strict();
export type CreatorProjectBody = z.infer<typeof CreatorProjectBody>;
export type CreatorProjectInput = z.input<typeof CreatorProjectBody>;
/** PUT by id: the fields, and `isArchived` (true archives by the rules of spec §4, as the archive route does). */
export const UpdateCreatorProjectBody = CreatorProjectBody.extend({
  isArchived: z.boolean().optional(),
}).strict();
export type UpdateCreatorProjectBody = z.infer<typeof UpdateCreatorProjectBody>;

export const CreatorProject = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  stage: CreatorProjectStage,
  requestCount: z.number().int(),
  /** Archived projects leave the list (spec §4 "Creator project: id, isArchived"). */
  isArchived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CreatorProject = z.infer<typeof CreatorProject>;

/** `isArchived=true` lists the archived projects; otherwise only the active ones. */
const isArchivedQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const CreatorProjectListQuery = z
  .object({
    ...paging,
    sort: sortOf(['updatedAt', 'createdAt', 'title'] as const),
    isArchived: isArchivedQuery,
  })
  .strict();
export const CreatorProjectCountQuery = z.object({ isArchived: isArchivedQuery }).strict();
