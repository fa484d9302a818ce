import { fromShippoTrackingStatus } from '../../../shared/rules/tracking';
import { WAREHOUSE } from '../../../shared/rules/warehouse';
import { AppError, conflict, invalid, refused } from '../../http/errors';
import { checkLabelInput } from './label-rates';
import { type ShippoCall, type ShippoMessage, toCents, toShippoAddress } from './shippo-shipping';
import type {
  LabelRate,
  LabelRateInput,
  PurchasedLabel,
  ShippingProvider,
  TrackingEvent,
  TrackingInfo,
  TrackingLocation,
} from './types';

// Shippo's labels: POST /shipments/ (async=false) for rates, GET /rates/{id}/ to re-read the one being bought,
// GET /transactions/?rate= to find an earlier purchase with the same idempotency key (Shippo's transactions
// take no Idempotency-Key: the key travels in the transaction's metadata), POST /transactions/ (PDF_4x6,
// async=false) to buy, POST /refunds/ to void, GET /tracks/{carrier}/{tracking_number}/ to track.

export type ShippoLabelRate = {
  object_id: string;
  amount: string;
  currency: string;
  provider: string;
  servicelevel: { name: string; token: string };
  estimated_days?: number | null;
  zone?: string | number | null;
};
export type ShippoTransaction = {
  object_id: string;
  status:
    | 'WAITING'
    | 'QUEUED'
    | 'SUCCESS'
    | 'ERROR'
    | 'REFUNDED'
    | 'REFUNDPENDING'
    | 'REFUNDREJECTED'
    | string;
  rate?: string | null;
  tracking_number?: string | null;
  tracking_status?: string | null;
  tracking_url_provider?: string | null;
  label_url?: string | null;
  eta?: string | null;
  metadata?: string | null;
  messages?: ShippoMessage[];
  object_created?: string;
  test?: boolean;
};
export type ShippoTrackEvent = {
  object_id?: string;
  status: string;
  substatus?: { code?: string; text?: string; action_required?: boolean } | null;
  status_details?: string | null;
  status_date?: string | null;
  location?: {
    city?: string | null;
    state?: string | null;
    zip?: string | null;
    country?: string | null;
  } | null;
};
export type ShippoTrack = {
  carrier: string;
  tracking_number: string;
  eta?: string | null;
  metadata?: string | null;
  transaction?: string | null;
  tracking_status?: ShippoTrackEvent | null;
  tracking_history?: ShippoTrackEvent[];
};

/** "USPS" → usps, "FedEx" → fedex, "DHL Express" → dhl_express: Shippo's carrier tokens. */
export const carrierTokenOf = (provider: string) => provider.trim().toLowerCase().replace(/\s+/g, '_');

/** The metadata that marks a purchase: Shippo keeps up to 100 characters. */
export const purchaseMetadata = (reference: string, idempotencyKey: string) =>
  `${reference.slice(0, 40)} quarry:${idempotencyKey}`.slice(0, 100);

const messageOf = (
  json: { messages?: ShippoMessage[]; detail?: string } & Record<string, unknown>,
  status: number,
) =>
  json.messages?.find((m) => m.text)?.text ??
  json.detail ??
  Object.values(json)
    .flat()
    .find((v): v is string => typeof v === 'string') ??
  `answered ${status}`;

function toLabelRate(r: ShippoLabelRate): LabelRate | null {
  const amountCents = r.currency === 'USD' ? toCents(r.amount) : null;
  if (amountCents === null || !r.servicelevel?.token) return null;
  const zone = r.zone === undefined || r.zone === null || r.zone === '' ? null : Number(r.zone);
  return {
    id: r.object_id,
    carrier: r.provider,
    carrierToken: carrierTokenOf(r.provider),
    service: r.servicelevel.name,
    serviceToken: r.servicelevel.token,
    amountCents,
    currency: 'USD',
    estimatedDays: r.estimated_days ?? null,
    zone: Number.isInteger(zone) ? zone : null,
    billableWeightLb: null,
  };
}

const orNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

export function toTrackingEvent(e: ShippoTrackEvent, id: string): TrackingEvent {
  const l = e.location;
  const location: TrackingLocation | null =
    l && (l.city || l.state || l.zip || l.country)
      ? {
          city: orNull(l.city),
          state: orNull(l.state),
          zip: orNull(l.zip),
          country: orNull(l.country) ?? 'US',
        }
      : null;
  return {
    id: e.object_id ?? id,
    status: fromShippoTrackingStatus(e.status, e.substatus?.code),
    substatus: e.substatus?.code ?? null,
    at: e.status_date ? new Date(e.status_date).toISOString() : new Date(0).toISOString(),
    location,
    description: e.status_details?.trim() || e.substatus?.text || e.status,
  };
}

/** Shippo's track object → Quarry's tracking: history oldest first, the current status last. */
export function toTrackingInfo(t: ShippoTrack): TrackingInfo {
  const history = (t.tracking_history ?? []).map((e, i) => toTrackingEvent(e, `${t.tracking_number}:${i}`));
  const current = t.tracking_status
    ? toTrackingEvent(t.tracking_status, `${t.tracking_number}:current`)
    : null;
  if (current && !history.some((e) => e.id === current.id)) history.push(current);
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    trackingNumber: t.tracking_number,
    carrierToken: t.carrier,
    status: current?.status ?? history.at(-1)?.status ?? 'UNKNOWN',
    events: history,
    eta: t.eta ?? null,
  };
}

