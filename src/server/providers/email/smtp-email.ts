import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import { bareAddress, buildMime } from './mime';
import { parseSmtpUrl, sendSmtp } from './smtp-client';
import type { EmailMessage, EmailProvider } from './types';

/**
 * The real adapter (SMTP_URL): messages are queued in the outbox in the sender's transaction and relayed by
 * `deliver()` after commit. Rows are claimed with SKIP LOCKED, so several instances never send one twice.
 */
export function createSmtpEmail(opts: {
  url: string;
  from: string;
  db: Database;
  onError?: (err: unknown) => void;
}): EmailProvider {
  const target = parseSmtpUrl(opts.url);
  let running: Promise<void> | null = null;
  let again = false;

  async function claim() {
    const [row] = await opts.db
      .update(emailOutbox)
      .set({ status: 'SENDING' })
      .where(
        eq(
          emailOutbox.id,
          sql`(select ${emailOutbox.id} from ${emailOutbox} where ${emailOutbox.status} = 'QUEUED'
               order by ${emailOutbox.id} for update skip locked limit 1)`,
        ),
      )
      .returning();
    return row;
  }

  async function drain() {
    for (let row = await claim(); row; row = await claim()) {
      const message: EmailMessage = { to: row.to, subject: row.subject, text: row.text, html: row.html };
      try {
        await sendSmtp(
          target,
          { from: bareAddress(row.from), to: row.to.map(bareAddress) },
          buildMime(row.from, message),
        );
        await opts.db
          .update(emailOutbox)
          .set({ status: 'SENT', sentAt: new Date(), error: null })
          .where(eq(emailOutbox.id, row.id));
      } catch (err) {
        await opts.db
          .update(emailOutbox)
          .set({ status: 'FAILED', error: err instanceof Error ? err.message.slice(0, 1000) : String(err) })
          .where(eq(emailOutbox.id, row.id));
        opts.onError?.(err);
      }
    }
  }

  return {
    kind: 'smtp',
    from: opts.from,
    async send(db: Db, message: EmailMessage) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, from: opts.from, ref: message.ref ?? null, status: 'QUEUED' })
        .returning({ id: emailOutbox.id });
      return { id: row!.id };
    },
    deliver() {
      // One drain at a time per process; a call during a drain makes it run once more.
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain();
        } while (again);
      })()
        .catch((err) => opts.onError?.(err))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
