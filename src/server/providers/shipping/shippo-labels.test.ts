import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/contract/cart';
import { isValidTrackingNumber } from '../../../shared/rules/tracking';
import { WAREHOUSE } from '../../../shared/rules/warehouse';
import { parseConfig } from '../../config';
import { AppError } from '../../http/errors';
import { startFakeShippoServer } from './fake-shippo-server';
import { purchaseMetadata } from './shippo-labels';
import { createShippoShipping } from './shippo-shipping';
import { parseShippoWebhook, signShippoWebhook } from './shippo-webhook';
import type { LabelRateInput } from './types';

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
const input: LabelRateInput = { to: sf, parcel: { lengthIn: 12, widthIn: 10, heightIn: 8, weightOz: 40 } };
const provider = () => createShippoShipping({ token: 'shippo_test_abc', apiUrl: shippo.apiUrl });
const now = new Date('2026-11-26T15:00:00Z');

describe('the Shippo adapter: labels, voids and tracking', () => {
  it('rates a label through POST /shipments/ from the warehouse, in ounces and inches', async () => {
    const before = shippo.received.length;
    const rates = await provider().labelRates(input);
    const sent = shippo.received[before]!;
    expect(sent.path).toBe('/shipments/');
    expect(sent.body).toMatchObject({
      address_from: {
        name: WAREHOUSE.name,
        street1: WAREHOUSE.line1,
        city: 'Durham',
        state: 'NC',
        zip: '27703',
        country: 'US',
      },
      address_to: { street1: '215 Clayton St', zip: '94117' },
      parcels: [
        { length: '12', width: '10', height: '8', distance_unit: 'in', weight: '40', mass_unit: 'oz' },
      ],
      async: false,
    });
    // 2.5 lb: Ground Advantage 5.50 + 1.10 × 2.5 = 8.25; the CAD quote is left out.
    expect(rates[0]).toEqual({
      id: expect.stringMatching(/^rate_\d+_3$/),
      carrier: 'USPS',
      carrierToken: 'usps',
      service: 'Ground Advantage',
      serviceToken: 'usps_ground_advantage',
      amountCents: 825,
      currency: 'USD',
      estimatedDays: 5,
      zone: null,
      billableWeightLb: null,
    });
    expect(rates.map((r) => r.carrierToken)).toEqual(['usps', 'usps', 'ups', 'dhl_express']);
    expect(rates.every((r, i) => i === 0 || rates[i - 1]!.amountCents <= r.amountCents)).toBe(true);
  });

  it('buys through POST /transactions/ (PDF_4x6, async false) once per idempotency key', async () => {
    const p = provider();
    const [rate] = await p.labelRates(input);
    const before = shippo.received.length;
    const label = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#1001',
      idempotencyKey: 'k-1',
      now,
    });
    const posts = shippo.received
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path === '/transactions/');
    expect(posts.map((r) => r.body)).toEqual([
      {
        rate: rate!.id,
        label_file_type: 'PDF_4x6',
        async: false,
        metadata: purchaseMetadata('#1001', 'k-1'),
      },
    ]);
    expect(label).toMatchObject({
      labelId: expect.stringMatching(/^txn_/),
      rateId: rate!.id,
      carrier: 'USPS',
      carrierToken: 'usps',
      serviceToken: 'usps_ground_advantage',
      rateCents: 825,
      pdf: null,
      labelUrl: expect.stringMatching(/\.pdf$/),
      estimatedDeliveryDate: '2026-12-01',
    });
    expect(isValidTrackingNumber(label.trackingNumber)).toBe(true);

    const mark = shippo.received.length;
    const again = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#1001',
      idempotencyKey: 'k-1',
      now,
    });
    expect(again).toEqual(label);
    expect(shippo.received.slice(mark).some((r) => r.method === 'POST')).toBe(false);
    const other = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#1001',
      idempotencyKey: 'k-2',
      now,
    });
    expect(other.labelId).not.toBe(label.labelId);
  });

  it('refuses a rate Shippo does not know as stale (409)', async () => {
    await expect(
      provider().buyLabel({
        rateId: 'rate_gone',
        labelRateInput: input,
        reference: '#1',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      provider().buyLabel({
        rateId: 'bad id/..',
        labelRateInput: input,
        reference: '#1',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'INVALID' });
  });

  it('tracks through GET /tracks/{carrier}/{number}/ and maps Shippo’s statuses', async () => {
    const p = provider();
    const [rate] = await p.labelRates(input);
    const label = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#1002',
      idempotencyKey: 'trk',
      now,
    });
    shippo.advanceTrack(label.trackingNumber, {
      status: 'TRANSIT',
      substatus: 'package_accepted',
      details: 'Accepted at USPS Origin Facility',
      city: 'Durham',
      state: 'NC',
    });
    shippo.advanceTrack(label.trackingNumber, {
      status: 'TRANSIT',
      substatus: 'out_for_delivery',
      details: 'Out for Delivery',
      city: 'San Francisco',
      state: 'CA',
    });
    const t = await p.track({
      trackingNumber: label.trackingNumber,
      carrierToken: label.carrierToken,
      purchasedAt: now,
    });
    expect(shippo.received.at(-1)).toMatchObject({
      method: 'GET',
      path: `/tracks/usps/${label.trackingNumber}/`,
    });
    expect(t.status).toBe('OUT_FOR_DELIVERY');
    expect(t.events.map((e) => [e.status, e.substatus, e.location?.city ?? null])).toEqual([
      ['PRE_TRANSIT', 'information_received', null],
      ['IN_TRANSIT', 'package_accepted', 'Durham'],
      ['OUT_FOR_DELIVERY', 'out_for_delivery', 'San Francisco'],
    ]);
    expect(t.events[1]!.description).toBe('Accepted at USPS Origin Facility');
  });

  it('voids through POST /refunds/ before the first scan, and passes on the refusal after', async () => {
    const p = provider();
    const [rate] = await p.labelRates(input);
    const fresh = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#1003',
      idempotencyKey: 'v1',
      now,
    });
    const voided = await p.voidLabel({ labelId: fresh.labelId, purchasedAt: now });
    expect(shippo.received.at(-1)).toMatchObject({
      path: '/refunds/',
      body: { transaction: fresh.labelId, async: false },
    });
    expect(voided).toEqual({
      labelId: fresh.labelId,
      status: 'VOIDED',
      refundId: expect.stringMatching(/^ref_/),
    });

    const moving = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#1004',
      idempotencyKey: 'v2',
      now,
    });
    shippo.advanceTrack(moving.trackingNumber, {
      status: 'TRANSIT',
      substatus: 'package_accepted',
      details: 'Accepted',
    });
    const err = await p.voidLabel({ labelId: moving.labelId, purchasedAt: now }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'REFUSED' });
    expect(err.message).toMatch(/cannot be refunded/);
    await expect(p.voidLabel({ labelId: 'txn_nope', purchasedAt: now })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('Shippo webhooks', () => {
  const token = 'whk_0123456789abcdef';
  const hmacSecret = 'shippo_hmac_secret';
  const at = new Date('2026-11-26T16:00:00Z');
  const t = Math.floor(at.getTime() / 1000);

  async function trackPayload() {
    const p = provider();
    const [rate] = await p.labelRates(input);
    const label = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#2001',
      idempotencyKey: 'wh',
      now,
    });
    const track = shippo.advanceTrack(label.trackingNumber, {
      status: 'DELIVERED',
      substatus: 'delivered',
      details: 'Delivered, Front Door',
      city: 'San Francisco',
      state: 'CA',
    });
    return { label, raw: JSON.stringify({ event: 'track_updated', test: true, data: track }) };
  }

  it('parses track_updated with the URL token, and with a valid Shippo-Auth-Signature when HMAC is set', async () => {
    const { label, raw } = await trackPayload();
    const ev = parseShippoWebhook(raw, { query: { token } }, { token }, at);
    expect(ev).toMatchObject({ event: 'track_updated', test: true, labelId: label.labelId });
    if (ev.event !== 'track_updated') throw new Error('unexpected');
    expect(ev.tracking).toMatchObject({
      trackingNumber: label.trackingNumber,
      carrierToken: 'usps',
      status: 'DELIVERED',
    });
    expect(ev.tracking.events.at(-1)).toMatchObject({
      status: 'DELIVERED',
      location: { city: 'San Francisco' },
    });

    const headers = { 'Shippo-Auth-Signature': signShippoWebhook(raw, hmacSecret, t) };
    expect(
      parseShippoWebhook(Buffer.from(raw), { query: { token }, headers }, { token, hmacSecret }, at).event,
    ).toBe('track_updated');
  });

  it('parses transaction_updated (a refund) and passes other events through as "other"', async () => {
    const p = provider();
    const [rate] = await p.labelRates(input);
    const label = await p.buyLabel({
      rateId: rate!.id,
      labelRateInput: input,
      reference: '#2002',
      idempotencyKey: 'tx',
      now,
    });
    await p.voidLabel({ labelId: label.labelId, purchasedAt: now });
    const raw = JSON.stringify({
      event: 'transaction_updated',
      test: true,
      data: shippo.transaction(label.labelId),
    });
    expect(parseShippoWebhook(raw, { query: { token } }, { token }, at)).toEqual({
      event: 'transaction_updated',
      test: true,
      label: {
        labelId: label.labelId,
        labelStatus: 'REFUNDED',
        trackingNumber: label.trackingNumber,
        trackingStatus: 'PRE_TRANSIT',
        labelUrl: label.labelUrl,
        rateId: rate!.id,
        metadata: purchaseMetadata('#2002', 'tx'),
      },
    });
    const batch = JSON.stringify({ event: 'batch_created', test: false, data: { object_id: 'b1' } });
    expect(parseShippoWebhook(batch, { query: { token } }, { token }, at)).toEqual({
      event: 'other',
      type: 'batch_created',
      test: false,
    });
  });

  it('refuses a missing or wrong token, a bad or stale signature and a body that is not an event', async () => {
    const { raw } = await trackPayload();
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect((e as AppError).code).toBe('INVALID');
        return (e as AppError).message;
      }
      throw new Error('not refused');
    };
    expect(refusal(() => parseShippoWebhook(raw, {}, { token }, at))).toBe(
      'The webhook was refused: no token in the webhook URL',
    );
    expect(refusal(() => parseShippoWebhook(raw, { query: { token: `${token}x` } }, { token }, at))).toMatch(
      /does not match/,
    );
    const signed = (body: string, secret: string, ts: number) => ({
      headers: { 'shippo-auth-signature': signShippoWebhook(body, secret, ts) },
    });
    expect(refusal(() => parseShippoWebhook(raw, {}, { hmacSecret }, at))).toMatch(
      /no Shippo-Auth-Signature/,
    );
    expect(refusal(() => parseShippoWebhook(raw, signed(raw, 'other', t), { hmacSecret }, at))).toMatch(
      /no signature matches/,
    );
    expect(
      refusal(() => parseShippoWebhook(`${raw} `, signed(raw, hmacSecret, t), { hmacSecret }, at)),
    ).toMatch(/no signature matches/);
    expect(
      refusal(() => parseShippoWebhook(raw, signed(raw, hmacSecret, t - 301), { hmacSecret }, at)),
    ).toMatch(/outside the tolerance/);
    expect(
      refusal(() =>
        parseShippoWebhook(raw, { headers: { 'shippo-auth-signature': 'v1=abc' } }, { hmacSecret }, at),
      ),
    ).toMatch(/malformed/);
    expect(refusal(() => parseShippoWebhook('not json', { query: { token } }, { token }, at))).toMatch(
      /not JSON/,
    );
    expect(
      refusal(() => parseShippoWebhook('{"event":"track_updated"}', { query: { token } }, { token }, at)),
    ).toMatch(/not a Shippo event/);
    expect(() => parseShippoWebhook(raw, { query: { token } }, {}, at)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('reads the webhook secrets and the carrier pace from the environment', () => {
    const c = parseConfig({
      SHIPPO_TOKEN: 'shippo_live_x',
      SHIPPO_WEBHOOK_TOKEN: token,
      SHIPPO_WEBHOOK_HMAC_SECRET: 's',
      CARRIER_PACE: '60',
    });
    expect(c.shipping.shippo).toMatchObject({ webhookToken: token, webhookHmacSecret: 's' });
    expect(c.shipping.carrierPace).toBe(60);
    expect(parseConfig({}).shipping.carrierPace).toBe(1);
    expect(() => parseConfig({ CARRIER_PACE: '0' })).toThrow();
  });
});
