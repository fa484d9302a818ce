import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ seed: false, env: { DEV_MAILBOX: 'true' } }),
    createTestApp({ seed: false }),
  ]);
});
afterAll(async () => Promise.all([on?.close(), off?.close()]));

describe('dev mailbox', () => {
  it('shows the newest emails to an address when DEV_MAILBOX is on', async () => {
    const owner = await registerStore(on, 'Mailbox Store');
    await callApi(on, 'POST', '/web/team-invites', owner.auth, {
      email: 'inbox@example.com',
      role: 'VIEWER',
    });
    const res = await callApi(on, 'GET', '/dev/mailbox?to=Inbox@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      to: ['inbox@example.com'],
      subject: 'Join Mailbox Store on Quarry',
    });
    expect(res.json()[0].text).toMatch(/\/team-invites\/accept\?token=/);
  });

  it('does not exist when it is off (the default)', async () => {
    expect((await callApi(off, 'GET', '/dev/mailbox?to=inbox@example.com')).statusCode).toBe(404);
  });
});
