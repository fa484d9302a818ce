import { ErrorBody } from '../../../shared/contract/shared-shapes';
import {
  ClassifyBody,
  ClassifyResponse,
  LandedCostBody,
  LandedCostResponse,
} from '../../../shared/contract/tariff-agent';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import { createStoreLimiter } from '../../http/store-limiter';
import type { Api } from '../../http/types';
import { classifyProduct, compareLandedCost } from './tariff-agent';

const store = { access: 'store' } as const;
const tags = ['sourcing-agent'];

/** HTS classifications one store may ask for in the window: each may call the configured model. */
export const CLASSIFY_CALLS_PER_WINDOW = 30;

/** The tariff-rate agent (issue 24): landed cost by country of origin and HTS candidates, as estimates. */
export function tariffAgentRoutes(app: Api, deps: AppDeps) {
  const classifyLimit = createStoreLimiter(deps, {
    key: 'hts-classify',
    points: CLASSIFY_CALLS_PER_WINDOW,
    windowSeconds: 5 * 60,
    message: (wait) => `Too many HTS classifications from your store. Try again in ${wait}.`,
  });
  app.post(
    '/web/ai-sourcing-agents/-/landed-cost',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Landed cost of one shipment from up to 8 countries of origin, every term shown, from the embedded tariff table (an estimate with its as-of date)',
        body: LandedCostBody,
        response: { 200: LandedCostResponse, 400: ErrorBody },
      },
    },
    async (req) => {
      storeCtx(req.ctx);
      return compareLandedCost(req.body, new Date().toISOString().slice(0, 10));
    },
  );
  app.post(
    '/web/ai-sourcing-agents/-/classify',
    {
      config: store,
      schema: {
        tags,
        summary:
          "HTS candidates for one of the store's tech packs or a description, each with its reason; only codes the tariff table holds",
        body: ClassifyBody,
        response: {
          200: ClassifyResponse,
          400: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (req) => {
      const { storeId } = storeCtx(req.ctx);
      await classifyLimit.consume(storeId);
      return classifyProduct(deps, storeId, req.body);
    },
  );
}
