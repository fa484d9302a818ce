import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from './domains';
import { usesBareLayout } from './layout/session-rules';
import { findRouteEntry, isBuilt, isPathBuilt, notBuilt, ROUTES } from './route-table';

// Every route of §2 of both spec documents, written out from the spec text (not from the table).
const PUBLIC = [
  '/login',
  '/supplier-profile/:supplierId/post-review',
  '/preview-catalog-item/:itemId',
  '/preview-supplier-profile/:supplierId',
  '/bk/:id',
  '/public-pay-invoice/:sn',
  '/app-bind',
  '/ai-storefront',
  '/playground',
  '/shopify',
  '/shopify-paid-success',
  '/share-report/:id',
  // Ours (issue 4): the page a Quarry meeting link opens.
  '/meetings/:meetingId',
  // Ours (issue 21): password reset, asked for from the sign-in page and opened from its email.
  '/forgot-password',
  '/reset-password',
  // Ours (issue 22): where the OpenID Connect provider sends the user back after "Continue with Google".
  '/google-auth/callback',
  // Ours (issue 22): the page a team invite's link opens.
  '/team-invites/accept',
  // Second document, "paths usable without the main layout": a shopper tracks a parcel.
  '/track-order',
];

const PRIVATE = [
  // First document
  '/homebase',
  '/education',
  '/home',
  '/manage-shop',
  '/co-pilot',
  '/browse-suppliers',
  '/browse-suppliers/catalog-item/:itemId',
  '/browse-suppliers/supplier-profile/:supplierId',
  '/browse-suppliers-with-uploaded-image',
  '/create-custom-project/:rfpId?',
  '/supplier-profile/:supplierId',
  '/inbox',
  '/inbox/messages',
  '/inbox/my-suppliers',
  '/inbox/orders',
  '/inbox/needs-payment',
  '/inbox/custom-project-requests',
  '/leave-a-review/:orderId',
  '/sourcing-agent',
  '/sourcing-agent-review',
  '/tariff-rate-agent',
  '/tariff-rate-agent-review',
  '/ai-agents',
  '/llm/:homebaseOptionKey',
  '/product-design',
  '/sourcing/product-design',
  '/shopify-design',
  '/product-ideation',
  '/product-ideation/:id',
  '/your-ideations',
  '/business-kits',
  '/business-kits/:brandKitId',
  '/favorites',
  '/checkout',
  '/pay-invoice/:invoiceId',
  '/add-shipping-address/:invoiceId',
  '/crowdfund-your-idea',
  '/account-info',
  '/404',
  // Second document: fulfillment and orders
  '/fulfillment-services',
  '/fulfillment-rules',
  '/return-settings',
  '/ecommerce-services',
  '/orders',
  '/order-details/:id',
  '/order-packaging/:packagingCategory',
  '/receivings/new',
  '/receivings/:sn/details',
  '/receivings',
  '/inventory',
  // Ours (issue 23): creating an order, and the Fulfillment home's services with a page under it.
  '/orders/new',
  '/fulfillment-services/kitting',
  '/fulfillment-services/shipping-labels',
  '/fulfillment-services/freight',
  '/fulfillment-services/reports',
  '/fulfillment-services/pre-sale',
  '/fulfillment-services/quality-check',
  '/fulfillment-services/financial-report',
  // Print on demand
  '/print-on-demand-catalog',
  '/printful-widget/:externalProductId?',
  '/template-item/:templateId',
  // Storefront
  '/subscribers',
  '/discount',
  '/discount-detail/:id',
  '/set-pietra-pop',
  // Other routes in this area
  '/partners',
  '/retail-connect',
  '/social-analysis',
  '/content-studio',
  '/v2/affiliate-marketing',
  '/sms-marketing',
  '/email-capture',
  '/text-fans',
  '/email-fans',
  // Analytics
  '/analytics',
  '/analytics-customer',
  '/analytics-all-customers-graph',
  '/analytics-repeat-purchase',
  '/analytics-repeat-purchase-development',
  '/analytics-time-between-purchase',
  '/analytics-base-zone',
  '/analytics-ltv',
  '/analytics-rfm',
  '/analytics-percentile-analysis',
  '/analytics-customer-economics',
  '/analytics-zone-development',
  '/analytics-cohorts',
  '/customer-daily-ltv',
  '/analytics-recovered-customers',
  '/analytics-revenue-by-cohorts',
  '/analytics-churn-risk',
  '/analytics-churn-risk-development',
  '/analytics-customer-persona',
  '/analytics-all-order',
  '/analytics-order',
  '/order-development',
  '/order-count-distribution',
  '/order-time-analysis',
  '/order-discounts',
  '/order-first-order-value',
  '/order-aov-pre-order-count',
  '/order-avg-value',
  '/free-shipping-threshold',
  '/order-items-per-basket',
  '/fulfillment-metrics',
  '/product-all',
  '/product-all-variants',
  '/product-best-item',
  '/product-sold-item',
  '/product-return-rate',
  '/product-return-items',
  '/product-cross-selling-analysis',
  '/product-follow-up-purchases',
  '/analytics-product',
  '/marketing-channels',
  // Targets of the legacy redirects table and the menu's own links
  '/ecommerce-services/shopify',
  '/ecommerce-services/pietra-shop',
  '/ecommerce-services/instagram',
  '/ecommerce-services/wholesale',
  '/ecommerce-services/verishop',
  '/ecommerce-services/google-shopping',
  '/homebase/subscription-cycle-change',
  '/homebase/subscription-downgrade',
  '/homebase/subscription-updated',
  '/homebase/quiz',
  '/homebase/blueprint',
  '/content-studio/*',
  '/social-analysis/*',
  // Ours (issue 22): the post-subscription modal's and the survey's demo booking.
  '/book-a-demo',
];

