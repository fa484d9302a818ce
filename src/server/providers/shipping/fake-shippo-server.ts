import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackingCheckDigit } from '../../../shared/rules/tracking';

type Json = Record<string, unknown>;
type Received = { method: string; path: string; auth: string; body: Json };

/**
 * A loopback server speaking Shippo's API as its reference shows it: address validation (POST /addresses/
 * with validate=true), rating (POST /shipments/ with async=false; GET /rates/{id}/), labels (POST and GET
 * /transactions/, PDF_4x6, async=false), refunds (POST /refunds/) and tracking (GET /tracks/{carrier}/{n}/).
 * Its rules: a street without a number is "Unknown Street"; a US ZIP that is not 5 digits is "Invalid
 * City/State/Zip"; a valid US address comes back upper-cased with a ZIP+4; a label whose tracking left
 * PRE_TRANSIT cannot be refunded. `advanceTrack` plays the carrier's scans. `fail` answers every call with a
 * Shippo-style error.
 */
export async function startFakeShippoServer(
  opts: { token?: string; fail?: { status: number; body: Json } } = {},
) {
  const token = opts.token ?? 'shippo_test_token';
  const received: Received[] = [];
  let seq = 0;
  const state: State = {
    rates: new Map(),
    transactions: [],
    tracks: new Map(),
    clock: Date.parse('2026-11-26T12:00:00Z'),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Json;
      const auth = req.headers.authorization ?? '';
      received.push({ method: req.method ?? '', path: req.url ?? '', auth, body });
      const send = (status: number, payload: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(payload));
      };
      if (opts.fail) return send(opts.fail.status, opts.fail.body);
      if (auth !== `ShippoToken ${token}`) return send(401, { detail: 'Invalid token.' });
      if (req.method === 'POST' && req.url === '/addresses/') return send(...address(body, ++seq));
      if (req.method === 'POST' && req.url === '/shipments/') {
        const [status, answer] = shipment(body, ++seq);
        for (const r of ((answer as Json).rates as Json[] | undefined) ?? [])
          state.rates.set(String(r.object_id), r);
        return send(status, answer);
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const rateMatch = /^\/rates\/([\w-]+)\/$/.exec(url.pathname);
      if (req.method === 'GET' && rateMatch) {
        const rate = state.rates.get(rateMatch[1]!);
        return rate ? send(200, rate) : send(404, { detail: 'Not found.' });
      }
      if (req.method === 'GET' && url.pathname === '/transactions/') {
        const rate = url.searchParams.get('rate');
        const results = state.transactions.filter((t) => !rate || t.rate === rate);
        return send(200, { next: null, previous: null, results });
      }
      if (req.method === 'POST' && url.pathname === '/transactions/')
        return send(...transaction(state, body, ++seq));
      if (req.method === 'POST' && url.pathname === '/refunds/') return send(...refund(state, body, ++seq));
      const trackMatch = /^\/tracks\/([\w-]+)\/([\w-]+)\/$/.exec(url.pathname);
      if (req.method === 'GET' && trackMatch)
        return send(200, trackOf(state, trackMatch[1]!, trackMatch[2]!));
      send(404, { detail: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    /** The carrier scans the parcel: a new tracking_status, appended to tracking_history. Answers the track. */
    advanceTrack(
      trackingNumber: string,
      e: { status: string; substatus?: string; details: string; city?: string; state?: string },
    ) {
      const track = state.tracks.get(trackingNumber);
      if (!track) throw new Error(`No label with tracking number ${trackingNumber}`);
      const event = trackEvent(
        state,
        e.status,
        e.substatus ?? null,
        e.details,
        e.city ?? null,
        e.state ?? null,
      );
      (track.tracking_history as Json[]).push(event);
      track.tracking_status = event;
      const t = state.transactions.find((x) => x.tracking_number === trackingNumber);
      if (t) t.tracking_status = e.status;
      return track;
    },
    /** A transaction as Shippo holds it (for transaction_updated payloads). */
    transaction: (objectId: string) => state.transactions.find((t) => t.object_id === objectId),
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function address(body: Json, seq: number): [number, unknown] {
  const country = str(body.country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    return [400, { country: [`"${str(body.country)}" is not a valid choice.`] }];
  if (!str(body.street1)) return [400, { street1: ['This field is required.'] }];
  const messages: Json[] = [];
  const error = (code: string, text: string) =>
    messages.push({ source: 'Shippo Address Validator', code, type: 'address_error', text });
  if (!/\d/.test(str(body.street1))) error('Unknown Street', 'Street could not be found.');
  const zip = str(body.zip).trim();
  if (country === 'US' && !/^\d{5}(-\d{4})?$/.test(zip)) {
    error('Invalid City/State/Zip', 'The city, state and ZIP code do not match.');
  }
  const valid = messages.length === 0;
  const us = country === 'US';
  const up = (v: unknown) => (us ? str(v).toUpperCase() : str(v));
  return [
    201,
    {
      object_id: `addr_${seq}`,
      is_complete: valid,
      validation_results: body.validate ? { is_valid: valid, messages } : undefined,
      name: str(body.name),
      company: str(body.company),
      street1: up(body.street1),
      street2: up(body.street2),
      city: up(body.city),
      state: up(body.state),
      zip: us && valid && zip.length === 5 ? `${zip}-0001` : zip,
      country,
      phone: str(body.phone),
      email: '',
      test: true,
    },
  ];
}

function shipment(body: Json, seq: number): [number, unknown] {
  const to = (body.address_to ?? {}) as Json;
  const parcels = (body.parcels ?? []) as Json[];
  if (!Array.isArray(parcels) || parcels.length === 0) return [400, { parcels: ['This field is required.'] }];
  if (str(to.zip) === '00000') {
    return [
      201,
      {
        object_id: `shp_${seq}`,
        status: 'ERROR',
        rates: [],
        messages: [{ source: 'USPS', text: 'Invalid destination ZIP code.' }],
      },
    ];
  }
  const perPound: Record<string, number> = { lb: 1, oz: 16, g: 453.59237, kg: 0.45359237 };
  const pounds = parcels.reduce(
    (sum, p) => sum + Number(p.weight ?? 0) / (perPound[str(p.mass_unit) || 'lb'] ?? 1),
    0,
  );
  const rate = (
    n: number,
    provider: string,
    token: string,
    name: string,
    amount: number,
    days: number | null,
    currency = 'USD',
  ) => ({
    object_id: `rate_${seq}_${n}`,
    amount: amount.toFixed(2),
    currency,
    amount_local: amount.toFixed(2),
    currency_local: currency,
    provider,
    servicelevel: { name, token },
    estimated_days: days,
    duration_terms: days ? `Delivery in ${days} days.` : '',
    attributes: [],
  });
  return [
    201,
    {
      object_id: `shp_${seq}`,
      status: 'SUCCESS',
      address_from: body.address_from,
      address_to: to,
      parcels,
      rates: [
        rate(1, 'UPS', 'ups_next_day_air', 'Next Day Air', 42 + 3.5 * pounds, 1),
        rate(2, 'USPS', 'usps_priority', 'Priority Mail', 9.25 + 1.4 * pounds, 2),
        rate(3, 'USPS', 'usps_ground_advantage', 'Ground Advantage', 5.5 + 1.1 * pounds, 5),
        rate(4, 'DHL Express', 'dhl_express_worldwide', 'Express Worldwide', 61 + 4 * pounds, null),
        rate(5, 'Canada Post', 'canada_post_expedited_parcel', 'Expedited Parcel', 20, 3, 'CAD'),
      ],
      messages: [],
    },
  ];
}

type State = {
  rates: Map<string, Json>;
  transactions: Json[];
  tracks: Map<string, Json>;
  clock: number;
};

function trackEvent(
  state: State,
  status: string,
  substatus: string | null,
  details: string,
  city: string | null,
  st: string | null,
): Json {
  state.clock += 3_600_000;
  const at = new Date(state.clock).toISOString();
  return {
    object_id: `trk_evt_${state.clock}`,
    object_created: at,
    object_updated: at,
    status,
    status_details: details,
    status_date: at,
    substatus: substatus ? { code: substatus, text: details, action_required: false } : null,
    location: city ? { city, state: st, zip: null, country: 'US' } : null,
  };
}

/** A tracking number of the rate's carrier: USPS 22 digits with its IMpb check digit, UPS 1Z…, FedEx 12 digits. */
function trackingNumberFor(provider: string, seq: number): string {
  const n = String(seq).padStart(8, '0');
  if (provider === 'USPS') {
    const body = `92055901${n}00000`.slice(0, 21);
    return `${body}${trackingCheckDigit(body)}`;
  }
  if (provider === 'UPS') return `1Z999AA1${n}`;
  return `7${n}000`.slice(0, 12);
}

function transaction(state: State, body: Json, seq: number): [number, unknown] {
  const rateId = str(body.rate);
  const rate = state.rates.get(rateId);
  if (!rate) return [400, { rate: [`Rate with object_id ${rateId} does not exist.`] }];
  if (body.label_file_type && !/^(PDF|PDF_4x6|PDF_4x8|PNG|ZPLII)$/.test(str(body.label_file_type))) {
    return [400, { label_file_type: [`"${str(body.label_file_type)}" is not a valid choice.`] }];
  }
  const provider = str(rate.provider);
  const trackingNumber = trackingNumberFor(provider, seq);
  const carrier = provider.toLowerCase().replace(/\s+/g, '_');
  const created = new Date(state.clock).toISOString();
  const t: Json = {
    object_state: 'VALID',
    status: 'SUCCESS',
    object_created: created,
    object_updated: created,
    object_id: `txn_${seq}`,
    object_owner: 'quarry@example.com',
    test: true,
    rate: rateId,
    tracking_number: trackingNumber,
    tracking_status: 'PRE_TRANSIT',
    tracking_url_provider: `https://tools.example/track/${trackingNumber}`,
    eta: rate.estimated_days
      ? new Date(state.clock + Number(rate.estimated_days) * 86_400_000).toISOString()
      : null,
    label_url: `https://shippo-delivery.example/labels/txn_${seq}.pdf`,
    commercial_invoice_url: null,
    messages: [],
    metadata: str(body.metadata),
  };
  state.transactions.push(t);
  const first = trackEvent(
    state,
    'PRE_TRANSIT',
    'information_received',
    'Shipping label created',
    null,
    null,
  );
  state.tracks.set(trackingNumber, {
    carrier,
    tracking_number: trackingNumber,
    eta: t.eta,
    servicelevel: rate.servicelevel,
    metadata: str(body.metadata),
    transaction: t.object_id,
    tracking_status: first,
    tracking_history: [first],
    messages: [],
    test: true,
  });
  return [201, t];
}

function refund(state: State, body: Json, seq: number): [number, unknown] {
  const t = state.transactions.find((x) => x.object_id === str(body.transaction));
  if (!t) return [404, { detail: 'Not found.' }];
  if (t.status === 'REFUNDED') return [400, { transaction: ['This label has already been refunded.'] }];
  if (t.tracking_status !== 'PRE_TRANSIT' && t.tracking_status !== 'UNKNOWN') {
    return [
      400,
      { transaction: ['The carrier has scanned this label: it was used and cannot be refunded.'] },
    ];
  }
  t.status = 'REFUNDED';
  return [201, { object_id: `ref_${seq}`, status: 'SUCCESS', transaction: t.object_id, test: true }];
}

function trackOf(state: State, carrier: string, trackingNumber: string): Json {
  return (
    state.tracks.get(trackingNumber) ?? {
      carrier,
      tracking_number: trackingNumber,
      eta: null,
      tracking_status: null,
      tracking_history: [],
      messages: [],
    }
  );
}
