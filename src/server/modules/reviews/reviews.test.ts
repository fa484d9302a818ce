import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RELATIONSHIP_MESSAGE } from '../../../shared/contract/reviews';
import { catalogCompanies } from '../../db/schema/catalog';
import { creatorOrderItems } from '../../db/schema/orders';
import { createCompany, createItem } from '../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import {
  EXPIRED_LINK_MESSAGE,
  INVALID_LINK_MESSAGE,
  issueReviewLink,
  USED_LINK_MESSAGE,
} from './review-link';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Review Store A');
  b = await registerStore(t, 'Review Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const favorite = (s: Store, companyId: number) =>
  call('PUT', `/web/favorites/catalog-companies/${companyId}`, s.auth);
const review = (s: Store, body: Record<string, unknown>) =>
  call('POST', '/web/catalog-company-reviews', s.auth, body);
const stats = async (id: number) =>
  (
    await t.deps.db
      .select({ average: catalogCompanies.reviewAverage, count: catalogCompanies.reviewCount })
      .from(catalogCompanies)
      .where(eq(catalogCompanies.id, id))
  )[0];

describe('POST /web/catalog-company-reviews', () => {
  it('lets a store that works with the supplier review it, once per supplier and item', async () => {
    const c = await createCompany(t.deps.db);
    const item = await createItem(t.deps.db, { companyId: c.id });
    await favorite(a, c.id);
    const res = await review(a, { companyId: c.id, rating: 4, text: '  Solid quality, on time.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyId: c.id,
      itemId: null,
      authorName: 'Review Store A',
      rating: 4,
      text: 'Solid quality, on time.',
      imageUrls: [],
      isMine: true,
    });
    expect(res.json()).not.toHaveProperty('storeId');
    const again = await review(a, { companyId: c.id, rating: 5, text: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already reviewed this supplier');
    // A review of one of its items is a different review.
    expect((await review(a, { companyId: c.id, itemId: item.id, rating: 2, text: 'Item' })).statusCode).toBe(
      200,
    );
    expect((await review(a, { companyId: c.id, itemId: item.id, rating: 2, text: 'Item' })).statusCode).toBe(
      409,
    );
    expect(await stats(c.id)).toEqual({ average: 3, count: 2 });
  });

  it('answers 422 with a clear message to a store without a relationship', async () => {
    const c = await createCompany(t.deps.db);
    const res = await review(b, { companyId: c.id, rating: 5, text: 'Never worked with them' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NO_RELATIONSHIP_MESSAGE);
    expect(await stats(c.id)).toEqual({ average: null, count: 0 });
  });

  it('counts an invite of the supplier and a live review link as a relationship', async () => {
    const invited = await createCompany(t.deps.db, { name: 'Invited Kilns' });
    await call('POST', '/web/supplier-invites', b.auth, {
      name: 'Invited Kilns',
      website: 'https://kilns.example',
      email: 'hi@kilns.example',
      phoneNumber: '+44 20 7946 0958',
    });
    expect((await review(b, { companyId: invited.id, rating: 5, text: 'Invited' })).statusCode).toBe(200);
    const linked = await createCompany(t.deps.db);
    // A link issued to the store by the platform (as an order will, issue 5).
    await issueReviewLink(t.deps.db, {
      secret: t.deps.secrets.links,
      publicUrl: t.config.publicUrl,
      storeId: b.storeId,
      companyId: linked.id,
    });
    expect((await review(b, { companyId: linked.id, rating: 3, text: 'Linked' })).statusCode).toBe(200);
  });

  it('counts a paid order from the supplier as a relationship, not one still in the cart', async () => {
    const c = await createCompany(t.deps.db, { name: 'Ordered Mills' });
    const [order] = await t.deps.db
      .insert(creatorOrderItems)
      .values({
        storeId: b.storeId,
        companyId: c.id,
        orderType: 'SAMPLES',
        orderSource: 'SOURCING_MARKETPLACE',
        status: 'IN_SHOPPING_CART',
        feeKind: 'PRODUCT',
        shippingMode: 'QUARRY_SHIPPING',
        title: 'Linen napkins',
        sku: 'LN-1',
        quantity: 2,
        unitPriceCents: 1200,
      })
      .returning();
    expect((await review(b, { companyId: c.id, rating: 4, text: 'In my cart' })).statusCode).toBe(422);
    await t.deps.db
      .update(creatorOrderItems)
      .set({ status: 'IN_PRODUCTION', purchasedAt: new Date() })
      .where(eq(creatorOrderItems.id, order!.id));
    expect((await review(b, { companyId: c.id, rating: 4, text: 'Soft napkins' })).statusCode).toBe(200);
  });

  it('answers 400 with clear messages for bad input and 404 for an unknown supplier', async () => {
    const c = await createCompany(t.deps.db);
    const other = await createItem(t.deps.db);
    await favorite(a, c.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ companyId: c.id, rating: 6, text: 'x' }, 400, 'Rating is 1 to 5'],
      [{ companyId: c.id, rating: 0, text: 'x' }, 400, 'Rating is 1 to 5'],
      [{ companyId: c.id, rating: 3.5, text: 'x' }, 400, 'whole number'],
      [{ companyId: c.id, rating: 3, text: '   ' }, 400, 'Write a few words'],
      [{ companyId: c.id, rating: 3, text: 'x'.repeat(2001) }, 400, 'at most 2000 characters'],
      [
        { companyId: c.id, rating: 3, text: 'x', imageUrls: Array(7).fill('/rest/main/files/a.png') },
        400,
        'at most 6 images',
      ],
      [
        { companyId: c.id, rating: 3, text: 'x', imageUrls: ['https://evil.example/a.png'] },
        400,
        'uploaded to Quarry',
      ],
      [{ companyId: c.id, rating: 3, text: 'x', extra: true }, 400, 'Invalid body'],
      [{ companyId: c.id, itemId: other.id, rating: 3, text: 'x' }, 400, 'not sold by this supplier'],
      [{ companyId: 99999999, rating: 3, text: 'x' }, 404, 'Supplier not found'],
      [{ companyId: c.id, itemId: 99999999, rating: 3, text: 'x' }, 404, 'Catalog item not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await review(a, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it("keeps only Quarry's own image URLs, normalised to /rest/main/files/{key}", async () => {
    const c = await createCompany(t.deps.db);
    await favorite(a, c.id);
    const res = await review(a, {
      companyId: c.id,
      rating: 5,
      text: 'Photos',
      imageUrls: [
        '/rest/main/files/abcdefghijklmnopqrstuvwx.png',
        `${t.config.publicUrl}/rest/main/files/k.jpg`,
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrls).toEqual([
      '/rest/main/files/abcdefghijklmnopqrstuvwx.png',
      '/rest/main/files/k.jpg',
    ]);
  });
});

describe('concurrent reviews', () => {
  it("keep the supplier's average and count exact", async () => {
    const c = await createCompany(t.deps.db);
    const stores = await Promise.all([1, 2, 3, 4, 5].map((n) => registerStore(t, `Concurrent ${n}`)));
    for (const s of stores) await favorite(s, c.id);
    const results = await Promise.all(
      stores.map((s, i) => review(s, { companyId: c.id, rating: i + 1, text: `Review ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stats(c.id)).toEqual({ average: 3, count: 5 });
    // The same store twice at once: the supplier row lock lets exactly one through.
    const racer = await registerStore(t, 'Racer');
    await favorite(racer, c.id);
    const twice = await Promise.all(
      [1, 2].map(() => review(racer, { companyId: c.id, rating: 5, text: 'x' })),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await stats(c.id);
    expect(after!.count).toBe(6);
    expect(after!.average).toBeCloseTo(3.3, 5); // 20 / 6, one decimal;
  });
});

describe('PUT /web/catalog-company-reviews/:id', () => {
  it("edits the store's own review and keeps the supplier's average in step; another store's is 404", async () => {
    const c = await createCompany(t.deps.db);
    await favorite(a, c.id);
    await favorite(b, c.id);
    const mine = (await review(a, { companyId: c.id, rating: 1, text: 'Late' })).json();
    await review(b, { companyId: c.id, rating: 5, text: 'Great' });
    expect(await stats(c.id)).toEqual({ average: 3, count: 2 });
    const res = await call('PUT', `/web/catalog-company-reviews/${mine.id}`, a.auth, {
      rating: 4,
      text: 'Better now',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, rating: 4, text: 'Better now', isMine: true });
    expect(await stats(c.id)).toEqual({ average: 4.5, count: 2 });

    const theirs = await call('PUT', `/web/catalog-company-reviews/${mine.id}`, b.auth, { rating: 1 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Review not found');
    const list = (await call('GET', `/web/catalog-company-reviews?companyId=${c.id}`, a.auth)).json();
    expect(list.find((r: { id: number }) => r.id === mine.id).rating).toBe(4);
    expect(
      (await call('PUT', '/web/catalog-company-reviews/99999999', a.auth, { rating: 2 })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/web/catalog-company-reviews/${mine.id}`, a.auth, { rating: 9 })).statusCode,
    ).toBe(400);
  });
});

describe('GET reviews, count and summary', () => {
  it('lists newest first with isMine per caller, filters by item, pages, and is public under /app', async () => {
    const c = await createCompany(t.deps.db);
    const item = await createItem(t.deps.db, { companyId: c.id });
    await favorite(a, c.id);
    await favorite(b, c.id);
    const r1 = (await review(a, { companyId: c.id, rating: 5, text: 'First' })).json();
    await new Promise((r) => setTimeout(r, 5));
    const r2 = (await review(b, { companyId: c.id, rating: 3, text: 'Second' })).json();
    await new Promise((r) => setTimeout(r, 5));
    const r3 = (await review(a, { companyId: c.id, itemId: item.id, rating: 4, text: 'Third' })).json();

    const asA = (await call('GET', `/web/catalog-company-reviews?companyId=${c.id}`, a.auth)).json();
    expect(asA.map((r: { id: number }) => r.id)).toEqual([r3.id, r2.id, r1.id]);
    expect(asA.map((r: { isMine: boolean }) => r.isMine)).toEqual([true, false, true]);
    const byItem = (
      await call('GET', `/web/catalog-company-reviews?companyId=${c.id}&itemId=${item.id}`, a.auth)
    ).json();
    expect(byItem.map((r: { id: number }) => r.id)).toEqual([r3.id]);
    const paged = (
      await call('GET', `/web/catalog-company-reviews?companyId=${c.id}&page=1&size=2`, a.auth)
    ).json();
    expect(paged.map((r: { id: number }) => r.id)).toEqual([r1.id]);
    const count = await call('GET', `/web/catalog-company-reviews/action/count?companyId=${c.id}`, a.auth);
    expect(count.json()).toEqual({ count: 3 });
    // mine=true: the caller's own, wherever they sit in the newest-first pages; none without a store.
    const mine = (url: string, auth?: Record<string, string>) =>
      call('GET', url, auth).then((r) => r.json().map((x: { id: number }) => x.id));
    expect(await mine(`/app/catalog-company-reviews?companyId=${c.id}&mine=true`, b.auth)).toEqual([r2.id]);
    expect(await mine(`/app/catalog-company-reviews?companyId=${c.id}&mine=true`, a.auth)).toEqual([
      r3.id,
      r1.id,
    ]);
    expect(await mine(`/app/catalog-company-reviews?companyId=${c.id}&mine=true`)).toEqual([]);
    expect(await mine(`/app/catalog-company-reviews?companyId=${c.id}&mine=false`, b.auth)).toHaveLength(3);
    expect((await call('GET', `/app/catalog-company-reviews?mine=yes`)).statusCode).toBe(400);

    const anon = await call('GET', `/app/catalog-company-reviews?companyId=${c.id}`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json().every((r: { isMine: boolean }) => !r.isMine)).toBe(true);
    expect((await call('GET', `/web/catalog-company-reviews?companyId=${c.id}`)).statusCode).toBe(401);
    const bad = await call('GET', '/web/catalog-company-reviews?companyId=abc', a.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid querystring.companyId: Use a numeric id, such as 42');
    expect((await call('GET', '/app/catalog-company-reviews?page=-1')).json().message).toContain('0-based');
  });

  it('summarises average, count and histogram; 404 for an unknown supplier', async () => {
    const c = await createCompany(t.deps.db);
    const empty = (await call('GET', `/web/catalog-company-reviews/-/summary/${c.id}`, a.auth)).json();
    expect(empty).toEqual({
      companyId: c.id,
      average: null,
      count: 0,
      histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const items = await Promise.all([1, 2].map(() => createItem(t.deps.db, { companyId: c.id })));
    await favorite(a, c.id);
    await favorite(b, c.id);
    await review(a, { companyId: c.id, rating: 5, text: 'a' });
    await review(a, { companyId: c.id, itemId: items[0]!.id, rating: 5, text: 'b' });
    await review(a, { companyId: c.id, itemId: items[1]!.id, rating: 4, text: 'c' });
    await review(b, { companyId: c.id, rating: 1, text: 'd' });
    const res = await call('GET', `/app/catalog-company-reviews/-/summary/${c.id}`);
    // (5 + 5 + 4 + 1) / 4 = 3.75, shown with one decimal
    expect(res.json()).toEqual({
      companyId: c.id,
      average: 3.8,
      count: 4,
      histogram: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 },
    });
    expect(await stats(c.id)).toEqual({ average: 3.8, count: 4 });
    const missing = await call('GET', '/web/catalog-company-reviews/-/summary/99999999', a.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Supplier not found');
  });
});

describe('signed review links and the public post-review page', () => {
  const publicReview = (token: string, over: Record<string, unknown> = {}) =>
    call(
      'POST',
      '/app/catalog-company-reviews',
      {},
      { token, authorName: 'Jo Buyer', rating: 5, text: 'Lovely', ...over },
    );

  it('issues a 30-day link for a supplier the store works with, and takes one review through it', async () => {
    const c = await createCompany(t.deps.db);
    const refused = await call('POST', '/web/catalog-company-reviews/-/signed-link', a.auth, {
      companyId: c.id,
    });
    expect(refused.statusCode).toBe(422);
    await favorite(a, c.id);
    const res = await call('POST', '/web/catalog-company-reviews/-/signed-link', a.auth, { companyId: c.id });
    expect(res.statusCode).toBe(200);
    const link = res.json();
    expect(link.url).toBe(
      `${t.config.publicUrl}/supplier-profile/${c.id}/post-review?token=${encodeURIComponent(link.token)}`,
    );
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const posted = await publicReview(new URL(link.url).searchParams.get('token')!);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      companyId: c.id,
      authorName: 'Jo Buyer',
      rating: 5,
      isMine: false,
    });
    expect(await stats(c.id)).toEqual({ average: 5, count: 1 });
    const reused = await publicReview(link.token);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(USED_LINK_MESSAGE);
    expect(
      (await call('POST', '/web/catalog-company-reviews/-/signed-link', a.auth, { companyId: 99999999 }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the public page check a link, and the issuing store (only) revoke it', async () => {
    const c = await createCompany(t.deps.db, { name: 'Checkable Co' });
    await favorite(a, c.id);
    const link = (
      await call('POST', '/web/catalog-company-reviews/-/signed-link', a.auth, { companyId: c.id })
    ).json();
    const check = (token: string) =>
      call('GET', `/app/catalog-company-reviews/-/signed-link?token=${encodeURIComponent(token)}`);
    expect((await check(link.token)).json()).toEqual({
      companyId: c.id,
      companyName: 'Checkable Co',
      expiresAt: link.expiresAt,
    });
    expect((await check('nope')).statusCode).toBe(422);
    const revoke = (s: Store, token: string) =>
      call('POST', '/web/catalog-company-reviews/-/signed-link/revoke', s.auth, { token });
    const notTheirs = await revoke(b, link.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('Review link not found');
    expect((await check(link.token)).statusCode).toBe(200);
    expect((await revoke(a, link.token)).json()).toEqual({ ok: true });
    expect((await revoke(a, link.token)).statusCode).toBe(200);
    expect((await check(link.token)).json().message).toBe(INVALID_LINK_MESSAGE);
    const posted = await publicReview(link.token);
    expect(posted.statusCode).toBe(422);
    expect(posted.json().message).toBe(INVALID_LINK_MESSAGE);
    expect((await revoke(a, 'garbage')).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const c = await createCompany(t.deps.db);
    const link = await issueReviewLink(t.deps.db, {
      secret: t.deps.secrets.links,
      publicUrl: t.config.publicUrl,
      storeId: a.storeId,
      companyId: c.id,
      now: new Date(Date.now() - 31 * 86_400_000),
    });
    const res = await publicReview(link.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(EXPIRED_LINK_MESSAGE);
  });

  it('refuses forged and malformed tokens', async () => {
    const c = await createCompany(t.deps.db);
    const other = await createCompany(t.deps.db);
    await favorite(a, c.id);
    const { token } = (
      await call('POST', '/web/catalog-company-reviews/-/signed-link', a.auth, { companyId: c.id })
    ).json();
    const parts = token.split('.');
    const forgedCompany = [parts[0], other.id, ...parts.slice(2)].join('.');
    const forgedExpiry = [parts[0], parts[1], Number(parts[2]) + 86_400, ...parts.slice(3)].join('.');
    const wrongKey = [...parts.slice(0, 4), 'A'.repeat(43)].join('.');
    for (const bad of [forgedCompany, forgedExpiry, wrongKey, 'not-a-token', `${token}x`]) {
      const res = await publicReview(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message).toBe(INVALID_LINK_MESSAGE);
    }
    expect(await stats(other.id)).toEqual({ average: null, count: 0 });
    // The genuine token still works, and bad input is 400 before the token is looked at.
    expect((await publicReview(token, { rating: 7 })).statusCode).toBe(400);
    expect((await publicReview(token)).statusCode).toBe(200);
  });
});
