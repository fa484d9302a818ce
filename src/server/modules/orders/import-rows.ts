// The order import file's rows (decision 043), parsed and checked without the database: one row per line,
// rows sharing an order number make one order (its order-level fields come from its first row). Every problem
// is reported by row (the header is row 1) and column; an order with any problem is skipped whole.
import { parse } from 'csv-parse/sync';
import {
  ORDER_IMPORT_COLUMNS,
  ORDER_SHIPPING_METHODS,
  type OrderShippingMethod,
} from '../../../shared/contract/sales-orders';

export type RowError = { row: number; field?: string; message: string };

export type ParsedLine = {
  row: number;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxCents: number;
};

export type ParsedOrder = {
  orderNumber: string;
  /** The rows of this order, for its error report. */
  rows: number[];
  placedAt: Date;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  address: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string | null;
    postalCode: string | null;
    countryCode: string;
    phone: string | null;
  };
  shippingMethod: OrderShippingMethod;
  tags: string[];
  notes: string | null;
  lines: ParsedLine[];
  errors: RowError[];
};

const REQUIRED = [
  'order_number',
  'customer_name',
  'address1',
  'city',
  'country',
  'sku',
  'quantity',
  'unit_price',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "12.5" / "$1,299.00" → cents; null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function parseMoney(raw: string): number | null {
  const s = raw.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= 100_000_000 ? cents : null;
}

/** A date (2026-11-30) or an ISO date-time; dates are midnight UTC. */
export function parsePlacedAt(raw: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw)) return null;
  const d = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d;
}

export type ParseResult = { orders: ParsedOrder[]; fileErrors: RowError[]; totalRows: number };

/** Parses the whole file; a file that is not a CSV with the required columns answers only fileErrors. */
export function parseOrderCsv(csv: string, now = new Date()): ParseResult {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (e) {
    return {
      orders: [],
      fileErrors: [{ row: 1, message: `Not a readable CSV file: ${(e as Error).message}` }],
      totalRows: 0,
    };
  }
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (records.length === 0 || missing.length > 0)
    return {
      orders: [],
      fileErrors: [
        { row: 1, message: `Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}` },
      ],
      totalRows: Math.max(0, records.length - 1),
    };
  const col = Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof ORDER_IMPORT_COLUMNS)[number],
    number
  >;
  const byNumber = new Map<string, ParsedOrder>();
  const fileErrors: RowError[] = [];
  records.slice(1).forEach((rec, i) => {
    const row = i + 2;
    const get = (c: (typeof ORDER_IMPORT_COLUMNS)[number]) => (col[c] >= 0 ? (rec[col[c]] ?? '').trim() : '');
    const orderNumber = get('order_number').replace(/^#/, '');
    if (!orderNumber) {
      fileErrors.push({ row, field: 'order_number', message: 'Enter the order number' });
      return;
    }
    if (orderNumber.length > 64 || !/^[A-Za-z0-9._-]+$/.test(orderNumber)) {
      fileErrors.push({ row, field: 'order_number', message: 'Letters, digits, dots, dashes; 64 at most' });
      return;
    }
    let order = byNumber.get(orderNumber);
    const errors: RowError[] = [];
    const err = (field: string, message: string) => errors.push({ row, field, message });
    if (!order) {
      const placedRaw = get('placed_at');
      const placedAt = placedRaw ? parsePlacedAt(placedRaw) : now;
      if (!placedAt) err('placed_at', 'Use a date like 2026-11-30 or 2026-11-30T14:05:00Z');
      else if (placedAt.getTime() > now.getTime() + 86_400_000) err('placed_at', 'A date in the future');
      const email = get('email').toLowerCase();
      if (email && !EMAIL.test(email)) err('email', 'Not an email address');
      const name = get('customer_name');
      if (!name) err('customer_name', 'Enter the customer’s name');
      const country = get('country').toUpperCase();
      if (!/^[A-Z]{2}$/.test(country)) err('country', 'Use a two-letter country code (US)');
      if (!get('address1')) err('address1', 'Enter the street address');
      if (!get('city')) err('city', 'Enter the city');
      const method = (get('shipping_method') || 'STANDARD').toUpperCase().replace(/[\s-]+/g, '_');
      if (!(ORDER_SHIPPING_METHODS as readonly string[]).includes(method))
        err('shipping_method', `One of ${ORDER_SHIPPING_METHODS.join(', ')}`);
      order = {
        orderNumber,
        rows: [],
        placedAt: placedAt ?? now,
        customerName: name.slice(0, 120),
        customerEmail: email || null,
        customerPhone: get('phone').slice(0, 40) || null,
        address: {
          name: name.slice(0, 100),
          line1: get('address1').slice(0, 200),
          line2: get('address2').slice(0, 200) || null,
          city: get('city').slice(0, 100),
          state: get('state').slice(0, 100) || null,
          postalCode: get('postal_code').slice(0, 20) || null,
          countryCode: country,
          phone: get('phone').slice(0, 40) || null,
        },
        shippingMethod: method as OrderShippingMethod,
        tags: [
          ...new Set(
            get('tags')
              .split(/[;|]/)
              .map((t) => t.trim())
              .filter(Boolean)
              .map((t) => t.slice(0, 40)),
          ),
        ].slice(0, 20),
        notes: get('notes').slice(0, 5000) || null,
        lines: [],
        errors: [],
      };
      byNumber.set(orderNumber, order);
    }
    order.rows.push(row);
    const sku = get('sku').toUpperCase();
    if (!sku || sku.length > 64) err('sku', 'Enter the SKU');
    const qtyRaw = get('quantity');
    const quantity = /^\d+$/.test(qtyRaw) ? Number(qtyRaw) : Number.NaN;
    if (!(quantity >= 1 && quantity <= 100_000)) err('quantity', 'A whole number of units, 1 or more');
    const price = parseMoney(get('unit_price'));
    if (price === null) err('unit_price', 'An amount like 24.00');
    const discount = get('discount') ? parseMoney(get('discount')) : 0;
    if (discount === null) err('discount', 'An amount like 2.50');
    const tax = get('tax') ? parseMoney(get('tax')) : 0;
    if (tax === null) err('tax', 'An amount like 1.92');
    if (price !== null && discount !== null && quantity >= 1 && discount > price * quantity)
      err('discount', 'More than the line');
    order.errors.push(...errors);
    if (errors.length === 0)
      order.lines.push({
        row,
        sku,
        quantity,
        unitPriceCents: price!,
        discountCents: discount!,
        taxCents: tax!,
      });
  });
  return { orders: [...byNumber.values()], fileErrors, totalRows: records.length - 1 };
}
