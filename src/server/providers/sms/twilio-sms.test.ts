import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/sms';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeTwilioServer } from './fake-twilio-server';
import { createOutboxSms } from './outbox-sms';
import { createTwilioSms } from './twilio-sms';
import { SMS_MAX_LENGTH } from './types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const gateway = (apiUrl: string) => ({
  accountSid: 'AC123',
  authToken: 'secret',
  from: '+15005550006',
  apiUrl,
  db: t.deps.db,
});
const row = async (id: number) => (await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;

describe('SMS through the outbox', () => {
  it('keeps texts in the outbox by default, cut to a few segments', async () => {
    const sms = createOutboxSms();
    const { id } = await sms.send(t.deps.db, { to: '+14155550100', body: 'x'.repeat(500), ref: 'test:1' });
    const stored = await row(id);
    expect(stored).toMatchObject({ to: '+14155550100', status: 'SENT', ref: 'test:1' });
    expect(stored.body).toHaveLength(SMS_MAX_LENGTH);
    expect(stored.body.endsWith('…')).toBe(true);
  });

  it('relays queued texts to a loopback Twilio once, and records its refusal', async () => {
    const twilio = await startFakeTwilioServer();
    try {
      const sms = createTwilioSms(gateway(twilio.apiUrl));
      const { id } = await sms.send(t.deps.db, { to: '+14155550100', body: 'You have 2 new messages' });
      expect((await row(id)).status).toBe('QUEUED');
      await Promise.all([sms.deliver(), sms.deliver()]);
      expect(twilio.received).toHaveLength(1);
      expect(twilio.received[0]).toEqual({
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        auth: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
        form: { To: '+14155550100', From: '+15005550006', Body: 'You have 2 new messages' },
      });
      expect((await row(id)).status).toBe('SENT');
    } finally {
      await twilio.close();
    }
    const refusing = await startFakeTwilioServer({
      fail: { status: 400, message: "The 'To' number is not valid." },
    });
    try {
      const sms = createTwilioSms(gateway(refusing.apiUrl));
      const { id } = await sms.send(t.deps.db, { to: '+10000000000', body: 'hi' });
      await sms.deliver();
      expect(await row(id)).toMatchObject({
        status: 'FAILED',
        error: "SMS gateway answered 400: The 'To' number is not valid.",
      });
    } finally {
      await refusing.close();
    }
    const [latest] = await t.deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    expect(latest!.status).toBe('FAILED');
  });
});
