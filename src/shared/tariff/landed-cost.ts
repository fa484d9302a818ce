// Landed cost of an import into the US from the embedded tariff table (hts-table.ts): every term shown, in
// integer cents, marked as an estimate with the table's as-of date. Pure: no I/O, no clock (the caller passes
// the entry date).
//
// Rounding, once for all: each named term (customs value, base duty, each additional duty, MPF, HMF, landed
// cost per unit) is computed exactly and rounded half up to the cent once; totals add rounded terms, so a total
// is always the sum of the terms shown.
//
// Customs value: the US appraises at transaction value (19 U.S.C. 1401a), the price paid for the goods
// excluding international freight and insurance, so the duty and fee base is FOB unit price × quantity.
// Freight and insurance are in the landed cost, not in the base.
//
// One calculation is one entry with one line: MPF's minimum and maximum apply per entry.
//
// Goods made in the US (DOMESTIC_COUNTRY) are not imported: no entry, so no duty and no fees; freight,
// insurance and broker still count as given.

import {
  ADDITIONAL_DUTIES,
  type AdditionalDuty,
  COLUMN_2_COUNTRIES,
  type DutyRate,
  HMF,
  HTS_LINES,
  type HtsLine,
  MPF_SCHEDULES,
  type MpfSchedule,
  TARIFF_AS_OF,
} from './hts-table';

export const SHIP_MODES = ['OCEAN', 'AIR', 'COURIER'] as const;

/** The importing country: its own goods pay no duty and make no customs entry. */
export const DOMESTIC_COUNTRY = 'US';
export type ShipMode = (typeof SHIP_MODES)[number];

export type LandedCostInput = {
  /** 8-digit HTS subheading, with or without dots. */
  hts: string;
  /** ISO 3166-1 alpha-2. */
  countryOfOrigin: string;
  fobUnitCents: number;
  quantity: number;
  /** International freight to the US port, for the whole shipment. */
  freightCents: number;
  insuranceCents?: number;
  /** Customs broker's fee for the entry. */
  brokerCents?: number;
  mode: ShipMode;
  /** Date of entry, YYYY-MM-DD: picks the additional duties in force and the fiscal year of the fees. */
  entryDate: string;
  /** Net grams per unit: needed only when the line's rate is per kilogram. */
  netGramsPerUnit?: number;
};

export type TariffError = {
  ok: false;
  error: 'UNKNOWN_HTS' | 'INVALID_INPUT' | 'WEIGHT_REQUIRED';
  field: string;
  message: string;
};

export type AdditionalDutyTerm = {
  program: string;
  ratePct: number;
  effectiveFrom: string;
  effectiveTo?: string;
  cents: number;
};

export type LandedCost = {
  ok: true;
  estimate: true;
  asOf: string;
  hts: string;
  description: string;
  countryOfOrigin: string;
  entryDate: string;
  mode: ShipMode;
  quantity: number;
  /** FOB unit price × quantity. */
  goodsCents: number;
  freightCents: number;
  insuranceCents: number;
  /** Transaction value: the goods, without international freight and insurance. */
  customsValueCents: number;
  /** DOMESTIC: made in the US, not imported (no duty, no fees). */
  baseDuty: { column: 'GENERAL' | 'COLUMN_2' | 'DOMESTIC'; rate: DutyRate; cents: number };
  additionalDuties: AdditionalDutyTerm[];
  mpf: {
    fiscalYear: number;
    /** NONE: domestic goods make no entry. */
    entryType: 'FORMAL' | 'INFORMAL' | 'NONE';
    ratePct: number;
    minCents: number;
    maxCents: number;
    informalCents: number;
    cents: number;
  };
  hmf: { applies: boolean; ratePct: number; cents: number };
  brokerCents: number;
  /** Base duty + additional duties + MPF + HMF. */
  dutiesAndFeesCents: number;
  /** Goods + freight + insurance + duties and fees + broker. */
  landedCostCents: number;
  landedUnitCents: number;
};

// ---------------------------------------------------------------------------------------------------------
// Exact arithmetic: amounts can exceed 2^53 once multiplied by a rate, so products are BigInt.

