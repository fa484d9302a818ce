import { z } from 'zod';
import { isValidEmail } from '../rules/email';
import { listQuery } from './shared-shapes';

// The AI sourcing agent's outreach (first spec document §7 ai-sourcing-agents; §4 "Sourcing agent and
// marketplace"; issue 24): messages to in-network suppliers, emails to the expanded network, contact details to
// the founder, emails from the founder's own verified sender, a supplier's web page read into a profile, and the
// agent's membership list. See docs/decisions/050-agent-outreach.md.

const id = z.number().int().positive();
export const MAX_OUTREACH_COMPANIES = 20;
export const MAX_UPLOAD_SUPPLIERS = 200;

const email = (what = 'an email address') =>
  z.string().trim().max(254).refine(isValidEmail, `Enter ${what} such as name@company.example`);

export const SendInNetworkBody = z
  .object({
    techPackId: id,
    companyIds: z
      .array(id)
      .min(1, 'Choose at least one supplier')
      .max(MAX_OUTREACH_COMPANIES, `At most ${MAX_OUTREACH_COMPANIES} suppliers at a time`),
  })
  .strict();
export type SendInNetworkBody = z.infer<typeof SendInNetworkBody>;

export const SendExpandedBody = z
  .object({
    techPackId: id,
    companyIds: z
      .array(id)
      .min(1, 'Choose at least one factory')
      .max(MAX_OUTREACH_COMPANIES, `At most ${MAX_OUTREACH_COMPANIES} factories at a time`)
      .describe('Expanded-network record ids'),
  })
  .strict();
export type SendExpandedBody = z.infer<typeof SendExpandedBody>;

export const OUTREACH_SKIP_REASONS = ['ALREADY_SENT', 'UNKNOWN_COMPANY', 'NOT_IN_NETWORK'] as const;

export const OutreachSent = z.object({
  companyId: z.number().int(),
  name: z.string(),
  conversationId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  emailId: z.number().int().nullable(),
});
export const OutreachSkipped = z.object({
  companyId: z.number().int(),
  reason: z.enum(OUTREACH_SKIP_REASONS),
  message: z.string(),
});
export const OutreachResult = z.object({
  techPackId: z.number().int(),
  version: z.number().int(),
  sent: z.array(OutreachSent),
  skipped: z.array(OutreachSkipped),
});
export type OutreachResult = z.infer<typeof OutreachResult>;

// ---- Expanded network records ----

export const CONTACT_STATUSES = ['NOT_REQUESTED', 'LOADING', 'SUCCESS'] as const;
export const ContactStatus = z.enum(CONTACT_STATUSES);

const text = (max: number) => z.string().trim().min(1).max(max).optional();
const filters = {
  keyword: text(100),
  category: text(100),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((s) => s.toUpperCase())
    .optional(),
  techPackId: z.coerce.number().int().positive().optional().describe('Ranks the records by fit to it'),
};
export const ExpandedNetworkQuery = listQuery(['name', 'countryCode', 'moq', 'fit']).extend(filters).strict();
export type ExpandedNetworkQuery = z.infer<typeof ExpandedNetworkQuery>;
export const ExpandedNetworkCountQuery = z.object(filters).strict();

export const ExpandedNetworkContact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
});
export const ExpandedNetworkRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  category: z.string(),
  capabilities: z.array(z.string()),
  description: z.string(),
  moq: z.number().int(),
  unitPriceFromCents: z.number().int(),
  yearFounded: z.number().int(),
  employees: z.number().int(),
  fit: z.number().int().nullable().describe('With techPackId: the words of the tech pack the record matches'),
  contactStatus: ContactStatus,
  contact: ExpandedNetworkContact.nullable().describe('Only once the contact status is SUCCESS'),
});
export type ExpandedNetworkRecord = z.infer<typeof ExpandedNetworkRecord>;

export const LoadContactResponse = z.object({ recordId: z.number().int(), contactStatus: ContactStatus });

// ---- Contact details, own sender, analyze ----

export const SendContactInfoBody = z
  .object({
    userEmail: email('your email address'),
    companyIds: z.array(id).min(1, 'Choose at least one factory').max(50),
  })
  .strict();
export const SendContactInfoResponse = z.object({
  emailId: z.number().int(),
  companyIds: z.array(z.number().int()).describe('The suppliers whose details were sent'),
  unknownCompanyIds: z.array(z.number().int()),
});

export const UploadSupplier = z
  .object({ name: z.string().trim().min(1, 'Enter the supplier name').max(200), email: email() })
  .strict();
export const SendOwnEmailBody = z
  .object({
    uploadSuppliers: z
      .array(UploadSupplier)
      .min(1, 'Add at least one supplier')
      .max(MAX_UPLOAD_SUPPLIERS, `At most ${MAX_UPLOAD_SUPPLIERS} suppliers at a time`),
    emailSubject: z.string().trim().min(1, 'Enter a subject').max(200),
    emailBody: z.string().trim().min(1, 'Write the email').max(10_000),
    techPackId: id,
  })
  .strict();
export type SendOwnEmailBody = z.infer<typeof SendOwnEmailBody>;
export const SendOwnEmailResponse = z.object({
  from: z.string(),
  sent: z.array(z.object({ email: z.string(), name: z.string(), emailId: z.number().int() })),
  skipped: z.array(z.object({ email: z.string(), reason: z.literal('ALREADY_SENT') })),
});

export const RegisterSenderBody = z.object({ email: email() }).strict();
export const VerifySenderBody = z
  .object({
    token: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Paste the code from the email'),
  })
  .strict();
export const AgentSender = z.object({
  id: z.number().int(),
  email: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});

export const AnalyzeSupplierBody = z
  .object({ supplierUrl: z.string().trim().min(1, 'Enter the supplier’s web address').max(2048) })
  .strict();
export const SupplierProfile = z.object({
  url: z.string().describe('The page read (after redirects)'),
  name: z.string(),
  description: z.string(),
  products: z.array(z.string()),
  contact: z.object({ emails: z.array(z.string()), phones: z.array(z.string()) }),
  countryGuess: z.string().nullable().describe('ISO country code, from the page’s address, phone or domain'),
  countryReason: z.string().nullable(),
});
export type SupplierProfile = z.infer<typeof SupplierProfile>;

// ---- Membership ----

export const JoinMembersBody = z
  .object({
    email: email().optional().describe('Where to reach the founder; the account email by default'),
    note: z.string().trim().max(1000).optional(),
  })
  .strict();
export const AgentMembership = z.object({
  storeId: z.number().int(),
  email: z.string(),
  note: z.string().nullable(),
  joinedAt: z.string(),
});
