import { z } from 'zod';

export const BusinessSettingScope = z.enum(['DISPLAY', 'NONE']);
export const BusinessSettingParams = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Setting keys are letters, digits, dot, dash and underscore'),
});
export const BusinessSetting = z.object({
  key: z.string(),
  scope: BusinessSettingScope,
  value: z.unknown(),
  updatedAt: z.string(),
});
export type BusinessSetting = z.infer<typeof BusinessSetting>;

/** DISPLAY/SUPPORT_CALL_LINKS: the side menu's support call links (an app path or an http(s) URL each). */
export const SupportCallLinks = z.object({
  creatorHubExpert: z.string(),
  sourcingSpecialist: z.string(),
  fulfillmentSpecialist: z.string(),
  ecommerceSpecialist: z.string(),
});
export type SupportCallLinks = z.infer<typeof SupportCallLinks>;

/** The business setting that lists preview store ids (spec §6). */
export const PREVIEW_ACCOUNTS_SETTING = 'PREVIEW_ACCOUNT_STORE_IDS';

export const Country = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2'),
  name: z.string(),
  phoneCode: z.string().describe('International dialling prefix, e.g. +1 or +1-684'),
  flag: z.string().describe('Flag emoji'),
  isDomestic: z.boolean().describe('Shipping scope: only US is domestic'),
});
export type Country = z.infer<typeof Country>;
export const StatesQuery = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code such as US')
    .toUpperCase(),
});
export const State = z.object({ code: z.string(), name: z.string() });
export type State = z.infer<typeof State>;

/** GET /commons/util/country-tariff: a country of origin and, optionally, an 8-digit HTS code. */
export const CountryTariffQuery = z
  .object({
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code such as CN')
      .toUpperCase(),
    hts: z
      .string()
      .trim()
      .regex(/^\d{4}\.?\d{2}\.?\d{2}$/, 'Use an 8-digit HTS code such as 6109.10.00 or 61091000')
      .optional(),
  })
  .strict();
const TariffDutyRate = z.object({
  adValoremPct: z.number(),
  perUnitCents: z.number().optional(),
  unit: z.enum(['kg', 'each', 'dozen']).optional(),
});
export const AdditionalDutyProgram = z.object({
  program: z.string(),
  ratePct: z.number(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().optional(),
  /** The table's lines it covers (only without `hts` in the query). */
  hts: z.array(z.string()).optional(),
});
export const CountryTariff = z.object({
  country: z.object({ code: z.string(), name: z.string() }),
  /** Column 2 (not column 1 general) applies to this country's goods today. */
  column2: z.boolean(),
  asOf: z.string().describe("The tariff table's as-of date"),
  estimate: z.literal(true),
  line: z
    .object({
      hts: z.string(),
      description: z.string(),
      general: TariffDutyRate,
      special: z.string().optional(),
      column2: TariffDutyRate,
      unit: z.string().optional(),
      /** The rate this country pays: general or column 2. */
      applied: z.enum(['GENERAL', 'COLUMN_2']),
    })
    .optional(),
  /** Additional duties in force today for this country (and line, when `hts` is given). */
  additionalDuties: z.array(AdditionalDutyProgram),
});
export type CountryTariff = z.infer<typeof CountryTariff>;

/** Every hint is optional; the first that names a country wins, in this order, then Accept-Language. */
export const InferCountryBody = z
  .object({
    phoneNumber: z.string().max(40).optional().describe('International format, e.g. +44 20 7946 0958'),
    timezone: z.string().max(64).optional().describe('IANA zone, e.g. Europe/London'),
    locale: z.string().max(35).optional().describe('BCP 47 tag with a region, e.g. en-GB'),
  })
  .strict();
export type InferCountryBody = z.infer<typeof InferCountryBody>;
export const InferCountrySource = z.enum(['phoneNumber', 'timezone', 'locale', 'acceptLanguage', 'none']);
export const InferCountryResponse = z.object({
  countryCode: z.string().nullable(),
  source: InferCountrySource,
});
export type InferCountryResponse = z.infer<typeof InferCountryResponse>;

export const ShortLinkBody = z
  .object({ longUrl: z.string().trim().min(1).max(4096).describe('http or https address to redirect to') })
  .strict();
export const ShortLink = z.object({
  code: z.string().describe('128 random bits, base64url'),
  shortUrl: z.string(),
  longUrl: z.string(),
  createdAt: z.string(),
});
export type ShortLink = z.infer<typeof ShortLink>;
export const ShortLinkCodeParams = z.object({
  code: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a short link code'),
});

/** `url` must be a file Quarry stores: `/rest/main/files/{key}`, relative or on PUBLIC_URL's origin. */
export const ProxyDownloadQuery = z.object({
  url: z.string().min(1).max(4096),
  fileName: z.string().max(255).optional(),
});
export const WatermarkQuery = z.object({
  url: z.string().min(1).max(4096),
  text: z.string().trim().min(1).max(60).optional().describe('Defaults to "Quarry"'),
});

/** Refusal for proxy-download and watermark URLs that are not Quarry's own files. */
export const FOREIGN_FILE_MESSAGE = 'Only files stored by Quarry can be downloaded';

export const SourceClient = z.enum(['desktop_web', 'mobile_web']);
export type SourceClient = z.infer<typeof SourceClient>;
/** POST /commons/event-analyses/report: known fields plus free extra fields. */
export const EventReportBody = z
  .object({
    eventName: z.string().trim().min(1).max(100),
    commonType: z.string().max(100).optional(),
    commonContent: z.string().max(4000).optional(),
    sourceClient: SourceClient.optional(),
    anonymousUserId: z.string().max(100).optional(),
  })
  .catchall(z.unknown());
export type EventReportBody = z.infer<typeof EventReportBody>;
export const EventReportResponse = z.object({ accepted: z.boolean() });

// ---- Liveness and readiness (issue 25) ----

/** What /ready asks, each with its own time-out. */
export const READINESS_DEPENDENCIES = ['database', 'jobs', 'redis', 'storage'] as const;
export const ReadinessCheck = z.object({
  name: z.enum(READINESS_DEPENDENCIES),
  status: z.enum(['ok', 'down', 'skipped']),
  ms: z.number(),
  error: z.string().optional(),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'draining']),
  state: z.enum(['starting', 'ready', 'draining']),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  time: z.string(),
});
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  checks: z.array(ReadinessCheck),
});
