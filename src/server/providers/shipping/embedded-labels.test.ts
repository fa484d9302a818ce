import { describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/contract/cart';
import {
  isValidTrackingNumber,
  parseQuarryTrackingNumber,
  TRACKING_STATUSES,
} from '../../../shared/rules/tracking';
import { AppError } from '../../http/errors';
import {
  carrierTimeline,
  embeddedTrackingNumber,
  eventsDue,
  nextEventAt,
  routingDigits,
  type Scenario,
  scenarioOf,
} from './carrier-timeline';
import { createEmbeddedShipping } from './embedded-shipping';
import { code128Png, LABEL_SIZE_PT } from './label-pdf';
import type { LabelRateInput } from './types';

const sf: Address = {
  name: 'Maya Chen',
  line1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94117',
  countryCode: 'US',
};
const input: LabelRateInput = { to: sf, parcel: { lengthIn: 12, widthIn: 10, heightIn: 8, weightOz: 40 } };
const bought = new Date('2026-11-26T15:00:00Z');
const shipping = createEmbeddedShipping({ carrierPace: 1 });
const hours = (h: number) => new Date(bought.getTime() + h * 3_600_000);

async function buy(key = 'order-1001-label-1') {
  const [rate] = await shipping.labelRates(input);
  return shipping.buyLabel({
    rateId: rate!.id,
    labelRateInput: input,
    reference: '#1001',
    idempotencyKey: key,
    now: bought,
  });
}

/** A tracking number with the given fate (about 1 in 20 to 1 in 70 numbers). */
function numberWith(scenario: Scenario): string {
  for (let i = 0; ; i++) {
    const n = embeddedTrackingNumber({
      carrierToken: 'usps',
      serviceCode: 1,
      routing: routingDigits('US', '94117'),
      rateId: 'embedded:usps:usps_ground_advantage:x',
      reference: '#1',
      idempotencyKey: `k${i}`,
    });
    if (scenarioOf(n) === scenario) return n;
  }
}

describe('embedded labels', () => {
  it('buys a label: a Quarry tracking number and a one-page 4×6 in PDF with the barcode', async () => {
    const label = await buy();
    expect(label).toMatchObject({
      carrier: 'USPS',
      carrierToken: 'usps',
      service: 'Ground Advantage',
      serviceToken: 'usps_ground_advantage',
      rateCents: 1445,
      currency: 'USD',
      labelUrl: null,
      purchasedAt: bought.toISOString(),
    });
    expect(label.labelId).toBe(`emb_${label.trackingNumber}`);
    expect(isValidTrackingNumber(label.trackingNumber)).toBe(true);
    // Service 1 (Ground Advantage), routing 0941 (ZIP 941…).
    expect(parseQuarryTrackingNumber(label.trackingNumber)?.digits.slice(0, 5)).toBe('10941');
    expect(label.estimatedDeliveryDate).toMatch(/^2026-12-0\d$/);
    const pdf = label.pdf!;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain(`/MediaBox [0 0 ${LABEL_SIZE_PT.width} ${LABEL_SIZE_PT.height}]`);
    expect(text).toContain(`(Shipping label ${label.trackingNumber})`);
    expect(text).toContain('/Subtype /Image');
    const png = await code128Png(label.trackingNumber);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('answers the same label, bytes included, for the same idempotency key; another key is another label', async () => {
    const a = await buy('key-a');
    const again = await buy('key-a');
    expect(again.trackingNumber).toBe(a.trackingNumber);
    expect(again.pdf!.equals(a.pdf!)).toBe(true);
    const b = await buy('key-b');
    expect(b.trackingNumber).not.toBe(a.trackingNumber);
  });

  it('re-prices the rate: a stale or forged id is refused', async () => {
    const [rate] = await shipping.labelRates(input);
    const heavier = { ...input, parcel: { ...input.parcel, weightOz: 200 } };
    await expect(
      shipping.buyLabel({ rateId: rate!.id, labelRateInput: heavier, reference: '#1', idempotencyKey: 'k' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This rate is no longer offered for this parcel: get rates again',
    });
    await expect(
      shipping.buyLabel({
        rateId: 'embedded:usps:usps_ground_advantage:0000000000000000',
        labelRateInput: input,
        reference: '#1',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      shipping.buyLabel({
        rateId: 'embedded:ups:usps_priority:abc',
        labelRateInput: input,
        reference: '#1',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'INVALID' });
    await expect(
      shipping.buyLabel({ rateId: rate!.id, labelRateInput: input, reference: ' ', idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ code: 'INVALID' });
  });

  it('voids a label before the carrier scans it, and refuses once it is in transit', async () => {
    const label = await buy('void-me');
    expect(await shipping.voidLabel({ labelId: label.labelId, purchasedAt: bought, now: hours(1) })).toEqual({
      labelId: label.labelId,
      status: 'VOIDED',
      refundId: null,
    });
    const err = await shipping
      .voidLabel({ labelId: label.labelId, purchasedAt: bought, now: hours(6) })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'REFUSED' });
    expect(err.message).toMatch(/in transit cannot be voided/);
    await expect(shipping.voidLabel({ labelId: 'emb_nope', purchasedAt: bought })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('tracks a label by its timeline up to now', async () => {
    const label = await buy('track-me');
    const t = await shipping.track({
      trackingNumber: label.trackingNumber,
      carrierToken: 'usps',
      purchasedAt: bought,
      now: hours(10),
    });
    expect(t.events.map((e) => e.status)).toEqual(['PRE_TRANSIT', 'IN_TRANSIT', 'IN_TRANSIT']);
    expect(t.status).toBe('IN_TRANSIT');
    expect(t.eta).not.toBeNull();
  });
});

describe('the embedded carrier’s timeline', () => {
  it('is deterministic and ordered, from label created to delivered through real cities', () => {
    const n = numberWith('NORMAL');
    const a = carrierTimeline(n, bought, 1);
    expect(carrierTimeline(n, bought, 1)).toEqual(a);
    expect(a.map((e) => e.at)).toEqual([...a.map((e) => e.at)].sort());
    expect(a[0]).toMatchObject({ id: `${n}:0`, status: 'PRE_TRANSIT', at: bought.toISOString() });
    expect(a[0]!.location).toMatchObject({ city: 'Durham', state: 'NC' });
    expect(a.at(-2)).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      location: { city: 'San Francisco', state: 'CA' },
    });
    expect(a.at(-1)).toMatchObject({ status: 'DELIVERED', location: { city: 'San Francisco', state: 'CA' } });
    const hubs = a.filter((e) => e.substatus === 'package_arrived').map((e) => e.location?.city);
    expect(hubs.length).toBeGreaterThanOrEqual(3);
    expect(a.every((e) => TRACKING_STATUSES.includes(e.status))).toBe(true);
    // Ground Advantage to zone 8: 5 days.
    expect(Date.parse(a.at(-1)!.at) - bought.getTime()).toBeGreaterThan(4.9 * 86_400_000);
  });

  it('runs faster with pace: 60 makes a day 24 minutes', () => {
    const n = numberWith('NORMAL');
    const real = carrierTimeline(n, bought, 1);
    const fast = carrierTimeline(n, bought, 60);
    real.forEach((e, i) => {
      const offset = Date.parse(e.at) - bought.getTime();
      expect(Math.abs(Date.parse(fast[i]!.at) - bought.getTime() - offset / 60)).toBeLessThanOrEqual(1);
    });
  });

  it('answers the events due at a time, and when the next one is', () => {
    const n = numberWith('NORMAL');
    const all = carrierTimeline(n, bought, 1);
    expect(eventsDue(n, bought, 1, new Date(bought.getTime() - 1))).toEqual([]);
    expect(eventsDue(n, bought, 1, bought)).toEqual([all[0]]);
    expect(eventsDue(n, bought, 1, hours(9))).toEqual(all.slice(0, 3));
    expect(nextEventAt(n, bought, 1, hours(9))?.toISOString()).toBe(all[3]!.at);
    expect(eventsDue(n, bought, 1, hours(24 * 30))).toEqual(all);
    expect(nextEventAt(n, bought, 1, hours(24 * 30))).toBeNull();
  });

  it('gives about 5% of shipments an exception, each resolved or returned', () => {
    let exceptions = 0;
    for (let i = 0; i < 2000; i++)
      if (scenarioOf(`QYUS${String(i).padStart(17, '0')}`) !== 'NORMAL') exceptions++;
    expect(exceptions / 2000).toBeGreaterThan(0.03);
    expect(exceptions / 2000).toBeLessThan(0.07);

    const statuses = (s: Scenario) => carrierTimeline(numberWith(s), bought, 1).map((e) => e.status);
    expect(statuses('ADDRESS_RETRY').slice(-4)).toEqual([
      'OUT_FOR_DELIVERY',
      'EXCEPTION',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(statuses('ADDRESS_RETURN').slice(-4)).toEqual([
      'OUT_FOR_DELIVERY',
      'EXCEPTION',
      'RETURNED',
      'RETURNED',
    ]);
    const damaged = carrierTimeline(numberWith('DAMAGED'), bought, 1);
    expect(damaged.find((e) => e.status === 'EXCEPTION')).toMatchObject({ substatus: 'package_damaged' });
    expect(damaged.at(-1)!.status).toBe('DELIVERED');
    const returned = carrierTimeline(numberWith('ADDRESS_RETURN'), bought, 1).at(-1)!;
    expect(returned.location).toMatchObject({ city: 'Durham', state: 'NC' });
  });

  it('routes international parcels through the export gateway to the destination country', () => {
    const n = embeddedTrackingNumber({
      carrierToken: 'usps',
      serviceCode: 3,
      routing: routingDigits('DE', '10115'),
      rateId: 'r',
      reference: '#2',
      idempotencyKey: 'intl',
    });
    expect(routingDigits('DE', null)).toBe('0405');
    const events = carrierTimeline(n, bought, 1);
    expect(events.some((e) => e.description === 'Departed the United States')).toBe(true);
    expect(events.at(-1)).toMatchObject({ location: { country: 'DE' } });
  });
});
