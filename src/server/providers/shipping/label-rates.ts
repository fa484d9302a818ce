import { createHash } from 'node:crypto';
import { isDomesticCountry } from '../../../shared/rules/shipping';
import { WAREHOUSE_ZIP3 } from '../../../shared/rules/warehouse';
import { invalid } from '../../http/errors';
import { regionOf } from './rate-table';
import type { LabelParcel, LabelRate, LabelRateInput } from './types';
import { isMilitaryState, milesBetween, NONCONTIGUOUS, type Place, placeOfZip } from './zip-centroids';

/*
 * The embedded carrier's label prices from the warehouse (Durham, NC 27703). Deterministic; every figure is in
 * docs/decisions/041-labels-rates-tracking.md.
 *
 * Zone (domestic): great-circle miles between the warehouse's sectional center (277, Durham) and the
 * destination's (zip-centroids.ts), in USPS's bands: ≤50 → 1, ≤150 → 2, ≤300 → 3, ≤600 → 4, ≤1000 → 5,
 * ≤1400 → 6, ≤1800 → 7, more → 8. Alaska, Hawaii, the territories and military mail are zone 8, USPS only
 * (plus UPS 2nd Day Air to AK and HI).
 * Weight: each dimension rounded to the nearest inch; actual weight rounded up to the pound; dimensional
 * weight = L×W×H / 139 (UPS, FedEx: always) or / 166 (USPS: only above one cubic foot, 1,728 in³), rounded up;
 * billable = the larger. Price = first pound + each further pound, by zone (tables below), + surcharges:
 * UPS/FedEx additional handling 2,400 ¢ (longest side > 48 in or > 50 lb actual); USPS non-standard length
 * 400 ¢ (> 22 in) or 1,500 ¢ (> 30 in). A service is left out when the parcel is over its limits.
 */

type Service = {
  carrier: 'USPS' | 'UPS' | 'FedEx';
  carrierToken: 'usps' | 'ups' | 'fedex';
  service: string;
  serviceToken: string;
  /** One digit: the service in Quarry tracking numbers. */
  code: number;
  divisor: number;
  /** Dimensional weight only above this many cubic inches (USPS: 1,728). */
  dimAbove: number;
  maxLb: number;
  maxLengthPlusGirth: number;
};

type Domestic = Service & { first: number[]; perLb: number[]; days: number[]; noncontiguous: boolean };
type International = Service & {
  first: Record<IntlGroup, number>;
  perLb: Record<IntlGroup, number>;
  days: Record<IntlGroup, number>;
};

const USPS = { carrier: 'USPS', carrierToken: 'usps', divisor: 166, dimAbove: 1728 } as const;
const UPS = {
  carrier: 'UPS',
  carrierToken: 'ups',
  divisor: 139,
  dimAbove: 0,
  maxLb: 150,
  maxLengthPlusGirth: 165,
} as const;
const FEDEX = {
  carrier: 'FedEx',
  carrierToken: 'fedex',
  divisor: 139,
  dimAbove: 0,
  maxLb: 150,
  maxLengthPlusGirth: 165,
} as const;