/** n / d rounded half up, for n ≥ 0 and d > 0. */
const halfUpDiv = (n: bigint, d: bigint): number => Number((2n * n + d) / (2n * d));

/** A percentage as parts per million (0.3464% → 3464, 16.5% → 165 000). */
const ppm = (percent: number) => BigInt(Math.round(percent * 10_000));

/** cents × percent, rounded half up. */
export const percentOf = (cents: number, percent: number) =>
  halfUpDiv(BigInt(cents) * ppm(percent), 1_000_000n);

// ---------------------------------------------------------------------------------------------------------
// Lookups the route uses too.

/** '61091000' or '6109.10.00' → '6109.10.00'; anything else → null. */
export function normalizeHts(hts: string): string | null {
  const m = /^(\d{4})\.?(\d{2})\.?(\d{2})$/.exec(hts.trim());
  return m ? `${m[1]}.${m[2]}.${m[3]}` : null;
}

export function findHtsLine(hts: string): HtsLine | undefined {
  const dotted = normalizeHts(hts);
  return dotted ? HTS_LINES.find((l) => l.hts === dotted) : undefined;
}

/** Column 2 (not column 1 general) applies to goods of `country` entered on `date`. */
export const isColumn2Country = (country: string, date: string) =>
  COLUMN_2_COUNTRIES.some((c) => c.country === country && c.effectiveFrom <= date);

const inForce = (d: AdditionalDuty, date: string) =>
  d.effectiveFrom <= date && (d.effectiveTo === undefined || date <= d.effectiveTo);

/** The additional duties on goods of `country` entered on `date`; with `hts`, only those covering that line. */
export function additionalDutiesFor(country: string, date: string, hts?: string): AdditionalDuty[] {
  return ADDITIONAL_DUTIES.filter(
    (d) => d.countries.includes(country) && inForce(d, date) && (hts === undefined || d.hts.includes(hts)),
  );
}

/** The US fiscal year a date falls in: October 1 starts the next year's (2024-10-01 → FY 2025). */
export const fiscalYearOf = (date: string) =>
  Number(date.slice(0, 4)) + (Number(date.slice(5, 7)) >= 10 ? 1 : 0);

/** The MPF schedule of the entry date's fiscal year; outside the table, the nearest year the table has. */
export function mpfScheduleFor(date: string): MpfSchedule {
  const fy = fiscalYearOf(date);
  const sorted = [...MPF_SCHEDULES].sort((a, b) => a.fiscalYear - b.fiscalYear);
  return (
    sorted.find((s) => s.fiscalYear === fy) ?? (fy < sorted[0]!.fiscalYear ? sorted[0]! : sorted.at(-1)!)
  );
}

// ---------------------------------------------------------------------------------------------------------
// The calculator.

const invalid = (field: string, message: string): TariffError => ({
  ok: false,
  error: 'INVALID_INPUT',
  field,
  message,
});

const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

const isCents = (n: number | undefined) => n === undefined || (Number.isSafeInteger(n) && n >= 0);

/**
 * A duty rate on `valueCents` of `quantity` units, rounded half up once. The specific part is in tenths of a
 * cent per kg (net weight), per unit or per dozen; all parts are put over 3 000 000 so they add exactly:
 * ad valorem value × ppm / 10⁶, per kg tenths × grams / 10⁴, per unit tenths / 10, per dozen tenths / 120.
 */
function dutyOn(
  rate: DutyRate,
  valueCents: number,
  quantity: number,
  gramsPerUnit: number | undefined,
): number {
  let num = BigInt(valueCents) * ppm(rate.adValoremPct) * 3n;
  if (rate.perUnitCents) {
    const tenths = BigInt(Math.round(rate.perUnitCents * 10));
    const q = BigInt(quantity);
    if (rate.unit === 'kg') num += tenths * BigInt(gramsPerUnit ?? 0) * q * 300n;
    else if (rate.unit === 'dozen') num += tenths * q * 25_000n;
    else num += tenths * q * 300_000n;
  }
  return halfUpDiv(num, 3_000_000n);
}

