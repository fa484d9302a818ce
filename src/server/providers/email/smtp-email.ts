import type { Database, Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import { createOutboxRelay } from '../outbox-relay';
import { bareAddress, buildMime } from './mime';
import { parseSmtpUrl, sendSmtp } from './smtp-client';
import type { EmailMessage, EmailProvider } from './types';

/**
 * The real adapter (SMTP_URL): messages are queued in the outbox in the sender's transaction and relayed by
 * `deliver()` after commit (outbox-relay.ts: SKIP LOCKED, so several instances never send one twice).
 */
export function createSmtpEmail(opts: {
  url: string;
  from: string;
  db: Database;
  onError?: (err: unknown) => void;
}): EmailProvider {
  const target = parseSmtpUrl(opts.url);
  const relay = createOutboxRelay({
    db: opts.db,
    table: emailOutbox,
    onError: opts.onError,
    send: (row) =>
      sendSmtp(
        target,
        { from: bareAddress(row.from), to: row.to.map(bareAddress) },
        buildMime(row.from, { to: row.to, subject: row.subject, text: row.text, html: row.html }),
      ),
  });

  return {
    kind: 'smtp',
    from: opts.from,
    async send(db: Db, message: EmailMessage) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, from: message.from ?? opts.from, ref: message.ref ?? null, status: 'QUEUED' })
        .returning({ id: emailOutbox.id });
      return { id: row!.id };
    },
    deliver: relay.deliver,
  };
}
