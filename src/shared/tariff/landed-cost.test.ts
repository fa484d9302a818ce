import { describe, expect, it } from 'vitest';
import { ADDITIONAL_DUTIES, HTS_LINES, MPF_SCHEDULES, TARIFF_AS_OF } from './hts-table';
import {
  compareOrigins,
  fiscalYearOf,
  type LandedCost,
  type LandedCostInput,
  landedCost,
  normalizeHts,
  suggestHts,
} from './landed-cost';

// A $20,000 ocean shipment of 5 000 cotton T-shirts (6109.10.00, general 16.5%, column 2 90%) in FY 2025.
const tees: LandedCostInput = {
  hts: '6109.10.00',
  countryOfOrigin: 'VN',
  fobUnitCents: 400,
  quantity: 5000,
  freightCents: 50_000,
  insuranceCents: 2_000,
  brokerCents: 15_000,
  mode: 'OCEAN',
  entryDate: '2025-03-01',
};

const ok = (r: ReturnType<typeof landedCost>): LandedCost => {
  if (!r.ok) throw new Error(`expected a landed cost, got ${r.error}: ${r.message}`);
  return r;
};

describe('landedCost', () => {
  it('MFN without additional duties: every term shown', () => {
    const r = ok(landedCost(tees));
    // goods = 400 × 5 000 = 2 000 000; customs value = goods (freight and insurance excluded)
    // base duty = 2 000 000 × 16.5% = 330 000
    // MPF = 2 000 000 × 0.3464% = 6 928 (between FY 2025's 3 271 and 63 462)
    // HMF = 2 000 000 × 0.125% = 2 500
    // duties and fees = 330 000 + 6 928 + 2 500 = 339 428
    // landed = 2 000 000 + 50 000 + 2 000 + 339 428 + 15 000 = 2 406 428; per unit 481.2856 → 481
    expect(r).toEqual({
      ok: true,
      estimate: true,
      asOf: TARIFF_AS_OF,
      hts: '6109.10.00',
      description: expect.stringContaining('T-shirts'),
      countryOfOrigin: 'VN',
      entryDate: '2025-03-01',
      mode: 'OCEAN',
      quantity: 5000,
      goodsCents: 2_000_000,
      freightCents: 50_000,
      insuranceCents: 2_000,
      customsValueCents: 2_000_000,
      baseDuty: { column: 'GENERAL', rate: { adValoremPct: 16.5 }, cents: 330_000 },
      additionalDuties: [],
      mpf: {
        fiscalYear: 2025,
        entryType: 'FORMAL',
        ratePct: 0.3464,
        minCents: 3_271,
        maxCents: 63_462,
        informalCents: 262,
        cents: 6_928,
      },
      hmf: { applies: true, ratePct: 0.125, cents: 2_500 },
      brokerCents: 15_000,
      dutiesAndFeesCents: 339_428,
      landedCostCents: 2_406_428,
      landedUnitCents: 481,
    });
  });

  it('China: the Section 301 duty in force on the entry date is added, with its program', () => {
    const r = ok(landedCost({ ...tees, countryOfOrigin: 'cn' }));
    // list 4A at 7.5% since 2020-02-14: 2 000 000 × 7.5% = 150 000
    // landed = 2 406 428 + 150 000 = 2 556 428; per unit 511.2856 → 511
    expect(r.countryOfOrigin).toBe('CN');
    expect(r.additionalDuties).toEqual([
      {
        program: 'Section 301 China, list 4A (9903.88.15)',
        ratePct: 7.5,
        effectiveFrom: '2020-02-14',
        cents: 150_000,
      },
    ]);
    expect(r.landedCostCents).toBe(2_556_428);
    expect(r.landedUnitCents).toBe(511);
    // list 4A's first rate, 15%, from 2019-09-01 to 2020-02-13: 300 000
    const early = ok(landedCost({ ...tees, countryOfOrigin: 'CN', entryDate: '2019-09-01' }));
    expect(early.additionalDuties.map((d) => [d.ratePct, d.cents, d.effectiveTo])).toEqual([
      [15, 300_000, '2020-02-13'],
    ]);
  });

  it('China before a Section 301 list took effect pays none of it; list 3 went from 10% to 25%', () => {
    // 1 000 mugs (6912.00.44, 10%) at $2.00: value 200 000
    const mugs = { ...tees, hts: '69120044', countryOfOrigin: 'CN', fobUnitCents: 200, quantity: 1000 };
    const before = ok(landedCost({ ...mugs, entryDate: '2018-09-23' }));
    expect(before.additionalDuties).toEqual([]);
    expect(before.baseDuty.cents).toBe(20_000); // 200 000 × 10%
    // 2018-09-24 → 10% = 20 000; 2019-05-10 → 25% = 50 000
    expect(ok(landedCost({ ...mugs, entryDate: '2018-09-24' })).additionalDuties.map((d) => d.cents)).toEqual(
      [20_000],
    );
    expect(
      ok(landedCost({ ...mugs, entryDate: '2019-05-09' })).additionalDuties.map((d) => d.ratePct),
    ).toEqual([10]);
    expect(ok(landedCost({ ...mugs, entryDate: '2019-05-10' })).additionalDuties.map((d) => d.cents)).toEqual(
      [50_000],
    );
    // Toys (list 4B, never imposed) pay no Section 301 duty
    expect(ok(landedCost({ ...mugs, hts: '9503.00.00', entryDate: '2025-03-01' })).additionalDuties).toEqual(
      [],
    );
  });

  it('column 2 countries pay column 2; Russia only from 2022-04-09', () => {
    const cuba = ok(landedCost({ ...tees, countryOfOrigin: 'CU' }));
    // 2 000 000 × 90% = 1 800 000
    expect(cuba.baseDuty).toEqual({ column: 'COLUMN_2', rate: { adValoremPct: 90 }, cents: 1_800_000 });
    expect(cuba.landedCostCents).toBe(2_406_428 - 330_000 + 1_800_000);
    expect(ok(landedCost({ ...tees, countryOfOrigin: 'RU', entryDate: '2022-04-08' })).baseDuty.column).toBe(
      'GENERAL',
    );
    expect(ok(landedCost({ ...tees, countryOfOrigin: 'RU', entryDate: '2022-04-09' })).baseDuty.column).toBe(
      'COLUMN_2',
    );
  });

  it('MPF: informal under $2,500, the minimum, in between, the maximum, by fiscal year', () => {
    const mpf = (fobUnitCents: number, entryDate = '2025-03-01') =>
      ok(landedCost({ ...tees, quantity: 1, fobUnitCents, entryDate })).mpf;
    // $2,499.99 is an informal entry: FY 2025's flat 262
    expect(mpf(249_999)).toMatchObject({ entryType: 'INFORMAL', cents: 262 });
    // $2,500.00 is formal: 250 000 × 0.3464% = 866 → raised to the minimum 3 271
    expect(mpf(250_000)).toMatchObject({ entryType: 'FORMAL', cents: 3_271 });
    // $20,000: 6 928, between the bounds
    expect(mpf(2_000_000).cents).toBe(6_928);
    // $200,000: 20 000 000 × 0.3464% = 69 280 → capped at FY 2025's 63 462
    expect(mpf(20_000_000).cents).toBe(63_462);
    // the same entry on the last day of FY 2024 is capped at 61 435, and its minimum is 3 167
    expect(mpf(20_000_000, '2024-09-30')).toMatchObject({ fiscalYear: 2024, cents: 61_435 });
    expect(mpf(20_000_000, '2024-10-01')).toMatchObject({ fiscalYear: 2025, cents: 63_462 });
    expect(mpf(250_000, '2024-09-30').cents).toBe(3_167);
    expect(mpf(249_999, '2024-09-30').cents).toBe(253);
    // beyond the table's last fiscal year: its last schedule, named
    expect(mpf(20_000_000, '2026-06-01')).toMatchObject({ fiscalYear: 2025, cents: 63_462 });
    expect([fiscalYearOf('2024-09-30'), fiscalYearOf('2024-10-01'), fiscalYearOf('2025-12-31')]).toEqual([
      2024, 2025, 2026,
    ]);
  });

  it('HMF only for ocean shipments', () => {
    const air = ok(landedCost({ ...tees, mode: 'AIR' }));
    expect(air.hmf).toEqual({ applies: false, ratePct: 0.125, cents: 0 });
    expect(air.landedCostCents).toBe(2_406_428 - 2_500);
    expect(ok(landedCost({ ...tees, mode: 'COURIER' })).hmf.cents).toBe(0);
  });

  it('rounds half up once at each term', () => {
    // 1 mug at $10.05: duty 1 005 × 10% = 100.5 → 101; HMF 1 005 × 0.125% = 1.25625 → 1
    const mug = ok(landedCost({ ...tees, hts: '6912.00.44', quantity: 1, fobUnitCents: 1005 }));
    expect([mug.baseDuty.cents, mug.hmf.cents]).toEqual([101, 1]);
    // stainless tumblers (2%): 2 025 × 2% = 40.5 → 41
    expect(
      ok(landedCost({ ...tees, hts: '7323.93.00', quantity: 1, fobUnitCents: 2025 })).baseDuty.cents,
    ).toBe(41);
    // HMF on 1 000 400: 1 250.5 → 1 251; MPF 1 000 400 × 0.3464% = 3 465.3856 → 3 465
    const big = ok(landedCost({ ...tees, quantity: 1, fobUnitCents: 1_000_400 }));
    expect([big.hmf.cents, big.mpf.cents]).toEqual([1_251, 3_465]);
  });

  it('per unit: the landed cost over the quantity, half up', () => {
    // 2 candles (free) at $1.00, no freight, informal MPF 262, air: landed 200 + 262 = 462 → 231 each;
    // with 1 cent of insurance: 463 / 2 = 231.5 → 232
    const candles = {
      ...tees,
      hts: '3406.00.00',
      quantity: 2,
      fobUnitCents: 100,
      freightCents: 0,
      mode: 'AIR' as const,
    };
    const base = { ...candles, insuranceCents: 0, brokerCents: 0 };
    expect(ok(landedCost(base)).landedUnitCents).toBe(231);
    expect(ok(landedCost({ ...base, insuranceCents: 1 })).landedUnitCents).toBe(232);
  });

  it('a per-kilogram rate needs the net weight and is rounded once', () => {
    // honey 1.9¢/kg: 1 000 jars × 333 g = 333 kg → 632.7 → 633
    const honey = { ...tees, hts: '0409.00.00', quantity: 1000, fobUnitCents: 500 };
    expect(ok(landedCost({ ...honey, netGramsPerUnit: 333 })).baseDuty).toEqual({
      column: 'GENERAL',
      rate: { adValoremPct: 0, perUnitCents: 1.9, unit: 'kg' },
      cents: 633,
    });
    expect(landedCost(honey)).toMatchObject({
      ok: false,
      error: 'WEIGHT_REQUIRED',
      field: 'netGramsPerUnit',
    });
  });

  it('an unknown or malformed HTS, and bad input, are error values naming the field', () => {
    expect(landedCost({ ...tees, hts: '9999.99.99' })).toEqual({
      ok: false,
      error: 'UNKNOWN_HTS',
      field: 'hts',
      message: 'HTS 9999.99.99 is not in the tariff table',
    });
    expect(landedCost({ ...tees, hts: '6109' })).toMatchObject({ error: 'INVALID_INPUT', field: 'hts' });
    expect(landedCost({ ...tees, quantity: 0 })).toMatchObject({ error: 'INVALID_INPUT', field: 'quantity' });
    expect(landedCost({ ...tees, freightCents: -1 })).toMatchObject({ field: 'freightCents' });
    expect(landedCost({ ...tees, fobUnitCents: 1.5 })).toMatchObject({ field: 'fobUnitCents' });
    expect(landedCost({ ...tees, entryDate: '2025-02-30' })).toMatchObject({ field: 'entryDate' });
    expect(landedCost({ ...tees, countryOfOrigin: 'CHN' })).toMatchObject({ field: 'countryOfOrigin' });
  });
});

