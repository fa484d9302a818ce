import type { Address, AddressValidation, ShippingOption } from '../../../shared/contract/cart';
import { shippingScope } from '../../../shared/rules/shipping';
import { gramsToPounds } from '../../../shared/rules/units';
import { AppError } from '../../http/errors';
import { shippoLabelMethods } from './shippo-labels';
import type { Parcel, RateInput, ShippingProvider } from './types';

export type ShippoConfig = {
  token: string;
  apiUrl: string;
  timeoutMs?: number;
  /** The webhook's ?token= (Shippo's self-generated token) and optional HMAC secret: see shippo-webhook.ts. */
  webhookToken?: string;
  webhookHmacSecret?: string;
};

/** One Shippo API call: JSON in and out, its status; 401/403/429/5xx and no answer → 503. */
export type ShippoCall = <T>(
  path: string,
  body?: unknown,
  method?: 'GET' | 'POST',
) => Promise<{ status: number; json: T }>;

/** Shippo's address object (POST /addresses/), the fields Quarry sends and reads. */
export type ShippoAddress = {
  name?: string;
  company?: string;
  street1?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country: string;
  phone?: string;
};
export type ShippoMessage = { source?: string; code?: string; type?: string; text?: string };
type ShippoAddressAnswer = ShippoAddress & {
  object_id?: string;
  validation_results?: { is_valid?: boolean; messages?: ShippoMessage[] };
};
export type ShippoRate = {
  object_id: string;
  amount: string;
  currency: string;
  amount_local?: string;
  currency_local?: string;
  provider: string;
  servicelevel: { name: string; token: string };
  estimated_days?: number | null;
};
type ShippoShipment = { status?: string; rates?: ShippoRate[]; messages?: ShippoMessage[] };

/** A quote without a transit estimate is shown with this range. */
export const UNKNOWN_TRANSIT_DAYS = [3, 10] as const;
/** Box and pallet sizes sent with each parcel (inches): Shippo rates need dimensions. */
const DIMENSIONS = { PARCEL: [12, 10, 8], PALLET: [48, 40, 48] } as const;

const FIELD_OF: Record<string, string> = {
  name: 'name',
  company: 'company',
  street1: 'line1',
  street2: 'line2',
  city: 'city',
  state: 'state',
  zip: 'postalCode',
  country: 'countryCode',
  phone: 'phone',
};

/** Which of our fields a Shippo validation message is about, from its code and text. */
function fieldOfMessage(m: ShippoMessage): string {
  const s = `${m.code ?? ''} ${m.text ?? ''}`;
  if (/zip|postal/i.test(s)) return 'postalCode';
  if (/country/i.test(s)) return 'countryCode';
  if (/state|province/i.test(s)) return 'state';
  if (/city/i.test(s)) return 'city';
  if (/secondary|apartment|suite|unit/i.test(s)) return 'line2';
  return 'line1';
}

export const toShippoAddress = (a: Address): ShippoAddress => ({
  name: a.name,
  company: a.company ?? undefined,
  street1: a.line1,
  street2: a.line2 ?? undefined,
  city: a.city,
  state: a.state ?? undefined,
  zip: a.postalCode ?? undefined,
  country: a.countryCode,
  phone: a.phone ?? undefined,
});

const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);
function fromShippoAddress(s: ShippoAddressAnswer, input: Address): Address {
  return {
    name: orNull(s.name) ?? input.name,
    company: orNull(s.company),
    line1: orNull(s.street1) ?? input.line1,
    line2: orNull(s.street2),
    city: orNull(s.city) ?? input.city,
    state: orNull(s.state),
    postalCode: orNull(s.zip),
    countryCode: (orNull(s.country) ?? input.countryCode).toUpperCase(),
    phone: orNull(s.phone),
  };
}

const sameAddress = (a: Address, b: Address) =>
  (Object.keys(a) as (keyof Address)[]).every((k) => (a[k] ?? null) === (b[k] ?? null));

/** "12.345" → 1235: decimal strings to cents without floating-point drift. */
export function toCents(amount: string): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(3, '0');
  return Number(m[1]) * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
}

function parcels(p: Parcel) {
  const [length, width, height] = DIMENSIONS[p.kind];
  const weight = Math.max(0.01, gramsToPounds(p.weightGrams / p.packages, 2));
  return Array.from({ length: p.packages }, () => ({
    length: String(length),
    width: String(width),
    height: String(height),
    distance_unit: 'in',
    weight: String(weight),
    mass_unit: 'lb',
  }));
}

