import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSupplierInviteBody } from '../../../../shared/contract/supplier-invites';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/**
 * POST /web/supplier-invites: invites a supplier the founder already works with to Quarry; staff are told
 * by email. The idempotency key makes a retried submit (double click, flaky network) one invite.
 */
export const createSupplierInvite = ({ body, key }: { body: CreateSupplierInviteBody; key: string }) =>
  callApi('POST /web/supplier-invites', {
    body,
    headers: { 'Idempotency-Key': key },
    quiet: true,
  });

/** The invited supplier joins the store's supplier list, so the catalog's cached list is refetched. */
export function useCreateSupplierInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplierInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.catalog.storeSuppliers() }),
  });
}
