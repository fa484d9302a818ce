import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiRoutes } from '../app';
import { shipments } from '../db/schema/orders';
import { invoiceBody } from '../modules/invoices/test-helpers';
import { createOrder } from '../modules/orders/outbound/outbound-fixtures';
import { recordSalesOrder } from '../modules/orders/sales-orders';
import { projectBody, quoteBody, signInSupplier } from '../modules/projects/test-helpers';
import { itemBody } from '../modules/supplier-portal/test-helpers';
import { addTeamMember } from '../modules/team/test-helpers';
import { sampleImage, uploadFile } from '../modules/uploads/test-helpers';
import { createCompany } from './catalog-factories';
import { givePlan } from './give-plan';
import { createTestApp, loginAs, registerStore, type TestApp } from './test-app';

/**
 * Walks EVERY registered route as an admin member of store B (not its owner: the team's role guard is on the
 * way), with store A's ids wherever a route takes an id, and checks
 * that nothing of store A comes back and nothing of store A changes. A new route with a path parameter
 * this walk does not know fails here until PARAMS (and, if it needs one, BODIES) learn it.
 */

let t: TestApp;
const canary = `CANARY-${randomBytes(8).toString('hex')}`;
let a: Awaited<ReturnType<typeof loginAs>>;
let b: { auth: Record<string, string> };
const aRes = {
  subscriptionInvoiceId: '',
  shortCode: '',
  fileKey: '',
  fileUrl: '',
  longUrl: '',
  reviewId: 0,
  companyId: 0,
  linkToken: '',
  projectId: 0,
  quoteId: 0,
  creatorProjectId: 0,
  conversationId: 0,
  orderItemId: 0,
  paymentId: 0,
  paymentMethodId: '',
  addressId: 0,
  invoiceId: 0,
  invoiceSn: '',
  invoiceLineId: 0,
  brandKitId: 0,
  payoutId: 0,
  aiIdeaId: 0,
  aiProductId: 0,
  teamInviteId: 0,
  teamMemberId: 0,
  teamInviteEmail: '',
  teamMemberEmail: '',
  skuId: 0,
  salesOrderId: 0,
  shipmentId: 0,
  salesLineId: 0,
  importTaskId: 0,
  techPackId: 0,
  chatbotConversationId: 0,
  chatbotAnswerId: 0,
  agentThreadId: 0,
  copilotConversationId: 0,
  copilotCallId: 0,
};

const ADDRESS = {
  name: 'B Buyer',
  line1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};

