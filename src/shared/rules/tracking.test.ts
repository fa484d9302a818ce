import { describe, expect, it } from 'vitest';
import {
  fromShippoTrackingStatus,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  parseQuarryTrackingNumber,
  quarryTrackingNumber,
  TRACKING_STATUSES,
  toShippoTrackingStatus,
  trackingCheckDigit,
  trackingNumberKind,
} from './tracking';

describe('the tracking check digit (mod 10, weights 3 and 1 from the right)', () => {
  it('matches the GS1 check digits of known barcodes', () => {
    expect(trackingCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(trackingCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(trackingCheckDigit('0000000000000000')).toBe(0);
    // By hand: 1×3 = 3 → 7 brings it to 10.
    expect(trackingCheckDigit('1')).toBe(7);
    expect(() => trackingCheckDigit('12a')).toThrow();
  });

  it('builds, validates and parses Quarry tracking numbers', () => {
    const n = quarryTrackingNumber('usps', '1094118194578241');
    expect(n).toBe(`QYUS1094118194578241${trackingCheckDigit('1094118194578241')}`);
    expect(n).toHaveLength(21);
    expect(isValidTrackingNumber(n)).toBe(true);
    expect(isValidTrackingNumber(n.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
    expect(parseQuarryTrackingNumber(n)).toEqual({ carrier: 'usps', digits: '1094118194578241' });
    const wrong = `${n.slice(0, -1)}${(Number(n.slice(-1)) + 1) % 10}`;
    expect(isValidTrackingNumber(wrong)).toBe(false);
    expect(parseQuarryTrackingNumber(wrong)).toBeNull();
    // A swapped pair of neighbouring digits (weights 3 and 1) changes the check digit.
    const swapped = `QYUS0194118194578241${n.slice(-1)}`;
    expect(isValidTrackingNumber(swapped)).toBe(false);
    expect(isValidTrackingNumber('QYZZ10941181945782415')).toBe(false);
  });

  it('recognises USPS (with its check digit), UPS and FedEx numbers', () => {
    const usps = `920559010000000100000${trackingCheckDigit('920559010000000100000')}`;
    expect(trackingNumberKind(usps)).toBe('USPS');
    expect(trackingNumberKind(`${usps.slice(0, -1)}${(Number(usps.slice(-1)) + 5) % 10}`)).toBeNull();
    expect(trackingNumberKind('1Z 999 AA1 01 2345 6784')).toBe('UPS');
    expect(trackingNumberKind('123456789012')).toBe('FEDEX');
    expect(trackingNumberKind('hello')).toBeNull();
    expect(normalizeTrackingNumber(' qy-us 12 ')).toBe('QYUS12');
  });
});

describe('tracking statuses and Shippo’s', () => {
  it('maps Shippo’s status and TRANSIT substatus to Quarry’s and back', () => {
    expect(fromShippoTrackingStatus('PRE_TRANSIT')).toBe('PRE_TRANSIT');
    expect(fromShippoTrackingStatus('TRANSIT', 'package_departed')).toBe('IN_TRANSIT');
    expect(fromShippoTrackingStatus('TRANSIT', 'out_for_delivery')).toBe('OUT_FOR_DELIVERY');
    expect(fromShippoTrackingStatus('TRANSIT', 'address_issue')).toBe('EXCEPTION');
    expect(fromShippoTrackingStatus('TRANSIT', 'package_damaged')).toBe('EXCEPTION');
    expect(fromShippoTrackingStatus('DELIVERED', 'delivered')).toBe('DELIVERED');
    expect(fromShippoTrackingStatus('RETURNED', 'return_to_sender')).toBe('RETURNED');
    expect(fromShippoTrackingStatus('FAILURE', 'package_lost')).toBe('FAILURE');
    expect(fromShippoTrackingStatus('UNKNOWN')).toBe('UNKNOWN');
    expect(fromShippoTrackingStatus('SOMETHING_NEW')).toBe('UNKNOWN');
    for (const s of TRACKING_STATUSES) {
      expect(
        fromShippoTrackingStatus(
          toShippoTrackingStatus(s),
          s === 'OUT_FOR_DELIVERY' ? 'out_for_delivery' : s === 'EXCEPTION' ? 'address_issue' : null,
        ),
      ).toBe(s);
    }
  });
});
