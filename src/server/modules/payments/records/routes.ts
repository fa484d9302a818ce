import {
  PaymentRecord,
  PaymentRecordDetails,
  PaymentRecordParams,
  PaymentRecordsQuery,
} from '../../../../shared/contract/payment-records';
import { PaymentsReport, PayoutDetails, PayoutParams, PayoutRecord } from '../../../../shared/contract/sales';
import { CountResponse } from '../../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import type { Api } from '../../../http/types';
import { countPaymentRecords, getPaymentRecord, listPaymentRecords } from './payment-records';
import { getPaymentsReport, getPayoutDetails, listPayouts } from './payouts';

const store = { access: 'store' } as const;
const tags = ['payments'];

/**
 * Money records: what the store paid (the card provider's payment records, spec /web/stripe-payment-records,
 * under a neutral name), its payouts and the payments report.
 */
export function paymentRecordsRoutes(app: Api, deps: AppDeps) {
  app.get(
    '/web/payment-records',
    {
      config: store,
      schema: {
        tags,
        summary: 'What the store paid, newest first',
        querystring: PaymentRecordsQuery,
        response: { 200: PaymentRecord.array() },
      },
    },
    async (req) => listPaymentRecords(deps.db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    '/web/payment-records/action/count',
    { config: store, schema: { tags, response: { 200: CountResponse } } },
    async (req) => countPaymentRecords(deps.db, storeCtx(req.ctx).storeId),
  );
  app.get(
    '/web/payment-records/:id',
    { config: store, schema: { tags, params: PaymentRecordParams, response: { 200: PaymentRecordDetails } } },
    async (req) => getPaymentRecord(deps.db, storeCtx(req.ctx).storeId, req.params.id),
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
    async (req) => getPaymentsReport(deps.db, storeCtx(req.ctx).storeId),
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
    async (req) => listPayouts(deps.db, storeCtx(req.ctx).storeId),
  );
  app.get(
    '/web/payout-records/:id/details',
    { config: store, schema: { tags, params: PayoutParams, response: { 200: PayoutDetails } } },
    async (req) => getPayoutDetails(deps.db, storeCtx(req.ctx).storeId, req.params.id),
  );
}
