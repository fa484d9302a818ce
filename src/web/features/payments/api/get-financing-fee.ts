import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FinancingFee } from '../../../../shared/contract/payments';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type TFinancingFee = z.infer<typeof FinancingFee>;
export type TermDays = 30 | 60 | 90;

/** POST /web/creator-invoice-payments/calc-financing-fee: the fee and total of paying later over a term. */
export const getFinancingFee = (amountCents: number, termDays: TermDays, signal?: AbortSignal) =>
  callApi('POST /web/creator-invoice-payments/calc-financing-fee', {
    body: { amountCents, termDays },
    signal,
    quiet: true,
  });

export const getFinancingFeeQueryOptions = (amountCents: number, termDays: TermDays) =>
  queryOptions({
    queryKey: queryKeys.payments.financingFee(amountCents, termDays),
    queryFn: ({ signal }) => getFinancingFee(amountCents, termDays, signal),
  });

export const useFinancingFee = (amountCents: number, termDays: TermDays, enabled: boolean) =>
  useQuery({ ...getFinancingFeeQueryOptions(amountCents, termDays), enabled });
