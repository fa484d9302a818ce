import { describe, expect, it } from 'vitest';
import { dutyPercent, SINGLED_OUT_COUNTRIES, supplierDutyRanking } from './country-ranking';
import { landedCost } from './landed-cost';

const DAY = '2025-03-01';

describe('duty by country', () => {
  it('adds the additional duties to the base rate, and charges US goods nothing', () => {
    // Cotton T-shirts: general 16.5%; China adds Section 301 list 4A 7.5%; column 2 (Cuba) 90%.
    expect(dutyPercent('6109.10.00', 'VN', DAY)).toBe(16.5);
    expect(dutyPercent('6109.10.00', 'CN', DAY)).toBe(24);
    expect(dutyPercent('6109.10.00', 'CU', DAY)).toBe(90);
    expect(dutyPercent('6109.10.00', 'US', DAY)).toBe(0);
    expect(dutyPercent('9999.99.99', 'CN', DAY)).toBeNull();
  });

  it('ranks a search on its HTS line: the general rate for most, the singled-out countries apart', () => {
    const r = supplierDutyRanking({ words: 'cotton t-shirt', category: 'Apparel' }, DAY);
    expect(r.basis).toEqual({ kind: 'LINE', hts: '6109.10.00' });
    expect(r.defaultPercent).toBe(16.5);
    expect(r.byCountry).toMatchObject({ CN: 24, US: 0, CU: 90 });
    expect(r.byCountry.VN).toBeUndefined();
  });

  it("ranks on the category's lines, or the whole table, when the words suggest no line", () => {
    const apparel = supplierDutyRanking({ words: 'zzz', category: 'Apparel' }, DAY);
    expect(apparel.basis).toEqual({ kind: 'CATEGORY', category: 'Apparel' });
    expect(apparel.byCountry.CN).toBeGreaterThan(apparel.defaultPercent);
    const table = supplierDutyRanking({}, DAY);
    expect(table.basis).toEqual({ kind: 'TABLE' });
    expect(table.byCountry.US).toBe(0);
    expect(Object.keys(table.byCountry).every((c) => SINGLED_OUT_COUNTRIES.includes(c))).toBe(true);
  });
});

describe('landed cost of US-made goods', () => {
  it('has no duty, no entry and no fees; freight, insurance and broker still count', () => {
    const r = landedCost({
      hts: '6109.10.00',
      countryOfOrigin: 'US',
      fobUnitCents: 700,
      quantity: 1000,
      freightCents: 30_000,
      insuranceCents: 1_000,
      brokerCents: 0,
      mode: 'OCEAN',
      entryDate: DAY,
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.baseDuty).toMatchObject({ column: 'DOMESTIC', cents: 0 });
    expect(r.additionalDuties).toEqual([]);
    expect(r.mpf).toMatchObject({ entryType: 'NONE', cents: 0 });
    expect(r.hmf).toMatchObject({ applies: false, cents: 0 });
    expect(r.landedCostCents).toBe(700_000 + 30_000 + 1_000);
    expect(r.landedUnitCents).toBe(731);
  });
});
