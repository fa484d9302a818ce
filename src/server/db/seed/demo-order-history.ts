// A deterministic order history over DEMO_WAREHOUSE_PRODUCTS (issue 23): every origin and status, canceled and
// partly canceled orders, a few holds (out of stock on QT-CANDLE-FIG, an address problem, the founder's own),
// partial shipments, and delivered shipments with tracking events. Pure: the seed and the benches write it.
import type { HoldReason, ProcessingStatus } from '../../../shared/rules/fulfillment';
import type { SalesOrderOrigin } from '../../../shared/rules/order-items';
import { type QuarryCarrier, quarryTrackingNumber } from '../../../shared/rules/tracking';
import { createRng } from './catalog/prng';
import { DEMO_WAREHOUSE_PRODUCTS } from './demo-fulfilment-catalog';

const DAY = 86_400_000;

export type HistoryLine = {
  sku: string;
  title: string;
  variantTitle: string;
  quantity: number;
  canceledQty: number;
  allocatedQty: number;
  fulfilledQty: number;
  unitPriceCents: number;
  discountCents: number;
  taxCents: number;
  weightOz: number;
};

export type HistoryShipment = {
  carrier: string;
  service: string;
  trackingNumber: string;
  rateCents: number;
  weightOz: number;
  shippedAt: Date;
  deliveredAt: Date | null;
  /** Line index → units. */
  lines: { line: number; quantity: number }[];
  events: { status: string; at: Date; location: string; description: string }[];
};

export type HistoryOrder = {
  seq: number;
  origin: SalesOrderOrigin;
  externalRef: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  address: Record<string, string | null>;
  shippingMethod: string;
  shippingCents: number;
  tags: string[];
  notes: string | null;
  status: ProcessingStatus;
  hold: { reason: HoldReason; note: string } | null;
  placedAt: Date;
  lines: HistoryLine[];
  shipments: HistoryShipment[];
};

