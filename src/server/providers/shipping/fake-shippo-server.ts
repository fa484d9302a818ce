import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Received = { method: string; path: string; auth: string; body: Json };

/**
 * A loopback server speaking Shippo's address validation (POST /addresses/ with validate=true) and rating
 * (POST /shipments/ with async=false) as its API reference shows them. Its rules: a street without a number
 * is "Unknown Street"; a US ZIP that is not 5 digits is "Invalid City/State/Zip"; a valid US address comes back
 * upper-cased with a ZIP+4. `fail` answers every call with a Shippo-style error.
 */
export async function startFakeShippoServer(
  opts: { token?: string; fail?: { status: number; body: Json } } = {},
) {
  const token = opts.token ?? 'shippo_test_token';
  const received: Received[] = [];
  let seq = 0;
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
      if (req.method === 'POST' && req.url === '/shipments/') return send(...shipment(body, ++seq));
      send(404, { detail: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
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
  const pounds = parcels.reduce((sum, p) => sum + Number(p.weight ?? 0), 0);
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
