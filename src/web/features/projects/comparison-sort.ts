import type { EstimatedRow } from './landed-estimate';

export const COMPARISON_COLUMNS = [
  { key: 'companyName', label: 'Supplier' },
  { key: 'moq', label: 'MOQ' },
  { key: 'unitPriceCents', label: 'Unit price' },
  { key: 'leadTimeDays', label: 'Lead time' },
  { key: 'landedCostCents', label: 'Landed cost' },
  { key: 'estimatedUnitCents', label: 'Landed per unit (est.)' },
] as const;
export type ComparisonKey = (typeof COMPARISON_COLUMNS)[number]['key'];
export type ComparisonSort = { key: ComparisonKey; dir: 'asc' | 'desc' };

/** Sorts a copy; ties keep quote order, so the table never jumps between equal rows; missing estimates last. */
export function sortComparison<R extends EstimatedRow>(rows: readonly R[], sort: ComparisonSort): R[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    // A row without an estimate goes last, whichever way.
    if (x === null || y === null) return x === y ? a.quoteId - b.quoteId : x === null ? 1 : -1;
    const c = typeof x === 'string' ? x.localeCompare(y as string) : (x as number) - (y as number);
    return sign * c || a.quoteId - b.quoteId;
  });
}

/** Clicking the sorted column flips it; another column starts ascending. */
export const nextSort = (current: ComparisonSort, key: ComparisonKey): ComparisonSort =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
