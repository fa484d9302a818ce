/** mulberry32: a tiny, fast 32-bit PRNG; the same seed always yields the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one PRNG stream, so generators read as plain intent. */
export type Rng = ReturnType<typeof createRng>;

export function createRng(seed: number) {
  const next = mulberry32(seed);
  const rng = {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** Picks by weight; `weights[i]` belongs to `list[i]`. */
    weighted: <T>(list: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < list.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return list[i] as T;
      }
      return list[list.length - 1] as T;
    },
    /** `n` distinct entries (fewer when the list is shorter), in list order. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      const idx = list.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
      }
      return idx
        .slice(0, Math.min(n, list.length))
        .sort((x, y) => x - y)
        .map((i) => list[i] as T);
    },
    /** A 31-bit seed for a child row (its images are drawn from it). */
    seed: () => Math.floor(next() * 2147483647),
  };
  return rng;
}

/** Hash of a string to 32 bits (FNV-1a), to derive stable sub-seeds. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
