// Duty rates by country of origin for ordering suppliers (the marketplace's "Lowest tariffs", spec §9), from
// the same table and lookups as the landed-cost calculator. Pure.
//
// A rate here is the ad valorem duty in percent: the base rate (column 1 general, or column 2) plus the
// additional duties in force; a specific part (cents per kg) needs a weight and is left out. Goods made in the
// US pay none. Every country the table does not single out (no column 2, no additional duty) pays the line's
// general rate, so a ranking is that default plus the few countries that differ.

import { ADDITIONAL_DUTIES, COLUMN_2_COUNTRIES, HTS_LINES } from './hts-table';
import {
  additionalDutiesFor,
  CATEGORY_HEADINGS,
  DOMESTIC_COUNTRY,
  findHtsLine,
  isColumn2Country,
  suggestHts,
} from './landed-cost';

/** The ad valorem duty (base + additional) on an HTS line from `country` on `date`; null for a line not in the table. */
export function dutyPercent(hts: string, country: string, date: string): number | null {
  const line = findHtsLine(hts);
  if (!line) return null;
  if (country === DOMESTIC_COUNTRY) return 0;
  const base = (isColumn2Country(country, date) ? line.column2 : line.general).adValoremPct;
  return additionalDutiesFor(country, date, line.hts).reduce((sum, d) => sum + d.ratePct, base);
}

/** The countries whose rate can differ from a line's general rate: column 2, additional duties, domestic. */
export const SINGLED_OUT_COUNTRIES: readonly string[] = [
  ...new Set([
    DOMESTIC_COUNTRY,
    ...COLUMN_2_COUNTRIES.map((c) => c.country),
    ...ADDITIONAL_DUTIES.flatMap((d) => d.countries),
  ]),
].sort();

export type DutyRanking = {
  /** What the ranking is on: one HTS line, a category's lines, or every line of the table. */
  basis: { kind: 'LINE'; hts: string } | { kind: 'CATEGORY'; category: string } | { kind: 'TABLE' };
  /** The rate of every country not in `byCountry`. */
  defaultPercent: number;
  byCountry: Record<string, number>;
};

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The duty by country a supplier list is ordered on. A search's words that suggest an HTS line (suggestHts,
 * ranked by `category`) rank on that line; otherwise on the mean rate over the category's lines (its
 * CATEGORY_HEADINGS), or over the whole table without a known category.
 */
export function supplierDutyRanking(
  search: { words?: string; category?: string },
  date: string,
): DutyRanking {
  const [best] = search.words ? suggestHts(search.words, search.category, 1) : [];
  const headings = search.category ? CATEGORY_HEADINGS[search.category] : undefined;
  const lines = best
    ? [best.hts]
    : HTS_LINES.filter((l) => !headings || headings.includes(l.hts.slice(0, 4))).map((l) => l.hts);
  const rate = (country: string) => round3(mean(lines.map((h) => dutyPercent(h, country, date) ?? 0)));
  // A country the table never names pays the general rate: any such code stands for all of them.
  const defaultPercent = rate('ZZ');
  const byCountry: Record<string, number> = {};
  for (const c of SINGLED_OUT_COUNTRIES) {
    const r = rate(c);
    if (r !== defaultPercent) byCountry[c] = r;
  }
  return {
    basis: best
      ? { kind: 'LINE', hts: best.hts }
      : headings
        ? { kind: 'CATEGORY', category: search.category! }
        : { kind: 'TABLE' },
    defaultPercent,
    byCountry,
  };
}

export type RequestHtsLine = { hts: string; description: string };

/** The HTS line a custom request's title and description suggest, or null when none matches. */
export function requestHtsLine(request: { title: string; description: string }): RequestHtsLine | null {
  const [best] = suggestHts(`${request.title} ${request.description}`, undefined, 1);
  return best ? { hts: best.hts, description: best.description } : null;
}

/**
 * The US duty a quote on a custom request is priced with (the founder's comparison and the supplier's
 * preview): the tariff table's rate for the request's HTS line (`requestHtsLine`) from the supplier's country
 * on `date`; the catalog's flat rate for the country (`catalogPercent`) when no line matched.
 */
export function requestDuty(
  line: RequestHtsLine | null,
  country: string,
  date: string,
  catalogPercent: number,
): { line: RequestHtsLine | null; percent: number } {
  const percent = line ? dutyPercent(line.hts, country, date) : null;
  return percent == null ? { line: null, percent: catalogPercent } : { line, percent };
}
