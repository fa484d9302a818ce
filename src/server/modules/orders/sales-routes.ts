import { OrderItem } from '../../../shared/contract/cart';
import { MilestoneParams, PastOrdersQuery, SalesStats } from '../../../shared/contract/sales';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { milestoneBadgeSvg } from './milestone-badge';
import { listPastOrders } from './past-orders';
import { getSalesStats } from './sales-stats';

const store = { access: 'store' } as const;
const tags = ['orders'];

/** The store's own sales (stats, milestone badges) and what it bought before (past orders), for /account-info. */
export function salesRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/web/stores/me/sales-stats',
    {
      config: store,
      schema: { tags, summary: "The store's own sales and its milestone", response: { 200: SalesStats } },
    },
    async (req) => getSalesStats(db, storeCtx(req.ctx).storeId),
  );
  app.get(
    '/web/sales-milestones/:milestone/image.svg',
    {
      config: { access: 'public' },
      schema: { tags, summary: "A sales milestone's badge", params: MilestoneParams },
    },
    async (req, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(milestoneBadgeSvg(req.params.milestone)),
  );
  app.get(
    '/web/stores/me/past-orders',
    {
      config: store,
      schema: {
        tags,
        summary: 'What the store bought (paid order items), newest first',
        querystring: PastOrdersQuery,
        response: { 200: OrderItem.array() },
      },
    },
    async (req) => listPastOrders(db, storeCtx(req.ctx).storeId, req.query),
  );
}
