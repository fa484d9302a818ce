import { createHash } from 'node:crypto';
import {
  parseQuarryTrackingNumber,
  type QuarryCarrier,
  quarryTrackingNumber,
  type TrackingStatus,
} from '../../../shared/rules/tracking';
import { WAREHOUSE } from '../../../shared/rules/warehouse';
import { DOMESTIC_SERVICES, INTERNATIONAL_SERVICES, intlGroupOf, serviceByCode, zoneTo } from './label-rates';
import type { TrackingEvent, TrackingLocation } from './types';
import { milesBetween, NONCONTIGUOUS, type Place, placeOfZip, ZIP_ANCHORS } from './zip-centroids';

/*
 * The embedded carrier's tracking: every shipment's events follow from its tracking number alone, so a job
 * can replay them from nothing but the label row (decision 041).
 *
 * Tracking number digits (16 before the check digit): service code (1) · routing (4: "0" + the destination's
 * ZIP prefix, or abroad the country's letters as A=01…Z=26) · serial (11, from the purchase's rate, reference
 * and idempotency key).
 *
 * Timeline, in hours after purchase for a service of D transit days: label created (0, the warehouse),
 * accepted at the origin facility (+5, Raleigh), departed (+9), one scan per hub on the way (between +14 and
 * D×24−16), arrived at the destination facility (D×24−14), out for delivery (D×24−6), delivered (D×24−1 ±
 * up to 45 min). Abroad: export from the international gateway, arrival and customs in the destination country.
 * About 5% of shipments (by a hash of the number) have an exception: a damaged parcel repacked at a hub
 * (a day late), an address problem on the delivery run retried next day, or one returned to the warehouse.
 * `pace` divides every offset: 1 = real days; 60 = a day in 24 minutes; 1440 = a day a minute.
 */

const CARRIER_OF_TOKEN: Record<string, QuarryCarrier> = { usps: 'usps', ups: 'ups', fedex: 'fedex' };

/** Destination routing digits: "0" + ZIP prefix at home; the country's two letters as 01–26 each abroad. */
export function routingDigits(countryCode: string, postalCode: string | null | undefined): string {
  const c = countryCode.trim().toUpperCase();
  if (c === 'US') return `0${(postalCode ?? '').trim().slice(0, 3)}`;
  return [...c].map((ch) => String(ch.charCodeAt(0) - 64).padStart(2, '0')).join('');
}

/** The tracking number of a purchase: deterministic, so the same purchase answers the same number. */
export function embeddedTrackingNumber(opts: {
  carrierToken: string;
  serviceCode: number;
  routing: string;
  rateId: string;
  reference: string;
  idempotencyKey: string;
}): string {
  const h = createHash('sha256').update(`${opts.rateId}\n${opts.reference}\n${opts.idempotencyKey}`).digest();
  const serial = (h.readBigUInt64BE(0) % 100_000_000_000n).toString().padStart(11, '0');
  return quarryTrackingNumber(
    CARRIER_OF_TOKEN[opts.carrierToken]!,
    `${opts.serviceCode}${opts.routing}${serial}`,
  );
}

export type Scenario = 'NORMAL' | 'DAMAGED' | 'ADDRESS_RETRY' | 'ADDRESS_RETURN';

/** A number's fate: ~95% normal, 2% an address problem then delivered, 1.5% returned, 1.5% damaged. */
export function scenarioOf(trackingNumber: string): Scenario {
  const u = createHash('sha256').update(`scenario:${trackingNumber}`).digest().readUInt16BE(0) / 65536;
  if (u < 0.02) return 'ADDRESS_RETRY';
  if (u < 0.035) return 'ADDRESS_RETURN';
  if (u < 0.05) return 'DAMAGED';
  return 'NORMAL';
}

const hashMinutes = (trackingNumber: string, salt: string, range: number) =>
  createHash('sha256').update(`${salt}:${trackingNumber}`).digest().readUInt16BE(0) % range;

