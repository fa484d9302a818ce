import { useMatches } from 'react-router';
import type { RouteEntry } from '../route-entry';

export type RouteHandle = { entry?: RouteEntry };

/** The route-table entry of the page being shown (null on the catch-all "not found" route). */
export function useRouteEntry(): RouteEntry | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return null;
}
