// The Fulfillment home's tiles (second document §2, in its order) and the services among them that the next
// fulfilment issue builds: what each will be, said plainly on one shared "not built yet" page. Every tile has a
// real destination (a route of the route table; route-table.test.ts checks it), so no tile is a dead click.
import {
  FULFILLMENT_SERVICE_SLUGS,
  type FulfillmentServiceSlug,
  paths,
  SALES_CHANNEL_SLUGS,
  type SalesChannelSlug,
} from '../../routing/paths';
import { SALES_CHANNEL_NAMES } from './sales-channels';

export const FULFILLMENT_TILE_KEYS = [
  'create-order',
  'check-inventory',
  'ship-to-warehouse',
  'kitting',
  'fulfillment-rules',
  'create-shipping-label',
  'shipping-label-history',
  'return-settings',
  'book-freight',
  'reports',
  'pre-sale',
  'financial-report',
  'quality-check',
] as const;
export type FulfillmentTileKey = (typeof FULFILLMENT_TILE_KEYS)[number];

export type FulfillmentTile = {
  key: FulfillmentTileKey;
  title: string;
  description: string;
  to: string;
  /** True when the destination says the service is not built yet (the next fulfilment issue builds it). */
  isComingLater: boolean;
};

const TILES: readonly FulfillmentTile[] = [
  {
    key: 'create-order',
    title: 'Create an order',
    description: 'Enter a retail or wholesale order by hand; the warehouse picks, packs and ships it.',
    to: paths.fulfillment.newOrder(),
    isComingLater: false,
  },
  {
    key: 'check-inventory',
    title: 'Check inventory',
    description: 'On hand, committed, fulfillable and inbound units for every SKU at the warehouse.',
    to: paths.fulfillment.inventory(),
    isComingLater: false,
  },
  {
    key: 'ship-to-warehouse',
    title: 'Ship to the US fulfillment center',
    description: 'Tell the warehouse what is coming: SKUs, quantities, cartons and tracking.',
    to: paths.fulfillment.newReceiving(),
    isComingLater: false,
  },
  {
    key: 'kitting',
    title: 'Kitting services',
    description: 'Have bundles and gift sets assembled from your SKUs before they ship.',
    to: paths.fulfillment.service('kitting'),
    isComingLater: true,
  },
  {
    key: 'fulfillment-rules',
    title: 'Fulfillment rules',
    description: 'Rules that act on incoming orders: inserts, holds and shipping methods.',
    to: paths.fulfillment.rules(),
    isComingLater: true,
  },
  {
    key: 'create-shipping-label',
    title: 'Create shipping label',
    description: 'Buy a label for a parcel that is not a store order.',
    to: paths.fulfillment.service('shipping-labels'),
    isComingLater: true,
  },
  {
    key: 'shipping-label-history',
    title: 'Shipping label history',
    description: 'Every standalone label you bought, with its tracking.',
    to: paths.fulfillment.service('shipping-labels'),
    isComingLater: true,
  },
  {
    key: 'return-settings',
    title: 'Return settings',
    description: 'How your customers return items and how they are refunded.',
    to: paths.fulfillment.returnSettings(),
    isComingLater: true,
  },
  {
    key: 'book-freight',
    title: 'Book freight shipment',
    description: 'Move pallets of inventory to the warehouse by freight.',
    to: paths.fulfillment.service('freight'),
    isComingLater: true,
  },
  {
    key: 'reports',
    title: 'Outbound and returns reports',
    description: 'What shipped and what came back, over any dates, to download.',
    to: paths.fulfillment.service('reports'),
    isComingLater: true,
  },
  {
    key: 'pre-sale',
    title: 'Set up a pre-sale',
    description: 'Take orders before your stock arrives; they ship when it does.',
    to: paths.fulfillment.service('pre-sale'),
    isComingLater: true,
  },
  {
    key: 'financial-report',
    title: 'Financial report',
    description: 'Fulfillment, storage and shipping charges, order by order.',
    to: paths.fulfillment.service('financial-report'),
    isComingLater: true,
  },
  {
    key: 'quality-check',
    title: 'Book quality check',
    description: 'Have the warehouse inspect and photograph units as they arrive.',
    to: paths.fulfillment.service('quality-check'),
    isComingLater: true,
  },
];

export type TileConditions = {
  /** Spec §2: return settings are shown for the Shopify sales channel only. */
  hasShopifyChannel: boolean;
  /** Spec §2: the financial report only when enabled. */
  isFinancialReportEnabled: boolean;
};

/** The tiles a store sees, in the spec's order. */
export function fulfillmentTiles(conditions: TileConditions): FulfillmentTile[] {
  return TILES.filter((tile) => {
    if (tile.key === 'return-settings') return conditions.hasShopifyChannel;
    if (tile.key === 'financial-report') return conditions.isFinancialReportEnabled;
    return true;
  });
}

/** The store config that turns the financial report on (off unless set: spec "only when enabled"). */
export const FINANCIAL_REPORT_CONFIG_KEY = 'financialReportEnabled';

