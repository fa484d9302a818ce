import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH, REQUEST_ID_HEADER } from '../shared/contract/http';
import type { AppDeps } from './app-deps';
import { registerAuth } from './http/auth';
import { registerEntitlementGuard } from './http/entitlement-guard';
import { registerErrorHandler } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { registerNulGuard } from './http/nul-guard';
import { redactUrl } from './http/redact-url';
import { registerRobots } from './http/robots';
import { registerSecurityHeaders } from './http/security-headers';
import { serveWeb } from './http/serve-web';
import type { Api } from './http/types';
import { aiDesignRoutes } from './modules/ai-design/routes';
import { googleAuthRoutes } from './modules/auth/google-routes';
import { authRoutes } from './modules/auth/routes';
import { brandKitsRoutes } from './modules/brand-kits/routes';
import { cartRoutes } from './modules/cart/routes';
import { favoritesRoutes } from './modules/catalog/favorites/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { commonsRoutes } from './modules/commons/routes';
import { shortLinkRedirectRoutes } from './modules/commons/short-link-redirect';
import { utilRoutes } from './modules/commons/util-routes';
import { copilotRoutes } from './modules/copilot/routes';
import { eventsRoutes } from './modules/events/routes';
import { forgeAccessRoutes } from './modules/forge-access/routes';
import { imageSearchRoutes } from './modules/image-search/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { realtimeRoutes } from './modules/messaging/realtime-route';
import { messagingRoutes } from './modules/messaging/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { warehouseOutboundRoutes } from './modules/orders/outbound/routes';
import { salesOrderRoutes } from './modules/orders/sales-order-routes';
import { salesRoutes } from './modules/orders/sales-routes';
import { shipmentRoutes } from './modules/orders/shipments/routes';
import { checkoutRoutes } from './modules/payments/checkout/routes';
import { paymentMethodsRoutes } from './modules/payments/methods/routes';
import { paymentRecordsRoutes } from './modules/payments/records/routes';
import { projectsRoutes } from './modules/projects/routes';
import { receivingsRoutes } from './modules/receivings/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { shippingAddressRoutes } from './modules/shipping-addresses/routes';
import { techPacksRoutes } from './modules/sourcing-agent/routes';
import { bankInfoRoutes } from './modules/stores/bank-info-routes';
import { storesRoutes } from './modules/stores/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { supplierInvitesRoutes } from './modules/supplier-invites/routes';
import { supplierPortalRoutes } from './modules/supplier-portal/routes';
import { teamRoutes } from './modules/team/routes';
import { uploadsRoutes } from './modules/uploads/routes';
import { devMailboxRoutes } from './providers/email/dev-mailbox';

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** Every API module, in one list: the cross-tenant walk and the OpenAPI document read the same routes. */
export const API_MODULES: ((app: Api, deps: AppDeps) => void | Promise<void>)[] = [
  authRoutes,
  googleAuthRoutes,
  storesRoutes,
  bankInfoRoutes,
  commonsRoutes,
  utilRoutes,
  uploadsRoutes,
  eventsRoutes,
  catalogRoutes,
  imageSearchRoutes,
  supplierPortalRoutes,
  favoritesRoutes,
  reviewsRoutes,
  supplierInvitesRoutes,
  projectsRoutes,
  messagingRoutes,
  paymentMethodsRoutes,
  invoicesRoutes,
  cartRoutes,
  shippingAddressRoutes,
  checkoutRoutes,
  paymentRecordsRoutes,
  salesRoutes,
  warehouseOutboundRoutes,
  shipmentRoutes,
  salesOrderRoutes,
  aiDesignRoutes,
  brandKitsRoutes,
  subscriptionsRoutes,
  onboardingRoutes,
  teamRoutes,
  inventoryRoutes,
  receivingsRoutes,
  techPacksRoutes,
  chatbotRoutes,
  forgeAccessRoutes,
  copilotRoutes,
  devMailboxRoutes,
];

export type ApiRoute = { method: string; url: string; access: string };
const routesByApp = new WeakMap<object, ApiRoute[]>();

/** Every API route the app registered, with its declared access: the cross-tenant walk covers them all. */
export function listApiRoutes(app: object): ApiRoute[] {
  return routesByApp.get(app) ?? [];
}

export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}) {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            // Fastify's own request lines (errors, upgrades) with secrets in the query redacted.
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                reqId: req.id,
              }),
            },
          },
    // Requests are logged at debug level by the onResponse hook below; errors always.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // maxParamLength: `/web/catalog-companies/{ids}` takes up to 50 comma-separated ids.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
  }).withTypeProvider<ZodTypeProvider>();
  const apiRoutes: ApiRoute[] = [];
  routesByApp.set(app, apiRoutes);
  app.addHook('onRoute', (r) => {
    if (r.url.startsWith(`${API_BASE_PATH}/docs`)) return;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      apiRoutes.push({ method, url: r.url, access: r.config?.access ?? 'user' });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  // Before any route is registered, so every route (API, realtime, short links) has it.
  registerNulGuard(app);
  registerSecurityHeaders(app, deps.config);
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(
      { method: req.method, url: redactUrl(req.url), status: reply.statusCode, ms: reply.elapsedTime },
      'request',
    );
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Quarry API', version: '1.0.0', description: 'Every call the Quarry web app makes.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });

  await app.register(
    async (api) => {
      registerErrorHandler(api);
      registerAuth(api, {
        db: deps.db,
        tokens: deps.tokens,
        previewAccounts: deps.previewAccounts,
        authCache: deps.authCache,
        renewAfterSeconds: deps.config.tokenRenewAfterSeconds,
      });
      registerEntitlementGuard(api);
      api.setNotFoundHandler((req, reply) => {
        reply
          .status(404)
          .send({ message: `No route ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' });
      });
      healthRoutes(api as Api, deps);
      for (const mod of API_MODULES) await mod(api as Api, deps);
    },
    { prefix: API_BASE_PATH },
  );

  // The realtime WebSocket authenticates itself (token in the query), outside the API's auth hooks.
  await app.register(async (root) => realtimeRoutes(root as Api, deps));
  // Short links are shared as ${PUBLIC_URL}/s/{code}, outside the API prefix.
  await app.register(async (root) => shortLinkRedirectRoutes(root as Api, deps));
  // robots.txt whether or not this instance serves the web app.
  registerRobots(app);
  registerErrorHandler(app);
  if (deps.config.serveWeb) await serveWeb(app, deps, WEB_DIST_DIR);
  return app;
}
