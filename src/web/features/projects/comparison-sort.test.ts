import { describe, expect, it } from 'vitest';
import { nextSort, sortComparison } from './comparison-sort';
import { type EstimatedRow, withLandedEstimate } from './landed-estimate';

const row = (
  quoteId: number,
  companyName: string,
  landedCostCents: number,
  leadTimeDays: number,
  estimatedUnitCents: number | null = null,
) => ({ quoteId, companyName, landedCostCents, leadTimeDays, estimatedUnitCents }) as EstimatedRow;

describe('sortComparison', () => {
  const rows = [row(1, 'Beta', 300, 10), row(2, 'Alpha', 100, 30), row(3, 'Gamma', 100, 20)];
  it('sorts numbers and names both ways, ties by quote', () => {
    expect(sortComparison(rows, { key: 'landedCostCents', dir: 'asc' }).map((r) => r.quoteId)).toEqual([
      2, 3, 1,
    ]);
    expect(sortComparison(rows, { key: 'landedCostCents', dir: 'desc' }).map((r) => r.quoteId)).toEqual([
      1, 2, 3,
    ]);
    expect(sortComparison(rows, { key: 'companyName', dir: 'asc' }).map((r) => r.companyName)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect(rows.map((r) => r.quoteId)).toEqual([1, 2, 3]);
  });
  it('flips the same column and starts another ascending', () => {
    expect(nextSort({ key: 'moq', dir: 'asc' }, 'moq')).toEqual({ key: 'moq', dir: 'desc' });
    expect(nextSort({ key: 'moq', dir: 'desc' }, 'leadTimeDays')).toEqual({
      key: 'leadTimeDays',
      dir: 'asc',
    });
  });
});

describe('landed cost per unit (estimate)', () => {
  it('sorts by the estimate both ways, rows without one last', () => {
    const rows = [row(1, 'A', 0, 0, 900), row(2, 'B', 0, 0, null), row(3, 'C', 0, 0, 700)];
    const by = (dir: 'asc' | 'desc') =>
      sortComparison(rows, { key: 'estimatedUnitCents', dir }).map((r) => r.quoteId);
    expect(by('asc')).toEqual([3, 1, 2]);
    expect(by('desc')).toEqual([1, 3, 2]);
  });

  it("prices each quote with the tariff table: its unit price as FOB from the supplier's country", () => {
    // The server names the line the request's words suggest (compareQuotes' tariffLine).
    const line = { hts: '6109.10.00', description: 'T-shirts, of cotton, knitted' };
    const quote = (quoteId: number, countryCode: string) =>
      ({ quoteId, countryCode, unitPriceCents: 500, orderQuantity: 1000 }) as EstimatedRow;
    const [vn, cn, us] = withLandedEstimate(
      [quote(1, 'VN'), quote(2, 'CN'), quote(3, 'US')],
      line,
      '2025-03-01',
    );
    // $5,000 of tees: 16.5% duty $825, MPF at the FY 2025 minimum $32.71, HMF 0.125% $6.25 → $5.86/unit.
    expect(vn!.estimatedUnitCents).toBe(Math.round((500_000 + 82_500 + 3_271 + 625) / 1000));
    // China adds Section 301 list 4A (7.5%, $375).
    expect(cn!.estimatedUnitCents).toBe(Math.round((500_000 + 82_500 + 37_500 + 3_271 + 625) / 1000));
    // Made in the US: no duty, no entry.
    expect(us!.estimatedUnitCents).toBe(500);
    expect(withLandedEstimate([quote(1, 'VN')], null, '2025-03-01')[0]!.estimatedUnitCents).toBeNull();
  });
});
