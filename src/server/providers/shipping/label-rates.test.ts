import { describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/contract/cart';
import { AppError } from '../../http/errors';
import {
  billableWeight,
  embeddedLabelRates,
  intlGroupOf,
  lengthPlusGirth,
  zoneForMiles,
  zoneTo,
} from './label-rates';
import type { LabelParcel } from './types';
import { placeOfZip } from './zip-centroids';

const sf: Address = {
  name: 'Maya Chen',
  line1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94117',
  countryCode: 'US',
};
const box: LabelParcel = { lengthIn: 12, widthIn: 10, heightIn: 8, weightOz: 40 };
const zoneOfZip = (zip: string) => zoneTo(placeOfZip(zip)!);

describe('dimensional and billable weight', () => {
  it('rounds the actual weight up to the pound, at least 1', () => {
    expect(billableWeight({ ...box, weightOz: 1 }, 139, 0).actualLb).toBe(1);
    expect(billableWeight({ ...box, weightOz: 16 }, 166, 1728).actualLb).toBe(1);
    expect(billableWeight({ ...box, weightOz: 17 }, 166, 1728).actualLb).toBe(2);
  });

  it('divides L×W×H by 139 for UPS and FedEx, always', () => {
    // 12×10×8 = 960 in³; 960 / 139 = 6.91 → 7 lb, above 3 lb actual.
    expect(billableWeight(box, 139, 0)).toEqual({
      actualLb: 3,
      dimensionalLb: 7,
      billableLb: 7,
      cubicIn: 960,
    });
  });

  it('divides by 166 for USPS only above one cubic foot', () => {
    // 960 in³ ≤ 1,728: no dimensional weight.
    expect(billableWeight(box, 166, 1728)).toEqual({
      actualLb: 3,
      dimensionalLb: 0,
      billableLb: 3,
      cubicIn: 960,
    });
    // 18×14×12 = 3,024 in³: 3,024 / 166 = 18.2 → 19 lb (UPS: / 139 = 21.8 → 22 lb).
    const big = { lengthIn: 18, widthIn: 14, heightIn: 12, weightOz: 80 };
    expect(billableWeight(big, 166, 1728).billableLb).toBe(19);
    expect(billableWeight(big, 139, 0).billableLb).toBe(22);
  });

  it('rounds each dimension to the nearest inch first', () => {
    // 11.6 → 12, 10.4 → 10, 7.5 → 8: 960 in³ again.
    expect(
      billableWeight({ lengthIn: 11.6, widthIn: 10.4, heightIn: 7.5, weightOz: 40 }, 139, 0).cubicIn,
    ).toBe(960);
    expect(lengthPlusGirth({ lengthIn: 8, widthIn: 30, heightIn: 6, weightOz: 1 })).toEqual({
      longest: 30,
      total: 58,
    });
  });
});

describe('zones from the warehouse (Durham, NC 277)', () => {
  it('follows USPS’s distance bands', () => {
    expect(
      [50, 51, 150, 151, 300, 301, 600, 601, 1000, 1001, 1400, 1401, 1800, 1801].map(zoneForMiles),
    ).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
  });

  it('places destinations by their ZIP prefix', () => {
    expect(zoneOfZip('27703')).toBe(1); // Durham
    expect(zoneOfZip('27601')).toBe(1); // Raleigh, 21 mi
    expect(zoneOfZip('28202')).toBe(2); // Charlotte, ~120 mi
    expect(zoneOfZip('30303')).toBe(4); // Atlanta, ~350 mi
    expect(zoneOfZip('10001')).toBe(4); // New York, ~420 mi
    expect(zoneOfZip('60606')).toBe(5); // Chicago, ~620 mi
    expect(zoneOfZip('75201')).toBe(6); // Dallas, ~1,040 mi
    expect(zoneOfZip('80202')).toBe(7); // Denver, ~1,480 mi
    expect(zoneOfZip('94117')).toBe(8); // San Francisco
    expect(zoneOfZip('99501')).toBe(8); // Anchorage: noncontiguous
    expect(zoneOfZip('00901')).toBe(8); // San Juan
    expect(placeOfZip('94117')).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(placeOfZip('00000')).toBeNull();
  });
});

describe('the embedded label rates', () => {
  it('prices each service by zone and billable pound, cheapest first (hand-computed, zone 8)', () => {
    const rates = embeddedLabelRates({ to: sf, parcel: box });
    expect(
      rates.map((r) => [r.serviceToken, r.amountCents, r.billableWeightLb, r.estimatedDays, r.zone]),
    ).toEqual([
      ['usps_ground_advantage', 805 + 320 * 2, 3, 5, 8], // 1,445
      ['usps_priority', 1390 + 680 * 2, 3, 3, 8], // 2,750
      ['ups_ground', 1420 + 300 * 6, 7, 5, 8], // 3,220
      ['fedex_home_delivery', 1445 + 305 * 6, 7, 5, 8], // 3,275
      ['ups_second_day_air', 3130 + 750 * 6, 7, 2, 8], // 7,630
    ]);
    expect(rates[0]).toMatchObject({
      carrier: 'USPS',
      carrierToken: 'usps',
      service: 'Ground Advantage',
      currency: 'USD',
    });
  });

  it('gives stable ids that change with what prices the rate, not with the name', () => {
    const a = embeddedLabelRates({ to: sf, parcel: box });
    expect(a[0]!.id).toMatch(/^embedded:usps:usps_ground_advantage:[0-9a-f]{16}$/);
    expect(embeddedLabelRates({ to: { ...sf, name: 'Someone Else' }, parcel: box }).map((r) => r.id)).toEqual(
      a.map((r) => r.id),
    );
    expect(embeddedLabelRates({ to: sf, parcel: { ...box, weightOz: 41 } })[0]!.id).not.toBe(a[0]!.id);
    expect(embeddedLabelRates({ to: { ...sf, postalCode: '10001' }, parcel: box })[0]!.id).not.toBe(a[0]!.id);
  });

  it('adds the length surcharges (USPS over 22 in, UPS/FedEx additional handling over 48 in)', () => {
    // 30×6×6 in, 2 lb, to Charlotte (zone 2). USPS GA: 545 + 70 + 400 (over 22 in).
    // UPS Ground: 1,080 in³ / 139 = 7.8 → 8 lb: 1,060 + 70 × 7 = 1,550 (30 in is under 48).
    const long = { lengthIn: 30, widthIn: 6, heightIn: 6, weightOz: 32 };
    const rates = embeddedLabelRates({
      to: { ...sf, city: 'Charlotte', state: 'NC', postalCode: '28202' },
      parcel: long,
    });
    const by = Object.fromEntries(rates.map((r) => [r.serviceToken, r.amountCents]));
    expect(by.usps_ground_advantage).toBe(545 + 70 + 400);
    expect(by.ups_ground).toBe(1060 + 70 * 7);
    const longer = { lengthIn: 50, widthIn: 6, heightIn: 6, weightOz: 32 };
    const r2 = Object.fromEntries(
      embeddedLabelRates({ to: { ...sf, postalCode: '28202' }, parcel: longer }).map((r) => [
        r.serviceToken,
        r.amountCents,
      ]),
    );
    // 1,800 in³: USPS / 166 = 10.8 → 11 lb: 545 + 70 × 10 + 1,500; UPS / 139 = 12.9 → 13 lb: 1,060 + 70 × 12 + 2,400.
    expect(r2.usps_ground_advantage).toBe(545 + 700 + 1500);
    expect(r2.ups_ground).toBe(1060 + 840 + 2400);
  });

  it('leaves out services over their limits, and offers only USPS (and UPS air) beyond the 48 states', () => {
    const heavy = embeddedLabelRates({ to: sf, parcel: { ...box, weightOz: 71 * 16 } });
    expect(heavy.map((r) => r.carrier)).not.toContain('USPS');
    const hawaii = embeddedLabelRates({
      to: { ...sf, city: 'Honolulu', state: 'HI', postalCode: '96813' },
      parcel: box,
    });
    expect(hawaii.map((r) => r.serviceToken).sort()).toEqual([
      'ups_second_day_air',
      'usps_ground_advantage',
      'usps_priority',
    ]);
    expect(hawaii.find((r) => r.serviceToken === 'usps_ground_advantage')!.estimatedDays).toBe(5 + 3);
    const apo = embeddedLabelRates({
      to: { ...sf, city: 'APO', state: 'AE', postalCode: '09001' },
      parcel: box,
    });
    expect(apo.every((r) => r.carrier === 'USPS')).toBe(true);
  });

  it('prices international parcels by destination group', () => {
    expect([
      intlGroupOf('CA'),
      intlGroupOf('de'),
      intlGroupOf('JP'),
      intlGroupOf('BR'),
      intlGroupOf('NG'),
    ]).toEqual(['CA', 'EUROPE', 'ASIA_PACIFIC', 'LATIN_AMERICA', 'OTHER']);
    const berlin = { ...sf, city: 'Berlin', state: null, postalCode: '10115', countryCode: 'DE' };
    const rates = embeddedLabelRates({ to: berlin, parcel: box });
    // PMI: 5,290 + 560 × (3 − 1); UPS Worldwide Saver: 9,850 + 890 × (7 − 1).
    expect(rates.map((r) => [r.serviceToken, r.amountCents, r.estimatedDays, r.zone])).toEqual([
      ['usps_priority_mail_international', 6410, 8, null],
      ['ups_saver', 15190, 3, null],
    ]);
  });

  it('refuses a bad parcel or destination with 400s naming the fields', () => {
    const err = (() => {
      try {
        embeddedLabelRates({
          to: { ...sf, postalCode: '9411' },
          parcel: { lengthIn: 0, widthIn: 10, heightIn: 200, weightOz: -1 },
        });
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('INVALID');
    expect(err.details?.map((d) => d.path)).toEqual([
      'parcel.lengthIn',
      'parcel.heightIn',
      'parcel.weightOz',
      'to.postalCode',
    ]);
    expect(() => embeddedLabelRates({ to: { ...sf, postalCode: '00000' }, parcel: box })).toThrow(
      /does not exist/,
    );
  });
});
