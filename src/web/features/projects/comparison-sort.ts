import type { ComparisonRow } from '../../../shared/contract/projects';

export const COMPARISON_COLUMNS = [
  { key: 'companyName', label: 'Supplier' },
  { key: 'moq', label: 'MOQ' },
  { key: 'unitPriceCents', label: 'Unit price' },
  { key: 'leadTimeDays', label: 'Lead time' },
  { key: 'landedCostCents', label: 'Landed cost' },
] as const;
export type ComparisonKey = (typeof COMPARISON_COLUMNS)[number]['key'];
export type ComparisonSort = { key: ComparisonKey; dir: 'asc' | 'desc' };

/** Sorts a copy; ties keep quote order, so the table never jumps between equal rows. */
export function sortComparison(rows: readonly ComparisonRow[], sort: ComparisonSort): ComparisonRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const c = typeof x === 'string' ? x.localeCompare(y as string) : (x as number) - (y as number);
    return sign * c || a.quoteId - b.quoteId;
  });
}

/** Clicking the sorted column flips it; another column starts ascending. */
export const nextSort = (current: ComparisonSort, key: ComparisonKey): ComparisonSort =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