describe('route table', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('has every spec route, each once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...PUBLIC, ...PRIVATE].sort());
    expect(byPath.size).toBe(ROUTES.length);
  });

  it.each(PUBLIC)('%s is public', (path) => expect(byPath.get(path)?.access).toBe('public'));

  it('marks every other route private', () => {
    for (const path of PRIVATE) expect(byPath.get(path)?.access, path).toBe('private');
  });

  it('takes each layout from the "paths usable without the main layout" rule', () => {
    for (const route of ROUTES) {
      expect(route.layout, route.path).toBe(usesBareLayout(route.path) ? 'bare' : 'main');
    }
    expect(byPath.get('/login')?.layout).toBe('bare');
    expect(byPath.get('/pay-invoice/:invoiceId')?.layout).toBe('bare');
    expect(byPath.get('/content-studio')?.layout).toBe('bare');
    expect(byPath.get('/content-studio/*')?.layout).toBe('main');
    expect(byPath.get('/homebase')?.layout).toBe('main');
  });

  it('names an architecture domain and a title for every route', () => {
    for (const route of ROUTES) {
      expect(DOMAINS, route.path).toContain(route.domain);
      expect(route.title.trim(), route.path).not.toBe('');
    }
  });

  it('builds the pages of this issue, and no other', () => {
    const built = ROUTES.filter(isBuilt).map((r) => r.path);
    expect(built.sort()).toEqual(
      [
        '/404',
        '/account-info',
        '/homebase',
        '/login',
        // Issue 22: the subscription pages.
        '/homebase/subscription-cycle-change',
        '/homebase/subscription-downgrade',
        '/homebase/subscription-updated',
        // Issue 3: the sourcing marketplace.
        '/home',
        '/browse-suppliers',
        '/browse-suppliers/catalog-item/:itemId',
        '/browse-suppliers/supplier-profile/:supplierId',
        '/supplier-profile/:supplierId',
        '/favorites',
        '/preview-catalog-item/:itemId',
        '/preview-supplier-profile/:supplierId',
        '/supplier-profile/:supplierId/post-review',
        '/leave-a-review/:orderId',
        // Issue 3: custom project requests.
        '/create-custom-project/:rfpId?',
        '/inbox/custom-project-requests',
        // Search by image.
        '/browse-suppliers-with-uploaded-image',
        // Issue 4: the inbox and its tabs (orders and invoices say what they will hold).
        '/inbox',
        '/inbox/messages',
        '/inbox/my-suppliers',
        '/inbox/orders',
        '/inbox/needs-payment',
        '/meetings/:meetingId',
        // Issue 5: the product page orders into the cart; checkout.
        '/checkout',
        // Issue 5: paying supplier invoices.
        '/pay-invoice/:invoiceId',
        '/public-pay-invoice/:sn',
        '/add-shipping-address/:invoiceId',
        // Issue 6: business kits, their public page, AI product design and ideation.
        '/business-kits',
        '/business-kits/:brandKitId',
        '/bk/:id',
        '/product-design',
        '/sourcing/product-design',
        '/product-ideation',
        '/product-ideation/:id',
        '/your-ideations',
        // Issue 21: password reset.
        '/forgot-password',
        '/reset-password',
        // Issue 22: onboarding (the quiz, the blueprint) and the founder guides.
        '/homebase/quiz',
        '/homebase/blueprint',
        '/education',
        // Issue 22: back from the OpenID Connect provider.
        '/google-auth/callback',
        // Issue 22: a team invite's link.
        '/team-invites/accept',
        // Issue 22: booking a demo with a specialist.
        '/book-a-demo',
        // Issue 23: the Fulfillment home; its services, rules, return settings and sales channels on the one
        // page that says they are not built yet; the orders, inventory and receivings pages; order tracking.
        '/fulfillment-services',
        '/fulfillment-services/kitting',
        '/fulfillment-services/shipping-labels',
        '/fulfillment-services/freight',
        '/fulfillment-services/reports',
        '/fulfillment-services/pre-sale',
        '/fulfillment-services/quality-check',
        '/fulfillment-services/financial-report',
        '/fulfillment-rules',
        '/return-settings',
        '/ecommerce-services',
        '/ecommerce-services/shopify',
        '/ecommerce-services/pietra-shop',
        '/ecommerce-services/instagram',
        '/ecommerce-services/wholesale',
        '/ecommerce-services/verishop',
        '/ecommerce-services/google-shopping',
        '/orders',
        '/orders/new',
        '/order-details/:id',
        '/inventory',
        '/receivings',
        '/receivings/new',
        '/receivings/:sn/details',
        '/track-order',
        // Issue 24: the AI assistant of a homebase option (the chatbot's engine).
        '/llm/:homebaseOptionKey',
        // Issue 24: the AI sourcing agent, its tech packs and the tariff-rate agent.
        '/sourcing-agent',
        '/sourcing-agent-review',
        '/tariff-rate-agent',
        '/tariff-rate-agent-review',
        // Issue 24: the AI assistants behind the forge access gate, and the Brand Co-pilot.
        '/ai-agents',
        '/co-pilot',
      ].sort(),
    );
    expect(byPath.get('/order-packaging/:packagingCategory')?.page).toBe(notBuilt);
  });

  it('finds the most specific entry for a path', () => {
    expect(findRouteEntry('/receivings/new')?.path).toBe('/receivings/new');
    expect(findRouteEntry('/receivings/R-1/details')?.path).toBe('/receivings/:sn/details');
    expect(findRouteEntry('/orders/new')?.path).toBe('/orders/new');
    expect(findRouteEntry('/create-custom-project')?.path).toBe('/create-custom-project/:rfpId?');
    expect(findRouteEntry('/create-custom-project/9')?.path).toBe('/create-custom-project/:rfpId?');
    expect(findRouteEntry('/content-studio')?.path).toBe('/content-studio');
    expect(findRouteEntry('/content-studio/dashboard/home')?.path).toBe('/content-studio/*');
    expect(findRouteEntry('/inbox/unknown-tab')).toBeNull();
    expect(findRouteEntry('/nowhere')).toBeNull();
  });

  it('knows which paths have their own page', () => {
    expect(isPathBuilt('/homebase')).toBe(true);
    expect(isPathBuilt('/account-info?tab=1')).toBe(true);
    expect(isPathBuilt('/inbox/messages')).toBe(true);
    expect(isPathBuilt('/orders')).toBe(true);
    expect(isPathBuilt('/order-packaging/boxes')).toBe(false);
    expect(isPathBuilt('/nowhere')).toBe(false);
  });

  it('hands each invoice page the other features’ components it names, and only those', async () => {
    const slotsOf = async (path: string) => {
      const page = (await findRouteEntry(path)!.page()).default as () => ReactElement<object>;
      return page().props;
    };
    const pay = await slotsOf('/pay-invoice/7');
    expect(Object.keys(pay)).toEqual(['PaymentPanel']);
    expect(Object.keys(await slotsOf('/public-pay-invoice/sn_0123456789abcdefghijkl'))).toEqual([
      'PaymentPanel',
      'AddressForm',
    ]);
    expect(Object.keys(await slotsOf('/add-shipping-address/7'))).toEqual(['AddressPicker']);
    expect(Object.values(pay).every((slot) => typeof slot === 'function')).toBe(true);
  });
});