//                                      zone:  1     2     3     4     5     6     7     8
export const DOMESTIC_SERVICES: Domestic[] = [
  {
    ...USPS,
    service: 'Ground Advantage',
    serviceToken: 'usps_ground_advantage',
    code: 1,
    maxLb: 70,
    maxLengthPlusGirth: 130,
    first: [535, 545, 560, 585, 625, 680, 730, 805],
    perLb: [60, 70, 90, 120, 160, 210, 260, 320],
    days: [2, 2, 3, 3, 4, 4, 5, 5],
    noncontiguous: true,
  },
  {
    ...USPS,
    service: 'Priority Mail',
    serviceToken: 'usps_priority',
    code: 2,
    maxLb: 70,
    maxLengthPlusGirth: 108,
    first: [835, 865, 905, 975, 1085, 1175, 1255, 1390],
    perLb: [90, 120, 170, 260, 390, 480, 560, 680],
    days: [1, 1, 2, 2, 2, 3, 3, 3],
    noncontiguous: true,
  },
  {
    ...UPS,
    service: 'Ground',
    serviceToken: 'ups_ground',
    code: 4,
    first: [1015, 1060, 1105, 1160, 1225, 1290, 1350, 1420],
    perLb: [45, 70, 95, 130, 175, 215, 255, 300],
    days: [1, 1, 2, 3, 4, 4, 5, 5],
    noncontiguous: false,
  },
  {
    ...UPS,
    service: '2nd Day Air',
    serviceToken: 'ups_second_day_air',
    code: 5,
    first: [2150, 2150, 2290, 2460, 2610, 2780, 2950, 3130],
    perLb: [250, 250, 310, 390, 470, 560, 650, 750],
    days: [2, 2, 2, 2, 2, 2, 2, 2],
    noncontiguous: true,
  },
  {
    ...FEDEX,
    service: 'Home Delivery',
    serviceToken: 'fedex_home_delivery',
    code: 7,
    first: [1045, 1080, 1125, 1185, 1250, 1310, 1375, 1445],
    perLb: [48, 72, 98, 134, 178, 220, 260, 305],
    days: [1, 1, 2, 3, 4, 4, 5, 5],
    noncontiguous: false,
  },
];

/** International price groups: Canada and Mexico on their own, then the regions of rate-table.ts. */
export type IntlGroup = 'CA' | 'MX' | 'EUROPE' | 'ASIA_PACIFIC' | 'LATIN_AMERICA' | 'OTHER';
export function intlGroupOf(countryCode: string): IntlGroup {
  const c = countryCode.trim().toUpperCase();
  if (c === 'CA' || c === 'MX') return c;
  const region = regionOf(c);
  return region === 'EUROPE' || region === 'ASIA_PACIFIC' || region === 'LATIN_AMERICA' ? region : 'OTHER';
}

export const INTERNATIONAL_SERVICES: International[] = [
  {
    ...USPS,
    service: 'Priority Mail International',
    serviceToken: 'usps_priority_mail_international',
    code: 3,
    maxLb: 66,
    maxLengthPlusGirth: 108,
    first: { CA: 3895, MX: 4550, EUROPE: 5290, ASIA_PACIFIC: 5495, LATIN_AMERICA: 5150, OTHER: 5690 },
    perLb: { CA: 350, MX: 420, EUROPE: 560, ASIA_PACIFIC: 610, LATIN_AMERICA: 540, OTHER: 650 },
    days: { CA: 6, MX: 8, EUROPE: 8, ASIA_PACIFIC: 10, LATIN_AMERICA: 10, OTHER: 12 },
  },
  {
    ...UPS,
    service: 'Worldwide Saver',
    serviceToken: 'ups_saver',
    code: 6,
    first: { CA: 7450, MX: 8990, EUROPE: 9850, ASIA_PACIFIC: 10450, LATIN_AMERICA: 10200, OTHER: 11200 },
    perLb: { CA: 610, MX: 780, EUROPE: 890, ASIA_PACIFIC: 960, LATIN_AMERICA: 940, OTHER: 1050 },
    days: { CA: 2, MX: 3, EUROPE: 3, ASIA_PACIFIC: 3, LATIN_AMERICA: 3, OTHER: 4 },
  },
];

export const ALL_SERVICES: Service[] = [...DOMESTIC_SERVICES, ...INTERNATIONAL_SERVICES];
export const serviceByCode = (code: number) => ALL_SERVICES.find((s) => s.code === code);
export const serviceByToken = (token: string) => ALL_SERVICES.find((s) => s.serviceToken === token);

