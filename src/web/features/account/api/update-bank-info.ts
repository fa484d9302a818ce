import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankInfoBody } from '../../../../shared/contract/bank-info';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** PUT /web/stores/me/bank-info: saves the payout account; the answer shows it masked. */
export const updateBankInfo = (body: BankInfoBody) => callApi('PUT /web/stores/me/bank-info', { body });

export function useUpdateBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.account.bankInfo(), saved);
      // A payout's details name the account it goes to.
      void queryClient.invalidateQueries({ queryKey: ['account', 'payouts'] });
    },
  });
}
