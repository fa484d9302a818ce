import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSupplierInviteBody } from '../../../../shared/contract/supplier-invites';
import { callApi } from '../../../api/call-api';
import { PAGE_SIZE } from './get-catalog-companies';

const storeSuppliersKey = ['catalog', 'store-suppliers'] as const;

/** GET /web/stores/me/suppliers: suppliers the store works with (favorited, invited, reviewed), latest first. */
export const getStoreSuppliers = (page: number, signal?: AbortSignal) =>
  callApi('GET /web/stores/me/suppliers', { query: { page, size: PAGE_SIZE }, signal });

export const useStoreSuppliers = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: storeSuppliersKey,
      queryFn: ({ pageParam, signal }) => getStoreSuppliers(pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last, _all, lastPage) => (last.length < PAGE_SIZE ? undefined : lastPage + 1),
    }),
  );

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

export function useCreateSupplierInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplierInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeSuppliersKey }),
  });
}
