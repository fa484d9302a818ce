import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/sms';
import { fitSms, type SmsMessage, type SmsProvider } from './types';

/** The embedded provider: nothing leaves the machine; the outbox row is the delivered text. */
export function createOutboxSms(): SmsProvider {
  return {
    kind: 'outbox',
    async send(db: Db, message: SmsMessage) {
      const [row] = await db
        .insert(smsOutbox)
        .values({
          to: message.to,
          body: fitSms(message.body),
          ref: message.ref ?? null,
          status: 'SENT',
          sentAt: new Date(),
        })
        .returning({ id: smsOutbox.id });
      return { id: row!.id };
    },
    async deliver() {},
  };
}
