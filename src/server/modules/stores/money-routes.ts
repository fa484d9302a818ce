import { BankInfo, BankInfoBody, BankInfoResponse } from '../../../shared/contract/bank-info';
import { OrderItem } from '../../../shared/contract/cart';
import {
  MilestoneParams,
  PastOrdersQuery,
  PaymentsReport,
  PayoutDetails,
  PayoutParams,
  PayoutRecord,
  SalesStats,
} from '../../../shared/contract/sales';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { listPastOrders } from '../orders/past-orders';
import { getBankInfo, putBankInfo } from './bank-info';
import { milestoneBadgeSvg } from './milestone-badge';
import { getPaymentsReport, getPayoutDetails, listPayouts } from './payouts';
import { getSalesStats } from './sales-stats';

const store = { access: 'store' } as const;
const tags = ['stores'];

/** /account-info's money: bank info, sales stats and milestones, payouts, the payments report, past orders. */
export function storeMoneyRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/web/stores/me/bank-info',
    {
      config: store,
      schema: {
        tags,
        summary: 'The payout bank account, numbers masked; null when none is saved',
        response: { 200: BankInfoResponse },
      },
    },
    async (req) => getBankInfo(db, storeCtx(req.ctx).storeId),
  );
  app.put(
    '/web/stores/me/bank-info',
    {
      config: store,
      schema: {
        tags,
        summary: 'Saves the payout bank account (numbers stored encrypted)',
        body: BankInfoBody,
        response: { 200: BankInfo },
      },
    },
    async (req) => putBankInfo(db, deps.secrets.bankInfo, storeCtx(req.ctx).storeId, req.body),
  );
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
    '/web/stores/me/payments-report',
    {
      config: store,
      schema: {
        tags,
        summary: 'Sales, fees and payouts beside what the store paid',
        response: { 200: PaymentsReport },
      },
    },
    async (req) => getPaymentsReport(db, storeCtx(req.ctx).storeId),
  );
  app.get(
    '/web/payout-records',
    {
      config: store,
      schema: {
        tags,
        summary: 'Weekly payouts of storefront sales, newest first',
        response: { 200: PayoutRecord.array() },
      },
    },
    async (req) => listPayouts(db, storeCtx(req.ctx).storeId),
  );
  app.get(
    '/web/payout-records/:id/details',
    { config: store, schema: { tags, params: PayoutParams, response: { 200: PayoutDetails } } },
    async (req) => getPayoutDetails(db, storeCtx(req.ctx).storeId, req.params.id),
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