const HUBS: Record<QuarryCarrier, string[]> = {
  usps: [
    'Greensboro NC',
    'Atlanta GA',
    'Jacksonville FL',
    'Memphis TN',
    'Dallas TX',
    'Denver CO',
    'Phoenix AZ',
    'Los Angeles CA',
    'Oakland CA',
    'Seattle WA',
    'Chicago IL',
    'Columbus OH',
    'Pittsburgh PA',
    'Philadelphia PA',
    'Kansas City MO',
    'Minneapolis MN',
    'Salt Lake City UT',
    'Houston TX',
    'Nashville TN',
    'Richmond VA',
  ],
  ups: [
    'Louisville KY',
    'Atlanta GA',
    'Dallas TX',
    'Chicago IL',
    'Columbus OH',
    'Philadelphia PA',
    'Jacksonville FL',
    'Kansas City MO',
    'Denver CO',
    'Salt Lake City UT',
    'Los Angeles CA',
    'Oakland CA',
    'Seattle WA',
    'Nashville TN',
  ],
  fedex: [
    'Memphis TN',
    'Atlanta GA',
    'Charlotte NC',
    'Dallas TX',
    'Chicago IL',
    'Pittsburgh PA',
    'Columbus OH',
    'Kansas City MO',
    'Denver CO',
    'Salt Lake City UT',
    'Phoenix AZ',
    'Los Angeles CA',
    'Oakland CA',
    'Seattle WA',
  ],
};
const HUB_COORDS: Record<string, [number, number]> = {
  'Greensboro NC': [36.07, -79.79],
  'Atlanta GA': [33.75, -84.39],
  'Jacksonville FL': [30.33, -81.66],
  'Memphis TN': [35.15, -90.05],
  'Dallas TX': [32.78, -96.8],
  'Denver CO': [39.74, -104.99],
  'Phoenix AZ': [33.45, -112.07],
  'Los Angeles CA': [34.05, -118.24],
  'Oakland CA': [37.8, -122.27],
  'Seattle WA': [47.61, -122.33],
  'Chicago IL': [41.88, -87.63],
  'Columbus OH': [39.96, -83.0],
  'Pittsburgh PA': [40.44, -80.0],
  'Philadelphia PA': [39.95, -75.17],
  'Kansas City MO': [39.1, -94.58],
  'Minneapolis MN': [44.98, -93.27],
  'Salt Lake City UT': [40.76, -111.89],
  'Houston TX': [29.76, -95.37],
  'Nashville TN': [36.16, -86.78],
  'Richmond VA': [37.54, -77.44],
  'Louisville KY': [38.25, -85.76],
  'Charlotte NC': [35.23, -80.84],
};
const AIR_HUB: Partial<Record<string, string>> = {
  ups_second_day_air: 'Louisville KY',
  ups_saver: 'Louisville KY',
};
const GATEWAY: Record<QuarryCarrier, string> = {
  usps: 'Jamaica NY',
  ups: 'Louisville KY',
  fedex: 'Memphis TN',
};

const ORIGIN_PLACE = { lat: 35.99, lon: -78.9 };
const loc = (cityState: string): TrackingLocation => {
  const i = cityState.lastIndexOf(' ');
  return { city: cityState.slice(0, i), state: cityState.slice(i + 1), zip: null, country: 'US' };
};
const placeLoc = (p: Place): TrackingLocation => ({ city: p.city, state: p.state, zip: null, country: 'US' });

/**
 * Hubs on the way from Durham to `to`: those off the straight way by less than 10% of it (at least 100 mi),
 * the one nearest each of `max` evenly spaced points along it, in the order met.
 */
function hubsOnTheWay(carrier: QuarryCarrier, to: { lat: number; lon: number }, max: number): string[] {
  const direct = milesBetween(ORIGIN_PLACE, to);
  const candidates = HUBS[carrier]
    .map((name) => {
      const at = { lat: HUB_COORDS[name]![0], lon: HUB_COORDS[name]![1] };
      const along = milesBetween(ORIGIN_PLACE, at);
      return { name, along, detour: along + milesBetween(at, to) - direct };
    })
    .filter((h) => h.along > 60 && h.along < direct - 40 && h.detour < Math.max(100, direct * 0.1));
  const chosen = new Set<string>();
  for (let k = 1; k <= max; k++) {
    const target = (direct * k) / (max + 1);
    const best = candidates
      .filter((h) => !chosen.has(h.name))
      .sort(
        (x, y) => Math.abs(x.along - target) + 2 * x.detour - (Math.abs(y.along - target) + 2 * y.detour),
      )[0];
    if (best) chosen.add(best.name);
  }
  return candidates
    .filter((h) => chosen.has(h.name))
    .sort((x, y) => x.along - y.along)
    .map((h) => h.name);
}

type Step = {
  status: TrackingStatus;
  substatus: string | null;
  hours: number;
  location: TrackingLocation | null;
  description: string;
};

