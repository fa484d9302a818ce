import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '../../../shared/contract/projects';
import { nextSort, sortComparison } from './comparison-sort';

const row = (quoteId: number, companyName: string, landedCostCents: number, leadTimeDays: number) =>
  ({ quoteId, companyName, landedCostCents, leadTimeDays }) as ComparisonRow;

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
