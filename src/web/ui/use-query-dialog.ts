import { useCallback } from 'react';
import { useLatestSearchParams } from './use-search-params';

/**
 * A dialog whose state is `?{name}={value}` on whatever page is showing (spec §2: dialogs opened by a query
 * parameter), so a link can open it, Back closes it, and the page underneath keeps its own query.
 */
export function useQueryDialog(param: { name: string; value: string }) {
  const [params, setParams] = useLatestSearchParams();
  const opened = params.get(param.name) === param.value;
  const open = useCallback(
    () =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set(param.name, param.value);
        return next;
      }),
    [setParams, param.name, param.value],
  );
  const close = useCallback(
    () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(param.name);
          return next;
        },
        { replace: true },
      ),
    [setParams, param.name],
  );
  return { opened, open, close };
}
