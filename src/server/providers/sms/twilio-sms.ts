import type { Database, Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/sms';
import { createOutboxRelay } from '../outbox-relay';
import { fitSms, type SmsMessage, type SmsProvider } from './types';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
  timeoutMs?: number;
};

/**
 * The SMS gateway adapter: Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form
 * encoded, basic auth). Texts are queued in the outbox in the sender's transaction and relayed after commit.
 */
export function createTwilioSms(
  cfg: TwilioConfig & { db: Database; onError?: (err: unknown) => void },
): SmsProvider {
  const url = `${cfg.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  const relay = createOutboxRelay({
    db: cfg.db,
    table: smsOutbox,
    onError: cfg.onError,
    async send(row) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: row.to, From: cfg.from, Body: row.body }),
          signal: AbortSignal.timeout(cfg.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new Error(
          (err as Error).name === 'TimeoutError'
            ? 'SMS gateway did not answer in time'
            : 'SMS gateway unreachable',
        );
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: number };
        throw new Error(`SMS gateway answered ${res.status}${body.message ? `: ${body.message}` : ''}`);
      }
    },
  });
  return {
    kind: 'twilio',
    async send(db: Db, message: SmsMessage) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ to: message.to, body: fitSms(message.body), ref: message.ref ?? null, status: 'QUEUED' })
        .returning({ id: smsOutbox.id });
      return { id: row!.id };
    },
    deliver: relay.deliver,
  };
}
