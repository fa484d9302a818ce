// Shipment tracking: the statuses an order shows, how they map to Shippo's, and the tracking numbers a shopper
// types on /track-order (validated the same way in the browser and on the server).
// docs/decisions/041-labels-rates-tracking.md.

/**
 * Quarry's tracking statuses, oldest first in a shipment's life. Shippo's tracking_status.status has six
 * values (PRE_TRANSIT, TRANSIT, DELIVERED, RETURNED, FAILURE, UNKNOWN); Quarry splits TRANSIT by its
 * substatus into IN_TRANSIT, OUT_FOR_DELIVERY and EXCEPTION (a problem the carrier may still resolve:
 * an address problem, a damaged parcel, a missed delivery), because a founder acts on those three differently.
 */
export const TRACKING_STATUSES = [
  'PRE_TRANSIT',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'EXCEPTION',
  'DELIVERED',
  'RETURNED',
  'FAILURE',
  'UNKNOWN',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  PRE_TRANSIT: 'Label created',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  EXCEPTION: 'Delivery exception',
  DELIVERED: 'Delivered',
  RETURNED: 'Returned to sender',
  FAILURE: 'Delivery failed',
  UNKNOWN: 'No tracking information yet',
};

/** Nothing moves after these: the parcel arrived, came back or is lost. */
export const FINAL_TRACKING_STATUSES: ReadonlySet<TrackingStatus> = new Set([
  'DELIVERED',
  'RETURNED',
  'FAILURE',
]);

/** The carrier has the parcel: its label can no longer be voided. */
export const isInCarrierHands = (s: TrackingStatus) => s !== 'PRE_TRANSIT' && s !== 'UNKNOWN';

export const SHIPPO_TRACKING_STATUSES = [
  'PRE_TRANSIT',
  'TRANSIT',
  'DELIVERED',
  'RETURNED',
  'FAILURE',
  'UNKNOWN',
] as const;
export type ShippoTrackingStatus = (typeof SHIPPO_TRACKING_STATUSES)[number];

/** Shippo TRANSIT substatus codes that mean something went wrong on the way (Quarry's EXCEPTION). */
export const EXCEPTION_SUBSTATUSES: ReadonlySet<string> = new Set([
  'address_issue',
  'contact_carrier',
  'delivery_attempted',
  'location_inaccessible',
  'notice_left',
  'package_damaged',
  'package_held',
  'reschedule_delivery',
]);

/** Shippo's status (and TRANSIT's substatus code) → Quarry's. Anything unrecognised is UNKNOWN. */
export function fromShippoTrackingStatus(
  status: string | null | undefined,
  substatus?: string | null,
): TrackingStatus {
  switch (status) {
    case 'PRE_TRANSIT':
      return 'PRE_TRANSIT';
    case 'TRANSIT':
      if (substatus === 'out_for_delivery') return 'OUT_FOR_DELIVERY';
      return substatus && EXCEPTION_SUBSTATUSES.has(substatus) ? 'EXCEPTION' : 'IN_TRANSIT';
    case 'DELIVERED':
    case 'RETURNED':
    case 'FAILURE':
      return status;
    default:
      return 'UNKNOWN';
  }
}

/** Quarry's status → Shippo's (the loopback Shippo and the embedded carrier speak Shippo's words). */
export function toShippoTrackingStatus(status: TrackingStatus): ShippoTrackingStatus {
  if (status === 'IN_TRANSIT' || status === 'OUT_FOR_DELIVERY' || status === 'EXCEPTION') return 'TRANSIT';
  return status;
}

/*
 * Tracking numbers of Quarry's embedded carrier: "QY", the carrier (US = USPS, UP = UPS, FX = FedEx), 16 digits
 * (service 1, routing 4, serial 11) and one check digit over the 16 digits, computed as USPS computes the IMpb's
 * (and GS1 its GTINs'): from the right, digits weighted 3, 1, 3, 1…; the check digit brings the sum to a
 * multiple of 10. 21 characters, e.g. QYUS1027701234567890 + check.
 */
export const QUARRY_TRACKING_PREFIX = 'QY';
export const QUARRY_CARRIER_CODES = { usps: 'US', ups: 'UP', fedex: 'FX' } as const;
export type QuarryCarrier = keyof typeof QUARRY_CARRIER_CODES;
const QUARRY_TRACKING = /^QY(US|UP|FX)(\d{16})(\d)$/;

/** The mod-10 check digit (weights 3, 1 alternating from the rightmost digit) of a string of digits. */
export function trackingCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('trackingCheckDigit takes digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** What people type: spaces, hyphens and lower case are forgiven. */
export const normalizeTrackingNumber = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();

export type TrackingNumberKind = 'QUARRY' | 'USPS' | 'UPS' | 'FEDEX';

/**
 * Which carrier's number this looks like, or null. Quarry's and USPS's (20–22 digits, IMpb) must carry a
 * right check digit; UPS (1Z + 16 letters/digits) and FedEx (12 or 15 digits) are checked by shape.
 */
export function trackingNumberKind(input: string): TrackingNumberKind | null {
  const s = normalizeTrackingNumber(input);
  const quarry = QUARRY_TRACKING.exec(s);
  if (quarry) return trackingCheckDigit(quarry[2]!) === Number(quarry[3]) ? 'QUARRY' : null;
  if (/^9\d{19,21}$/.test(s))
    return trackingCheckDigit(s.slice(0, -1)) === Number(s.slice(-1)) ? 'USPS' : null;
  if (/^1Z[0-9A-Z]{16}$/.test(s)) return 'UPS';
  if (/^(\d{12}|\d{15})$/.test(s)) return 'FEDEX';
  return null;
}

/** True for a tracking number Quarry can look up (the /track-order form's check). */
export const isValidTrackingNumber = (s: string) => trackingNumberKind(s) !== null;

/** A Quarry tracking number from its carrier and 16 digits: the check digit appended. */
export function quarryTrackingNumber(carrier: QuarryCarrier, digits16: string): string {
  if (!/^\d{16}$/.test(digits16))
    throw new Error('A Quarry tracking number has 16 digits before its check digit');
  return `${QUARRY_TRACKING_PREFIX}${QUARRY_CARRIER_CODES[carrier]}${digits16}${trackingCheckDigit(digits16)}`;
}

/** The parts of a valid Quarry tracking number, or null. */
export function parseQuarryTrackingNumber(input: string): { carrier: QuarryCarrier; digits: string } | null {
  const s = normalizeTrackingNumber(input);
  const m = QUARRY_TRACKING.exec(s);
  if (!m || trackingCheckDigit(m[2]!) !== Number(m[3])) return null;
  const carrier = (Object.keys(QUARRY_CARRIER_CODES) as QuarryCarrier[]).find(
    (k) => QUARRY_CARRIER_CODES[k] === m[1],
  )!;
  return { carrier, digits: m[2]! };
}
