import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import type { EmailMessage, EmailProvider } from './types';

/** The embedded provider: nothing leaves the machine; the outbox row is the delivered message. */
export function createOutboxEmail(opts: { from: string }): EmailProvider {
  return {
    kind: 'outbox',
    from: opts.from,
    async send(db: Db, message: EmailMessage) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: message.to,
          from: message.from ?? opts.from,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ref: message.ref ?? null,
          status: 'SENT',
          sentAt: new Date(),
        })
        .returning({ id: emailOutbox.id });
      return { id: row!.id };
    },
    async deliver() {},
  };
}
