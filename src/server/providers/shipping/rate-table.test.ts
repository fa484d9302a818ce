import { describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/contract/cart';
import { createEmbeddedShipping } from './embedded-shipping';
import { parcelFor } from './parcel';
import { INTERNATIONAL_CLEARANCE_CENTS, rateTable, zoneOf } from './rate-table';
import type { Parcel, RateInput } from './types';

const nyc: Address = {
  name: 'Maya',
  line1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  countryCode: 'US',
};
const box = (weightGrams = 400, packages = 1): Parcel => ({ weightGrams, packages, kind: 'PARCEL' });
const input = (over: Partial<RateInput> = {}): RateInput => ({
  from: { countryCode: 'US', postalCode: '10001' },
  to: nyc,
  parcel: box(),
  ...over,
});
const amounts = (i: RateInput) => Object.fromEntries(rateTable(i).map((o) => [o.id, o.amountCents]));

describe('the embedded rate table', () => {
  it('answers Standard and Express for parcels, cheapest first, with stable ids, integer cents and days', () => {
    const options = rateTable(input());
    expect(options).toEqual([
      {
        id: 'STANDARD',
        name: 'Standard',
        carrier: 'Quarry Shipping',
        amountCents: 599,
        minDays: 3,
        maxDays: 5,
      },
      {
        id: 'EXPRESS',
        name: 'Express',
        carrier: 'Quarry Shipping',
        amountCents: 1499,
        minDays: 1,
        maxDays: 2,
      },
    ]);
    for (const o of options) {
      expect(Number.isInteger(o.amountCents)).toBe(true);
      expect(o.minDays).toBeLessThanOrEqual(o.maxDays);
    }
  });

  it('is deterministic', async () => {
    const shipping = createEmbeddedShipping();
    const i = input({ from: { countryCode: 'CN' }, parcel: box(12_345, 3) });
    const first = await shipping.rates(i);
    for (let n = 0; n < 5; n++) expect(await shipping.rates(structuredClone(i))).toEqual(first);
  });

  it('prices by zone: same country, same region, elsewhere', () => {
    expect(zoneOf('US', 'us')).toBe('LOCAL');
    expect(zoneOf('US', 'CA')).toBe('REGIONAL');
    expect(zoneOf('DE', 'FR')).toBe('REGIONAL');
    expect(zoneOf('CN', 'VN')).toBe('REGIONAL');
    expect(zoneOf('CN', 'US')).toBe('WORLD');
    expect(zoneOf('ZZ', 'YY')).toBe('WORLD');
    // From China to New York: WORLD, domestic destination (no clearance fee).
    expect(amounts(input({ from: { countryCode: 'CN' } }))).toEqual({ STANDARD: 1999, EXPRESS: 4499 });
    // From the US to Toronto: REGIONAL, international destination.
    const toronto = { ...nyc, city: 'Toronto', state: 'ON', postalCode: 'M5V 3L9', countryCode: 'CA' };
    expect(amounts(input({ to: toronto }))).toEqual({
      STANDARD: 1299 + INTERNATIONAL_CLEARANCE_CENTS,
      EXPRESS: 2999 + INTERNATIONAL_CLEARANCE_CENTS,
    });
    // Within Germany: LOCAL, still international for Quarry (not the US).
    const berlin = { ...nyc, state: null, postalCode: '10115', countryCode: 'DE' };
    expect(amounts(input({ from: { countryCode: 'DE' }, to: berlin }))).toEqual({
      STANDARD: 999,
      EXPRESS: 1899,
    });
  });

  it('adds the US distance by ZIP digit to Standard', () => {
    const la = { ...nyc, city: 'Los Angeles', state: 'CA', postalCode: '90012' };
    const options = rateTable(input({ to: la }));
    // 1 → 9: 8 steps of 50 ¢ and 2 more days.
    expect(options[0]).toMatchObject({ id: 'STANDARD', amountCents: 599 + 400, minDays: 5, maxDays: 7 });
    expect(options[1]).toMatchObject({ id: 'EXPRESS', amountCents: 1499, minDays: 1, maxDays: 2 });
    // An unknown origin ZIP counts 4 steps.
    expect(amounts(input({ from: { countryCode: 'US' } })).STANDARD).toBe(599 + 200);
  });

  it('charges remote US destinations more and takes longer', () => {
    const honolulu = { ...nyc, city: 'Honolulu', state: 'Hawaii', postalCode: '96813' };
    const [standard, express] = rateTable(input({ from: { countryCode: 'CN' }, to: honolulu }));
    expect(standard).toMatchObject({ amountCents: 1999 + 800, minDays: 12, maxDays: 22 });
    expect(express).toMatchObject({ amountCents: 4499 + 1500, minDays: 5, maxDays: 8 });
  });

  it('prices weight by started half kilo and every extra package', () => {
    expect(amounts(input({ parcel: box(500) })).STANDARD).toBe(599);
    expect(amounts(input({ parcel: box(501) })).STANDARD).toBe(599 + 99);
    expect(amounts(input({ parcel: box(2000) })).EXPRESS).toBe(1499 + 3 * 199);
    expect(amounts(input({ parcel: box(2000, 3) })).STANDARD).toBe(599 + 3 * 99 + 2 * 250);
  });

  it('adds Freight for pallets, which wins for heavy loads', () => {
    const pallet: Parcel = { weightGrams: 400_000, packages: 1, kind: 'PALLET' };
    const options = rateTable(input({ parcel: pallet }));
    expect(options.map((o) => o.id)).toEqual(['FREIGHT', 'STANDARD', 'EXPRESS']);
    expect(options[0]).toMatchObject({
      name: 'Freight (pallet)',
      amountCents: 17_500 + 400 * 10,
      minDays: 5,
    });
    expect(rateTable(input({ parcel: { ...pallet, weightGrams: 400 } })).map((o) => o.id)).toEqual([
      'STANDARD',
      'EXPRESS',
      'FREIGHT',
    ]);
    expect(rateTable(input()).some((o) => o.id === 'FREIGHT')).toBe(false);
  });

  it('answers nothing when there is nothing to ship', () => {
    expect(rateTable(input({ parcel: box(0, 0) }))).toEqual([]);
  });
});

describe('parcelFor', () => {
  it('weighs 400 g a unit, samples too, in boxes of up to 20 kg', () => {
    expect(parcelFor([{ quantity: 2, packing: 'PARCEL', orderType: 'SAMPLES' }])).toEqual({
      weightGrams: 800,
      packages: 1,
      kind: 'PARCEL',
    });
    expect(
      parcelFor([
        { quantity: 50, packing: 'PARCEL', orderType: 'INVENTORY' },
        { quantity: 1, packing: 'PARCEL', orderType: 'SAMPLES' },
      ]),
    ).toEqual({ weightGrams: 20_400, packages: 2, kind: 'PARCEL' });
  });

  it('puts everything on pallets of up to 500 kg when a line ships on pallets', () => {
    expect(
      parcelFor([
        { quantity: 2000, packing: 'PALLET', orderType: 'INVENTORY' },
        { quantity: 10, packing: 'PARCEL', orderType: 'PACKAGING' },
      ]),
    ).toEqual({ weightGrams: 804_000, packages: 2, kind: 'PALLET' });
  });

  it('ships nothing for payments and services', () => {
    expect(
      parcelFor([
        { quantity: 1, packing: 'PARCEL', orderType: 'ADHOC_PAYMENT' },
        { quantity: 1, packing: 'PARCEL', orderType: 'SMART_SETUP_SERVICES' },
      ]),
    ).toEqual({ weightGrams: 0, packages: 0, kind: 'PARCEL' });
    expect(parcelFor([])).toEqual({ weightGrams: 0, packages: 0, kind: 'PARCEL' });
  });
});