export function landedCost(input: LandedCostInput): LandedCost | TariffError {
  const hts = normalizeHts(String(input.hts ?? ''));
  if (!hts) return invalid('hts', 'Use an 8-digit HTS code such as 6109.10.00');
  const country = String(input.countryOfOrigin ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    return invalid('countryOfOrigin', 'Use a two-letter country code such as CN');
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1)
    return invalid('quantity', 'The quantity is a whole number of at least 1');
  for (const field of ['fobUnitCents', 'freightCents', 'insuranceCents', 'brokerCents'] as const)
    if (!isCents(input[field])) return invalid(field, `${field} is a whole number of cents, not negative`);
  if (!SHIP_MODES.includes(input.mode)) return invalid('mode', 'The mode is OCEAN, AIR or COURIER');
  if (!isDate(input.entryDate)) return invalid('entryDate', 'The entry date is a date as YYYY-MM-DD');
  const grams = input.netGramsPerUnit;
  if (grams !== undefined && (!Number.isSafeInteger(grams) || grams < 1))
    return invalid('netGramsPerUnit', 'The net weight is a whole number of grams, at least 1');

  const line = HTS_LINES.find((l) => l.hts === hts);
  if (!line)
    return {
      ok: false,
      error: 'UNKNOWN_HTS',
      field: 'hts',
      message: `HTS ${hts} is not in the tariff table`,
    };

  const domestic = country === DOMESTIC_COUNTRY;
  const column2 = !domestic && isColumn2Country(country, input.entryDate);
  const rate: DutyRate = domestic ? { adValoremPct: 0 } : column2 ? line.column2 : line.general;
  if (rate.perUnitCents && rate.unit === 'kg' && grams === undefined)
    return {
      ok: false,
      error: 'WEIGHT_REQUIRED',
      field: 'netGramsPerUnit',
      message: `HTS ${hts} pays a duty per kilogram: give the net grams per unit`,
    };

  const goodsCents = input.fobUnitCents * input.quantity;
  const customsValueCents = goodsCents;
  const baseDutyCents = dutyOn(rate, customsValueCents, input.quantity, grams);

  const additionalDuties = (domestic ? [] : additionalDutiesFor(country, input.entryDate, hts)).map((d) => ({
    program: d.program,
    ratePct: d.ratePct,
    effectiveFrom: d.effectiveFrom,
    ...(d.effectiveTo ? { effectiveTo: d.effectiveTo } : {}),
    cents: percentOf(customsValueCents, d.ratePct),
  }));

  // MPF: a formal entry pays the rate, bounded by the fiscal year's minimum and maximum; an entry valued
  // under the informal threshold ($2,500) is an informal entry and pays the year's flat informal fee.
  const schedule = mpfScheduleFor(input.entryDate);
  const informal = customsValueCents < schedule.informalThresholdCents;
  const mpfCents = domestic
    ? 0
    : informal
      ? schedule.informalCents
      : Math.min(
          schedule.maxCents,
          Math.max(schedule.minCents, percentOf(customsValueCents, schedule.ratePct)),
        );

  const hmfApplies = !domestic && (HMF.modes as readonly string[]).includes(input.mode);
  const hmfCents = hmfApplies ? percentOf(customsValueCents, HMF.ratePct) : 0;

  const freightCents = input.freightCents;
  const insuranceCents = input.insuranceCents ?? 0;
  const brokerCents = input.brokerCents ?? 0;
  const dutiesAndFeesCents =
    baseDutyCents + additionalDuties.reduce((s, d) => s + d.cents, 0) + mpfCents + hmfCents;
  const landedCostCents = goodsCents + freightCents + insuranceCents + dutiesAndFeesCents + brokerCents;

  return {
    ok: true,
    estimate: true,
    asOf: TARIFF_AS_OF,
    hts,
    description: line.description,
    countryOfOrigin: country,
    entryDate: input.entryDate,
    mode: input.mode,
    quantity: input.quantity,
    goodsCents,
    freightCents,
    insuranceCents,
    customsValueCents,
    baseDuty: {
      column: domestic ? 'DOMESTIC' : column2 ? 'COLUMN_2' : 'GENERAL',
      rate,
      cents: baseDutyCents,
    },
    additionalDuties,
    mpf: {
      fiscalYear: schedule.fiscalYear,
      entryType: domestic ? 'NONE' : informal ? 'INFORMAL' : 'FORMAL',
      ratePct: schedule.ratePct,
      minCents: schedule.minCents,
      maxCents: schedule.maxCents,
      informalCents: schedule.informalCents,
      cents: mpfCents,
    },
    hmf: { applies: hmfApplies, ratePct: HMF.ratePct, cents: hmfCents },
    brokerCents,
    dutiesAndFeesCents,
    landedCostCents,
    landedUnitCents: halfUpDiv(BigInt(landedCostCents), BigInt(input.quantity)),
  };
}