describe('compareOrigins', () => {
  it('one result per country, cheapest landed cost first, ties by country code', () => {
    const { countryOfOrigin: _, ...shipment } = tees;
    const r = compareOrigins(shipment, ['CN', 'VN', 'CU', 'MX']);
    if (!r.ok) throw new Error(r.message);
    // VN and MX: 2 406 428 (MFN), CN: 2 556 428 (+ list 4A), CU: 3 876 428 (column 2)
    expect(r.results.map((x) => [x.countryOfOrigin, x.landedCostCents])).toEqual([
      ['MX', 2_406_428],
      ['VN', 2_406_428],
      ['CN', 2_556_428],
      ['CU', 3_876_428],
    ]);
    expect(compareOrigins({ ...shipment, hts: '0000.00.00' }, ['CN'])).toMatchObject({
      error: 'UNKNOWN_HTS',
    });
  });
});

describe('suggestHts', () => {
  const top = (text: string, category?: string) => suggestHts(text, category).map((s) => s.hts);

  it('ranks candidates from keywords and the catalog category', () => {
    // tote (10) + cotton tote (20) + tote bag (20) + Accessories heading 4202 (5) = 55
    expect(suggestHts('Organic cotton tote bag with zipper', 'Accessories')[0]).toEqual({
      hts: '4202.22.60',
      description: expect.stringContaining('cotton'),
      score: 55,
      matched: ['tote', 'tote bag', 'cotton tote'],
    });
    // candle (10) + scented candle (20) + 5 = 35; glass jar (20) + jar (10) + 5 = 35: tie, by HTS
    expect(top('Soy wax scented candle in amber glass jar', 'Home & Candles').slice(0, 2)).toEqual([
      '3406.00.00',
      '7010.90.50',
    ]);
    expect(top('Heavyweight cotton T-shirt with screen print', 'Apparel')[0]).toBe('6109.10.00');
    expect(top('Ceramic coffee mug, 12 oz', 'Home & Candles')).toEqual(['6912.00.44', '0901.21.00']);
    expect(top('Vitamin C face serum', 'Beauty & Personal Care')[0]).toBe('3304.99.50');
    expect(suggestHts('quantum flux capacitor')).toEqual([]);
  });
});

describe('the table', () => {
  it('has unique dotted 8-digit lines, and every additional duty names lines of the table', () => {
    const codes = HTS_LINES.map((l) => l.hts);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => normalizeHts(c) === c)).toBe(true);
    expect(HTS_LINES.length).toBeGreaterThanOrEqual(40);
    for (const d of ADDITIONAL_DUTIES) for (const h of d.hts) expect(codes).toContain(h);
    expect(normalizeHts('61091000')).toBe('6109.10.00');
  });
  it('has contiguous MPF fiscal years, October 1 to September 30', () => {
    for (const s of MPF_SCHEDULES) {
      expect(s.from).toBe(`${s.fiscalYear - 1}-10-01`);
      expect(s.to).toBe(`${s.fiscalYear}-09-30`);
      expect(s.minCents).toBeLessThan(s.maxCents);
    }
  });
});
