// The menu-matching rule of the second document: a path matches an item when it equals the item's
// link or an extra link, or starts with one of them followed by a slash, or fits one of its patterns.

export type MenuMatcher = {
  link: string;
  extraLinks?: readonly string[];
  patterns?: readonly RegExp[];
};

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * How well a path matches: 0 for no match; otherwise the length of the matched link (an exact match
 * beats any prefix), so the most specific item wins when several match.
 */
export function menuMatchScore(pathname: string, item: MenuMatcher): number {
  const path = normalize(pathname);
  let best = 0;
  for (const link of [item.link, ...(item.extraLinks ?? [])]) {
    const base = normalize(link);
    if (path === base) best = Math.max(best, base.length + 10_000);
    else if (path.startsWith(`${base}/`)) best = Math.max(best, base.length);
  }
  if (best === 0 && (item.patterns ?? []).some((pattern) => pattern.test(path))) best = 1;
  return best;
}

export function matchesMenuItem(pathname: string, item: MenuMatcher): boolean {
  return menuMatchScore(pathname, item) > 0;
}

/** The single best-matching item (first in menu order on a tie), or null. */
export function findActiveMenuItem<T extends MenuMatcher>(pathname: string, items: readonly T[]): T | null {
  let active: T | null = null;
  let activeScore = 0;
  for (const item of items) {
    const score = menuMatchScore(pathname, item);
    if (score > activeScore) {
      active = item;
      activeScore = score;
    }
  }
  return active;
}