export const ADDITIONAL_HANDLING_CENTS = 2400;
export const USPS_NONSTANDARD_22_CENTS = 400;
export const USPS_NONSTANDARD_30_CENTS = 1500;
/** Any carrier's longest side. */
export const MAX_LENGTH_IN = 108;
export const MAX_WEIGHT_OZ = 150 * 16;

/** Bump when a figure above changes: every quoted rate id goes stale, and buying one asks to quote again. */
const TABLE_VERSION = '2026-11';

export const ZONE_MILES = [50, 150, 300, 600, 1000, 1400, 1800] as const;
export const zoneForMiles = (miles: number) => {
  const i = ZONE_MILES.findIndex((m) => miles <= m);
  return i === -1 ? 8 : i + 1;
};

const ORIGIN = placeOfZip(`${WAREHOUSE_ZIP3}03`)!;

/** Zone from the warehouse to a US place (noncontiguous and military: 8). */
export function zoneTo(place: Place): number {
  if (NONCONTIGUOUS.has(place.state)) return 8;
  return zoneForMiles(milesBetween(ORIGIN, place));
}

/** Each dimension to the nearest inch (carriers measure so), at least 1. */
const inches = (n: number) => Math.max(1, Math.round(n));

export type ParcelWeights = { actualLb: number; dimensionalLb: number; billableLb: number; cubicIn: number };

/** Actual, dimensional and billable pounds of a parcel for a divisor (USPS: only above `dimAbove` in³). */
export function billableWeight(p: LabelParcel, divisor: number, dimAbove = 0): ParcelWeights {
  const cubicIn = inches(p.lengthIn) * inches(p.widthIn) * inches(p.heightIn);
  const actualLb = Math.max(1, Math.ceil(p.weightOz / 16));
  const dimensionalLb = cubicIn > dimAbove ? Math.ceil(cubicIn / divisor) : 0;
  return { actualLb, dimensionalLb, billableLb: Math.max(actualLb, dimensionalLb), cubicIn };
}

/** Longest side plus twice the other two (girth), in whole inches. */
export function lengthPlusGirth(p: LabelParcel): { longest: number; total: number } {
  const [a, b, c] = [p.lengthIn, p.widthIn, p.heightIn].map(inches).sort((x, y) => y - x) as [
    number,
    number,
    number,
  ];
  return { longest: a, total: a + 2 * (b + c) };
}

/** 400 naming the field for a parcel no carrier could take or an address the carrier cannot route. */
export function checkLabelInput(input: LabelRateInput): void {
  const problems: { path: string; message: string }[] = [];
  const p = input.parcel;
  for (const k of ['lengthIn', 'widthIn', 'heightIn'] as const) {
    const v = p[k];
    if (!Number.isFinite(v) || v <= 0)
      problems.push({ path: `parcel.${k}`, message: 'Must be a positive number of inches' });
    else if (v > MAX_LENGTH_IN)
      problems.push({ path: `parcel.${k}`, message: `At most ${MAX_LENGTH_IN} inches` });
  }
  if (!Number.isFinite(p.weightOz) || p.weightOz <= 0) {
    problems.push({ path: 'parcel.weightOz', message: 'Must be a positive weight in ounces' });
  } else if (p.weightOz > MAX_WEIGHT_OZ) {
    problems.push({ path: 'parcel.weightOz', message: `At most ${MAX_WEIGHT_OZ / 16} lb` });
  }
  const country = input.to.countryCode?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(country)) problems.push({ path: 'to.countryCode', message: 'Choose a country' });
  else if (isDomesticCountry(country)) {
    const zip = input.to.postalCode?.trim() ?? '';
    if (!/^\d{5}(-?\d{4})?$/.test(zip))
      problems.push({ path: 'to.postalCode', message: 'A US ZIP code has 5 digits' });
    else if (!placeOfZip(zip))
      problems.push({ path: 'to.postalCode', message: `ZIP code ${zip.slice(0, 5)} does not exist` });
  }
  if (problems.length > 0) {
    throw invalid(
      `The shipment cannot be rated: ${problems.map((x) => `${x.path}: ${x.message}`).join('; ')}`,
      problems,
    );
  }
}

