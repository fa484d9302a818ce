import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../shared/contract/catalog';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-categories (shares the catalog's cache entry; spec §9: size 9999). */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: queryKeys.catalog.categories(),
    queryFn: ({ signal }) =>
      callApi('GET /web/catalog-categories', { query: { size: 9999 }, signal, quiet: true }),
    staleTime: 60 * 60_000,
  });

/**
 * The category suggestions: each vertical's groups and subgroups, once each (the founder may also type a
 * category of their own).
 */
export function categorySuggestions(categories: Category[]): { group: string; items: string[] }[] {
  const seen = new Set<string>();
  const byVertical = new Map<string, string[]>();
  for (const c of categories) {
    const items = byVertical.get(c.vertical) ?? [];
    for (const name of [c.group, c.subgroup]) {
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      items.push(name);
    }
    byVertical.set(c.vertical, items);
  }
  return [...byVertical].filter(([, items]) => items.length > 0).map(([group, items]) => ({ group, items }));
}