const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Priya',
  'Lucas',
  'Chloe',
  'Omar',
  'Grace',
  'Mateo',
  'Hana',
  'Leo',
  'Nora',
  'Kai',
  'Ivy',
  'Sam',
  'Elena',
  'Jonah',
];
const LAST = [
  'Chen',
  'Patel',
  'Garcia',
  'Nguyen',
  'Smith',
  'Okafor',
  'Rossi',
  'Kim',
  'Johnson',
  'Silva',
  'Müller',
  'Haddad',
  'Brown',
  'Lopez',
  'Walker',
  'Sato',
  'Fischer',
  'Martin',
  'Cohen',
  'Reyes',
];
const STREETS = [
  'Oak St',
  'Maple Ave',
  'Main St',
  'Cedar Ln',
  'Park Blvd',
  'Elm St',
  'Lakeview Dr',
  'Sunset Ave',
  'Hillcrest Rd',
  'River Rd',
];
/** City, state, ZIP that the embedded address validator accepts. */
const US_PLACES: [string, string, string][] = [
  ['Raleigh', 'NC', '27601'],
  ['Durham', 'NC', '27701'],
  ['Charlotte', 'NC', '28202'],
  ['Atlanta', 'GA', '30303'],
  ['New York', 'NY', '10001'],
  ['Brooklyn', 'NY', '11201'],
  ['Boston', 'MA', '02108'],
  ['Chicago', 'IL', '60601'],
  ['Austin', 'TX', '78701'],
  ['Houston', 'TX', '77002'],
  ['Denver', 'CO', '80202'],
  ['Seattle', 'WA', '98101'],
  ['Portland', 'OR', '97204'],
  ['San Francisco', 'CA', '94103'],
  ['Los Angeles', 'CA', '90012'],
  ['Miami', 'FL', '33130'],
  ['Nashville', 'TN', '37203'],
  ['Philadelphia', 'PA', '19107'],
  ['Minneapolis', 'MN', '55401'],
  ['Phoenix', 'AZ', '85004'],
];
const ABROAD: Record<string, string | null>[] = [
  { city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6', countryCode: 'CA' },
  { city: 'London', state: null, postalCode: 'SW1A 1AA', countryCode: 'GB' },
  { city: 'Sydney', state: 'NSW', postalCode: '2000', countryCode: 'AU' },
];
const CARRIERS: [string, string][] = [
  ['USPS', 'Ground Advantage'],
  ['UPS', 'Ground'],
  ['FedEx', 'Home Delivery'],
  ['USPS', 'Priority Mail'],
];
const ORIGINS: SalesOrderOrigin[] = [
  'SHOPIFY_PLATFORM',
  'SHOPIFY_CREATOR',
  'IMPORT',
  'CART_ROVER',
  'MANUAL_RETAIL',
  'MANUAL_WHOLESALE',
];
const ORIGIN_WEIGHTS = [36, 34, 9, 9, 8, 4];
const RETAILERS = ['Bloom & Field Market', 'Northside Goods', 'The Candle Loft', 'Harbor Gift Co.'];

const SKUS = DEMO_WAREHOUSE_PRODUCTS.flatMap((p) => p.variants.map((v) => ({ ...v, title: p.title })));
const NOT_FIG = SKUS.filter((s) => s.sku !== 'QT-CANDLE-FIG');
const FIG = SKUS.find((s) => s.sku === 'QT-CANDLE-FIG')!;

const CARRIER_KEYS: Record<string, QuarryCarrier> = { USPS: 'usps', UPS: 'ups', FedEx: 'fedex' };

/**
 * A demo tracking number in the embedded carrier's own format (QY + carrier + 16 digits + check digit), so a
 * shopper can look a demo shipment up on /track-order. Its digits start 9000 0000: the embedded carrier's
 * numbers are hashes, and one of them landing on a demo number is a 1-in-10⁸ chance per label.
 */
export function demoTrackingNumber(n: number, carrier: string): string {
  return quarryTrackingNumber(CARRIER_KEYS[carrier] ?? 'ups', `90000000${String(n).padStart(8, '0')}`);
}

/** `count` orders placed over the `days` before `now`, oldest first, numbered from `firstSeq`. */
export function generateOrderHistory(opts: {
  count: number;
  now: Date;
  days?: number;
  seed?: number;
  firstSeq?: number;
  trackingBase?: number;
}) {
  const rng = createRng(opts.seed ?? 23_043);
  const days = opts.days ?? 182;
  const firstSeq = opts.firstSeq ?? 1001;
  const now = opts.now.getTime();
  let tracking = opts.trackingBase ?? 0;
  // Placed times: more orders lately (a growing store), sorted oldest first.
  const times = Array.from(
    { length: opts.count },
    () => now - Math.floor(days * DAY * rng.next() ** 1.4) - 60_000,
  ).sort((a, b) => a - b);
  // A handful of held orders among the last days' orders.
  const holds: ({ reason: HoldReason; note: string } | null)[] = Array(opts.count).fill(null);
  const recent = times
    .map((t, i) => [t, i] as const)
    .filter(([t]) => now - t < 6 * DAY)
    .map(([, i]) => i);
  const held = rng.sample(recent, Math.min(recent.length, 12));
  held.forEach((i, k) => {
    holds[i] =
      k < 6
        ? { reason: 'OUT_OF_STOCK', note: 'Waiting for QT-CANDLE-FIG' }
        : k < 9
          ? { reason: 'ADDRESS_PROBLEM', note: 'The carrier could not confirm the street number' }
          : { reason: 'FOUNDER_HOLD', note: 'Customer asked to combine with a second order' };
  });
  const orders: HistoryOrder[] = times.map((t, i) => {
    const placedAt = new Date(t);
    const ageDays = (now - t) / DAY;
    const origin = rng.weighted(ORIGINS, ORIGIN_WEIGHTS);
    const wholesale = origin === 'MANUAL_WHOLESALE';
    const hold = holds[i] ?? null;
    const name = wholesale ? rng.pick(RETAILERS) : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    const abroad = !wholesale && rng.chance(0.05);
    const [city, state, zip] = rng.pick(US_PLACES);
    const address: Record<string, string | null> = {
      name,
      company: wholesale ? name : null,
      line1: `${rng.int(10, 9800)} ${rng.pick(STREETS)}`,
      line2: rng.chance(0.15) ? `Apt ${rng.int(1, 40)}` : null,
      ...(abroad ? rng.pick(ABROAD) : { city, state, postalCode: zip, countryCode: 'US' }),
      phone: rng.chance(0.6) ? `+1919555${String(rng.int(0, 9999)).padStart(4, '0')}` : null,
    };
    // Lines: 1–3 SKUs (wholesale: 2–4 in cases); the fig candle only before it sold out, or in its holds.
    const pool = hold?.reason === 'OUT_OF_STOCK' ? [FIG] : ageDays > 30 ? SKUS : NOT_FIG;
    const picks = rng.sample(pool, wholesale ? rng.int(2, 4) : rng.weighted([1, 2, 3], [60, 30, 10]));
    if (hold?.reason === 'OUT_OF_STOCK' && rng.chance(0.5)) picks.push(rng.pick(NOT_FIG.slice(0, 8)));
    const lines: HistoryLine[] = picks.map((s) => {
      const quantity = wholesale ? rng.pick([12, 24, 36, 48]) : rng.weighted([1, 2, 3], [75, 20, 5]);
      const unit = wholesale ? Math.round(s.priceCents * 0.5) : s.priceCents;
      const discountCents = !wholesale && rng.chance(0.15) ? Math.round(quantity * unit * 0.1) : 0;
      return {
        sku: s.sku,
        title: s.title,
        variantTitle: s.variantTitle,
        quantity,
        canceledQty: 0,
        allocatedQty: 0,
        fulfilledQty: 0,
        unitPriceCents: unit,
        discountCents,
        taxCents: wholesale ? 0 : Math.round((quantity * unit - discountCents) * 0.0725),
        weightOz: s.weightOz,
      };
    });
    // Status by age: old orders are shipped (a few canceled, some partly); recent ones are in every state.
    let status: ProcessingStatus;
    const roll = rng.next();
    if (hold) status = 'ON_HOLD';
    else if (ageDays > 4) status = roll < 0.04 ? 'OUTSTANDING' : 'FINISHED';
    else status = roll < 0.4 ? 'OUTSTANDING' : roll < 0.72 ? 'PROCESSING' : 'FINISHED';
    const fullyCanceled = status === 'OUTSTANDING' && ageDays > 4;
    if (fullyCanceled) for (const l of lines) l.canceledQty = l.quantity;
    const partlyCanceled = status === 'FINISHED' && lines.length > 1 && rng.chance(0.06);
    if (partlyCanceled) lines[lines.length - 1]!.canceledQty = lines[lines.length - 1]!.quantity;
    const shipments: HistoryShipment[] = [];
    const ship = (ls: number[], sentAt: number, delivered: boolean) => {
      const [carrier, service] = wholesale
        ? (['UPS', 'Ground Freight'] as [string, string])
        : rng.pick(CARRIERS);
      const weightOz = ls.reduce(
        (n, k) => n + lines[k]!.weightOz * (lines[k]!.quantity - lines[k]!.canceledQty),
        4,
      );
      const shippedAt = new Date(Math.min(sentAt, now - 3_600_000));
      const deliveredAt = delivered
        ? new Date(Math.min(shippedAt.getTime() + rng.int(2, 5) * DAY, now - 60_000))
        : null;
      const events = [
        {
          status: 'PRE_TRANSIT',
          at: new Date(shippedAt.getTime() - 2 * 3_600_000),
          location: 'Raleigh, NC',
          description: 'Label created; the carrier awaits the package',
        },
        {
          status: 'IN_TRANSIT',
          at: shippedAt,
          location: 'Raleigh, NC',
          description: 'Picked up by the carrier',
        },
      ];
      if (deliveredAt) {
        events.push({
          status: 'OUT_FOR_DELIVERY',
          at: new Date(deliveredAt.getTime() - 5 * 3_600_000),
          location: `${address.city}, ${address.state ?? address.countryCode}`,
          description: 'Out for delivery',
        });
        events.push({
          status: 'DELIVERED',
          at: deliveredAt,
          location: `${address.city}, ${address.state ?? address.countryCode}`,
          description: 'Delivered, front door',
        });
      }
      shipments.push({
        carrier,
        service,
        trackingNumber: demoTrackingNumber(++tracking, carrier),
        rateCents: 450 + Math.round(weightOz * 9),
        weightOz,
        shippedAt,
        deliveredAt,
        lines: ls
          .map((k) => ({ line: k, quantity: lines[k]!.quantity - lines[k]!.canceledQty }))
          .filter((x) => x.quantity > 0),
        events,
      });
      for (const k of ls) lines[k]!.fulfilledQty = lines[k]!.quantity - lines[k]!.canceledQty;
    };
    const open = lines.map((_, k) => k).filter((k) => lines[k]!.quantity > lines[k]!.canceledQty);
    if (status === 'FINISHED') {
      const sentAt = t + rng.int(12, 40) * 3_600_000;
      const delivered = now - sentAt > 2 * DAY;
      // A few orders went out in two parcels.
      if (open.length > 1 && rng.chance(0.08)) {
        ship(open.slice(0, 1), sentAt, delivered);
        ship(open.slice(1), sentAt + DAY, now - sentAt - DAY > 2 * DAY);
      } else ship(open, sentAt, delivered);
    } else if (status === 'PROCESSING') {
      // Partial shipments: the first line left, the rest is still allocated.
      if (open.length > 1 && rng.chance(0.2)) ship(open.slice(0, 1), t + 6 * 3_600_000, false);
      for (const l of lines) l.allocatedQty = l.quantity - l.canceledQty - l.fulfilledQty;
    }
    return {
      seq: firstSeq + i,
      origin,
      externalRef:
        origin === 'IMPORT'
          ? `W-${firstSeq + i}`
          : origin === 'SHOPIFY_CREATOR'
            ? `shopify-${5_100_000 + i}`
            : null,
      customerName: name,
      customerEmail: `${name
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')
        .replace(/^\.|\.$/g, '')}${i % 97}@example.com`,
      customerPhone: address.phone ?? null,
      address,
      shippingMethod: wholesale
        ? rng.pick(['FREIGHT', 'STANDARD'])
        : rng.weighted(['STANDARD', 'EXPEDITED', 'TWO_DAY', 'OVERNIGHT'], [70, 18, 8, 4]),
      shippingCents: wholesale ? 0 : rng.pick([0, 0, 595, 895]),
      tags: wholesale ? ['wholesale'] : rng.chance(0.1) ? ['gift'] : rng.chance(0.08) ? ['repeat'] : [],
      notes: rng.chance(0.05) ? 'Customer asked for a handwritten note' : null,
      status,
      hold,
      placedAt,
      lines,
      shipments,
    };
  });
  return orders;
}

/** Per SKU: units shipped in the history and units allocated now (the ledger writes both). */
export function historyStock(orders: HistoryOrder[]) {
  const shipped = new Map<string, number>();
  const allocated = new Map<string, number>();
  for (const o of orders)
    for (const l of o.lines) {
      if (l.fulfilledQty) shipped.set(l.sku, (shipped.get(l.sku) ?? 0) + l.fulfilledQty);
      if (l.allocatedQty) allocated.set(l.sku, (allocated.get(l.sku) ?? 0) + l.allocatedQty);
    }
  return { shipped, allocated };
}
