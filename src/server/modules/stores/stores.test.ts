import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallArgs,
  callApi,
  createTestApp,
  loginAs,
  registerStore,
  type TestApp,
} from '../../test/test-app';
import { SAFE_SVG, sampleImage, uploadFile } from '../uploads/test-helpers';

let t: TestApp;
let founder: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await loginAs(t, 'founder@quarry.test');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);

describe('the demo founder’s plan', () => {
  it('is a real subscription of the embedded processor: Scaling monthly, a saved card, the bundle’s credits', async () => {
    const current = await call('GET', '/web/subscriptions/current', founder.auth);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({
      subscription: { planType: 'TIER_2_5', interval: 'MONTHLY', status: 'active' },
      creditBalanceCents: 5_000,
    });
    const cards = await call('GET', '/web/payment-methods', founder.auth);
    expect(cards.json()).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
    const invoices = await call('GET', '/web/subscriptions/invoices', founder.auth);
    expect(invoices.json()).toEqual([expect.objectContaining({ status: 'paid', amountPaidCents: 7_900 })]);
  });
});

describe('GET /web/stores/me', () => {
  it('answers the store user of spec §3 and nothing else', async () => {
    const res = await call('GET', '/web/stores/me', founder.auth);
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      id: founder.storeId,
      title: 'Lavender & Co.',
      planType: 'TIER_2_5',
      avatarUrl: null,
      externalFields: [{ name: 'Instagram', value: '@lavenderandco' }],
      blueprintSubscriptionStatus: 'active',
      blueprintSubscriptionId: expect.stringMatching(/^sub_/),
      blueprintSubscriptionPausedAt: null,
      blueprintSubscriptionResumesAt: null,
      blueprintSubscriptionBehavior: null,
      isPreviewAccount: false,
    });
    // The response schema strips columns the contract does not declare.
    expect(me).not.toHaveProperty('modules');
    expect(me).not.toHaveProperty('businessPlanAnswers');
    expect(me).not.toHaveProperty('updatedAt');
  });
});

describe('GET /web/session', () => {
  it('gives modules, billing option, menus and business plan answers', async () => {
    const res = await call('GET', '/web/session', founder.auth);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.user.email).toBe('founder@quarry.test');
    expect(s.storeModules.ANALYTICS).toBe('ACTIVE');
    expect(s.storeModules.AI_ASSISTANTS).toBe('NOT_ACTIVE');
    expect(s.billingOption).toEqual({ planType: 'TIER_2_5', interval: 'MONTHLY' });
    expect(s.menus.analytics).toBe(true);
    expect(s.menus['ai-assistants']).toBe(false);
    expect(s.businessPlanAnswers).toMatchObject({
      productCategory: 'HOME_CANDLES',
      businessStage: 'SELLING',
    });
    expect(s.flags).toEqual({});
    expect(s.chatWidgetUserHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(s.tokenExpiresAt)).toBeGreaterThan(Date.now());
  });

  it('hides the analytics menu on the free plan', async () => {
    const free = await registerStore(t, 'Free Store');
    const s = (await call('GET', '/web/session', free.auth)).json();
    expect(s.billingOption.planType).toBe('TIER_1');
    expect(s.menus.analytics).toBe(false);
    expect(s.menus['fulfillment-metrics']).toBe(false);
    expect(s.menus.sourcing).toBe(true);
  });
});

