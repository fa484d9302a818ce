import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../shared/contract/http';
import { MODULE_COPY, type ModuleKey, PLANS, requiredPlanFor } from '../../shared/rules/plans';
import { storeModules } from '../modules/stores/entitlements';
import { AppError } from './errors';

// The one place a store's plan gates the API (first document §1: bundles gate modules). Every registered
// route is classified here — by the module it belongs to, or OPEN — and entitlement-guard.test.ts fails
// on a route that is not. The check reads the store row the auth step already holds (the auth cache): no
// query per request. A plan change clears that cache through the bus (stores/store-plan.ts).

/** Path prefixes (without /rest/main) and the module their routes need; null: open to every plan. */
export const ROUTE_MODULES: readonly (readonly [prefix: string, module: ModuleKey | null])[] = [
  // Fulfillment: keeping inventory at the partner warehouse (FBP).
  ['/web/creator-order-items/:id/update-stored-at-fbp', 'FULFILLMENT'],
  ['/web/inventory', 'FULFILLMENT'],
  ['/web/receivings', 'FULFILLMENT'],
  ['/web/orders/-/inventory-counts', 'FULFILLMENT'],
  // The warehouse console is the warehouse staff's own (no store, no plan).
  ['/warehouse/', null],
  ['/web/orders/:id/shipments', 'FULFILLMENT'],
  // The store's sales orders at the partner warehouse (issue 23).
  ['/web/orders', 'FULFILLMENT'],
  // AI product design (the free plan has it with the trial; the trial's limit is the design module's own).
  ['/commons/ai/', 'PRODUCT_DESIGN'],
  ['/web/ai-products/for-you/storefront', 'STOREFRONT'],
  ['/web/ai-products', 'PRODUCT_DESIGN'],
  ['/web/ai-ideas', 'PRODUCT_DESIGN'],
  // Sourcing.
  ['/web/catalog-', 'SOURCING'],
  ['/app/catalog-', 'SOURCING'],
  ['/catalog-images/', 'SOURCING'],
  ['/web/sourcing/', 'SOURCING'],
  ['/web/project-management', 'SOURCING'],
  ['/web/supplier-invites', 'SOURCING'],
  ['/web/stores/me/suppliers', 'SOURCING'],
  ['/web/creator-projects', 'SOURCING'],
  // The sourcing agent's tech packs (issue 24): part of sourcing, which every plan has.
  ['/web/ai-sourcing-agents', 'SOURCING'],
  // The chatbot and the AI assistants (issue 24, decision 053): help for every plan.
  ['/web/chatbot/', null],
  // The agent's history replay (decision 049).
  ['/agent/', 'SOURCING'],
  // Open to every plan: the account, session, payments and plans, messaging, cart and invoices, files,
  // business kits (always allowed), suppliers' and staff's own areas, public pages.
  ['/web/brand-kit-modules', null],
  // Issue 24: the forge access code opens the AI assistants to any plan that shows them; the Brand Co-pilot
  // (its menu item is on for every plan) acts through operations each plan already has.
  ['/web/forge-access-code', null],
  ['/web/co-pilot', null],
  ['/web/stores', null],
  ['/web/session', null],
  ['/web/users', null],
  ['/web/subscriptions', null],
  ['/web/demo-bookings', null],
  ['/web/team-', null],
  ['/dev/', null],
  ['/admin/', null],
  ['/web/payment-methods', null],
  ['/web/payment-records', null],
  ['/web/payout-records', null],
  ['/web/sales-milestones/', null],
  ['/web/bank-links', null],
  ['/payments/', null],
  ['/web/creator-invoice', null],
  ['/app/creator-invoice', null],
  ['/public/', null],
  // The warehouse console (staff, no store), the shopper's tracking page and the carrier's webhook.
  ['/warehouse/', null],
  ['/track-order', null],
  ['/webhooks/shipping', null],
  ['/web/creator-order-items', null],
  ['/app/creator-order-items', null],
  ['/web/shipping-addresses', null],
  ['/web/conversations', null],
  ['/web/favorites', null],
  ['/web/supplier-', null],
  ['/commons/', null],
  ['/upload', null],
  ['/files/', null],
  ['/s/', null],
  ['/realtime', null],
  ['/register', null],
  ['/login', null],
  ['/google-auth/', null],
  ['/password-resets', null],
  ['/health', null],
  ['/ready', null],
  ['/robots.txt', null],
];

/** The rule of a route (its path as registered, with or without /rest/main), or undefined. */
export function routeRule(url: string) {
  const path = url.startsWith(API_BASE_PATH) ? url.slice(API_BASE_PATH.length) : url;
  return ROUTE_MODULES.find(([prefix]) => path.startsWith(prefix));
}

const ruleByUrl = new Map<string, ModuleKey | null>();
function moduleOf(url: string): ModuleKey | null {
  let m = ruleByUrl.get(url);
  if (m === undefined) {
    m = routeRule(url)?.[1] ?? null;
    ruleByUrl.set(url, m);
  }
  return m;
}

/** 403 PLAN_REQUIRED for a store whose plan lacks the route's module, naming the lowest plan that has it. */
export function registerEntitlementGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    const store = req.ctx?.store;
    if (!store || req.is404) return;
    const module = moduleOf(req.routeOptions.url ?? '');
    if (!module || storeModules(store)[module] === 'ACTIVE') return;
    const requiredPlan = requiredPlanFor(module);
    throw new AppError(
      'PLAN_REQUIRED',
      `${MODULE_COPY[module].name} is part of the ${PLANS[requiredPlan].name} plan and up — see plans to upgrade`,
      { planDetail: { requiredPlan, module } },
    );
  });
}