const addDays = (d: Date, days: number) =>
  new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type LabelMethods = Pick<ShippingProvider, 'labelRates' | 'buyLabel' | 'voidLabel' | 'track'>;

export function shippoLabelMethods(call: ShippoCall): LabelMethods {
  return {
    async labelRates(input: LabelRateInput): Promise<LabelRate[]> {
      checkLabelInput(input);
      const p = input.parcel;
      const { status, json } = await call<{
        status?: string;
        rates?: ShippoLabelRate[];
        messages?: ShippoMessage[];
        detail?: string;
      }>('/shipments/', {
        address_from: toShippoAddress(WAREHOUSE),
        address_to: toShippoAddress(input.to),
        parcels: [
          {
            length: String(p.lengthIn),
            width: String(p.widthIn),
            height: String(p.heightIn),
            distance_unit: 'in',
            weight: String(p.weightOz),
            mass_unit: 'oz',
          },
        ],
        async: false,
      });
      if (status >= 400 || json.status === 'ERROR') {
        throw refused(`The carrier cannot quote this shipment: ${messageOf(json, status)}`);
      }
      return (json.rates ?? [])
        .map(toLabelRate)
        .filter((r): r is LabelRate => r !== null)
        .sort((a, b) => a.amountCents - b.amountCents || a.serviceToken.localeCompare(b.serviceToken));
    },

    async buyLabel({ rateId, reference, idempotencyKey, now = new Date() }): Promise<PurchasedLabel> {
      if (!/^[\w-]{1,64}$/.test(rateId))
        throw invalid('rateId: not a Shippo rate id', [{ path: 'rateId', message: 'Unknown rate' }]);
      if (!idempotencyKey.trim()) {
        throw invalid('idempotencyKey is required', [{ path: 'idempotencyKey', message: 'Required' }]);
      }
      const got = await call<ShippoLabelRate & { detail?: string }>(`/rates/${rateId}/`, undefined, 'GET');
      if (got.status === 404)
        throw conflict('This rate is no longer offered for this parcel: get rates again');
      const rate = got.status < 400 ? toLabelRate(got.json) : null;
      if (!rate) throw refused(`The carrier cannot sell this rate: ${messageOf(got.json, got.status)}`);
      const metadata = purchaseMetadata(reference, idempotencyKey);

      const label = (t: ShippoTransaction): PurchasedLabel => ({
        labelId: t.object_id,
        rateId,
        carrier: rate.carrier,
        carrierToken: rate.carrierToken,
        service: rate.service,
        serviceToken: rate.serviceToken,
        trackingNumber: t.tracking_number ?? '',
        rateCents: rate.amountCents,
        currency: 'USD',
        pdf: null,
        labelUrl: t.label_url ?? null,
        estimatedDeliveryDate:
          t.eta?.slice(0, 10) ?? (rate.estimatedDays === null ? null : addDays(now, rate.estimatedDays)),
        purchasedAt: t.object_created ? new Date(t.object_created).toISOString() : now.toISOString(),
      });

      // A retry after a lost answer: Shippo already sold this rate with our key.
      const earlier = await call<{ results?: ShippoTransaction[] }>(
        `/transactions/?rate=${encodeURIComponent(rateId)}&results=100`,
        undefined,
        'GET',
      );
      const done = (earlier.json.results ?? []).find(
        (t) => t.metadata === metadata && t.status === 'SUCCESS',
      );
      if (done) return label(done);

      const { status, json } = await call<ShippoTransaction & { detail?: string }>('/transactions/', {
        rate: rateId,
        label_file_type: 'PDF_4x6',
        async: false,
        metadata,
      });
      if (status >= 400 || json.status === 'ERROR') {
        throw refused(`The carrier did not sell the label: ${messageOf(json, status)}`);
      }
      if (json.status !== 'SUCCESS' || !json.tracking_number) {
        throw new AppError('UNAVAILABLE', 'The carrier is still making the label. Try again in a moment.');
      }
      return label(json);
    },

    async voidLabel({ labelId }) {
      const { status, json } = await call<{ object_id?: string; status?: string; detail?: string }>(
        '/refunds/',
        {
          transaction: labelId,
          async: false,
        },
      );
      if (status === 404) throw new AppError('NOT_FOUND', 'Label not found');
      if (status >= 400 || json.status === 'ERROR') {
        throw refused(
          `The carrier refused to void this label: ${messageOf(json as Record<string, unknown>, status)}`,
        );
      }
      return {
        labelId,
        status: json.status === 'SUCCESS' ? 'VOIDED' : 'REFUND_PENDING',
        refundId: json.object_id ?? null,
      };
    },

    async track({ trackingNumber, carrierToken }) {
      const { status, json } = await call<ShippoTrack & { detail?: string }>(
        `/tracks/${encodeURIComponent(carrierToken)}/${encodeURIComponent(trackingNumber)}/`,
        undefined,
        'GET',
      );
      if (status === 404) throw new AppError('NOT_FOUND', 'Tracking number not found');
      if (status >= 400) throw refused(`The carrier cannot track this number: ${messageOf(json, status)}`);
      return toTrackingInfo(json);
    },
  };
}
