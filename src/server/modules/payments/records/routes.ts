import {
  PaymentRecord,
  PaymentRecordDetails,
  PaymentRecordParams,
  PaymentRecordsQuery,
} from '../../../../shared/contract/payment-records';
import { CountResponse } from '../../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import type { Api } from '../../../http/types';
import { countPaymentRecords, getPaymentRecord, listPaymentRecords } from './payment-records';

const store = { access: 'store' } as const;
const tags = ['payments'];

/** The card provider's payment records (spec /web/stripe-payment-records) under a neutral name. */
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
}
