import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Every environment variable Quarry reads, with the defaults that make `npm start` work offline. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  /** Other origins whose pages may open the realtime socket (comma-separated), beside PUBLIC_URL's. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const entry of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const url = URL.canParse(entry) ? new URL(entry) : null;
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
          ctx.addIssue({
            code: 'custom',
            message: `${entry} is not an http(s) origin like https://app.example`,
          });
        } else origins.push(url.origin);
      }
      return origins;
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z.string().default('quarry:'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Seals stored bank account numbers (AES-256-GCM): 32 bytes as 64 hex characters; else derived from the JWT secret. */
  BANK_INFO_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'BANK_INFO_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  /** OpenID Connect sign-in ("Sign in with Google"): all three set → POST /google-auth/login is on. */
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(7 * 24 * 3600),
  TOKEN_RENEW_AFTER_SECONDS: z.coerce.number().int().min(1).optional(),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  SEED_DEMO: bool.default(true),
  /** Demo catalog size: 1 → 1,200 suppliers and 20k items; 5 → 100k items; 50 → 1M (benchmarks). */
  CATALOG_SCALE: z.coerce.number().positive().max(100).default(1),
  CATALOG_SEED: z.coerce.number().int().min(0).default(20_260_301),
  /** Index the catalog's pictures for image search in the background (jobs) when items lack vectors. */
  IMAGE_INDEX_ON_START: bool.default(true),
  /** Run this instance's job workers (image indexing, upload sweep); `false` for an API-only instance. */
  JOB_WORKERS: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  STORAGE_DRIVER: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SERVE_WEB: bool.default(true),
  EMAIL_FROM: z.string().default('Quarry <no-reply@quarry.test>'),
  /** smtp://user:pass@host:port or smtps://…: relay the email outbox; unset keeps mail in the local outbox. */
  SMTP_URL: optionalUrl,
  /**
   * Serves the local outbox at GET /rest/main/dev/mailbox?to=… (development and the browser suite only): it
   * shows every email, reset and invite links included, to anyone, so it is off unless asked for.
   */
  DEV_MAILBOX: bool.default(false),
  /** Where internal notifications go unless the NONE/STAFF_NOTIFICATION_EMAILS business setting says otherwise. */
  STAFF_EMAIL: z.email('STAFF_EMAIL must be an email address').default('staff@quarry.test'),
  /** An offline participant is emailed unread messages once the newest is this old. */
  MESSAGE_DIGEST_DELAY_SECONDS: z.coerce.number().int().min(0).default(600),
  /** How often the embedded carrier's tracking job applies due events (seconds). */
  TRACKING_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The daily held-orders digest's hour (UTC, 0–23). */
  HELD_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(13),
  /** /track-order lookups per IP per minute. */
  TRACK_ORDER_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Twilio account: all three set → inbox texts are relayed through Twilio; else they stay in the sms outbox. */
  SMS_TWILIO_ACCOUNT_SID: z.string().optional(),
  SMS_TWILIO_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  SMS_API_URL: z.url().default('https://api.twilio.com'),
  /** Zoom server-to-server OAuth app: all three set → meetings are created on Zoom; else Quarry links. */
  ZOOM_ACCOUNT_ID: z.string().optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  ZOOM_API_URL: z.url().default('https://api.zoom.us/v2'),
  ZOOM_OAUTH_URL: z.url().default('https://zoom.us/oauth/token'),
  /** Shippo API token: set → addresses are validated and shipments rated by Shippo; else the embedded table. */
  SHIPPO_TOKEN: z.string().optional(),
  SHIPPO_API_URL: z.url().default('https://api.goshippo.com'),
  /** Shippo's "self-generated token": the webhook URL registered at Shippo ends in ?token=<this>. */
  SHIPPO_WEBHOOK_TOKEN: z.string().min(16, 'SHIPPO_WEBHOOK_TOKEN must be at least 16 characters').optional(),
  /** Shippo's HMAC secret (provisioned by Shippo on request): Shippo-Auth-Signature is then verified too. */
  SHIPPO_WEBHOOK_HMAC_SECRET: z.string().min(1).optional(),
  /** The embedded carrier's pace: 1 = real days; 60 = a day of tracking events in 24 minutes; 1440 = a day a minute. */
  CARRIER_PACE: z.coerce.number().positive().max(1_000_000).default(1),
  /** Stripe account: a secret key set → payments go through Stripe; else the embedded test-mode processor. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** The Stripe webhook endpoint's signing secret (whsec_…): subscription events are verified with it. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** A payment STARTED this long ago with no live request behind it is settled by recovery. */
  PAYMENT_RECOVERY_STALE_SECONDS: z.coerce.number().int().min(0).default(120),
  /**
   * Fault injection for the reliability suite: the process kills itself (SIGKILL) right after this payment
   * step. Refused outside NODE_ENV=test.
   */
  PAYMENT_CRASH_AFTER: z.enum(['after-start', 'after-charge', 'after-settle']).optional(),
  /** Any OpenAI-compatible API (https://api.openai.com/v1, a local server…): set → text and images come from it; else the embedded generators. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_TEXT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  /** How long one AI call may take before it fails with a time-out. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /** A brand-kit generation PENDING this long since it started (or was asked for) lost its worker: recovery fails it. */
  KIT_REQUEST_STALE_SECONDS: z.coerce.number().int().min(0).optional(),
});

