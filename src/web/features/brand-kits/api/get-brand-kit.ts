import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';

/** How often the editor re-reads a kit while something generates (the realtime event is faster when on). */
export const PENDING_POLL_MS = 1000;

/** GET /web/brand-kit-modules/{id}: one of the store's kits (404 for another store's). */
export const getBrandKit = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/brand-kit-modules/:id', { params: { id }, signal, quiet: true });

export const getBrandKitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: brandKitKeys.kit(id),
    queryFn: ({ signal }) => getBrandKit(id, signal),
    // Progress shows even without the socket: poll while a request is PENDING.
    refetchInterval: (query) =>
      (query.state.data?.pendingRequests.length ?? 0) > 0 ? PENDING_POLL_MS : false,
  });

export const useBrandKit = (id: number | null) =>
  useQuery({ ...getBrandKitQueryOptions(id ?? 0), enabled: id != null });
