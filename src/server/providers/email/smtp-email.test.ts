import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { startFakeSmtpServer } from './fake-smtp-server';
import { buildMime } from './mime';

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtpServer({ rejectRcpt: (to) => to === 'bounce@quarry.test' });
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: `smtp://relay%40q:s3cret@127.0.0.1:${smtp.port}` },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const invite = {
  name: 'Relay Supplier',
  website: 'https://relay.example',
  email: 'hi@relay.example',
  phoneNumber: '+14155550100',
};

describe('SMTP email adapter (SMTP_URL)', () => {
  it('relays the supplier-invite notification to the SMTP server and marks the outbox row SENT', async () => {
    const store = await registerStore(t, 'Relay Store');
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/supplier-invites',
      headers: store.auth,
      payload: invite,
    });
    expect(res.statusCode).toBe(200);
    await t.deps.email.deliver();
    expect(t.deps.email.kind).toBe('smtp');
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('no-reply@quarry.test');
    expect(mail.to).toEqual(['staff@quarry.test']);
    expect(mail.auth).toBe('\0relay@q\0s3cret');
    expect(mail.data).toContain('Subject: Supplier invite: Relay Store invited Relay Supplier');
    expect(mail.data).toContain('Content-Type: multipart/alternative');
    const [row] = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `supplier-invite:${res.json().id}`));
    expect(row).toMatchObject({ status: 'SENT', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('marks a message the server refuses FAILED with its reply', async () => {
    const [queued] = await t.deps.email
      .send(t.deps.db, { to: ['bounce@quarry.test'], subject: 'x', text: 'x', html: '<p>x</p>' })
      .then((r) => t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, r.id)));
    expect(queued!.status).toBe('QUEUED');
    await t.deps.email.deliver();
    const [row] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
    expect(row!.status).toBe('FAILED');
    expect(row!.error).toContain('550 no such mailbox');
  });
});

describe('buildMime', () => {
  it('encodes a non-ASCII subject and never lets a newline into a header', () => {
    const mime = buildMime('Quarry <no-reply@quarry.test>', {
      to: ['a@b.test'],
      subject: 'Café\r\nBcc: evil@x.test',
      text: 'hello',
      html: '<p>hello</p>',
    });
    expect(mime).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m);
    expect(mime).not.toMatch(/^Bcc:/m);
  });
});
