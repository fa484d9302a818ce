import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { type AuthCache, createAuthCache } from './http/auth-cache';
import { type AuthLimiter, createAuthLimiter } from './http/rate-limit';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { createPreviewAccounts, type PreviewAccounts } from './modules/commons/business-settings';
import { createAiImage } from './providers/ai-image/create-ai-image';
import type { AiImageProvider } from './providers/ai-image/types';
import type { AiChatProvider } from './providers/ai-text/chat';
import { createAiChat } from './providers/ai-text/create-ai-chat';
import { createAiText } from './providers/ai-text/create-ai-text';
import type { AiTextProvider } from './providers/ai-text/types';
import { createEmail } from './providers/email/create-email';
import type { EmailProvider } from './providers/email/types';
import { createOidcIdentity } from './providers/identity/oidc-identity';
import type { IdentityProvider } from './providers/identity/types';
import { createMeetings } from './providers/meetings/create-meetings';
import type { MeetingsProvider } from './providers/meetings/types';
import { createPayments } from './providers/payments/create-payments';
import type { PaymentsProvider } from './providers/payments/types';
import { createShipping } from './providers/shipping/create-shipping';
import type { ShippingProvider } from './providers/shipping/types';
import { createSms } from './providers/sms/create-sms';
import type { SmsProvider } from './providers/sms/types';
import { createStorage } from './providers/storage/create-storage';
import type { StorageProvider } from './providers/storage/types';
import { type Bus, createBus } from './realtime/bus';
import { createPresence, type Presence } from './realtime/presence';

/** Everything a module needs, built once per process and passed down; no module reaches for globals. */
export type AppDeps = {
  config: Config;
  /** Starting, ready or draining: what /health and /ready answer from (lifecycle.ts). */
  lifecycle: Lifecycle;
  db: DatabaseHandle['db'];
  dbKind: DatabaseHandle['kind'];
  tokens: TokenService;
  previewAccounts: PreviewAccounts;
  authLimiter: AuthLimiter;
  authCache: AuthCache;
  /** In-process, or Redis pub/sub across instances when REDIS_URL is set. */
  bus: Bus;
  storage: StorageProvider;
  /** Outbox-backed email (embedded by default). */
  email: EmailProvider;
  /** Outbox-backed text messages (embedded by default, Twilio when configured). */
  sms: SmsProvider;
  /** Who has a realtime connection open (this instance, or any instance through Redis). */
  presence: Presence;
  /** Quarry meeting links by default, Zoom when configured. */
  meetings: MeetingsProvider;
  /** The embedded address validator and rate table by default, Shippo when configured. */
  shipping: ShippingProvider;
  /** The embedded test-mode card and bank processor by default, Stripe when configured. */
  payments: PaymentsProvider;
  /** Structured text: the embedded generator grounded in the catalog by default, any OpenAI-compatible model when AI_BASE_URL is set. */
  aiText: AiTextProvider;
  /** Streaming chat (the chatbot and assistants): the embedded grounded answerer, or an OpenAI-compatible model. */
  aiChat: AiChatProvider;
  /** Pictures: the embedded procedural renderer by default, an OpenAI-compatible images API when configured. */
  aiImage: AiImageProvider;
  /** OpenID Connect sign-in ("Sign in with Google") when OIDC_* is set; else null (no embedded identity provider). */
  identity: IdentityProvider | null;
  secrets: { jwt: string; chatWidget: string; uploads: string; links: string; bankInfo: Buffer };
  redis?: Redis;
  /** The persisted job queue (pg-boss in the same database); started by startServices. */
  jobs: JobQueue;
};

const derive = (secret: string, label: string) =>
  createHmac('sha256', secret).update(label).digest('base64url');

export function createDeps(
  config: Config,
  database: DatabaseHandle,
  jwtSecret: string,
  redis?: Redis,
): AppDeps {
  const secrets = {
    jwt: jwtSecret,
    chatWidget: derive(jwtSecret, 'chat-widget'),
    uploads: derive(jwtSecret, 'uploads'),
    links: derive(jwtSecret, 'links'),
    // BANK_INFO_KEY when set; else derived from the signing secret kept in DATA_DIR (or the database).
    bankInfo: config.bankInfoKey
      ? Buffer.from(config.bankInfoKey, 'hex')
      : createHmac('sha256', jwtSecret).update('bank-info').digest(),
  };
  const bus = createBus({ redis, prefix: config.redisPrefix });
  return {
    config,
    lifecycle: createLifecycle(),
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService({ secret: jwtSecret, ttlSeconds: config.tokenTtlSeconds }),
    previewAccounts: createPreviewAccounts(database.db),
    authLimiter: createAuthLimiter(config.loginLimits, redis),
    authCache: createAuthCache(bus, config.authCacheTtlMs),
    bus,
    storage: createStorage(config, secrets.uploads),
    email: createEmail(config, database.db),
    sms: createSms(config, database.db),
    presence: createPresence({ redis, prefix: config.redisPrefix }),
    meetings: createMeetings(config),
    shipping: createShipping(config),
    payments: createPayments(config, database.db, derive(jwtSecret, 'payments')),
    aiText: createAiText(config),
    aiChat: createAiChat(config),
    aiImage: createAiImage(config),
    identity: config.oidc ? createOidcIdentity(config.oidc) : null,
    secrets,
    redis,
    jobs: createJobQueue(database.jobsConnection, {
      onError: (err) => {
        if (config.logLevel !== 'silent') console.error('job queue:', err);
      },
    }),
  };
}
