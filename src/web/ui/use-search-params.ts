import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  createSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
  // biome-ignore lint/style/noRestrictedImports: this file is the one wrapper of React Router's hook
  useSearchParams,
} from 'react-router';

type Next = URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit);

/**
 * React Router's useSearchParams whose functional update starts from the last query this page asked for.
 * A navigation runs the route's loaders and renders in a transition, so until it commits React Router's own
 * `prev` is the query of the last commit: a tab clicked and a filter typed right after it would lose the tab.
 * Here the queries asked for wait in a list until the router commits one of them (those before it are
 * dropped with it); a commit of anything else (Back, a link) drops them all.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const committed = useRef(params);
  const pending = useRef<string[]>([]);
  // In an effect, not in render: a render of a transition React then throws away must not move the base.
  useLayoutEffect(() => {
    committed.current = params;
    const at = pending.current.indexOf(params.toString());
    pending.current = at >= 0 ? pending.current.slice(at + 1) : [];
  }, [params]);
  const set = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const prev = new URLSearchParams(pending.current.at(-1) ?? committed.current);
      const value = createSearchParams(typeof next === 'function' ? next(prev) : next);
      // Back to the query the router shows: nothing waits (this navigation overtakes those in flight). The
      // list stays short when the same query is asked again and again.
      const asked = value.toString();
      if (asked === committed.current.toString()) pending.current = [];
      else if (asked !== pending.current.at(-1)) pending.current = [...pending.current.slice(-19), asked];
      setParams(value, options);
    },
    [setParams],
  );
  return [params, set] as const;
}
