// The shipment the tariff-rate agent compares, between its two pages: the agent's form, the review page's
// URL (/tariff-rate-agent-review?techPackId=&countryCode=&hts=&countries=…) and the landed-cost call. Pure.
import { LandedCostBody, MAX_COMPARED_COUNTRIES } from '../../../shared/contract/tariff-agent';
import type { TechPack } from '../../../shared/contract/tech-packs';
import { SHIP_MODES, type ShipMode } from '../../../shared/tariff/landed-cost';
import type { TariffReviewQuery } from '../../routing/paths';

/** The origins compared unless the founder chooses others (after the tech pack's own origin). */
export const DEFAULT_ORIGINS = ['CN', 'VN', 'IN', 'MX', 'US'] as const;

export type Shipment = {
  hts: string;
  countries: string[];
  fobUnitCents: number;
  quantity: number;
  freightCents: number;
  insuranceCents: number;
  brokerCents: number;
  mode: ShipMode;
};

/** The tech pack's origin first, then the defaults, each once, at most 8. */
export function defaultCountries(origin?: string | null): string[] {
  return [...new Set([...(origin ? [origin] : []), ...DEFAULT_ORIGINS])].slice(0, MAX_COMPARED_COUNTRIES);
}

/** Units a tech pack asks for: its quantities' sum, else its MOQ (a packaging tech pack: its quantity). */
export function packQuantity(pack: TechPack): number | null {
  const b = pack.body;
  if (b.kind === 'PACKAGING') return b.quantity || null;
  const sum = (b.quantities ?? []).reduce((s, q) => s + q.quantity, 0);
  return sum > 0 ? sum : b.moq || null;
}

export const packHts = (pack: TechPack | null | undefined) =>
  pack?.body.kind === 'PRODUCT' ? (pack.body.htsCandidate ?? null) : null;

/** What a tech pack prefills: its HTS, its origin and the defaults, its target cost as FOB, its quantity. */
export function shipmentFromPack(pack: TechPack | null | undefined): Partial<Shipment> {
  if (!pack) return { countries: defaultCountries(), mode: 'OCEAN' };
  return {
    ...(packHts(pack) ? { hts: packHts(pack)! } : {}),
    countries: defaultCountries(pack.body.countryOfOrigin),
    ...(pack.body.targetUnitCostCents != null ? { fobUnitCents: pack.body.targetUnitCostCents } : {}),
    ...(packQuantity(pack) ? { quantity: packQuantity(pack)! } : {}),
    mode: 'OCEAN',
  };
}

export function reviewQuery(s: Shipment, techPackId: number | null, countryCode?: string): TariffReviewQuery {
  return {
    ...(techPackId != null ? { techPackId } : {}),
    ...(countryCode ? { countryCode } : {}),
    hts: s.hts,
    countries: s.countries.join(','),
    fob: s.fobUnitCents,
    qty: s.quantity,
    freight: s.freightCents,
    insurance: s.insuranceCents,
    broker: s.brokerCents,
    mode: s.mode,
  };
}

const int = (v: string | null) => (v != null && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * The review page's shipment: the URL's values, falling back on the tech pack's (a link with only
 * ?techPackId= compares the tech pack as saved). Null with what is missing when it cannot be compared.
 */
export function shipmentFromSearch(
  search: URLSearchParams,
  pack: TechPack | null | undefined,
): { body: LandedCostBody; missing: [] } | { body: null; missing: string[] } {
  const fromPack = shipmentFromPack(pack);
  const countries = search.get('countries')?.split(',').filter(Boolean) ?? fromPack.countries ?? [];
  const mode = search.get('mode');
  const candidate = {
    hts: search.get('hts') ?? fromPack.hts,
    countries,
    fobUnitCents: int(search.get('fob')) ?? fromPack.fobUnitCents,
    quantity: int(search.get('qty')) ?? fromPack.quantity,
    freightCents: int(search.get('freight')) ?? 0,
    insuranceCents: int(search.get('insurance')) ?? 0,
    brokerCents: int(search.get('broker')) ?? 0,
    mode: mode && (SHIP_MODES as readonly string[]).includes(mode) ? (mode as ShipMode) : 'OCEAN',
  };
  const missing = [
    ...(candidate.hts ? [] : ['an HTS code']),
    ...(candidate.fobUnitCents !== undefined ? [] : ['a unit price']),
    ...(candidate.quantity !== undefined ? [] : ['a quantity']),
    ...(countries.length ? [] : ['countries of origin']),
  ];
  if (missing.length) return { body: null, missing };
  const parsed = LandedCostBody.safeParse(candidate);
  if (!parsed.success)
    return { body: null, missing: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  return { body: candidate as LandedCostBody, missing: [] };
}

/** Dollars typed in a field → cents (NumberInput gives a number or '' when empty). */
export const toCents = (v: number | string) => (typeof v === 'number' ? Math.round(v * 100) : 0);
export const toDollars = (cents: number | undefined) => (cents === undefined ? '' : cents / 100);

const regionNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** 'VN' → 'Vietnam'. */
export function countryLabel(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
