// The tech-packs feature's links (kept in the feature while routing/paths.ts is shared with other work).

const withQuery = (path: string, query: Record<string, string | number | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v != null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

export const techPackLinks = {
  /** The tech packs page; with an id, the editor (optionally at a version and a section). */
  review: (q: { techPackId?: number; version?: number; step?: string; threadId?: string } = {}) =>
    withQuery('/sourcing-agent-review', q),
  /** The sourcing agent's thread this tech pack came from. */
  agentThread: (threadId: string) => withQuery('/sourcing-agent', { threadId }),
  agent: () => '/sourcing-agent',
};

/** A positive integer from the URL, or undefined. */
export const positiveIntParam = (s: string | null) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : undefined);
