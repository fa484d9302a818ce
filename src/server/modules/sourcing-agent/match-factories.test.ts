import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCompany, createItem } from '../../test/catalog-factories';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { signInSupplier } from '../projects/test-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
const ids = { knit: 0, hoodies: 0, twinA: 0, twinB: 0, expanded: 0, boxes: 0, candles: 0 };
let techPackId = 0;

const MATCH = '/web/ai-sourcing-agents/-/match-factories';

type Reason = { component: string; points: number; maxPoints: number; text: string };
type Result = { supplierId: number; name: string; countryCode: string; score: number; reasons: Reason[] };
const points = (r: Result) => Object.fromEntries(r.reasons.map((x) => [x.component, x.points]));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Match Store A');
  b = await registerStore(t, 'Match Store B');
  const db = t.deps.db;
  const tees = await createCategory(db, { vertical: 'Apparel', group: 'Tops', subgroup: 'Tees' });
  const candles = await createCategory(db, {
    vertical: 'Home',
    group: 'Candles',
    subgroup: 'Pillar candles',
  });
  const none = { capabilities: [], baseProducts: [], reviewAverage: null, reviewCount: 0 };
  ids.knit = (
    await createCompany(db, {
      name: 'Saigon Knit',
      countryCode: 'VN',
      categoryIds: [tees.id],
      capabilities: ['Organic cotton knitting'],
      baseProducts: ['T-shirts'],
      moq: 300,
      tariffRatePercent: 10,
      reviewAverage: 4.5,
      reviewCount: 20,
      isVerified: true,
    })
  ).id;
  // Its priced tee, a cheaper candle (not a matching product) and a cheaper tee it hid from the marketplace.
  await createItem(db, {
    companyId: ids.knit,
    categoryId: tees.id,
    title: 'Organic tee',
    description: 'Crew neck.',
    priceTiers: [
      { minQuantity: 100, unitPriceCents: 450 },
      { minQuantity: 500, unitPriceCents: 380 },
    ],
    productionMinPriceCents: 380,
  });
  await createItem(db, {
    companyId: ids.knit,
    categoryId: candles.id,
    title: 'Pillar candle',
    description: 'Soy wax.',
    priceTiers: [{ minQuantity: 100, unitPriceCents: 90 }],
    productionMinPriceCents: 90,
  });
  await createItem(db, {
    companyId: ids.knit,
    categoryId: tees.id,
    title: 'Hidden tee',
    description: 'Crew neck.',
    priceTiers: [{ minQuantity: 100, unitPriceCents: 100 }],
    productionMinPriceCents: 100,
    disabledAt: new Date(),
  });
  ids.hoodies = (
    await createCompany(db, {
      ...none,
      name: 'Ningbo Hoodies',
      countryCode: 'CN',
      capabilities: ['Cut and sew'],
      baseProducts: ['Cotton hoodies'],
      moq: 1000,
      tariffRatePercent: 25,
    })
  ).id;
  const twin = { ...none, countryCode: 'VN', categoryIds: [tees.id], moq: null, isVerified: true };
  ids.twinA = (await createCompany(db, { ...twin, name: 'Twin Tees A' })).id;
  ids.twinB = (await createCompany(db, { ...twin, name: 'Twin Tees B' })).id;
  ids.expanded = (await createCompany(db, { ...twin, name: 'Outside Tees', isExpandedNetwork: true })).id;
  // A design studio filed under tees makes nothing: never a factory match.
  await createCompany(db, { ...twin, name: 'Tee Design Studio', tabs: ['BUSINESS_CREATIVE_SERVICES'] });
  ids.boxes = (
    await createCompany(db, {
      ...none,
      name: 'Box Makers',
      tabs: ['ECOMMERCE_PACKAGING'],
      baseProducts: ['Mailer boxes'],
    })
  ).id;
  ids.candles = (
    await createCompany(db, {
      ...none,
      name: 'Candle Works',
      categoryIds: [candles.id],
      capabilities: ['Candle pouring'],
      baseProducts: ['Candles'],
    })
  ).id;
  const pack = await callApi(t, 'POST', '/web/ai-sourcing-agents-tech-pack', a.auth, {
    agentType: 'DESIGN_SOURCE',
    body: {
      kind: 'PRODUCT',
      productName: 'Organic cotton tee',
      category: 'Apparel',
      quantities: [{ quantity: 200 }, { quantity: 300 }],
      moq: 100,
      targetUnitCostCents: 400,
      countryOfOrigin: 'VN',
      htsCandidate: '6109.10.00',
    },
  });
  expect(pack.statusCode, pack.body).toBe(201);
  techPackId = pack.json().id;
});
afterAll(async () => t?.close());