/** Store A's value for each path parameter. */
const PARAMS: Record<string, () => string> = {
  key: () => 'SUPPORT_CALL_LINKS', // business settings are global, not a store's
  milestone: () => 'FIRST_SALE', // milestone badges are the same for every store
  code: () => aRes.shortCode,
  '*': () => `forged-${randomBytes(16).toString('hex')}`, // a signed-upload token store B does not have
  id: () => String(aRes.reviewId), // store A's review (PUT must answer 404); elsewhere just an id
  companyId: () => String(aRes.companyId), // a supplier store A favorited, invited and reviewed
  ids: () => `${aRes.companyId},1`, // catalog suppliers are shared; the answer must not carry A's favorites
  n: () => '0', // picture index of a catalog item
  quoteId: () => String(aRes.quoteId), // a supplier's quote on store A's project
  index: () => '1', // store A's meeting request in its conversation
  meetingId: () => randomBytes(16).toString('hex'), // meetings are capabilities: an id B does not hold
  linkToken: () => `link_${randomBytes(16).toString('hex')}`, // a bank link token B was never given
  sn: () => aRes.invoiceSn, // store A's invoice pay link: a capability by design (CAPABILITY_ROUTES)
  invoiceId: () => aRes.subscriptionInvoiceId, // store A's plan invoice at the payments processor
  shipmentId: () => String(aRes.shipmentId), // store A's order's shipment
  lineId: () => String(aRes.salesLineId), // a line of store A's sales order
};
/** Per-route values where `:id` names something other than a review (by path prefix). */
const ROUTE_PARAMS: [prefix: string, name: string, value: () => string][] = [
  ['/rest/main/web/orders/action/import-task/', 'id', () => String(aRes.importTaskId)],
  ['/rest/main/web/orders/', 'id', () => String(aRes.salesOrderId)],
  ['/rest/main/web/payment-records/', 'id', () => String(aRes.paymentId)],
  ['/rest/main/web/payout-records/', 'id', () => String(aRes.payoutId)],
  ['/rest/main/web/project-management/', 'id', () => String(aRes.projectId)],
  ['/rest/main/web/supplier-project-requests/', 'id', () => String(aRes.projectId)],
  ['/rest/main/web/creator-projects/', 'id', () => String(aRes.creatorProjectId)],
  // A product of the supplier store A works with (supplier routes answer 403 to any store first).
  ['/rest/main/web/supplier-portal/catalog-items/', 'id', () => '1'],
  ['/rest/main/web/creator-order-items/', 'id', () => String(aRes.orderItemId)],
  ['/rest/main/app/creator-order-items/', 'id', () => String(aRes.orderItemId)],
  ['/rest/main/web/creator-invoice-payments/', 'id', () => String(aRes.paymentId)],
  ['/rest/main/public/creator-invoices/', 'id', () => String(aRes.paymentId)],
  ['/rest/main/web/payment-methods/', 'id', () => aRes.paymentMethodId],
  ['/rest/main/web/shipping-addresses/', 'id', () => String(aRes.addressId)],
  ['/rest/main/web/creator-invoices/', 'id', () => String(aRes.invoiceId)],
  ['/rest/main/web/supplier-invoices/', 'id', () => String(aRes.invoiceId)],
  ['/rest/main/web/creator-invoice-items/', 'id', () => String(aRes.invoiceLineId)],
  ['/rest/main/payments/challenges/', 'id', () => `chal_${randomBytes(12).toString('hex')}`],
  ['/rest/main/payments/wallet-orders/', 'id', () => `wo_${randomBytes(12).toString('hex')}`],
  ['/rest/main/web/brand-kit-modules/', 'id', () => String(aRes.brandKitId)],
  ['/rest/main/web/ai-products/', 'id', () => String(aRes.aiProductId)],
  ['/rest/main/web/ai-ideas/', 'id', () => String(aRes.aiIdeaId)],
  ['/rest/main/web/team-invites/', 'id', () => String(aRes.teamInviteId)],
  ['/rest/main/web/team-members/', 'id', () => String(aRes.teamMemberId)],
  // Issue 23: store A's demo receiving still in the queue, and one of its SKUs.
  ['/rest/main/web/receivings/', 'sn', () => 'RCV-DEMO0003'],
  ['/rest/main/warehouse/receivings/', 'sn', () => 'RCV-DEMO0003'],
  ['/rest/main/warehouse/receivings/', 'lineId', () => '1'],
  ['/rest/main/web/inventory/skus/', 'id', () => String(aRes.skuId)],
  // Issue 24: store A's tech pack.
  ['/rest/main/web/ai-sourcing-agents-tech-pack/', 'id', () => String(aRes.techPackId)],
  // Issue 24: an answer of store A's chatbot conversation.
  ['/rest/main/web/chatbot/messages/', 'id', () => String(aRes.chatbotAnswerId)],
  // Issue 24: store A's agent thread (decision 049).
  ['/rest/main/web/ai-sourcing-agents/threads/', 'threadId', () => String(aRes.agentThreadId)],
  ['/rest/main/agent/history-messages/', 'threadId', () => String(aRes.agentThreadId)],
  // Issue 24: store A's co-pilot conversation and its proposed brand kit.
  ['/rest/main/web/co-pilot/conversations/', 'id', () => String(aRes.copilotConversationId)],
  ['/rest/main/web/co-pilot/tool-calls/', 'id', () => String(aRes.copilotCallId)],
  ['/rest/main/warehouse/skus/', 'id', () => String(aRes.skuId)],
];
/** Routes that must answer 404 to store B when given store A's id. */
const MUST_404 = new Set([
  // Issue 24: feedback on store A's chatbot answer, and a question into A's conversation (id in BODIES).
  'POST /rest/main/web/chatbot/messages/:id/feedback',
  'POST /rest/main/web/chatbot/messages',
  // Issue 24: store A's co-pilot conversation (read, continued) and its proposed action (confirmed, declined).
  'GET /rest/main/web/co-pilot/conversations/:id',
  'POST /rest/main/web/co-pilot/messages',
  'POST /rest/main/web/co-pilot/tool-calls/:id/confirm',
  'POST /rest/main/web/co-pilot/tool-calls/:id/decline',
  // Issue 24: store A's tech pack, read, saved from its current version and restored.
  'GET /rest/main/web/ai-sourcing-agents-tech-pack/:id',
  'GET /rest/main/web/ai-sourcing-agents-tech-pack/:id/versions',
  'GET /rest/main/web/ai-sourcing-agents-tech-pack/:id/pdf',
  'PUT /rest/main/web/ai-sourcing-agents-tech-pack/:id',
  'POST /rest/main/web/ai-sourcing-agents-tech-pack/:id/restore',
  // Issue 24: factory matching for store A's tech pack (the id is in the body, see BODIES).
  'POST /rest/main/web/ai-sourcing-agents/-/match-factories',
  // Issue 24: store A's agent thread, read, replayed and acted on (decision 049).
  'GET /rest/main/web/ai-sourcing-agents/threads/:threadId',
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/answers',
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/approve-tech-pack',
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/shortlist',
  'PUT /rest/main/web/ai-sourcing-agents/threads/:threadId/drafts',
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/confirm-send',
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/retry',
  'GET /rest/main/agent/history-messages/:threadId',
  // Issue 23: store A's receiving and SKU.
  'GET /rest/main/web/receivings/:sn',
  'PUT /rest/main/web/receivings/:sn',
  'POST /rest/main/web/receivings/:sn/cancel',
  'GET /rest/main/web/inventory/skus/:id',
  'PUT /rest/main/web/inventory/skus/:id',
  // Store A's fulfilment order and its shipment (label, recreate).
  'GET /rest/main/web/orders/:id/shipments',
  'GET /rest/main/web/orders/:id/shipments/:shipmentId/label',
  'POST /rest/main/web/orders/:id/shipments/recreate',
  // Store A's sales order (issue 23): reads and every edit (their bodies are valid, see BODIES).
  'GET /rest/main/web/orders/:id',
  'GET /rest/main/web/orders/:id/op-status-history',
  'GET /rest/main/web/orders/action/import-task/:id',
  'PUT /rest/main/web/orders/:id/line-items/:lineId/cancel',
  'PUT /rest/main/web/orders/:id/line-items/:lineId/tracking-info',
  'PUT /rest/main/web/orders/:id/notes',
  'PUT /rest/main/web/orders/:id/order-notes',
  'PUT /rest/main/web/orders/:id/change-op-status',
  'PUT /rest/main/web/orders/:id/shipping-method',
  'PUT /rest/main/web/orders/:id/shipping-address',
  // Store A's payment record and its payout week (B has no sales that week).
  'GET /rest/main/web/payment-records/:id',
  'GET /rest/main/web/payout-records/:id/details',
  'PUT /rest/main/web/catalog-company-reviews/:id',
  'POST /rest/main/web/catalog-company-reviews/-/signed-link/revoke',
  'GET /rest/main/web/project-management/:id',
  'PUT /rest/main/web/project-management/:id',
  'POST /rest/main/web/project-management/:id/send',
  'POST /rest/main/web/project-management/:id/close',
  'GET /rest/main/web/project-management/:id/quotes/comparison',
  'POST /rest/main/web/project-management/:id/quotes/:quoteId/award',
  'POST /rest/main/web/project-management/:id/quotes/:quoteId/decline',
  'PUT /rest/main/web/creator-projects/:id',
  ...[
    'GET /rest/main/web/conversations/:id',
    'GET /rest/main/web/conversations/:id/messages',
    'POST /rest/main/web/conversations/:id/messages',
    'PUT /rest/main/web/conversations/:id/read',
    'PUT /rest/main/web/conversations/:id/archive',
    'PUT /rest/main/web/conversations/:id/unarchive',
    'POST /rest/main/web/conversations/:id/typing',
    'GET /rest/main/web/conversations/:id/attachments',
    'PUT /rest/main/web/conversations/:id/attributes/meta',
    'GET /rest/main/commons/chat/conversations/:id/attachments',
    'PUT /rest/main/commons/chat/conversations/:id/attributes/meta',
    'POST /rest/main/web/conversations/:id/messages/:index/accept-meeting',
    'POST /rest/main/web/conversations/:id/messages/:index/decline-meeting',
    'GET /rest/main/web/conversations/-/property',
    'GET /rest/main/commons/chat/conversations/-/property',
  ],
  ...[
    'GET /rest/main/web/creator-order-items/:id',
    'PUT /rest/main/web/creator-order-items/:id',
    'GET /rest/main/app/creator-order-items/:id',
    'PUT /rest/main/app/creator-order-items/:id',
    'PUT /rest/main/web/creator-order-items/:id/update-price',
    'PUT /rest/main/app/creator-order-items/:id/update-price',
    'PUT /rest/main/web/creator-order-items/:id/archive',
    'PUT /rest/main/web/creator-order-items/:id/update-stored-at-fbp',
    'POST /rest/main/web/creator-order-items/:id/event-purchase',
    'POST /rest/main/app/creator-order-items/:id/event-purchase',
    'POST /rest/main/web/creator-invoice-items/action/add-to-cart',
    'DELETE /rest/main/web/creator-invoice-items/:id',
    'POST /rest/main/web/creator-invoice-payments',
    'POST /rest/main/app/creator-invoice-payments',
    'POST /rest/main/web/creator-invoice-payments/action/preview',
    'GET /rest/main/web/creator-invoice-payments/:id',
    'POST /rest/main/web/creator-invoice-payments/:id/confirm',
    'DELETE /rest/main/web/payment-methods/:id',
    'PUT /rest/main/web/payment-methods/:id/default',
    'PUT /rest/main/web/shipping-addresses/:id',
    'DELETE /rest/main/web/shipping-addresses/:id',
    'PUT /rest/main/web/shipping-addresses/:id/default',
    'GET /rest/main/web/creator-order-items/action/improve-shipping-address',
    'GET /rest/main/web/creator-invoices/:id',
    'PUT /rest/main/web/creator-invoices/:id/shipping-address',
  ],
  // Store A's brand kit: its owner routes, and its public ones (A does not share it).
  ...[
    'GET /rest/main/web/brand-kit-modules/:id',
    'PUT /rest/main/web/brand-kit-modules/:id',
    'PUT /rest/main/web/brand-kit-modules/:id/archive',
    'POST /rest/main/web/brand-kit-modules/:id/reset',
    'POST /rest/main/web/brand-kit-modules/:id/requests',
    'GET /rest/main/web/brand-kit-modules/:id/requests/latest',
    'PUT /rest/main/web/brand-kit-modules/:id/requests/archive',
    'POST /rest/main/web/brand-kit-modules/:id/images/generate',
    'POST /rest/main/web/brand-kit-modules/:id/images',
    'GET /rest/main/web/brand-kit-modules/:id/pdf',
    'GET /rest/main/web/brand-kit-modules/:id/public',
    'GET /rest/main/web/brand-kit-modules/:id/public/pdf',
    'POST /rest/main/web/brand-kit-modules/:id/public/waitlist',
  ],
  // Store A's AI designs and ideations, and the creator project or file they point at.
  ...[
    'GET /rest/main/web/ai-products/:id',
    'PUT /rest/main/web/ai-products/:id',
    'DELETE /rest/main/web/ai-products/:id',
    'GET /rest/main/web/ai-ideas/:id',
    'PUT /rest/main/web/ai-ideas/:id',
    'PUT /rest/main/web/ai-ideas/:id/submited',
    'PUT /rest/main/web/ai-ideas/:id/selected-product-ids',
    'POST /rest/main/web/ai-ideas/:id/generate',
    'PUT /rest/main/web/creator-projects/:id/archive',
    'POST /rest/main/commons/ai/stability-ai-images',
    'POST /rest/main/web/ai-ideas',
    'POST /rest/main/web/ai-ideas/bulk',
    'POST /rest/main/web/ai-products',
  ],
  // Store A's pending team invite and its member.
  ...[
    'PUT /rest/main/web/team-invites',
    'POST /rest/main/web/team-invites/cancel/:id',
    'POST /rest/main/web/team-invites/:id/resend',
    'PUT /rest/main/web/team-members/:id',
    'DELETE /rest/main/web/team-members/:id',
  ],
]);
/** Routes that publish a store's content by design, with why: only secrets (canary, token) are checked. */
const PUBLIC_CONTENT_ROUTES: Record<string, string> = {
  'GET /rest/main/web/catalog-company-reviews': "reviews are published under the author store's name",
  'GET /rest/main/app/catalog-company-reviews': "reviews are published under the author store's name",
};
/** Path parameters that are capabilities by design (unguessable keys served publicly), with why. */
const CAPABILITY_ROUTES: Record<string, string> = {
  'GET /rest/main/files/:key': 'file keys are 128-bit capabilities, served to whoever holds the link',
  'GET /s/:code': 'a short link is public by design: its 128-bit code is the capability',
  'GET /rest/main/public/creator-invoices/:sn': 'an invoice pay link is public by design: its 192-bit sn',
  'POST /rest/main/public/creator-invoices/:sn/preview': 'the pay link shows the invoice total to its holder',
  'POST /rest/main/public/creator-invoices/:sn/payments': 'anyone holding the pay link may pay it',
  'POST /rest/main/public/creator-invoices/:sn/payments/:id/confirm':
    'the pay link holder finishes its own payment (another payment of the invoice: 404)',
};
/** Store A's ids in a query string. */
const QUERIES: Record<string, () => string> = {
  'GET /rest/main/commons/util/proxy-download': () => `url=${encodeURIComponent(aRes.fileUrl)}`,
  'GET /rest/main/commons/util/watermark-image': () => `url=${encodeURIComponent(aRes.fileUrl)}`,
  'GET /rest/main/commons/util/states-of-country': () => 'countryCode=US',
  'GET /rest/main/commons/util/country-tariff': () => 'countryCode=CN&hts=6109.10.00',
  // Store A's upload as the search image: the answer is catalog items, never A's file or its name.
  'GET /rest/main/web/sourcing/home/image-search': () => `imageUrl=${encodeURIComponent(aRes.fileUrl)}`,
  'GET /rest/main/web/conversations/-/property': () =>
    `storeId=${a.storeId}&supplierId=${aRes.companyId}&returnArchived=true`,
  'GET /rest/main/commons/chat/conversations/-/property': () =>
    `storeId=${a.storeId}&supplierId=${aRes.companyId}&returnArchived=true`,
  'GET /rest/main/web/conversations': () => `q=${canary}`,
  'GET /rest/main/web/creator-order-items/action/improve-shipping-address': () =>
    `addressId=${aRes.addressId}`,
  'POST /rest/main/web/brand-kit-modules/:id/images': () => 'section=MOODBOARD&index=0',
  'GET /rest/main/web/brand-kit-modules/:id/requests/latest': () => 'type=BRAND_IDEA',
  'GET /rest/main/web/ai-products': () => `aiIdeaId=${aRes.aiIdeaId}`,
  'GET /rest/main/web/ai-ideas': () => `creatorProjectId=${aRes.creatorProjectId}`,
  'GET /rest/main/web/creator-projects': () => 'isArchived=true',
};
/** Headers a route needs to reach its service (money-moving POSTs require an Idempotency-Key). */
const HEADERS: Record<string, () => Record<string, string>> = Object.fromEntries(
  [
    'POST /rest/main/web/creator-invoice-payments',
    'POST /rest/main/app/creator-invoice-payments',
    'POST /rest/main/web/creator-invoice-payments/paypal-capture',
    'POST /rest/main/app/creator-invoice-payments/paypal-capture',
    'POST /rest/main/public/creator-invoices/:sn/payments',
    'POST /rest/main/web/supplier-invoices',
    'POST /rest/main/web/orders/manual-retail',
    'POST /rest/main/web/orders/manual-wholesale',
  ].map((id) => [id, () => ({ 'idempotency-key': randomBytes(12).toString('hex') })]),
);
const payAs = () => ({ orderItemIds: [aRes.orderItemId], paymentMethodId: aRes.paymentMethodId });
/** A valid body where a route needs one, so the walk reaches the service and not just validation. */
const BODIES: Record<string, () => unknown> = {
  'POST /rest/main/web/chatbot/messages': () => ({
    topic: 'FAQ',
    text: 'What did A ask?',
    conversationId: aRes.chatbotConversationId,
  }),
  'POST /rest/main/web/chatbot/messages/:id/feedback': () => ({ value: 'DOWN', comment: 'B was here' }),
  'POST /rest/main/web/co-pilot/messages': () => ({
    text: 'hello',
    conversationId: aRes.copilotConversationId,
  }),
  // B's own tech pack (it must not be A's); A's saved and restored from its current version: 404.
  'POST /rest/main/web/ai-sourcing-agents-tech-pack': () => ({
    agentType: 'DESIGN_SOURCE',
    body: { kind: 'PRODUCT', productName: 'B tee' },
  }),
  'PUT /rest/main/web/ai-sourcing-agents-tech-pack/:id': () => ({
    baseVersion: 1,
    body: { kind: 'PRODUCT', productName: 'B was here' },
  }),
  'POST /rest/main/web/ai-sourcing-agents-tech-pack/:id/restore': () => ({ version: 1, baseVersion: 1 }),
  'POST /rest/main/web/ai-sourcing-agents/-/match-factories': () => ({ techPackId: aRes.techPackId }),
  // B's own agent thread; A's answered, approved, shortlisted, edited, sent and retried: 404.
  'POST /rest/main/web/ai-sourcing-agents/threads': () => ({ agentType: 'DESIGN_SOURCE', idea: 'B tee' }),
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/answers': () => ({ answers: { quantity: 10 } }),
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/approve-tech-pack': () => ({ version: 1 }),
  'POST /rest/main/web/ai-sourcing-agents/threads/:threadId/shortlist': () => ({ companyIds: [1] }),
  'PUT /rest/main/web/ai-sourcing-agents/threads/:threadId/drafts': () => ({ drafts: { inNetwork: [] } }),
  'PUT /rest/main/web/receivings/:sn': () => ({ cartons: 9 }),
  'PUT /rest/main/web/inventory/skus/:id': () => ({ lowStockThreshold: 1 }),
  'POST /rest/main/web/orders/:id/shipments/recreate': () => ({ shipmentId: aRes.shipmentId }),
  'PUT /rest/main/web/orders/:id/line-items/:lineId/cancel': () => ({ quantity: 1 }),
  'PUT /rest/main/web/orders/:id/line-items/:lineId/tracking-info': () => ({
    carrier: 'UPS',
    trackingNumber: 'B1234567',
  }),
  'PUT /rest/main/web/orders/:id/notes': () => ({ notes: 'from B' }),
  'PUT /rest/main/web/orders/:id/order-notes': () => ({ orderNotes: 'from B' }),
  'PUT /rest/main/web/orders/:id/change-op-status': () => ({ status: 'ON_HOLD', holdReason: 'FOUNDER_HOLD' }),
  'PUT /rest/main/web/orders/:id/shipping-method': () => ({ shippingMethod: 'OVERNIGHT' }),
  'PUT /rest/main/web/orders/:id/shipping-address': () => ADDRESS,
  'POST /rest/main/web/team-invites': () => ({ email: 'b-teammate@b.example', role: 'ADMIN' }),
  'PUT /rest/main/web/team-invites': () => ({ id: aRes.teamInviteId, role: 'ADMIN' }),
  'PUT /rest/main/web/team-members/:id': () => ({ role: 'VIEWER' }),
  'POST /rest/main/web/creator-order-items': () => ({ catalogItemId: 1, quantity: 1, orderType: 'SAMPLES' }),
  'PUT /rest/main/web/creator-order-items/:id': () => ({ quantity: 3 }),
  'PUT /rest/main/app/creator-order-items/:id': () => ({ quantity: 3 }),
  'PUT /rest/main/web/creator-order-items/:id/update-price': () => ({ quantity: 3, save: true }),
  'PUT /rest/main/app/creator-order-items/:id/update-price': () => ({ quantity: 3, save: true }),
  'PUT /rest/main/web/creator-order-items/:id/archive': () => ({ archived: true }),
  'PUT /rest/main/web/creator-order-items/:id/update-stored-at-fbp': () => ({ storedAtFbp: true }),
  'POST /rest/main/web/creator-invoice-items/action/add-to-cart': () => ({ invoiceId: aRes.invoiceId }),
  // Store A's cart item, paid with store A's saved card: both are store A's, so 404.
  'POST /rest/main/web/creator-invoice-payments': payAs,
  'POST /rest/main/app/creator-invoice-payments': payAs,
  'POST /rest/main/web/creator-invoice-payments/action/preview': () => ({ orderItemIds: [aRes.orderItemId] }),
  'POST /rest/main/web/creator-invoice-payments/paypal-capture': () => ({
    invoiceId: aRes.invoiceId,
    walletOrderId: 'wo_forged',
  }),
  'POST /rest/main/app/creator-invoice-payments/paypal-capture': () => ({
    invoiceId: aRes.invoiceId,
    walletOrderId: 'wo_forged',
  }),
  'POST /rest/main/web/creator-invoice-payments/calc-financing-fee': () => ({
    amountCents: 20_000,
    termDays: 30,
  }),
  'POST /rest/main/app/creator-invoice-payments/calc-financing-fee': () => ({
    amountCents: 20_000,
    termDays: 30,
  }),
  'POST /rest/main/web/payment-methods': () => ({ token: aRes.paymentMethodId }),
  'POST /rest/main/web/bank-links/bank-account-token': () => ({ publicToken: 'public-forged' }),
  'PUT /rest/main/web/shipping-addresses/:id': () => ({ ...ADDRESS, name: 'B was here' }),
  'POST /rest/main/web/shipping-addresses': () => ADDRESS,
  'POST /rest/main/web/shipping-addresses/action/validate': () => ADDRESS,
  'PUT /rest/main/web/creator-invoices/:id/shipping-address': () => ({ shippingAddress: ADDRESS }),
  'POST /rest/main/public/creator-invoices/:sn/payments': () => ({ paymentMethodId: 'tok_forged' }),
  'POST /rest/main/login': () => ({ email: 'founder@quarry.test', password: 'not-the-password' }),
  'POST /rest/main/register': () => ({
    email: `walk-${randomBytes(4).toString('hex')}@x.test`,
    password: 'long-enough-1',
    title: 'Walker',
  }),
  'PUT /rest/main/web/stores/me/profile': () => ({ title: 'B renamed' }),
  'PUT /rest/main/web/stores/me/external-fields': () => ({ externalFields: [{ name: 'B', value: 'b' }] }),
  'PUT /rest/main/web/stores/me/configs': () => ({ configs: { b: 1 } }),
  'PUT /rest/main/web/stores/me/business-plan-answers': () => ({ answers: { b: 'b' } }),
  'PUT /rest/main/web/stores/me/inbox-sms-notify': () => ({ value: false }),
  'PUT /rest/main/web/stores/me/sms-phone-number': () => ({ phoneNumber: '+14155550100' }),
  'PUT /rest/main/web/stores/me/business-plan-completed': () => ({ value: true }),
  'PUT /rest/main/web/stores/me/storefront-protected': () => ({ value: true }),
  'PUT /rest/main/web/users/me/password': () => ({
    currentPassword: 'wrong-one-1',
    newPassword: 'another-one-2',
  }),
  'POST /rest/main/commons/util/short-link': () => ({ longUrl: 'https://b.example/x' }),
  'POST /rest/main/commons/util/infer-country': () => ({ phoneNumber: '+14155550100' }),
  'POST /rest/main/commons/event-analyses/report': () => ({ eventName: 'walk' }),
  'POST /rest/main/upload/signed-url': () => ({ fileName: 'b.png', contentType: 'image/png', size: 100 }),
  'POST /rest/main/web/catalog-items/action/detail-view': () => ({ itemId: 1 }),
  'POST /rest/main/web/catalog-companies/action/detail-view': () => ({ companyId: aRes.companyId }),
  'POST /rest/main/web/supplier-invites': () => ({
    name: 'B Supplier',
    website: 'https://b-supplier.example',
    email: 'b@b-supplier.example',
    phoneNumber: '+14155550100',
  }),
  'POST /rest/main/web/catalog-company-reviews': () => ({ companyId: aRes.companyId, rating: 1, text: 'B' }),
  'PUT /rest/main/web/catalog-company-reviews/:id': () => ({ rating: 1, text: 'B was here' }),
  'POST /rest/main/web/catalog-company-reviews/-/signed-link': () => ({ companyId: aRes.companyId }),
  'POST /rest/main/web/catalog-company-reviews/-/signed-link/revoke': () => ({ token: aRes.linkToken }),
  // Store A's file as an attachment: refused, it is not one of B's uploads.
  'POST /rest/main/web/project-management': () =>
    projectBody({ supplierIds: [aRes.companyId], attachmentKeys: [aRes.fileKey], send: true }),
  'PUT /rest/main/web/project-management/:id': () => projectBody({ title: 'B was here' }),
  'POST /rest/main/web/creator-projects': () => ({ title: 'B idea' }),
  'PUT /rest/main/web/creator-projects/:id': () => ({ title: 'B was here' }),
  'PUT /rest/main/web/supplier-project-requests/:id/quote': () => quoteBody(),
  'PUT /rest/main/web/supplier-portal/profile': () => ({
    name: 'B was here',
    description: 'B',
    logoUrl: aRes.fileUrl,
    countryCode: 'CN',
    capabilities: [],
    baseProducts: [],
    categoryIds: [1],
    moq: null,
    samplePriceCents: null,
    productionDays: 30,
    isOnlineNow: false,
  }),
  // Store A's upload as the picture: refused even to a supplier, it is not theirs.
  'POST /rest/main/web/supplier-portal/catalog-items': () => itemBody(aRes.fileUrl),
  'PUT /rest/main/web/supplier-portal/catalog-items/:id': () => itemBody(aRes.fileUrl),
  // B opens its own conversation with the same supplier: it must not be A's.
  'POST /rest/main/web/conversations': () => ({ supplierId: aRes.companyId }),
  'POST /rest/main/commons/chat/conversations/setup': () => ({ userId: aRes.companyId }),
  'POST /rest/main/web/conversations/:id/messages': () => ({ type: 'TEXT', body: 'B was here' }),
  'PUT /rest/main/web/conversations/:id/read': () => ({ index: 1 }),
  'PUT /rest/main/web/conversations/:id/attributes/meta': () => ({ meta: { b: 1 } }),
  'PUT /rest/main/commons/chat/conversations/:id/attributes/meta': () => ({ meta: { b: 1 } }),
  'POST /rest/main/web/conversations/:id/messages/:index/accept-meeting': () => ({
    startTime: '2031-05-01T10:00:00.000Z',
  }),
  'POST /rest/main/commons/meetings/create-meeting': () => ({
    topic: 'B meeting',
    startTime: '2031-05-01T10:00:00.000Z',
    durationMinutes: 30,
  }),
  // B's own kit (it must not be A's); A's kit edited, regenerated and signed up to: 404.
  'POST /rest/main/web/brand-kit-modules': () => ({ category: 'Candles', productDescription: 'B idea' }),
  'PUT /rest/main/web/brand-kit-modules/:id': () => ({ marketResearch: 'B was here', isShared: true }),
  'PUT /rest/main/web/brand-kit-modules/:id/archive': () => ({ isArchived: true }),
  'POST /rest/main/web/brand-kit-modules/:id/requests': () => ({ type: 'BRAND_IDEA' }),
  'POST /rest/main/web/brand-kit-modules/:id/images/generate': () => ({
    slots: [{ section: 'MOODBOARD', index: 0 }],
  }),
  'POST /rest/main/web/brand-kit-modules/:id/public/waitlist': () => ({ email: 'b@b.example' }),
  // A's designs and ideations: B's own generations only; every id of A's answers 404.
  'POST /rest/main/commons/ai/gpt-images': () => ({ prompt: 'B design', numImages: 1 }),
  'POST /rest/main/commons/ai/stability-ai-images': () => ({
    prompt: 'B design',
    initImageUrl: aRes.fileUrl,
    numImages: 1,
  }),
  'PUT /rest/main/web/ai-products/:id': () => ({ title: 'B was here' }),
  'PUT /rest/main/web/ai-ideas/:id': () => ({ title: 'B was here' }),
  'PUT /rest/main/web/ai-ideas/:id/submited': () => ({ submitted: true }),
  'PUT /rest/main/web/ai-ideas/:id/selected-product-ids': () => ({ selectedProductIds: [aRes.aiProductId] }),
  'POST /rest/main/web/ai-ideas/:id/generate': () => ({ count: 1 }),
  'POST /rest/main/web/ai-ideas': () => ({ title: 'B', creatorProjectId: aRes.creatorProjectId }),
  'POST /rest/main/web/ai-ideas/bulk': () => ({
    ideas: [{ title: 'B', creatorProjectId: aRes.creatorProjectId }],
  }),
  'POST /rest/main/web/ai-products': () => ({
    title: 'B',
    imageUrls: [aRes.fileUrl],
    aiIdeaId: aRes.aiIdeaId,
  }),
  'POST /rest/main/web/ai-products/bulk': () => ({ products: [{ title: 'B', imageUrls: [aRes.fileUrl] }] }),
  'POST /rest/main/app/catalog-company-reviews': () => ({
    token: `v1.${aRes.companyId}.9999999999.${randomBytes(16).toString('base64url')}.forged`,
    authorName: 'B',
    rating: 1,
    text: 'B',
  }),
};

