import { useLatestSearchParams } from '../../ui/use-search-params';

/**
 * A list page's state in the URL (so a reload or a shared link keeps it): the page (from 1) and `update`,
 * which sets or, for null or '', removes parameters, replacing the history entry.
 */
export function useListParams() {
  const [params, setParams] = useLatestSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const update = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch))
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { params, page, update };
}