export type Config = ReturnType<typeof parseConfig>;

/** env → typed config; throws one readable error listing every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    allowedOrigins: e.ALLOWED_ORIGINS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    bankInfoKey: e.BANK_INFO_KEY,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: e.OIDC_ISSUER_URL.replace(/\/$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
          }
        : null,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    tokenRenewAfterSeconds: e.TOKEN_RENEW_AFTER_SECONDS ?? Math.floor(e.TOKEN_TTL_SECONDS / 2),
    loginLimits: {
      keyPrefix: e.REDIS_PREFIX,
      perIp: e.LOGIN_LIMIT_PER_IP,
      perAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      windowSeconds: e.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    seedDemo: e.SEED_DEMO,
    catalog: { scale: e.CATALOG_SCALE, seed: e.CATALOG_SEED },
    jobs: { workers: e.JOB_WORKERS, imageIndexOnStart: e.IMAGE_INDEX_ON_START },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    serveWeb: e.SERVE_WEB,
    messaging: { digestDelaySeconds: e.MESSAGE_DIGEST_DELAY_SECONDS },
    outbound: {
      trackingIntervalSeconds: e.TRACKING_INTERVAL_SECONDS,
      heldDigestHourUtc: e.HELD_DIGEST_HOUR_UTC,
      trackOrderLimitPerMinute: e.TRACK_ORDER_LIMIT_PER_MINUTE,
    },
    sms: {
      twilio:
        e.SMS_TWILIO_ACCOUNT_SID && e.SMS_TWILIO_AUTH_TOKEN && e.SMS_FROM
          ? {
              accountSid: e.SMS_TWILIO_ACCOUNT_SID,
              authToken: e.SMS_TWILIO_AUTH_TOKEN,
              from: e.SMS_FROM,
              apiUrl: e.SMS_API_URL.replace(/\/$/, ''),
            }
          : null,
    },
    meetings: {
      zoom:
        e.ZOOM_ACCOUNT_ID && e.ZOOM_CLIENT_ID && e.ZOOM_CLIENT_SECRET
          ? {
              accountId: e.ZOOM_ACCOUNT_ID,
              clientId: e.ZOOM_CLIENT_ID,
              clientSecret: e.ZOOM_CLIENT_SECRET,
              apiUrl: e.ZOOM_API_URL.replace(/\/$/, ''),
              oauthUrl: e.ZOOM_OAUTH_URL,
            }
          : null,
    },
    shipping: {
      shippo: e.SHIPPO_TOKEN
        ? {
            token: e.SHIPPO_TOKEN,
            apiUrl: e.SHIPPO_API_URL.replace(/\/$/, ''),
            webhookToken: e.SHIPPO_WEBHOOK_TOKEN,
            webhookHmacSecret: e.SHIPPO_WEBHOOK_HMAC_SECRET,
          }
        : null,
      carrierPace: e.CARRIER_PACE,
    },
    payments: {
      recoveryStaleSeconds: e.PAYMENT_RECOVERY_STALE_SECONDS,
      crashAfter: e.NODE_ENV === 'test' ? e.PAYMENT_CRASH_AFTER : undefined,
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
            apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    },
    ai: {
      openai: e.AI_BASE_URL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: e.AI_API_KEY ?? '',
            textModel: e.AI_TEXT_MODEL,
            imageModel: e.AI_IMAGE_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : null,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    brandKits: {
      // A request makes one text call, then its image calls at once: with a remote model, twice the AI
      // time-out and a minute more is the longest a live one takes; the embedded providers take seconds.
      requestStaleSeconds:
        e.KIT_REQUEST_STALE_SECONDS ?? (e.AI_BASE_URL ? Math.ceil((2 * e.AI_TIMEOUT_MS) / 1000) + 60 : 60),
    },
    email: {
      from: e.EMAIL_FROM,
      staffAddress: e.STAFF_EMAIL,
      smtpUrl: e.SMTP_URL,
      devMailbox: e.DEV_MAILBOX,
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      root: path.join(dataDir, 'uploads'),
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET ?? '',
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
  };
}
