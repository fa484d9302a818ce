import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { putBusinessSetting } from './business-settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('business settings', () => {
  it('reads DISPLAY and NONE settings from the database', async () => {
    const f = await loginAs(t, 'founder@quarry.test');
    const display = await t.app.inject({
      method: 'GET',
      url: '/rest/main/commons/business-settings/DISPLAY/SUPPORT_CALL_LINKS',
      headers: f.auth,
    });
    expect(display.statusCode).toBe(200);
    expect(display.json()).toMatchObject({ key: 'SUPPORT_CALL_LINKS', scope: 'DISPLAY' });
    expect(display.json().value.sourcingSpecialist).toBeTruthy();
    const preview = await loginAs(t, 'preview@quarry.test');
    const none = await t.app.inject({
      method: 'GET',
      url: '/rest/main/commons/business-settings/NONE/PREVIEW_ACCOUNT_STORE_IDS',
      headers: f.auth,
    });
    expect(none.json().value).toEqual([preview.storeId]);
  });

  it('shows DISPLAY settings to visitors but not NONE settings', async () => {
    const display = await t.app.inject({
      method: 'GET',
      url: '/rest/main/commons/business-settings/DISPLAY/SUPPORT_CALL_LINKS',
    });
    expect(display.statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'GET',
      url: '/rest/main/commons/business-settings/NONE/PREVIEW_ACCOUNT_STORE_IDS',
    });
    expect(none.statusCode).toBe(401);
  });

  it('answers 404 for a missing key and for the wrong scope, 400 for a bad key', async () => {
    const f = await loginAs(t, 'founder@quarry.test');
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/rest/main/commons/business-settings/${url}`, headers: f.auth });
    expect((await get('DISPLAY/NOPE')).statusCode).toBe(404);
    expect((await get('NONE/SUPPORT_CALL_LINKS')).statusCode).toBe(404);
    expect((await get('DISPLAY/bad%20key')).statusCode).toBe(400);
    expect((await get('OTHER/SUPPORT_CALL_LINKS')).statusCode).toBe(404);
  });

  it('turns a store into a preview account when the setting lists it', async () => {
    const f = await loginAs(t, 'founder@quarry.test');
    const preview = await loginAs(t, 'preview@quarry.test');
    await putBusinessSetting(t.deps.db, 'NONE', 'PREVIEW_ACCOUNT_STORE_IDS', [preview.storeId, f.storeId]);
    t.deps.previewAccounts.invalidate();
    const me = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: f.auth });
    expect(me.json().isPreviewAccount).toBe(true);
    await putBusinessSetting(t.deps.db, 'NONE', 'PREVIEW_ACCOUNT_STORE_IDS', [preview.storeId]);
    t.deps.previewAccounts.invalidate();
    const after = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: f.auth });
    expect(after.json().isPreviewAccount).toBe(false);
  });
});

describe('platform', () => {
  it('answers health, OpenAPI docs, and JSON 404s for unknown API routes', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/rest/main/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
    const docs = await t.app.inject({ method: 'GET', url: '/rest/main/docs/json' });
    expect(docs.statusCode).toBe(200);
    const spec = docs.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/rest/main/web/stores/me', '/rest/main/login']),
    );
    const missing = await t.app.inject({ method: 'GET', url: '/rest/main/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect(missing.headers['x-request-id']).toBeTruthy();
  });
});

describe('event reporting', () => {
  it('stores visitor and user events with extra fields', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/rest/main/commons/event-analyses/report',
      payload: {
        eventName: 'common_view',
        commonType: 'page',
        commonContent: '/login',
        sourceClient: 'desktop_web',
        anonymousUserId: 'anon-123',
        referrer: 'newsletter',
      },
    });
    expect(visitor.json()).toEqual({ accepted: true });
    const p = await loginAs(t, 'preview@quarry.test');
    const user = await t.app.inject({
      method: 'POST',
      url: '/rest/main/commons/event-analyses/report',
      headers: p.auth,
      payload: { eventName: 'user_register', userId: p.userId, userType: 'store' },
    });
    // Preview accounts still report: it is not an action on their data.
    expect(user.json()).toEqual({ accepted: true });
    const rows = await t.deps.db.execute(
      'select event_name, anonymous_user_id, store_id, extra from event_analyses order by id',
    );
    const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(list[0]).toMatchObject({
      event_name: 'common_view',
      anonymous_user_id: 'anon-123',
      store_id: null,
      extra: { referrer: 'newsletter' },
    });
    expect(list[1]).toMatchObject({
      event_name: 'user_register',
      anonymous_user_id: null,
      store_id: p.storeId,
    });
  });

  it('answers 400 without an event name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/commons/event-analyses/report',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
