import type { ShippingOption } from '../../../shared/contract/cart';
import { shippingScope } from '../../../shared/rules/shipping';
import { findSubdivision } from './address-validator';
import type { RateInput } from './types';

/*
 * The embedded rate table. Deterministic: the same input always answers the same options, cents and days.
 *
 * 1. Zone, from the origin (the supplier's country) and the destination country:
 *      LOCAL     the same country
 *      REGIONAL  the same region of REGIONS below (North America, Latin America, Europe, Asia-Pacific,
 *                Middle East and Africa); a country in no region is REGIONAL to nothing
 *      WORLD     anything else
 *    Within the US, Standard also prices the distance: step = |first ZIP digit of origin − of destination|
 *    (4 when either ZIP is unknown), + step × 50 ¢ and + ⌊step / 3⌋ days.
 * 2. Scope (shared/rules/shipping.ts: US is domestic). INTERNATIONAL destinations pay a 400 ¢ clearance fee
 *    per shipment on every option; Quarry clears goods into the US itself.
 * 3. Remote US destinations (AK, HI, the territories, military mail): + 800 ¢ Standard, + 1,500 ¢ Express,
 *    + 2 days to both.
 * 4. Weight, by started half kilogram, and packages:
 *                       base cents (L / R / W)   per extra ½ kg (L / R / W)   per extra package   days (L / R / W)
 *      STANDARD         599 / 1,299 / 1,999      99 / 249 / 399                250                3–5 / 6–10 / 10–20
 *      EXPRESS          1,499 / 2,999 / 4,499    199 / 449 / 699               500                1–2 / 2–4 / 3–6
 *    FREIGHT, offered for PALLET shipments only: per pallet 17,500 / 45,000 / 95,000 ¢, + 10 ¢ per started kg,
 *    5–8 / 14–21 / 25–40 days.
 * Options come cheapest first (ties: Standard, Express, Freight); ids are the option codes.
 */

export type Zone = 'LOCAL' | 'REGIONAL' | 'WORLD';
type ByZone<T> = Record<Zone, T>;

const REGIONS: Record<string, string> = Object.fromEntries(
  Object.entries({
    NORTH_AMERICA: 'US CA MX PR VI GU AS MP UM BM',
    LATIN_AMERICA:
      'AR BO BR CL CO CR CU DO EC GT HN HT JM NI PA PE PY SV UY VE BS BB BZ TT GY SR AG DM GD KN LC VC AW CW',
    EUROPE:
      'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IS IT LI LT LU LV MC MD ME MK ' +
      'MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK',
    ASIA_PACIFIC:
      'AU BD BN BT CN FJ HK ID IN JP KH KR LA LK MM MN MO MV MY NP NZ PG PH PK SG TH TL TW VN WS TO VU SB',
    MIDDLE_EAST_AFRICA:
      'AE BH EG IL IQ IR JO KW LB OM QA SA SY TR YE DZ MA TN LY NG GH KE ZA ET TZ UG RW SN CI CM AO ZM ZW MZ',
  }).flatMap(([region, codes]) => codes.split(' ').map((c) => [c, region])),
);

const REMOTE_US = new Set(['AK', 'HI', 'PR', 'VI', 'GU', 'AS', 'MP', 'PW', 'FM', 'MH', 'AA', 'AE', 'AP']);

const PARCEL_OPTIONS = [
  {
    id: 'STANDARD',
    name: 'Standard',
    base: { LOCAL: 599, REGIONAL: 1299, WORLD: 1999 },
    perHalfKg: { LOCAL: 99, REGIONAL: 249, WORLD: 399 },
    perPackage: 250,
    remote: 800,
    zipStep: 50,
    days: { LOCAL: [3, 5], REGIONAL: [6, 10], WORLD: [10, 20] },
  },
  {
    id: 'EXPRESS',
    name: 'Express',
    base: { LOCAL: 1499, REGIONAL: 2999, WORLD: 4499 },
    perHalfKg: { LOCAL: 199, REGIONAL: 449, WORLD: 699 },
    perPackage: 500,
    remote: 1500,
    zipStep: 0,
    days: { LOCAL: [1, 2], REGIONAL: [2, 4], WORLD: [3, 6] },
  },
] satisfies {
  id: string;
  name: string;
  base: ByZone<number>;
  perHalfKg: ByZone<number>;
  perPackage: number;
  remote: number;
  zipStep: number;
  days: ByZone<[number, number]>;
}[];

