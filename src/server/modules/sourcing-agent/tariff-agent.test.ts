import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer } from '../../providers/ai-text/fake-openai-server';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { CLASSIFY_CALLS_PER_WINDOW } from './tariff-agent-routes';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
let tee: number;

const LANDED = '/web/ai-sourcing-agents/-/landed-cost';
const CLASSIFY = '/web/ai-sourcing-agents/-/classify';
const shipment = (over: Record<string, unknown> = {}) => ({
  hts: '6109.10.00',
  countries: ['CN', 'VN'],
  fobUnitCents: 500,
  quantity: 1000,
  freightCents: 80_000,
  insuranceCents: 1_500,
  brokerCents: 12_500,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Tariff Store A');
  b = await registerStore(t, 'Tariff Store B');
  const res = await callApi(t, 'POST', '/web/ai-sourcing-agents-tech-pack', a.auth, {
    agentType: 'TARIFF_RATE',
    body: {
      kind: 'PRODUCT',
      productName: 'Organic cotton t-shirt',
      category: 'Apparel',
      description: 'Crew neck tee, knitted jersey',
      targetUnitCostCents: 650,
      countryOfOrigin: 'PT',
    },
  });
  expect(res.statusCode).toBe(201);
  tee = res.json().id;
});
afterAll(async () => t?.close());

describe('landed cost', () => {
  it('answers every term per country, cheapest first, with the as-of date and estimate', async () => {
    const res = await callApi(t, 'POST', LANDED, a.auth, shipment());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ hts: '6109.10.00', estimate: true, asOf: '2025-01-01', mode: 'OCEAN' });
    expect(body.results.map((r: { countryCode: string }) => r.countryCode)).toEqual(['VN', 'CN']);
    expect(body.cheapestCountryCode).toBe('VN');
    const [vn, cn] = body.results;
    // Goods $5,000: general 16.5% = $825; MPF 0.3464% = $17.32 → the FY minimum; HMF 0.125% = $6.25.
    expect(vn.customsValueCents).toBe(500_000);
    expect(vn.baseDuty).toMatchObject({ column: 'GENERAL', cents: 82_500 });
    expect(vn.additionalDuties).toEqual([]);
    expect(vn.mpf.cents).toBe(vn.mpf.minCents);
    expect(vn.hmf).toMatchObject({ applies: true, cents: 625 });
    expect(vn.landedCostCents).toBe(500_000 + 80_000 + 1_500 + 12_500 + 82_500 + vn.mpf.cents + 625);
    expect(vn.landedUnitCents).toBe(Math.round(vn.landedCostCents / 1000));
    // China pays Section 301 list 4A on T-shirts, named with its dates.
    expect(cn.additionalDuties).toEqual([
      expect.objectContaining({ ratePct: 7.5, effectiveFrom: '2020-02-14', cents: 37_500 }),
    ]);
    expect(cn.additionalDuties[0].program).toMatch(/301/);
  });

  it('refuses bad input with 400s naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [shipment({ countries: [] }), 'countries'],
      [shipment({ countries: ['CN', 'VN', 'IN', 'MX', 'US', 'PT', 'BD', 'TR', 'KH'] }), 'countries'],
      [shipment({ countries: ['CN', 'CN'] }), 'countries'],
      [shipment({ countries: ['cn'] }), 'countries'],
      [shipment({ fobUnitCents: 1.5 }), 'fobUnitCents'],
      [shipment({ quantity: 0 }), 'quantity'],
      [shipment({ hts: '6109' }), 'hts'],
      [shipment({ surprise: true }), ''],
    ];
    for (const [payload, field] of cases) {
      const res = await callApi(t, 'POST', LANDED, a.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(JSON.stringify(res.json().details)).toContain(field);
    }
  });

  it('refuses an HTS the table does not hold, and a per-kilogram line without a weight', async () => {
    const unknown = await callApi(t, 'POST', LANDED, a.auth, shipment({ hts: '9999.99.99' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not in the tariff table/);
    const honey = await callApi(t, 'POST', LANDED, a.auth, shipment({ hts: '0409.00.00' }));
    expect(honey.statusCode).toBe(400);
    expect(honey.json().details[0].path).toBe('netGramsPerUnit');
    const weighed = await callApi(
      t,
      'POST',
      LANDED,
      a.auth,
      shipment({ hts: '0409.00.00', netGramsPerUnit: 500 }),
    );
    expect(weighed.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await callApi(t, 'POST', LANDED, {}, shipment())).statusCode).toBe(401);
  });
});

