import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, queryFlag } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';

/** Spec §7: the kit list asks isArchived, size 9999, sort -createdAt. */
const listQuery = (isArchived: boolean) =>
  ({ isArchived: queryFlag(isArchived), size: 9999, sort: '-createdAt' }) as const;

/** GET /web/brand-kit-modules: the store's kits (only those with a category and a description). */
export const getBrandKits = (isArchived: boolean, signal?: AbortSignal) =>
  callApi('GET /web/brand-kit-modules', { query: listQuery(isArchived), signal, quiet: true });

export const getBrandKitsQueryOptions = (isArchived: boolean) =>
  queryOptions({
    queryKey: brandKitKeys.list(isArchived),
    queryFn: ({ signal }) => getBrandKits(isArchived, signal),
    // A kit still generating changes its thumbnails and completeness: keep the cards moving.
    refetchInterval: (query) => (query.state.data?.some((kit) => kit.pending) ? 2000 : false),
  });

export const useBrandKits = (isArchived: boolean) => useQuery(getBrandKitsQueryOptions(isArchived));