beforeAll(async () => {
  t = await createTestApp();
  a = await loginAs(t, 'founder@quarry.test');
  const bOwner = await registerStore(t, 'Store B');
  await givePlan(t, bOwner.storeId as number, 'TIER_3');
  b = await addTeamMember(t, bOwner.auth, 'ADMIN');
  await givePlan(t, a.storeId as number, 'TIER_3');
  const aMember = await addTeamMember(t, a.auth, 'VIEWER');
  aRes.teamMemberId = aMember.userId;
  aRes.teamMemberEmail = aMember.email;
  aRes.teamInviteEmail = `team-${canary.toLowerCase()}@a.example`;
  const call = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
    t.app.inject({ method, url: `/rest/main${url}`, headers: a.auth, payload: payload as object });
  await call('PUT', '/web/stores/me/external-fields', {
    externalFields: [{ name: 'Secret', value: canary }],
  });
  await call('PUT', '/web/stores/me/configs', { configs: { canary } });
  aRes.teamInviteId = (
    await call('POST', '/web/team-invites', { email: aRes.teamInviteEmail, role: 'VIEWER' })
  ).json().id;
  aRes.longUrl = `https://a.example/${canary}`;
  aRes.shortCode = (await call('POST', '/commons/util/short-link', { longUrl: aRes.longUrl })).json().code;
  const file = (await uploadFile(t, a.auth, `${canary}.png`, await sampleImage(40, 30))).json();
  aRes.fileKey = file.key;
  aRes.fileUrl = file.url;
  aRes.companyId = (await createCompany(t.deps.db)).id;
  await call('PUT', `/web/favorites/catalog-companies/${aRes.companyId}`, {});
  await call('POST', '/web/supplier-invites', {
    name: `Supplier ${canary}`,
    website: `https://a.example/${canary}`,
    email: 'a@a.example',
    phoneNumber: '+14155550100',
  });
  const review = await call('POST', '/web/catalog-company-reviews', {
    companyId: aRes.companyId,
    rating: 5,
    text: 'A review',
  });
  aRes.reviewId = review.json().id;
  const link = await call('POST', '/web/catalog-company-reviews/-/signed-link', {
    companyId: aRes.companyId,
  });
  aRes.linkToken = link.json().token;
  aRes.creatorProjectId = (
    await call('POST', '/web/creator-projects', { title: `Idea ${canary}` })
  ).json().id;
  const project = await call(
    'POST',
    '/web/project-management',
    projectBody({
      title: `Project ${canary}`,
      supplierIds: [aRes.companyId],
      attachmentKeys: [aRes.fileKey],
      creatorProjectId: aRes.creatorProjectId,
      send: true,
    }),
  );
  aRes.projectId = project.json().id;
  const supplier = await signInSupplier(t, aRes.companyId);
  aRes.quoteId = (
    await t.app.inject({
      method: 'PUT',
      url: `/rest/main/web/supplier-project-requests/${aRes.projectId}/quote`,
      headers: supplier.auth,
      payload: quoteBody(),
    })
  ).json().id;
  const conversation = await call('POST', '/web/conversations', { supplierId: aRes.companyId });
  aRes.conversationId = conversation.json().id;
  await call('POST', `/web/conversations/${aRes.conversationId}/messages`, {
    type: 'TEXT',
    body: `Terms ${canary}`,
  });
  await call('POST', `/web/conversations/${aRes.conversationId}/messages`, {
    type: 'ZOOM_MEETING_REQUEST',
    body: canary,
    meetingRequest: { topic: canary, durationMinutes: 30, proposedTimes: ['2031-05-01T10:00:00.000Z'] },
  });
  await call('PUT', `/web/conversations/${aRes.conversationId}/attributes/meta`, { meta: { canary } });
  // The buying side: a paid order, a cart item, a saved card and address, an invoice from the supplier.
  const cardToken = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/payments/tokens',
        payload: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
      })
    ).json().id as string;
  aRes.paymentMethodId = (await call('POST', '/web/payment-methods', { token: await cardToken() })).json().id;
  // The demo founder's plan is a real subscription (seed part demo-subscription): its first invoice is A's.
  const planInvoices = await t.app.inject({
    method: 'GET',
    url: '/rest/main/web/subscriptions/invoices',
    headers: a.auth,
  });
  aRes.subscriptionInvoiceId = planInvoices.json()[0].id;
  aRes.addressId = (
    await call('POST', '/web/shipping-addresses', { ...ADDRESS, name: `Ada ${canary}`, line2: canary })
  ).json().id;
  const sample = { catalogItemId: 1, quantity: 1, orderType: 'SAMPLES' };
  const paid = (await call('POST', '/web/creator-order-items', sample)).json().id;
  const payment = await t.app.inject({
    method: 'POST',
    url: '/rest/main/web/creator-invoice-payments',
    headers: { ...a.auth, 'idempotency-key': randomBytes(12).toString('hex') },
    payload: {
      orderItemIds: [paid],
      shippingAddressId: aRes.addressId,
      paymentMethodId: aRes.paymentMethodId,
    },
  });
  expect(payment.json().status, payment.body).toBe('COMPLETED');
  aRes.paymentId = payment.json().id;
  // The selling side: a storefront sale (a payout week) and the payout bank account.
  await recordSalesOrder(t.deps.db, a.storeId!, {
    orderNumber: `#${canary}`,
    origin: 'SHOPIFY_PLATFORM',
    totalCents: 4200,
  });
  // A fulfilment order with a shipment (the warehouse's label): founder routes by order and shipment id.
  const fulfilment = await createOrder(t.deps.db, a.storeId!, [{ sku: 'CT-SKU', quantity: 1 }], {
    number: `CT-${canary}`,
  });
  aRes.salesOrderId = fulfilment.id;
  const [shipment] = await t.deps.db
    .insert(shipments)
    .values({
      orderId: fulfilment.id,
      storeId: a.storeId!,
      carrier: 'USPS',
      service: 'Ground Advantage',
      trackingNumber: `CT${canary}`,
      labelId: `emb_${canary}`,
      labelUrl: `https://labels.example/${canary}.pdf`,
      rateCents: 700,
      weightOz: 10,
    })
    .returning({ id: shipments.id });
  aRes.shipmentId = shipment!.id;
  aRes.payoutId = (
    await t.app.inject({ method: 'GET', url: '/rest/main/web/payout-records', headers: a.auth })
  ).json()[0].id;
  await call('PUT', '/web/stores/me/bank-info', {
    holderName: `Ada ${canary}`,
    accountType: 'CHECKING',
    routingNumber: '011000015',
    accountNumber: '000123456789',
  });
  aRes.orderItemId = (await call('POST', '/web/creator-order-items', sample)).json().id;
  const invoice = await t.app.inject({
    method: 'POST',
    url: '/rest/main/web/supplier-invoices',
    headers: { ...supplier.auth, 'idempotency-key': randomBytes(12).toString('hex') },
    payload: invoiceBody(a.storeId!, { note: `Invoice ${canary}`, send: true }),
  });
  expect(invoice.json().status, invoice.body).toBe('OPEN');
  aRes.invoiceId = invoice.json().id;
  aRes.invoiceSn = invoice.json().sn;
  aRes.invoiceLineId = invoice.json().lines[0].id;
  await call('POST', '/web/creator-invoice-items/action/add-to-cart', { invoiceId: aRes.invoiceId });
  const kit = await call('POST', '/web/brand-kit-modules', {
    category: 'Candles',
    productDescription: `Idea ${canary}`,
  });
  expect(kit.statusCode, kit.body).toBe(201);
  aRes.brandKitId = kit.json().id;
  const idea = await call('POST', '/web/ai-ideas', {
    title: `Idea ${canary}`,
    prompt: canary,
    creatorProjectId: aRes.creatorProjectId,
  });
  expect(idea.statusCode, idea.body).toBe(201);
  aRes.aiIdeaId = idea.json().id;
  const product = await call('POST', '/web/ai-products', {
    title: `Design ${canary}`,
    imageUrls: [aRes.fileUrl],
    aiIdeaId: aRes.aiIdeaId,
  });
  expect(product.statusCode, product.body).toBe(201);
  aRes.aiProductId = product.json().id;
  const stock = await t.app.inject({ method: 'GET', url: '/rest/main/web/inventory', headers: a.auth });
  expect(stock.statusCode, stock.body).toBe(200);
  aRes.skuId = stock.json().products[0].skus[0].id;
  // A line of store A's fulfilment order (created above), and an import.
  aRes.salesLineId = (
    await t.app.inject({ method: 'GET', url: `/rest/main/web/orders/${aRes.salesOrderId}`, headers: a.auth })
  ).json().lines[0].id;
  const techPack = await call('POST', '/web/ai-sourcing-agents-tech-pack', {
    agentType: 'DESIGN_SOURCE',
    body: { kind: 'PRODUCT', productName: `Tee ${canary}`, description: canary },
  });
  expect(techPack.statusCode, techPack.body).toBe(201);
  aRes.techPackId = techPack.json().id;
  const asked = await call('POST', '/web/chatbot/messages', {
    topic: 'FAQ',
    text: `Shortlist suppliers ${canary}`,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const done = asked.body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .find((e) => e.type === 'done');
  aRes.chatbotConversationId = done.message.conversationId;
  aRes.chatbotAnswerId = done.message.id;
  const thread = await call('POST', '/web/ai-sourcing-agents/threads', {
    agentType: 'DESIGN_SOURCE',
    idea: `Tee ${canary}`,
  });
  expect(thread.statusCode, thread.body).toBe(201);
  aRes.agentThreadId = thread.json().id;
  const copilot = await call('POST', '/web/co-pilot/messages', {
    text: `start a brand kit for ${canary} candles`,
  });
  expect(copilot.statusCode, copilot.body).toBe(200);
  aRes.copilotConversationId = copilot.json().id;
  aRes.copilotCallId = copilot.json().messages.at(-1).toolCalls[0].id;
  aRes.importTaskId = (
    await call('POST', '/web/orders/action/import-task', {
      fileName: `${canary}.csv`,
      csv: 'order_number\n1',
    })
  ).json().id;
});
afterAll(async () => t?.close());

