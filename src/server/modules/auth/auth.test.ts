import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('smoke', () => {
  it('logs in and reads me', async () => {
    const s = await loginAs(t, 'founder@quarry.test');
    const me = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: s.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().title).toBe('Lavender & Co.');
  });
});