/** What prices a rate, and nothing else: the destination's country, ZIP and the parcel. */
function pricedKey(input: LabelRateInput): string {
  const p = input.parcel;
  const country = input.to.countryCode.trim().toUpperCase();
  const zip = isDomesticCountry(country) ? (input.to.postalCode ?? '').trim().slice(0, 5) : '';
  const dims = [p.lengthIn, p.widthIn, p.heightIn].map(inches);
  return JSON.stringify([TABLE_VERSION, country, zip, dims, Math.ceil(p.weightOz)]);
}

export const inputHash = (input: LabelRateInput) =>
  createHash('sha256').update(pricedKey(input)).digest('hex').slice(0, 16);

export const embeddedRateId = (s: Service, input: LabelRateInput) =>
  `embedded:${s.carrierToken}:${s.serviceToken}:${inputHash(input)}`;

/** The destination's routing: the place of a US ZIP (null abroad) and the zone. */
export function destinationOf(input: LabelRateInput): {
  place: Place | null;
  zone: number | null;
  state: string | null;
} {
  const country = input.to.countryCode.trim().toUpperCase();
  if (!isDomesticCountry(country)) return { place: null, zone: null, state: null };
  const place = placeOfZip((input.to.postalCode ?? '').trim())!;
  return { place, zone: zoneTo(place), state: place.state };
}

/** The embedded carrier's rates for a label: cheapest first (ties: by service token). */
export function embeddedLabelRates(input: LabelRateInput): LabelRate[] {
  checkLabelInput(input);
  const { parcel } = input;
  const country = input.to.countryCode.trim().toUpperCase();
  const { longest, total } = lengthPlusGirth(parcel);
  const actualOver50 = parcel.weightOz > 50 * 16;
  const rates: LabelRate[] = [];

  const offer = (s: Service, first: number, perLb: number, days: number, zone: number | null) => {
    const w = billableWeight(parcel, s.divisor, s.dimAbove);
    if (w.actualLb > s.maxLb || total > s.maxLengthPlusGirth) return;
    let amount = first + perLb * (w.billableLb - 1);
    if (s.carrier === 'USPS')
      amount += longest > 30 ? USPS_NONSTANDARD_30_CENTS : longest > 22 ? USPS_NONSTANDARD_22_CENTS : 0;
    else if (longest > 48 || actualOver50) amount += ADDITIONAL_HANDLING_CENTS;
    rates.push({
      id: embeddedRateId(s, input),
      carrier: s.carrier,
      carrierToken: s.carrierToken,
      service: s.service,
      serviceToken: s.serviceToken,
      amountCents: amount,
      currency: 'USD',
      estimatedDays: days,
      zone,
      billableWeightLb: w.billableLb,
    });
  };

  if (isDomesticCountry(country)) {
    const { place, zone } = destinationOf(input);
    const state = place!.state;
    const far = NONCONTIGUOUS.has(state);
    for (const s of DOMESTIC_SERVICES) {
      if (far && !s.noncontiguous) continue;
      // UPS flies 2nd Day Air to Alaska and Hawaii, not to the territories or military mail.
      if (s.carrier !== 'USPS' && (isMilitaryState(state) || (far && state !== 'AK' && state !== 'HI')))
        continue;
      const z = zone! - 1;
      offer(
        s,
        s.first[z]!,
        s.perLb[z]!,
        s.days[z]! + (far && s.serviceToken !== 'ups_second_day_air' ? 3 : 0),
        zone,
      );
    }
  } else {
    const g = intlGroupOf(country);
    for (const s of INTERNATIONAL_SERVICES) offer(s, s.first[g], s.perLb[g], s.days[g], null);
  }
  return rates.sort((a, b) => a.amountCents - b.amountCents || a.serviceToken.localeCompare(b.serviceToken));
}
