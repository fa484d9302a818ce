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

/** The business setting that lists preview store ids (spec §6). */
export const PREVIEW_ACCOUNTS_SETTING = 'PREVIEW_ACCOUNT_STORE_IDS';

export const Country = z.object({
  code: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  flag: z.string(),
  isDomestic: z.boolean(),
});
export const StatesQuery = z.object({ countryCode: z.string().trim().length(2).toUpperCase() });
export const State = z.object({ code: z.string(), name: z.string() });

export const InferCountryBody = z
  .object({
    phoneNumber: z.string().max(40).optional(),
    timezone: z.string().max(64).optional(),
    locale: z.string().max(35).optional(),
  })
  .strict();
export const InferCountryResponse = z.object({
  countryCode: z.string().nullable(),
  source: z.enum(['phoneNumber', 'timezone', 'locale', 'acceptLanguage', 'none']),
});

export const ShortLinkBody = z.object({ longUrl: z.string().trim().min(1).max(4096) }).strict();
export const ShortLink = z.object({
  code: z.string(),
  shortUrl: z.string(),
  longUrl: z.string(),
  createdAt: z.string(),
});

export const ProxyDownloadQuery = z.object({
  url: z.string().min(1).max(4096),
  fileName: z.string().max(255).optional(),
});
export const WatermarkQuery = z.object({
  url: z.string().min(1).max(4096),
  text: z.string().max(60).optional(),
});

export const SourceClient = z.enum(['desktop_web', 'mobile_web']);
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
export const EventReportResponse = z.object({ accepted: z.boolean() });