/** The place a routing's ZIP prefix stands for (any ZIP under it that a state owns; else the nearest prefix). */
function anchorOfRouting(routing: string): Place {
  const zip3 = routing.slice(1);
  for (const tail of ['01', '10', '50', '99']) {
    const p = placeOfZip(`${zip3}${tail}`);
    if (p) return p;
  }
  return ZIP_ANCHORS.reduce((best, a) =>
    Math.abs(Number(a.zip3) - Number(zip3)) < Math.abs(Number(best.zip3) - Number(zip3)) ? a : best,
  );
}

function countryOfRouting(routing: string): string {
  return (
    String.fromCharCode(64 + Number(routing.slice(0, 2))) + String.fromCharCode(64 + Number(routing.slice(2)))
  );
}

/** The steps of a shipment, in hours after purchase, before pace. Throws on a number that is not Quarry's. */
function stepsOf(trackingNumber: string): Step[] {
  const parsed = parseQuarryTrackingNumber(trackingNumber);
  if (!parsed) throw new Error(`Not a Quarry tracking number: ${trackingNumber}`);
  const service = serviceByCode(Number(parsed.digits[0]));
  if (!service) throw new Error(`Unknown service in tracking number: ${trackingNumber}`);
  const routing = parsed.digits.slice(1, 5);
  const carrier = parsed.carrier;
  const domestic = DOMESTIC_SERVICES.some((s) => s.code === service.code);
  const origin = loc(`${WAREHOUSE.city} ${WAREHOUSE.state}`);
  const steps: Step[] = [
    {
      status: 'PRE_TRANSIT',
      substatus: 'information_received',
      hours: 0,
      location: origin,
      description: `Shipping label created; ${service.carrier} awaits the item`,
    },
    {
      status: 'IN_TRANSIT',
      substatus: 'package_accepted',
      hours: 5,
      location: loc('Raleigh NC'),
      description: `Accepted at ${service.carrier} origin facility`,
    },
    {
      status: 'IN_TRANSIT',
      substatus: 'package_departed',
      hours: 9,
      location: loc('Raleigh NC'),
      description: 'Departed origin facility',
    },
  ];
  let days: number;
  let dest: TrackingLocation;
  if (domestic) {
    const place = anchorOfRouting(routing);
    const zone = zoneTo(place);
    const d = DOMESTIC_SERVICES.find((s) => s.code === service.code)!;
    days =
      d.days[zone - 1]! + (NONCONTIGUOUS.has(place.state) && d.serviceToken !== 'ups_second_day_air' ? 3 : 0);
    dest = placeLoc(place);
    const air = AIR_HUB[service.serviceToken];
    const hubs = air ? [air] : hubsOnTheWay(carrier, place, Math.max(1, days - 1));
    const span = Math.max(1, days * 24 - 16 - 14);
    hubs.forEach((h, i) => {
      const at = 14 + Math.round((span * (i + 0.5)) / hubs.length);
      steps.push({
        status: 'IN_TRANSIT',
        substatus: 'package_arrived',
        hours: at,
        location: loc(h),
        description: `Arrived at ${carrier === 'usps' ? 'USPS regional facility' : 'hub'}`,
      });
      steps.push({
        status: 'IN_TRANSIT',
        substatus: 'package_departed',
        hours: at + 3,
        location: loc(h),
        description: 'Departed facility',
      });
    });
  } else {
    const country = countryOfRouting(routing);
    days = INTERNATIONAL_SERVICES.find((s) => s.code === service.code)!.days[intlGroupOf(country)];
    dest = { city: null, state: null, zip: null, country };
    const gw = loc(GATEWAY[carrier]);
    steps.push({
      status: 'IN_TRANSIT',
      substatus: 'package_arrived',
      hours: 20,
      location: gw,
      description: 'Arrived at international export facility',
    });
    steps.push({
      status: 'IN_TRANSIT',
      substatus: 'package_departed',
      hours: 30,
      location: gw,
      description: 'Departed the United States',
    });
    steps.push({
      status: 'IN_TRANSIT',
      substatus: 'package_arrived',
      hours: days * 24 - 40,
      location: dest,
      description: `Arrived in ${country}`,
    });
    steps.push({
      status: 'IN_TRANSIT',
      substatus: 'package_processing',
      hours: days * 24 - 30,
      location: dest,
      description: 'Cleared customs',
    });
  }
  const end = days * 24;
  steps.push({
    status: 'IN_TRANSIT',
    substatus: 'package_arrived',
    hours: end - 14,
    location: dest,
    description: 'Arrived at delivery facility',
  });
  const ofdAt = end - 6;
  const deliveredAt = end - 1 + (hashMinutes(trackingNumber, 'deliver', 91) - 45) / 60;
  const ofd: Step = {
    status: 'OUT_FOR_DELIVERY',
    substatus: 'out_for_delivery',
    hours: ofdAt,
    location: dest,
    description: 'Out for delivery',
  };
  const delivered = (h: number): Step => ({
    status: 'DELIVERED',
    substatus: 'delivered',
    hours: h,
    location: dest,
    description: 'Delivered',
  });

  switch (scenarioOf(trackingNumber)) {
    case 'NORMAL':
      return [...steps, ofd, delivered(deliveredAt)];
    case 'DAMAGED': {
      const at = steps[3] ?? steps[2]!;
      const damaged: Step = {
        status: 'EXCEPTION',
        substatus: 'package_damaged',
        hours: at.hours + 1,
        location: at.location,
        description: 'Package damaged in transit; the carrier repacked it (one day late)',
      };
      const later = (s: Step): Step => (s.hours > at.hours ? { ...s, hours: s.hours + 24 } : s);
      return [...steps.map(later), damaged, later(ofd), later(delivered(deliveredAt))].sort(
        (a, b) => a.hours - b.hours,
      );
    }
    case 'ADDRESS_RETRY':
      return [
        ...steps,
        ofd,
        {
          status: 'EXCEPTION',
          substatus: 'address_issue',
          hours: ofdAt + 4,
          location: dest,
          description:
            'Delivery attempted: address problem (unit number missing); the carrier will try again',
        },
        { ...ofd, hours: ofdAt + 24 },
        delivered(deliveredAt + 24),
      ];
    case 'ADDRESS_RETURN':
      return [
        ...steps,
        ofd,
        {
          status: 'EXCEPTION',
          substatus: 'address_issue',
          hours: ofdAt + 4,
          location: dest,
          description: 'Undeliverable as addressed',
        },
        {
          status: 'RETURNED',
          substatus: 'return_to_sender',
          hours: ofdAt + 28,
          location: dest,
          description: 'Returned to sender: on its way back to the warehouse',
        },
        {
          status: 'RETURNED',
          substatus: 'return_to_sender',
          hours: ofdAt + 28 + end,
          location: origin,
          description: 'Delivered back to the sender',
        },
      ];
  }
}