describe('POST /web/ai-sourcing-agents/-/match-factories', () => {
  it('ranks in-network suppliers by the explained score, ties by id', async () => {
    const res = await callApi(t, 'POST', MATCH, a.auth, { techPackId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { words: string[]; quantity: number; version: number; results: Result[] };
    expect(body).toMatchObject({
      techPackId,
      version: 1,
      words: ['apparel', 'organic', 'cotton', 'tee'],
      quantity: 500,
    });
    // Knit: fit 4/4 30, MOQ 15, $3.80 ≤ $4.00 20, VN 5, 16.5% on 6109.10.00 → 3, 4.5★ × 20 → 9, verified 5.
    // Twins: apparel + tee 2/4 → 15, MOQ by quote 8, no price, VN 5, tariff 3, no reviews, verified 5.
    // Hoodies: cotton 1/4 → 8, MOQ 1,000 for 500 → 8, no price, CN 0, 24% → 0. No conversations yet: no replies.
    expect(body.results.map((r) => [r.supplierId, r.score])).toEqual([
      [ids.knit, 87],
      [ids.twinA, 36],
      [ids.twinB, 36],
      [ids.hoodies, 16],
    ]);
    const [knit, , , hoodies] = body.results;
    expect(knit).toMatchObject({ name: 'Saigon Knit', countryCode: 'VN', isExpandedNetwork: false });
    expect(points(knit!)).toEqual({
      FIT: 30,
      MOQ: 15,
      PRICE: 20,
      COUNTRY: 5,
      TARIFF: 3,
      REVIEWS: 9,
      VERIFIED: 5,
      REPLIES: 0,
    });
    const text = (r: Result, c: string) => r.reasons.find((x) => x.component === c)!.text;
    // The price is its matching, visible tee's at 500 units: not the candle, not the hidden tee.
    expect(text(knit!, 'PRICE')).toBe('$3.80 a unit at 500 for “Organic tee”, within your $4.00 target');
    expect(text(knit!, 'TARIFF')).toBe('US duty of 16.5% on HTS 6109.10.00 from VN (tariff table, estimate)');
    expect(hoodies!.reasons.find((x) => x.component === 'PRICE')).toEqual({
      component: 'PRICE',
      points: 0,
      maxPoints: 0,
      text: 'No price to compare: none of its products matching the tech pack lists one',
    });
    expect(text(hoodies!, 'MOQ')).toBe('Its MOQ of 1,000 is 500 over your 500 units');
    expect(text(hoodies!, 'FIT')).toBe('Its categories and capabilities match 1 of 4 words: cotton');
  });

  it('takes the expanded network when asked, and cuts at the limit', async () => {
    const wide = await callApi(t, 'POST', MATCH, a.auth, { techPackId, includeExpandedNetwork: true });
    expect(wide.statusCode, wide.body).toBe(200);
    const results = wide.json().results as (Result & { isExpandedNetwork: boolean })[];
    expect(results.map((r) => r.supplierId)).toEqual([
      ids.knit,
      ids.twinA,
      ids.twinB,
      ids.expanded,
      ids.hoodies,
    ]);
    expect(results[3]!.isExpandedNetwork).toBe(true);
    const two = await callApi(t, 'POST', MATCH, a.auth, { techPackId, limit: 2 });
    expect((two.json().results as Result[]).map((r) => r.supplierId)).toEqual([ids.knit, ids.twinA]);
  });

  it('matches a packaging tech pack with packaging makers only', async () => {
    const pack = await callApi(t, 'POST', '/web/ai-sourcing-agents-tech-pack', a.auth, {
      agentType: 'PACKAGING',
      body: { kind: 'PACKAGING', productName: 'Tee mailer box', quantity: 1000 },
    });
    expect(pack.statusCode, pack.body).toBe(201);
    const res = await callApi(t, 'POST', MATCH, a.auth, { techPackId: pack.json().id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ words: ['packaging', 'tee', 'mailer', 'box'], quantity: 1000 });
    expect((res.json().results as Result[]).map((r) => r.supplierId)).toEqual([ids.boxes]);
  });

  it('answers 404 for another store’s tech pack', async () => {
    const res = await callApi(t, 'POST', MATCH, b.auth, { techPackId });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Saigon Knit');
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['no tech pack', {}, 'techPackId'],
      ['limit over 50', { techPackId, limit: 51 }, 'limit'],
      ['limit zero', { techPackId, limit: 0 }, 'limit'],
      ['not a flag', { techPackId, includeExpandedNetwork: 'yes' }, 'includeExpandedNetwork'],
      ['unknown field', { techPackId, country: 'VN' }, 'country'],
    ];
    for (const [name, payload, field] of cases) {
      const res = await callApi(t, 'POST', MATCH, a.auth, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json().details), name).toContain(field);
    }
  });

  it("counts the supplier's reply record from the inbox", async () => {
    // Store B writes to Hoodies and Hoodies answers: 1 of 1 answered within a day → the full 5 points.
    const supplier = await signInSupplier(t, ids.hoodies);
    const conv = await callApi(t, 'POST', '/web/conversations', b.auth, { supplierId: ids.hoodies });
    expect(conv.statusCode, conv.body).toBe(200);
    const ask = { type: 'TEXT', body: 'Can you make organic cotton tees?' };
    expect(
      (await callApi(t, 'POST', `/web/conversations/${conv.json().id}/messages`, b.auth, ask)).statusCode,
    ).toBe(200);
    const answer = { type: 'TEXT', body: 'Yes, from 1,000 units.' };
    const replied = await callApi(
      t,
      'POST',
      `/web/conversations/${conv.json().id}/messages`,
      supplier.auth,
      answer,
    );
    expect(replied.statusCode, replied.body).toBe(200);
    const res = await callApi(t, 'POST', MATCH, a.auth, { techPackId });
    const hoodies = (res.json().results as Result[]).find((r) => r.supplierId === ids.hoodies)!;
    const reply = hoodies.reasons.find((x) => x.component === 'REPLIES')!;
    expect(reply).toMatchObject({ points: 5, maxPoints: 5 });
    expect(reply.text).toMatch(
      /^Answered 1 of 1 conversation stores started, first reply in \d+ minutes \(median\)$/,
    );
    expect(hoodies.score).toBe(21);
  });
});
