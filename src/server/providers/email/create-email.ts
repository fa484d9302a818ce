import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboxEmail } from './outbox-email';
import { createSmtpEmail } from './smtp-email';
import type { EmailProvider } from './types';

/** The embedded outbox by default; an SMTP relay when SMTP_URL is set. */
export function createEmail(config: Config, db: Database): EmailProvider {
  if (config.email.smtpUrl)
    return createSmtpEmail({ url: config.email.smtpUrl, from: config.email.from, db });
  return createOutboxEmail({ from: config.email.from });
}