export const unavailable = (why: string) =>
  new AppError('UNAVAILABLE', `The shipping provider is unavailable right now (${why}). Please try again.`);

/**
 * The shipping adapter for Shippo's REST API (Authorization: ShippoToken <token>): POST /addresses/ with
 * validate=true for address checks, POST /shipments/ with async=false for rates. Rate ids are Shippo's
 * service-level tokens (e.g. usps_priority), stable across quotes, unlike the rate object ids. Labels, voids
 * and tracking: shippo-labels.ts; webhooks: shippo-webhook.ts.
 */
export function createShippoShipping(cfg: ShippoConfig): ShippingProvider {
  const call: ShippoCall = async <T>(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') => {
    let res: Response;
    try {
      res = await fetch(`${cfg.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `ShippoToken ${cfg.token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw unavailable((err as Error).name === 'TimeoutError' ? 'no answer in time' : 'unreachable');
    }
    const json = (await res.json().catch(() => ({}))) as T;
    if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) {
      throw unavailable(`answered ${res.status}`);
    }
    return { status: res.status, json };
  };

  return {
    kind: 'shippo',
    ...shippoLabelMethods(call),
    async validateAddress(address): Promise<AddressValidation> {
      const scope = shippingScope(address.countryCode);
      const { status, json } = await call<ShippoAddressAnswer & Record<string, unknown>>('/addresses/', {
        ...toShippoAddress(address),
        validate: true,
      });
      if (status >= 400) {
        // Shippo refuses malformed fields as { field: [messages] }.
        const problems = Object.entries(json).flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).map((m) => ({ field: FIELD_OF[k] ?? 'address', message: String(m) })),
        );
        if (problems.length === 0)
          problems.push({ field: 'address', message: 'The carrier refused this address' });
        return { valid: false, scope, normalized: null, problems, suggestions: [] };
      }
      const results = json.validation_results ?? {};
      const problems = (results.messages ?? [])
        .filter((m) => m.type !== 'address_warning' && m.type !== 'address_correction')
        .map((m) => ({ field: fieldOfMessage(m), message: m.text || m.code || 'Not a deliverable address' }));
      if (results.is_valid === false && problems.length === 0) {
        problems.push({ field: 'address', message: 'The carrier could not confirm this address' });
      }
      if (results.is_valid === false || problems.length > 0) {
        return { valid: false, scope, normalized: null, problems, suggestions: [] };
      }
      const normalized = fromShippoAddress(json, address);
      return {
        valid: true,
        scope: shippingScope(normalized.countryCode),
        normalized,
        problems: [],
        suggestions: sameAddress(normalized, address) ? [] : [normalized],
      };
    },

    async rates(input: RateInput): Promise<ShippingOption[]> {
      if (input.parcel.packages < 1) return [];
      const { status, json } = await call<ShippoShipment & { detail?: string }>('/shipments/', {
        address_from: {
          name: 'Quarry supplier',
          city: input.from.city ?? undefined,
          state: input.from.state ?? undefined,
          zip: input.from.postalCode ?? undefined,
          country: input.from.countryCode,
        },
        address_to: toShippoAddress(input.to),
        parcels: parcels(input.parcel),
        async: false,
      });
      if (status >= 400 || json.status === 'ERROR') {
        const why = json.messages?.[0]?.text ?? json.detail ?? `answered ${status}`;
        throw new AppError('REFUSED', `The carrier cannot quote this shipment: ${why}`);
      }
      const byToken = new Map<string, ShippingOption>();
      for (const r of json.rates ?? []) {
        const usd = r.currency === 'USD' ? r.amount : r.currency_local === 'USD' ? r.amount_local : undefined;
        const amountCents = usd === undefined ? null : toCents(usd);
        if (amountCents === null || !r.servicelevel?.token) continue;
        const days = r.estimated_days ?? null;
        const option: ShippingOption = {
          id: r.servicelevel.token,
          name: r.servicelevel.name,
          carrier: r.provider,
          amountCents,
          minDays: days ?? UNKNOWN_TRANSIT_DAYS[0],
          maxDays: days ?? UNKNOWN_TRANSIT_DAYS[1],
        };
        const seen = byToken.get(option.id);
        if (!seen || seen.amountCents > amountCents) byToken.set(option.id, option);
      }
      return [...byToken.values()].sort((a, b) => a.amountCents - b.amountCents || a.id.localeCompare(b.id));
    },
  };
}
