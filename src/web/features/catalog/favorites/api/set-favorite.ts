import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogCompany, CatalogItem } from '../../../../../shared/contract/catalog';
import { callApi } from '../../../../api/call-api';
import { queryKeys } from '../../../../api/query-keys';

export type FavoriteKind = 'companies' | 'items';
export type SetFavoriteInput = { kind: FavoriteKind; id: number; isFavorite: boolean };

/** PUT (favorite) or DELETE (unfavorite) /web/favorites/catalog-companies/:id or /catalog-items/:id. */
export const setFavorite = ({ kind, id, isFavorite }: SetFavoriteInput) =>
  callApi(`${isFavorite ? 'PUT' : 'DELETE'} /web/favorites/catalog-${kind}/:id`, { params: { id } });

type Row = CatalogCompany | CatalogItem;
const mark = <T extends Row>(row: T, id: number, isFavorite: boolean): T =>
  row.id === id ? { ...row, isFavorite } : row;

/**
 * Marks the row in every cache that holds it (detail, lists, similar items) rather than refetching
 * hundreds of loaded rows; the favorites lists themselves are refetched.
 */
export function favoriteChanged(queryClient: QueryClient, { kind, id, isFavorite }: SetFavoriteInput) {
  const root = kind === 'items' ? 'items' : 'companies';
  queryClient.setQueryData<Row>(
    kind === 'items' ? queryKeys.catalog.item(id) : queryKeys.catalog.company(id),
    (row) => (row ? { ...row, isFavorite } : row),
  );
  const markPage = (page: unknown): unknown => {
    if (Array.isArray(page)) return page.map((r: Row) => mark(r, id, isFavorite));
    if (page && typeof page === 'object' && 'rows' in page && Array.isArray(page.rows))
      return { ...page, rows: page.rows.map((r: Row) => mark(r, id, isFavorite)) };
    return page;
  };
  queryClient.setQueriesData<InfiniteData<unknown> | Row[]>({ queryKey: ['catalog', root] }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return data.map((row) => mark(row, id, isFavorite));
    if ('pages' in data) return { ...data, pages: data.pages.map(markPage) };
    return data;
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.favorites(kind) });
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: (_void, input) => favoriteChanged(queryClient, input),
  });
}