export function isFinancialReportEnabled(configs: Readonly<Record<string, unknown>> | undefined): boolean {
  return configs?.[FINANCIAL_REPORT_CONFIG_KEY] === true;
}

/** A service whose page says what it will be and that it is not built yet. */
export type PlannedService = {
  name: string;
  summary: string;
  /** What the service will do, one line each. */
  willDo: readonly string[];
};

const SERVICES: Record<FulfillmentServiceSlug, PlannedService> = {
  kitting: {
    name: 'Kitting services',
    summary:
      'The warehouse assembles kits, bundles and gift sets from the SKUs it already stores for you, so a bundle sells as one item.',
    willDo: [
      'Define a kit from your SKUs and quantities',
      'Book an assembly run and follow it to done',
      'Assembled kits count as stock of their own',
    ],
  },
  'shipping-labels': {
    name: 'Shipping labels',
    summary:
      'Standalone labels: buy a label for any parcel that is not a store order (a sample to a retailer, a replacement), and find every label you bought later.',
    willDo: [
      'Compare carrier rates for a from and to address and a parcel (lb, in)',
      'Buy the label and print it as a 4×6 PDF',
      'See the history of your labels with their tracking',
    ],
  },
  freight: {
    name: 'Freight shipments',
    summary:
      'Book a less-than-truckload or full-truckload shipment of pallets from your supplier to the warehouse.',
    willDo: [
      'Quote freight by pallets, weight and pickup address',
      'Book the pickup and link it to a receiving',
      'Follow the shipment until the warehouse receives it',
    ],
  },
  reports: {
    name: 'Outbound and returns reports',
    summary: 'Reports of what the warehouse shipped and what came back, for any date range.',
    willDo: [
      'Outbound report: orders, carriers, costs and delivery times',
      'Returns report: items, reasons and refunds',
      'Download either as CSV',
    ],
  },
  'pre-sale': {
    name: 'Pre-sales',
    summary:
      'Sell a product before its inventory reaches the warehouse: orders wait, and ship as soon as the receiving is counted.',
    willDo: [
      'Choose the SKUs on pre-sale and the expected ship date',
      'Orders for them are held until stock arrives',
      'Held orders release by themselves when the receiving is committed',
    ],
  },
  'quality-check': {
    name: 'Quality checks',
    summary:
      'Have the warehouse inspect a sample of units as a receiving arrives, with photos and notes, before they go on sale.',
    willDo: [
      'Book a check for a receiving and say what to look for',
      'Get photos and a pass or fail per SKU',
      'Keep failed units in quarantine until you decide',
    ],
  },
  'financial-report': {
    name: 'Financial report',
    summary: 'Every fulfillment, storage and shipping charge, order by order and month by month.',
    willDo: [
      'Charges per order: pick and pack, packaging, postage',
      'Storage per bin per SKU by month',
      'Export for your bookkeeping',
    ],
  },
};

const RULES: PlannedService = {
  name: 'Fulfillment rules',
  summary:
    'Order rules act on orders as they come in, so the warehouse does the right thing without you touching each order.',
  willDo: [
    'Add an insert or a gift note to matching orders',
    'Hold orders by country, value or SKU',
    'Pick the shipping method by weight or order value',
  ],
};

const RETURN_SETTINGS: PlannedService = {
  name: 'Return settings',
  summary:
    'How your customers send items back and how they are refunded. Return settings apply to orders from a connected Shopify store.',
  willDo: [
    'Refund method: automatic, manual or store credit',
    'Return fee: free, or deducted from the refund',
    'Follow each return from created to received',
  ],
};

function salesChannelService(channel: SalesChannelSlug | null): PlannedService {
  const name = channel ? SALES_CHANNEL_NAMES[channel] : 'Sales channels';
  return {
    name: channel ? `${name} connection` : name,
    summary: channel
      ? `Connect your ${name} store so its orders come into your order list and ship from the warehouse.`
      : 'Connect the places you sell, so every order comes into one list and ships from the same stock.',
    willDo: [
      `Connect ${channel ? name : 'Shopify, Instagram, Google Shopping, Verishop or wholesale'} in a few clicks`,
      'Orders flow into Orders & Fulfillment as they are placed',
      'Stock levels sync back, so you never sell what you do not have',
    ],
  };
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The planned service a path shows, or null when the path is not one of them. */
export function plannedServiceForPath(pathname: string): PlannedService | null {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (path === paths.fulfillment.rules()) return RULES;
  if (path === paths.fulfillment.returnSettings()) return RETURN_SETTINGS;
  if (path === paths.fulfillment.salesChannels()) return salesChannelService(null);
  const [, area, slug, ...rest] = path.split('/');
  if (!slug || rest.length > 0) return null;
  if (`/${area}` === paths.fulfillment.home() && isOneOf(FULFILLMENT_SERVICE_SLUGS, slug))
    return SERVICES[slug];
  if (`/${area}` === paths.fulfillment.salesChannels() && isOneOf(SALES_CHANNEL_SLUGS, slug))
    return salesChannelService(slug);
  return null;
}
