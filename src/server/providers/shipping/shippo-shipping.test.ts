import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/contract/cart';
import { parseConfig } from '../../config';
import { AppError } from '../../http/errors';
import { createShipping } from './create-shipping';
import { startFakeShippoServer } from './fake-shippo-server';
import { toCents } from './shippo-common';
import { createShippoShipping, UNKNOWN_TRANSIT_DAYS } from './shippo-shipping';

let shippo: Awaited<ReturnType<typeof startFakeShippoServer>>;
beforeAll(async () => {
  shippo = await startFakeShippoServer({ token: 'shippo_test_abc' });
});
afterAll(() => shippo.close());

const sf: Address = {
  name: 'Maya Chen',
  line1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94117',
  countryCode: 'US',
};
const provider = () => createShippoShipping({ token: 'shippo_test_abc', apiUrl: shippo.apiUrl });

describe('the Shippo adapter', () => {
  it('is switched on by SHIPPO_TOKEN, with the default API URL', () => {
    expect(createShipping(parseConfig({})).kind).toBe('embedded');
    const config = parseConfig({ SHIPPO_TOKEN: 'shippo_live_x' });
    expect(config.shipping.shippo).toEqual({ token: 'shippo_live_x', apiUrl: 'https://api.goshippo.com' });
    expect(createShipping(config).kind).toBe('shippo');
  });

  it('validates through POST /addresses/ and answers the carrier’s form as the suggestion', async () => {
    const before = shippo.received.length;
    const r = await provider().validateAddress(sf);
    expect(shippo.received[before]).toEqual({
      method: 'POST',
      path: '/addresses/',
      auth: 'ShippoToken shippo_test_abc',
      body: {
        name: 'Maya Chen',
        street1: '215 Clayton St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94117',
        country: 'US',
        validate: true,
      },
    });
    const normalized = {
      name: 'Maya Chen',
      company: null,
      line1: '215 CLAYTON ST',
      line2: null,
      city: 'SAN FRANCISCO',
      state: 'CA',
      postalCode: '94117-0001',
      countryCode: 'US',
      phone: null,
    };
    expect(r).toEqual({
      valid: true,
      scope: 'DOMESTIC',
      normalized,
      problems: [],
      suggestions: [normalized],
    });
  });

  it('maps validation_results messages to problems on our fields', async () => {
    const r = await provider().validateAddress({ ...sf, line1: 'Clayton Street', postalCode: '941' });
    expect(r).toMatchObject({ valid: false, normalized: null, suggestions: [] });
    expect(r.problems).toEqual([
      { field: 'line1', message: 'Street could not be found.' },
      { field: 'postalCode', message: 'The city, state and ZIP code do not match.' },
    ]);
  });

  it('answers Shippo’s field errors as problems, not as a failure', async () => {
    const r = await provider().validateAddress({ ...sf, countryCode: 'U1' });
    expect(r).toMatchObject({ valid: false, scope: 'INTERNATIONAL' });
    expect(r.problems).toEqual([{ field: 'countryCode', message: '"U1" is not a valid choice.' }]);
  });

  it('rates through POST /shipments/ (async=false): service-level ids, USD cents, cheapest first', async () => {
    const before = shippo.received.length;
    const options = await provider().rates({
      from: { countryCode: 'CN', city: 'Shenzhen', postalCode: '518000' },
      to: sf,
      parcel: { weightGrams: 2268, packages: 2, kind: 'PARCEL' },
    });
    const sent = shippo.received[before]!;
    expect(sent.path).toBe('/shipments/');
    expect(sent.auth).toBe('ShippoToken shippo_test_abc');
    expect(sent.body).toMatchObject({
      address_from: { name: 'Quarry supplier', city: 'Shenzhen', zip: '518000', country: 'CN' },
      address_to: { street1: '215 Clayton St', zip: '94117', country: 'US' },
      async: false,
    });
    expect(sent.body.parcels).toEqual([
      { length: '12', width: '10', height: '8', distance_unit: 'in', weight: '2.5', mass_unit: 'lb' },
      { length: '12', width: '10', height: '8', distance_unit: 'in', weight: '2.5', mass_unit: 'lb' },
    ]);
    // 5 lb in all; the CAD-only quote is left out; a quote without days gets the default range.
    expect(options).toEqual([
      {
        id: 'usps_ground_advantage',
        name: 'Ground Advantage',
        carrier: 'USPS',
        amountCents: 1100,
        minDays: 5,
        maxDays: 5,
      },
      {
        id: 'usps_priority',
        name: 'Priority Mail',
        carrier: 'USPS',
        amountCents: 1625,
        minDays: 2,
        maxDays: 2,
      },
      {
        id: 'ups_next_day_air',
        name: 'Next Day Air',
        carrier: 'UPS',
        amountCents: 5950,
        minDays: 1,
        maxDays: 1,
      },
      {
        id: 'dhl_express_worldwide',
        name: 'Express Worldwide',
        carrier: 'DHL Express',
        amountCents: 8100,
        minDays: UNKNOWN_TRANSIT_DAYS[0],
        maxDays: UNKNOWN_TRANSIT_DAYS[1],
      },
    ]);
    const again = await provider().rates({
      from: { countryCode: 'CN', city: 'Shenzhen', postalCode: '518000' },
      to: sf,
      parcel: { weightGrams: 2268, packages: 2, kind: 'PARCEL' },
    });
    expect(again.map((o) => o.id)).toEqual(options.map((o) => o.id));
  });

  it('refuses a shipment the carrier cannot quote with its reason, and quotes nothing to ship as []', async () => {
    const err = await provider()
      .rates({
        from: { countryCode: 'US' },
        to: { ...sf, postalCode: '00000' },
        parcel: { weightGrams: 400, packages: 1, kind: 'PARCEL' },
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'REFUSED',
      message: 'The carrier cannot quote this shipment: Invalid destination ZIP code.',
    });
    const before = shippo.received.length;
    expect(
      await provider().rates({
        from: { countryCode: 'US' },
        to: sf,
        parcel: { weightGrams: 0, packages: 0, kind: 'PARCEL' },
      }),
    ).toEqual([]);
    expect(shippo.received.length).toBe(before);
  });

  it('answers 503 when Shippo refuses the token, fails or cannot be reached', async () => {
    const wrong = createShippoShipping({ token: 'nope', apiUrl: shippo.apiUrl });
    await expect(wrong.validateAddress(sf)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The shipping provider is unavailable right now (answered 401). Please try again.',
    });
    const down = await startFakeShippoServer({ fail: { status: 502, body: { detail: 'Bad gateway' } } });
    try {
      const p = createShippoShipping({ token: 'shippo_test_token', apiUrl: down.apiUrl });
      await expect(
        p.rates({
          from: { countryCode: 'US' },
          to: sf,
          parcel: { weightGrams: 400, packages: 1, kind: 'PARCEL' },
        }),
      ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      await down.close();
    }
    const gone = createShippoShipping({ token: 'x', apiUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(gone.validateAddress(sf)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The shipping provider is unavailable right now (unreachable). Please try again.',
    });
  });

  it('turns decimal amounts into cents exactly', () => {
    expect(toCents('5.50')).toBe(550);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('12')).toBe(1200);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('abc')).toBeNull();
  });
});