const FREIGHT = {
  perPallet: { LOCAL: 17_500, REGIONAL: 45_000, WORLD: 95_000 } as ByZone<number>,
  perKg: 10,
  days: { LOCAL: [5, 8], REGIONAL: [14, 21], WORLD: [25, 40] } as ByZone<[number, number]>,
};

export const INTERNATIONAL_CLEARANCE_CENTS = 400;
export const CARRIER = 'Quarry Shipping';
const ORDER = ['STANDARD', 'EXPRESS', 'FREIGHT'];

/** The region of REGIONS a country is in (NORTH_AMERICA, LATIN_AMERICA, EUROPE, ASIA_PACIFIC, MIDDLE_EAST_AFRICA), or null. */
export const regionOf = (countryCode: string): string | null =>
  REGIONS[countryCode.trim().toUpperCase()] ?? null;

export function zoneOf(fromCountry: string, toCountry: string): Zone {
  const from = fromCountry.trim().toUpperCase();
  const to = toCountry.trim().toUpperCase();
  if (from === to) return 'LOCAL';
  return REGIONS[from] && REGIONS[from] === REGIONS[to] ? 'REGIONAL' : 'WORLD';
}

const zipDigit = (zip: string | null | undefined) =>
  zip && /^\d/.test(zip.trim()) ? Number(zip.trim()[0]) : null;

/** The options of the table above for one shipment; none when there is nothing to ship. */
export function rateTable(input: RateInput): ShippingOption[] {
  const { parcel, from, to } = input;
  if (parcel.packages < 1) return [];
  const zone = zoneOf(from.countryCode, to.countryCode);
  const toCountry = to.countryCode.trim().toUpperCase();
  const usToUs = zone === 'LOCAL' && toCountry === 'US';
  const toState = toCountry === 'US' && to.state ? findSubdivision('US', to.state)?.code : undefined;
  const remote = toState !== undefined && REMOTE_US.has(toState);
  const clearance = shippingScope(toCountry) === 'INTERNATIONAL' ? INTERNATIONAL_CLEARANCE_CENTS : 0;
  const [a, b] = [zipDigit(from.postalCode), zipDigit(to.postalCode)];
  const step = usToUs ? (a === null || b === null ? 4 : Math.abs(a - b)) : 0;
  const weight = Math.max(0, Math.round(parcel.weightGrams));
  const extraHalfKg = Math.max(1, Math.ceil(weight / 500)) - 1;

  const options: ShippingOption[] = PARCEL_OPTIONS.map((o) => {
    const [min, max] = o.days[zone];
    const extraDays = (o.zipStep ? Math.floor(step / 3) : 0) + (remote ? 2 : 0);
    return {
      id: o.id,
      name: o.name,
      carrier: CARRIER,
      amountCents:
        o.base[zone] +
        o.perHalfKg[zone] * extraHalfKg +
        o.perPackage * (parcel.packages - 1) +
        step * o.zipStep +
        (remote ? o.remote : 0) +
        clearance,
      minDays: min + extraDays,
      maxDays: max + extraDays,
    };
  });
  if (parcel.kind === 'PALLET') {
    const [min, max] = FREIGHT.days[zone];
    options.push({
      id: 'FREIGHT',
      name: 'Freight (pallet)',
      carrier: CARRIER,
      amountCents:
        FREIGHT.perPallet[zone] * parcel.packages + FREIGHT.perKg * Math.ceil(weight / 1000) + clearance,
      minDays: min,
      maxDays: max,
    });
  }
  return options.sort((x, y) => x.amountCents - y.amountCents || ORDER.indexOf(x.id) - ORDER.indexOf(y.id));
}