describe('store settings', () => {
  it('updates the profile and keeps other fields', async () => {
    const s = await registerStore(t, 'Profile Store');
    const avatar = (await uploadFile(t, s.auth, 'me.png', await sampleImage(16, 16))).json();
    const res = await call('PUT', '/web/stores/me/profile', s.auth, {
      title: '  Renamed Store  ',
      avatarUrl: avatar.url,
      accountType: 'SMB',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed Store',
      avatarUrl: avatar.url,
      accountType: 'SMB',
    });
    const me = (await call('GET', '/web/stores/me', s.auth)).json();
    expect(me.title).toBe('Renamed Store');
    expect(me.planType).toBe('TIER_1');
  });

  it('takes as avatar only a picture the store uploaded, and null or empty clears it', async () => {
    const s = await registerStore(t, 'Avatar Store');
    const other = await registerStore(t, 'Other Store');
    const own = (await uploadFile(t, s.auth, 'me.png', await sampleImage(16, 16))).json();
    const theirs = (await uploadFile(t, other.auth, 'them.png', await sampleImage(16, 16))).json();
    const svg = (await uploadFile(t, s.auth, 'me.svg', SAFE_SVG)).json();
    const put = (avatarUrl: string | null) =>
      call('PUT', '/web/stores/me/profile', s.auth, { title: 'Avatar Store', avatarUrl });

    expect((await put(own.url)).json().avatarUrl).toBe(own.url);
    const bad = [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://tracker.example/pixel.gif',
      theirs.url,
      '/rest/main/files/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      `${own.url}?x=1`,
      svg.url,
    ];
    for (const url of bad) {
      const res = await put(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details[0].path, url).toBe('body.avatarUrl');
      expect(res.json().message, url).toMatch(/^The avatar /);
    }
    // Nothing was changed by the refusals; the supplier side shows only the own upload.
    expect((await call('GET', '/web/stores/me', s.auth)).json().avatarUrl).toBe(own.url);

    expect((await put('')).json().avatarUrl).toBeNull();
    expect((await put(own.url)).statusCode).toBe(200);
    expect((await put(null)).json().avatarUrl).toBeNull();
  });

  it('rejects an empty title and unknown fields with 400 and changes nothing', async () => {
    const s = await registerStore(t, 'Strict Store');
    const empty = await call('PUT', '/web/stores/me/profile', s.auth, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe('body.title');
    const unknown = await call('PUT', '/web/stores/me/profile', s.auth, { planType: 'TIER_3' });
    expect(unknown.statusCode).toBe(400);
    const me = (await call('GET', '/web/stores/me', s.auth)).json();
    expect(me).toMatchObject({ title: 'Strict Store', planType: 'TIER_1' });
  });

  it('replaces external fields, the last value of a repeated name winning', async () => {
    const s = await registerStore(t);
    const res = await call('PUT', '/web/stores/me/external-fields', s.auth, {
      externalFields: [
        { name: 'TikTok', value: '@a' },
        { name: 'Website', value: 'https://x.test' },
        { name: 'TikTok', value: '@b' },
      ],
    });
    expect(res.json().externalFields).toEqual([
      { name: 'TikTok', value: '@b' },
      { name: 'Website', value: 'https://x.test' },
    ]);
  });

  it('merges configs and removes keys set to null', async () => {
    const s = await registerStore(t);
    await call('PUT', '/web/stores/me/configs', s.auth, { configs: { seenTour: true, theme: 'dark' } });
    const res = await call('PUT', '/web/stores/me/configs', s.auth, {
      configs: { theme: null, currency: 'USD' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().configs).toEqual({ seenTour: true, currency: 'USD' });
  });

  it('sets flags and business plan answers', async () => {
    const s = await registerStore(t);
    expect(
      (await call('PUT', '/web/stores/me/inbox-sms-notify', s.auth, { value: false })).json().inboxSmsNotify,
    ).toBe(false);
    expect(
      (await call('PUT', '/web/stores/me/business-plan-completed', s.auth, { value: true })).json()
        .businessPlanCompleted,
    ).toBe(true);
    await call('PUT', '/web/stores/me/business-plan-answers', s.auth, { answers: { businessStage: 'IDEA' } });
    await call('PUT', '/web/stores/me/business-plan-answers', s.auth, {
      answers: { productCategory: 'PET' },
    });
    const session = (await call('GET', '/web/session', s.auth)).json();
    expect(session.businessPlanAnswers).toEqual({
      accountType: 'UNDECIDED',
      businessStage: 'IDEA',
      productCategory: 'PET',
    });
    const bad = await call('PUT', '/web/stores/me/inbox-sms-notify', s.auth, { value: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it("changes only the caller's store", async () => {
    const a = await registerStore(t, 'Store A');
    const b = await registerStore(t, 'Store B');
    await call('PUT', '/web/stores/me/profile', a.auth, { title: 'A renamed' });
    expect((await call('GET', '/web/stores/me', b.auth)).json().title).toBe('Store B');
  });
});
