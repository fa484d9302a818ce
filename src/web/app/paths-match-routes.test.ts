// Every link routing/paths.ts builds lands on a route of the route table: each function is called with
// sample arguments (the mapped type below makes a new path function fail to compile until it has samples)
// and the path, without its query, must match a route pattern with react-router's own matcher.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, FULFILLMENT_SERVICE_SLUGS, paths, SALES_CHANNEL_SLUGS } from '../routing/paths';
import { ROUTES, SUPPLIER_ROUTES, WAREHOUSE_ROUTES } from './route-table';

type Paths = typeof paths;
type Samples = {
  [D in keyof Paths]: {
    [F in keyof Paths[D]]: Paths[D][F] extends (...args: infer A) => string ? A[] : never;
  };
};

const SAMPLES: Samples = {
  auth: { signIn: [[]], forgotPassword: [[]], resetPassword: [[]], googleCallback: [[]] },
  stores: { managePlan: [[]] },
  catalog: {
    home: [[], ['ALL'], ['PRODUCTS']],
    browse: [[]],
    item: [[11]],
    supplier: [[9]],
    previewItem: [[11]],
    previewSupplier: [[9]],
    favorites: [[], ['suppliers'], ['products'], ['my-suppliers']],
  },
  imageSearch: { search: [[], ['https://img.example/a b.png']] },
  projects: { create: [[], [9]], project: [[3]], list: [[]], ideation: [[], [null], [4]] },
  aiDesign: { yourIdeations: [[]] },
  tariffAgent: {
    start: [[], [4]],
    review: [[{}], [{ techPackId: 4, countryCode: 'VN', countries: 'CN,VN' }]],
  },
  messaging: { inbox: [[], [{ conversation: 5 }], [{ supplierId: 9, catalogItemId: 11 }]] },
  cart: { checkout: CHECKOUT_STEPS.map((step) => [step] as [typeof step]) },
  orders: { list: [[], [{ tab: 'ALL', id: 2 }]], leaveReview: [[8]] },
  invoices: { pay: [[1]], publicPay: [['INV 1/2']], addShippingAddress: [[1]], list: [[]] },
  fulfillment: {
    home: [[]],
    rules: [[]],
    returnSettings: [[]],
    salesChannels: [[], ...SALES_CHANNEL_SLUGS.map((c) => [c] as [typeof c])],
    service: FULFILLMENT_SERVICE_SLUGS.map((slug) => [slug] as [typeof slug]),
    orders: [[]],
    newOrder: [[]],
    order: [[12]],
    inventory: [[]],
    receivings: [[]],
    newReceiving: [[]],
    receiving: [['RCV 1/2']],
    sendInventory: [[]],
    trackOrder: [[]],
  },
  brandKits: { list: [[]], editor: [[2]], public: [[2]], publicUrl: [['https://quarry.example', 2]] },
  supplierPortal: {
    dashboard: [[]],
    inbox: [[], [4]],
    products: [[]],
    newProduct: [[]],
    product: [[6]],
    profile: [[]],
    requests: [[]],
    request: [[3]],
    invoices: [[]],
    newInvoice: [[], [{ storeId: 4, projectId: 3, quoteId: 2 }]],
    invoice: [[7]],
  },
  warehouse: {
    home: [[]],
    inbound: [[]],
    inboundReceiving: [['RCV-1']],
    stock: [[]],
    stockSku: [[5]],
    outbound: [[]],
    outboundOrder: [[3]],
  },
};

function builtPaths(): string[] {
  const built: string[] = [];
  for (const [domain, functions] of Object.entries(paths)) {
    for (const [name, build] of Object.entries(functions)) {
      const samples = (SAMPLES as Record<string, Record<string, unknown[][]>>)[domain]?.[name] ?? [];
      expect(samples.length, `${domain}.${name} has samples`).toBeGreaterThan(0);
      for (const args of samples) built.push((build as (...a: unknown[]) => string)(...args));
    }
  }
  return built;
}

describe('routing paths', () => {
  const patterns = [...ROUTES, ...SUPPLIER_ROUTES, ...WAREHOUSE_ROUTES].map((r) => r.path);

  it('builds only paths the route table has', () => {
    const built = builtPaths();
    expect(built.length).toBeGreaterThan(40);
    for (const link of built) {
      const { pathname } = new URL(link, 'http://quarry.test');
      const matched = patterns.filter((pattern) => matchPath({ path: pattern, end: true }, pathname));
      expect(matched, `${link} matches a route`).not.toEqual([]);
    }
  });

  it('fails on a path with no route', () => {
    const { pathname } = new URL('/browse-suppliers/catalog-items/1', 'http://quarry.test');
    expect(patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))).toBe(false);
  });
});