describe('classify', () => {
  it("suggests HTS candidates for a tech pack, each with its reason, and names the pack's current HTS", async () => {
    const res = await callApi(t, 'POST', CLASSIFY, a.auth, { techPackId: tee });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ source: 'EMBEDDED', techPackId: tee, version: 1, currentHts: null });
    expect(body.category).toBe('Apparel');
    expect(body.candidates[0]).toMatchObject({ hts: '6109.10.00' });
    expect(body.candidates[0].reason).toMatch(/t-shirt|tee/i);
    expect(body.refused).toEqual([]);
  });

  it('classifies a description, and answers no candidates when nothing matches', async () => {
    const candle = await callApi(t, 'POST', CLASSIFY, a.auth, { description: 'Soy wax scented candle' });
    expect(candle.statusCode).toBe(200);
    expect(candle.json().candidates[0].hts.startsWith('3406')).toBe(true);
    const none = await callApi(t, 'POST', CLASSIFY, a.auth, { description: 'zzzz qqqq' });
    expect(none.json().candidates).toEqual([]);
  });

  it("answers 404 for another store's tech pack and 400 for bad bodies", async () => {
    expect((await callApi(t, 'POST', CLASSIFY, b.auth, { techPackId: tee })).statusCode).toBe(404);
    for (const payload of [
      {},
      { techPackId: tee, description: 'a tee' },
      { description: 'x' },
      { techPackId: -1 },
      { description: 'a tee', extra: 1 },
    ])
      expect((await callApi(t, 'POST', CLASSIFY, a.auth, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
  });
});

describe('classify rate limit', () => {
  it('refuses a store past its classifications in the window with 429 and Retry-After; other stores go on', async () => {
    const c = await registerStore(t, 'Tariff Store C');
    for (let i = 0; i < CLASSIFY_CALLS_PER_WINDOW; i++)
      expect((await callApi(t, 'POST', CLASSIFY, c.auth, { description: 'Soy wax candle' })).statusCode).toBe(
        200,
      );
    const over = await callApi(t, 'POST', CLASSIFY, c.auth, { description: 'Soy wax candle' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(
      /^Too many HTS classifications from your store\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callApi(t, 'POST', CLASSIFY, b.auth, { description: 'Soy wax candle' })).statusCode).toBe(
      200,
    );
  });
});

describe('classify with an OpenAI-compatible model', () => {
  // One app on the loopback fake; `answer` switches what the fake model says.
  it('validates the answer, refuses codes the table does not hold, and fails visibly on an invalid answer', {
    timeout: 180_000,
  }, async () => {
    let answer: 'VALID' | 'INVALID' = 'VALID';
    const fake = await startFakeOpenAiServer({
      chat: () =>
        answer === 'VALID'
          ? {
              candidates: [
                { hts: '6109.90.10', reason: 'Knitted T-shirt of man-made fibres.' },
                { hts: '1234.56.78', reason: 'An invented code.' },
                { hts: '61091000', reason: 'Cotton knitted T-shirt.' },
              ],
            }
          : { candidates: 'none' },
    });
    const m = await createTestApp({ seed: false, env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' } });
    try {
      const store = await registerStore(m, 'Model Store');
      const res = await callApi(m, 'POST', CLASSIFY, store.auth, { description: 'cotton t-shirt' });
      expect(res.statusCode).toBe(200);
      expect(res.json().source).toBe('MODEL');
      expect(res.json().candidates.map((c: { hts: string }) => c.hts)).toEqual(['6109.90.10', '6109.10.00']);
      expect(res.json().refused).toEqual(['1234.56.78']);
      expect(fake.requests.at(-1)?.body.response_format).toMatchObject({
        json_schema: { name: 'hts_classify' },
      });

      answer = 'INVALID';
      const failed = await callApi(m, 'POST', CLASSIFY, store.auth, { description: 'cotton t-shirt' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toMatch(/expected shape/);
    } finally {
      await m.close();
      await fake.close();
    }
  });
});