function fillPath(method: string, url: string) {
  return url.replace(/:([A-Za-z_]+)|\*/g, (m, name: string | undefined) => {
    const capability = CAPABILITY_ROUTES[`${method} ${url}`];
    const routed = ROUTE_PARAMS.find(([prefix, param]) => url.startsWith(prefix) && param === name)?.[2];
    const p = capability && name === 'key' ? () => aRes.fileKey : (routed ?? PARAMS[name ?? '*']);
    if (!p)
      throw new Error(
        `cross-tenant walk: teach PARAMS store A's value for ":${name ?? m}" (${method} ${url})`,
      );
    return p();
  });
}

describe('cross-tenant walk', () => {
  it('returns nothing of store A to store B on any route, and changes nothing of A', async () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const before = (
      await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: a.auth })
    ).json();
    const secrets = [
      canary,
      a.token,
      aRes.linkToken,
      aRes.invoiceSn,
      aRes.paymentMethodId,
      aRes.teamInviteEmail,
      aRes.teamMemberEmail,
    ];
    const aMarkers = [...secrets, 'Lavender & Co.', 'founder@quarry.test', '@lavenderandco'];
    const walked: string[] = [];
    for (const r of routes) {
      const id = `${r.method} ${r.url}`;
      const query = QUERIES[id]?.();
      const url = fillPath(r.method, r.url) + (query ? `?${query}` : '');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { ...b.auth, ...HEADERS[id]?.() },
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: (BODIES[id]?.() ?? {}) as object }),
      });
      walked.push(`${id} → ${res.statusCode}`);
      expect(res.statusCode, `${id} must not fail with a server error`).toBeLessThan(500);
      if (CAPABILITY_ROUTES[id]) continue;
      const text = res.body;
      for (const marker of PUBLIC_CONTENT_ROUTES[id] ? secrets : aMarkers) {
        expect(text.includes(marker), `${id} answered store A's data (${marker}) to store B`).toBe(false);
      }
      if (r.url.includes(':code') || MUST_404.has(id))
        expect(res.statusCode, `${id} with store A's id`).toBe(404);
      // Supplier and warehouse routes refuse every store account before reading anything.
      if (r.access === 'supplier' || r.access === 'warehouse')
        expect(res.statusCode, `${id} as a store`).toBe(403);
    }
    // Store B's calls changed nothing of store A.
    const after = (
      await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: a.auth })
    ).json();
    // The plan fields follow store A's own subscription at the processor (the demo founder's real Scaling plan,
    // whose events may land during the walk over the plan the test gave A): not something B can change.
    const planFree = ({ planType: _p, ...rest }: Record<string, unknown>) => rest;
    expect(planFree(after)).toEqual(planFree(before));
    const techPack = await t.app.inject({
      method: 'GET',
      url: `/rest/main/web/ai-sourcing-agents-tech-pack/${aRes.techPackId}`,
      headers: a.auth,
    });
    expect(techPack.json()).toMatchObject({ currentVersion: 1, body: { description: canary } });
    const copilot = await t.app.inject({
      method: 'GET',
      url: `/rest/main/web/co-pilot/conversations/${aRes.copilotConversationId}`,
      headers: a.auth,
    });
    expect(copilot.json().messages).toHaveLength(2);
    expect(copilot.json().messages[1].toolCalls[0]).toMatchObject({
      id: aRes.copilotCallId,
      status: 'PROPOSED',
    });
    const teamInvites = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/team-invites',
      headers: a.auth,
    });
    expect(teamInvites.json()).toContainEqual(
      expect.objectContaining({ id: aRes.teamInviteId, role: 'VIEWER', status: 'PENDING' }),
    );
    const team = await t.app.inject({ method: 'GET', url: '/rest/main/web/team-members', headers: a.auth });
    expect(team.json()).toContainEqual(
      expect.objectContaining({ userId: aRes.teamMemberId, role: 'VIEWER' }),
    );
    const reviews = await t.app.inject({
      method: 'GET',
      url: `/rest/main/web/catalog-company-reviews?companyId=${aRes.companyId}`,
      headers: a.auth,
    });
    expect(reviews.json()).toContainEqual(
      expect.objectContaining({ id: aRes.reviewId, text: 'A review', rating: 5, isMine: true }),
    );
    const linkCheck = await t.app.inject({
      method: 'GET',
      url: `/rest/main/app/catalog-company-reviews/-/signed-link?token=${encodeURIComponent(aRes.linkToken)}`,
    });
    expect(linkCheck.statusCode, "store B could not revoke store A's review link").toBe(200);
    const invites = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/supplier-invites',
      headers: a.auth,
    });
    expect(invites.json().map((i: { name: string }) => i.name)).toEqual([`Supplier ${canary}`]);
    const project = await t.app.inject({
      method: 'GET',
      url: `/rest/main/web/project-management/${aRes.projectId}`,
      headers: a.auth,
    });
    expect(project.json()).toMatchObject({
      title: `Project ${canary}`,
      status: 'SENT',
      quoteCount: 1,
      attachments: [expect.objectContaining({ key: aRes.fileKey })],
    });
    const creatorProjects = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/creator-projects',
      headers: a.auth,
    });
    expect(creatorProjects.json()).toContainEqual(expect.objectContaining({ title: `Idea ${canary}` }));
    const link = await t.app.inject({ method: 'GET', url: `/s/${aRes.shortCode}` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(aRes.longUrl);
    // The buying side of store A is as it was.
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/rest/main${url}`, headers: a.auth })).json();
    expect(await get(`/web/creator-order-items/${aRes.orderItemId}`)).toMatchObject({
      status: 'IN_SHOPPING_CART',
      quantity: 1,
      isArchived: false,
    });
    expect(await get(`/web/creator-invoices/${aRes.invoiceId}`)).toMatchObject({
      status: 'OPEN',
      inCart: true,
    });
    expect((await get('/web/payment-methods')).map((m: { id: string }) => m.id)).toContain(
      aRes.paymentMethodId,
    );
    expect(await get('/web/shipping-addresses')).toContainEqual(
      expect.objectContaining({ id: aRes.addressId, name: `Ada ${canary}` }),
    );
    expect(await get(`/web/creator-invoice-payments/${aRes.paymentId}`)).toMatchObject({
      status: 'COMPLETED',
    });
    // Store A's kit is as it was: not archived, not shared, its description and research untouched.
    expect(await get(`/web/brand-kit-modules/${aRes.brandKitId}`)).toMatchObject({
      productDescription: `Idea ${canary}`,
      isArchived: false,
      isShared: false,
      waitlistCount: 0,
    });
    expect((await get(`/web/brand-kit-modules/${aRes.brandKitId}`)).marketResearch).not.toBe('B was here');
    expect(walked.length).toBe(routes.length);
  });

  it('knows every path parameter of every route', () => {
    for (const r of listApiRoutes(t.app)) expect(() => fillPath(r.method, r.url)).not.toThrow();
  });
});
