import { BankInfo, BankInfoBody, BankInfoResponse } from '../../../shared/contract/bank-info';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { getBankInfo, putBankInfo } from './bank-info';

const store = { access: 'store' } as const;
const tags = ['stores'];

/** The store's payout bank account (/account-info), numbers sealed at rest and answered masked. */
export function bankInfoRoutes(app: Api, deps: AppDeps) {
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
}