/** Every event of a shipment's life, oldest first: deterministic from the number, purchase time and pace. */
export function carrierTimeline(trackingNumber: string, purchasedAt: Date, pace: number): TrackingEvent[] {
  if (!(pace > 0)) throw new Error('pace must be positive');
  const t0 = purchasedAt.getTime();
  return stepsOf(trackingNumber).map((s, i) => ({
    id: `${trackingNumber}:${i}`,
    status: s.status,
    substatus: s.substatus,
    at: new Date(t0 + Math.round((s.hours * 3_600_000) / pace)).toISOString(),
    location: s.location,
    description: s.description,
  }));
}

/** The events whose time has come at `now` (oldest first): what a job applies, each once by its id. */
export function eventsDue(
  trackingNumber: string,
  purchasedAt: Date,
  pace: number,
  now: Date,
): TrackingEvent[] {
  const t = now.getTime();
  return carrierTimeline(trackingNumber, purchasedAt, pace).filter((e) => Date.parse(e.at) <= t);
}

/** When the next event falls due after `now`, or null once the timeline is over. */
export function nextEventAt(trackingNumber: string, purchasedAt: Date, pace: number, now: Date): Date | null {
  const next = carrierTimeline(trackingNumber, purchasedAt, pace).find(
    (e) => Date.parse(e.at) > now.getTime(),
  );
  return next ? new Date(next.at) : null;
}

/** The nominal delivery time (no exception), for the label's estimated delivery date. */
export function nominalDeliveryAt(trackingNumber: string, purchasedAt: Date, pace: number): Date {
  const events = carrierTimeline(trackingNumber, purchasedAt, pace);
  const ofd = events.find((e) => e.status === 'OUT_FOR_DELIVERY')!;
  return new Date(Date.parse(ofd.at) + Math.round((5 * 3_600_000) / pace));
}
