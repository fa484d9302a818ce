import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo, StoreUser } from '../../../../shared/contract/stores';
import { queryKeys } from '../../../api/query-keys';

/** Every store mutation answers the whole store user: put it in both caches that hold it. */
export function storeUpdated(queryClient: QueryClient, store: StoreUser) {
  queryClient.setQueryData(queryKeys.me(), store);
  queryClient.setQueryData<SessionInfo>(queryKeys.session(), (session) =>
    session ? { ...session, store } : session,
  );
}
