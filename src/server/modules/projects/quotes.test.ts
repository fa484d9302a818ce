import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyPercent } from '../../../shared/tariff/country-ranking';
import { createCategory, createCompany } from '../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { projectBody, quoteBody, signInSupplier } from './test-helpers';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
type Supplier = Awaited<ReturnType<typeof signInSupplier>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Quote Store A');
  b = await registerStore(t, 'Quote Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const today = () => new Date().toISOString().slice(0, 10);
const quote = (s: Supplier, id: number, over: Parameters<typeof quoteBody>[0] = {}) =>
  call('PUT', `/web/supplier-project-requests/${id}/quote`, s.auth, quoteBody(over));

async function sentProject(supplierIds: number[], over: Parameters<typeof projectBody>[0] = {}) {
  const res = await call(
    'POST',
    '/web/project-management',
    a.auth,
    projectBody({ supplierIds, send: true, ...over }),
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number };
}

describe('the supplier side', () => {
  it('sees requests sent to its company, quotes, revises and declines', async () => {
    const c = await createCompany(t.deps.db);
    const other = await createCompany(t.deps.db);
    const s = await signInSupplier(t, c.id);
    const outsider = await signInSupplier(t, other.id);
    const p = await sentProject([c.id]);
    const list = (await call('GET', '/web/supplier-project-requests', s.auth)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: p.id,
      storeName: 'Quote Store A',
      myStatus: 'PENDING',
      myQuote: null,
      quantity: 600,
    });
    expect((await call('GET', '/web/supplier-project-requests/action/count', s.auth)).json()).toEqual({
      count: 1,
    });
    expect((await call('GET', '/web/supplier-project-requests', outsider.auth)).json()).toEqual([]);
    expect((await call('GET', `/web/supplier-project-requests/${p.id}`, outsider.auth)).statusCode).toBe(404);
    expect((await quote(outsider, p.id)).statusCode).toBe(404);

    const first = await quote(s, p.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'SUBMITTED', revision: 1, moq: 100, companyId: c.id });
    const revised = await quote(s, p.id, { moq: 200, leadTimeDays: 21 });
    expect(revised.json()).toMatchObject({ id: first.json().id, revision: 2, moq: 200, leadTimeDays: 21 });
    const mine = (await call('GET', `/web/supplier-project-requests/${p.id}`, s.auth)).json();
    expect(mine).toMatchObject({ myStatus: 'QUOTED', myQuote: { revision: 2 } });
    const founder = (await call('GET', `/web/project-management/${p.id}`, a.auth)).json();
    expect(founder).toMatchObject({ quoteCount: 1, recipients: [{ companyId: c.id, status: 'QUOTED' }] });

    const declined = await call('POST', `/web/supplier-project-requests/${p.id}/decline`, s.auth);
    expect(declined.json()).toMatchObject({ myStatus: 'DECLINED', myQuote: { status: 'WITHDRAWN' } });
    expect((await call('GET', `/web/project-management/${p.id}`, a.auth)).json().quoteCount).toBe(0);
  });

  it('sees open requests matching its categories while they collect quotes, and never drafts', async () => {
    const cat = await createCategory(t.deps.db);
    const match = await createCompany(t.deps.db, { categoryIds: [cat.id] });
    const miss = await createCompany(t.deps.db, { categoryIds: [] });
    const s = await signInSupplier(t, match.id);
    const m = await signInSupplier(t, miss.id);
    const open = await sentProject([], { audience: 'OPEN', categoryIds: [cat.id] });
    const draft = (
      await call('POST', '/web/project-management', a.auth, projectBody({ supplierIds: [match.id] }))
    ).json();
    const ids = (await call('GET', '/web/supplier-project-requests', s.auth))
      .json()
      .map((r: { id: number }) => r.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(draft.id);
    expect((await call('GET', `/web/supplier-project-requests/${draft.id}`, s.auth)).statusCode).toBe(404);
    expect((await call('GET', `/web/supplier-project-requests/${open.id}`, m.auth)).statusCode).toBe(404);
    expect((await quote(s, open.id)).statusCode).toBe(200);
    // Answering made it a recipient, so the founder sees it.
    const founder = (await call('GET', `/web/project-management/${open.id}`, a.auth)).json();
    expect(founder.recipients).toEqual([expect.objectContaining({ companyId: match.id, status: 'QUOTED' })]);
  });

  it('answers 400 for a bad quote and 409 once the request stops taking quotes', async () => {
    const c = await createCompany(t.deps.db);
    const s = await signInSupplier(t, c.id);
    const p = await sentProject([c.id]);
    for (const [over, path] of [
      [{ priceTiers: [] }, 'body.priceTiers'],
      [{ priceTiers: [{ minQuantity: 10, unitPriceCents: 1.5 }] }, 'body.priceTiers.0.unitPriceCents'],
      [{ priceTiers: [{ minQuantity: 10, unitPriceCents: -5 }] }, 'body.priceTiers.0.unitPriceCents'],
      [
        {
          priceTiers: [
            { minQuantity: 10, unitPriceCents: 5 },
            { minQuantity: 10, unitPriceCents: 4 },
          ],
        },
        'body.priceTiers',
      ],
      [{ moq: 0 }, 'body.moq'],
      [{ leadTimeDays: 0 }, 'body.leadTimeDays'],
    ] as const) {
      const res = await quote(s, p.id, over as object);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().details[0].path).toBe(path);
    }
    expect((await call('GET', '/web/supplier-project-requests?sort=price', s.auth)).statusCode).toBe(400);
    expect((await call('GET', '/web/supplier-project-requests/abc', s.auth)).statusCode).toBe(400);
    await call('POST', `/web/project-management/${p.id}/close`, a.auth);
    const late = await quote(s, p.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request is closed and no longer takes quotes');
  });

  it('refuses a supplier account not linked to a company', async () => {
    const res = await call('GET', '/web/supplier-project-requests', (await signInSupplier(t, null)).auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This supplier account is not linked to a supplier company yet');
  });
});

describe('the comparison and the award', () => {
  it("prices quotes with the catalog's rate for the country when the request names no HTS line", async () => {
    const vn = await createCompany(t.deps.db, { name: 'Saigon', countryCode: 'VN', tariffRatePercent: 7.5 });
    const p = await sentProject([vn.id], {
      title: 'Brand strategy',
      description: 'A workshop on positioning.',
    });
    await quote(await signInSupplier(t, vn.id), p.id, {
      priceTiers: [{ minQuantity: 100, unitPriceCents: 1000 }],
      moq: 100,
      leadTimeDays: 20,
    });
    const cmp = (await call('GET', `/web/project-management/${p.id}/quotes/comparison`, a.auth)).json();
    expect(cmp.tariffLine).toBeNull();
    // 600 × 1000 c = 600 000; 7.5 % = 45 000.
    expect(cmp.rows[0]).toMatchObject({
      tariffRatePercent: 7.5,
      tariffCents: 45_000,
      landedCostCents: 645_000,
    });
  });

  it("prices each quote at the founder's quantity with the tariff and highlights the best value", async () => {
    const cn = await createCompany(t.deps.db, { name: 'Ningbo', tariffRatePercent: 25 });
    const vn = await createCompany(t.deps.db, { name: 'Hanoi', countryCode: 'VN', tariffRatePercent: 7.5 });
    const us = await createCompany(t.deps.db, { name: 'Ohio', countryCode: 'US', tariffRatePercent: 0 });
    const p = await sentProject([cn.id, vn.id, us.id], { quantity: 600, targetUnitPriceCents: 420 });
    // The request is a soy candle: HTS 3406.00.00, free under column 1, plus Section 301's 25 % from China.
    // Ningbo: 600 ≥ 500 → 300 c; goods 180 000; duty 25 % = 45 000; landed 225 000.
    await quote(await signInSupplier(t, cn.id), p.id, {
      priceTiers: [
        { minQuantity: 100, unitPriceCents: 350 },
        { minQuantity: 500, unitPriceCents: 300 },
      ],
      moq: 100,
      leadTimeDays: 45,
    });
    // Hanoi: MOQ 1000 raises the order to 1000 → 260 c; goods 260 000; candles (HTS 3406.00.00) from Vietnam
    // pay no duty (the catalog's flat 7.5 % for the country is not used once the request names a line).
    await quote(await signInSupplier(t, vn.id), p.id, {
      priceTiers: [{ minQuantity: 1000, unitPriceCents: 260 }],
      moq: 1000,
      leadTimeDays: 35,
    });
    // Ohio: 600 → 390 c; goods 234 000; no tariff; landed 234 000.
    await quote(await signInSupplier(t, us.id), p.id, {
      priceTiers: [{ minQuantity: 50, unitPriceCents: 390 }],
      moq: 50,
      leadTimeDays: 14,
    });
    const res = await call('GET', `/web/project-management/${p.id}/quotes/comparison`, a.auth);
    expect(res.statusCode).toBe(200);
    const cmp = res.json();
    expect(cmp).toMatchObject({ quantity: 600, currency: 'USD', targetUnitPriceCents: 420 });
    const slim = cmp.rows.map((r: Record<string, unknown>) => [
      r.companyName,
      r.orderQuantity,
      r.unitPriceCents,
      r.tariffCents,
      r.landedCostCents,
      r.meetsTarget,
      r.isBestValue,
    ]);
    expect(slim).toEqual([
      ['Ningbo', 600, 300, 45_000, 225_000, true, true],
      ['Ohio', 600, 390, 0, 234_000, true, false],
      ['Hanoi', 1000, 260, 0, 260_000, true, false],
    ]);
    expect(cmp.tariffLine).toEqual({ hts: '3406.00.00', description: 'Candles, tapers and the like' });
    expect(cmp.rows.map((r: { tariffRatePercent: number }) => r.tariffRatePercent)).toEqual([
      dutyPercent('3406.00.00', 'CN', today()),
      0,
      dutyPercent('3406.00.00', 'VN', today()),
    ]);
    expect(cmp.bestQuoteId).toBe(cmp.rows[0].quoteId);
    const byLead = (
      await call('GET', `/web/project-management/${p.id}/quotes/comparison?sort=leadTime`, a.auth)
    ).json();
    expect(byLead.rows.map((r: { companyName: string }) => r.companyName)).toEqual([
      'Ohio',
      'Hanoi',
      'Ningbo',
    ]);
    const byMoqDesc = (
      await call('GET', `/web/project-management/${p.id}/quotes/comparison?sort=-moq`, a.auth)
    ).json();
    expect(byMoqDesc.rows[0].companyName).toBe('Hanoi');
    const bad = await call('GET', `/web/project-management/${p.id}/quotes/comparison?sort=cheapest`, a.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort is one of landedCost');

    // Decline one, award another: the project is AWARDED and the rest declined.
    const ohio = cmp.rows[1].quoteId;
    const hanoi = cmp.rows[2].quoteId;
    const declined = await call('POST', `/web/project-management/${p.id}/quotes/${hanoi}/decline`, a.auth);
    expect(declined.statusCode).toBe(200);
    const awarded = await call('POST', `/web/project-management/${p.id}/quotes/${ohio}/award`, a.auth);
    expect(awarded.json()).toMatchObject({ status: 'AWARDED', awardedQuoteId: ohio });
    const after = (await call('GET', `/web/project-management/${p.id}/quotes/comparison`, a.auth)).json();
    expect(after.rows.map((r: { companyName: string; status: string }) => [r.companyName, r.status])).toEqual(
      [
        ['Ningbo', 'DECLINED'],
        ['Ohio', 'AWARDED'],
        ['Hanoi', 'DECLINED'],
      ],
    );
    expect(after.bestQuoteId).toBe(ohio);
    const twice = await call('POST', `/web/project-management/${p.id}/quotes/${ohio}/award`, a.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The project is already awarded');
    // The awarded supplier cannot revise any more.
    expect((await quote(await signInSupplier(t, us.id), p.id)).statusCode).toBe(409);
  });

  it("answers 404 for a quote of another project and for another store's project", async () => {
    const c = await createCompany(t.deps.db);
    const s = await signInSupplier(t, c.id);
    const p1 = await sentProject([c.id]);
    const p2 = await sentProject([c.id]);
    const q1 = (await quote(s, p1.id)).json();
    const wrong = await call('POST', `/web/project-management/${p2.id}/quotes/${q1.id}/award`, a.auth);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Quote not found');
    const other = await call('GET', `/web/project-management/${p1.id}/quotes/comparison`, b.auth);
    expect(other.statusCode).toBe(404);
    const malformed = await call('POST', `/web/project-management/${p1.id}/quotes/x/award`, a.auth);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('params.quoteId');
  });

  it('an empty comparison has no best quote', async () => {
    const c = await createCompany(t.deps.db);
    const p = await sentProject([c.id]);
    const cmp = (await call('GET', `/web/project-management/${p.id}/quotes/comparison`, a.auth)).json();
    expect(cmp).toMatchObject({ rows: [], bestQuoteId: null });
  });
});