/**
 * The same shipment from each country of origin, cheapest landed cost first (ties by country code). The
 * first error (an unknown HTS, a bad country) is the answer instead.
 */
export function compareOrigins(
  input: Omit<LandedCostInput, 'countryOfOrigin'>,
  countries: readonly string[],
): { ok: true; results: LandedCost[] } | TariffError {
  const results: LandedCost[] = [];
  for (const countryOfOrigin of countries) {
    const r = landedCost({ ...input, countryOfOrigin });
    if (!r.ok) return r;
    results.push(r);
  }
  results.sort(
    (a, b) => a.landedCostCents - b.landedCostCents || a.countryOfOrigin.localeCompare(b.countryOfOrigin),
  );
  return { ok: true, results };
}

// ---------------------------------------------------------------------------------------------------------
// Classification: the embedded provider's suggestion from words and the catalog category.

/**
 * The HTS headings (4-digit prefixes) each catalog category's products usually fall in. A line in the
 * category's headings gains CATEGORY_BONUS, but only when one of its keywords matched: the category ranks
 * candidates, it never suggests on its own.
 */
export const CATEGORY_HEADINGS: Readonly<Record<string, readonly string[]>> = {
  'Beauty & Personal Care': ['3303', '3304', '3305', '3307', '3401', '3923', '4202', '9603'],
  'Home & Candles': ['3307', '3406', '3924', '6302', '6912', '6913', '7010', '7013', '7323', '9404', '9617'],
  Apparel: ['6109', '6110', '6111', '6115', '6117', '6505'],
  Accessories: ['4202', '6117', '6505', '7113', '7117', '7323', '9617'],
  'Food & Beverage': ['0409', '0901', '0902', '1509', '1806', '2106'],
  Pet: ['3924', '4201', '9404', '9503', '9603'],
  'Baby & Kids': ['3924', '6111', '9503'],
  Wellness: ['2106', '3304', '3307', '3401'],
  'Ecommerce Packaging': ['3923', '4819', '4821', '7010'],
};
export const CATEGORY_BONUS = 5;

export type HtsSuggestion = { hts: string; description: string; score: number; matched: string[] };

const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * Ranked HTS candidates for a product phrase: each of a line's keywords found in the text as whole words
 * scores 10 per word of the keyword (so "cotton tote" beats "tote"), plus CATEGORY_BONUS when the line's
 * heading is one of `category`'s. Highest score first, then by HTS; at most `limit`; none when no keyword
 * matches. The founder confirms one: this is a suggestion, not a classification ruling.
 */
export function suggestHts(text: string, category?: string, limit = 5): HtsSuggestion[] {
  const haystack = words(text);
  const headings = category ? (CATEGORY_HEADINGS[category] ?? []) : [];
  const scored: HtsSuggestion[] = [];
  for (const line of HTS_LINES) {
    const matched = line.keywords.filter((k) => haystack.includes(words(k)));
    if (matched.length === 0) continue;
    let score = matched.reduce((s, k) => s + 10 * words(k).trim().split(' ').length, 0);
    if (headings.includes(line.hts.slice(0, 4))) score += CATEGORY_BONUS;
    scored.push({ hts: line.hts, description: line.description, score, matched });
  }
  return scored.sort((a, b) => b.score - a.score || a.hts.localeCompare(b.hts)).slice(0, limit);
}
