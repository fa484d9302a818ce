// Trigram similarity as PostgreSQL's pg_trgm defines it, for the embedded database (PGlite), where the
// pg_trgm extension is not loaded (decision 013). Same trigrams, same formulas, so a typo is corrected and a
// suggestion ranked the same way on both databases; trigrams.test.ts compares the numbers with PostgreSQL's.
//
// - A string's words are its runs of letters and digits, lower-cased; each word is padded with two spaces
//   in front and one behind, and its trigrams are every three consecutive characters ("cat": "  c", " ca",
//   "cat", "at ").
// - similarity(a, b) = shared / (|A| + |B| − shared) over the two sets of trigrams.
// - wordSimilarity(a, b) = the greatest similarity between a's set of trigrams and any continuous extent of
//   b's ordered trigrams (how well a matches some part of b: what search-as-you-type needs).

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of a string in order of appearance (repeats kept), word by word. */
export function orderedTrigrams(s: string): string[] {
  const out: string[] = [];
  for (const [word] of s.toLowerCase().matchAll(WORD)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** The set of a string's trigrams. */
export const trigramSet = (s: string) => new Set(orderedTrigrams(s));

/** pg_trgm's similarity(a, b) of two trigram sets, in [0, 1]. */
export function setSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

export const similarity = (a: string, b: string) => setSimilarity(trigramSet(a), trigramSet(b));

/**
 * pg_trgm's word_similarity(a, b) from a's trigram set and b's ordered trigrams (extentSimilarityOf, with
 * the trigrams numbered for this pair).
 */
export function extentSimilarity(a: ReadonlySet<string>, b: readonly string[]): number {
  if (!a.size) return 0;
  const ids = new Map<string, number>();
  const numbered = Int32Array.from(b, (t) => {
    const id = ids.get(t) ?? ids.size;
    ids.set(t, id);
    return id;
  });
  const typed = new Uint8Array(ids.size);
  for (const [t, id] of ids) if (a.has(t)) typed[id] = 1;
  return extentSimilarityOf(a.size, numbered, typed, new ExtentStamps(ids.size));
}

/** extentSimilarityOf's scratch: per trigram number, the extent that last saw it (stamps only grow). */
export class ExtentStamps {
  private seen: Int32Array;
  private last = 0;
  constructor(trigrams: number) {
    this.seen = new Int32Array(trigrams);
  }
  /** A stamp no trigram carries yet. */
  next(): number {
    if (this.last === 2 ** 31 - 1) {
      this.seen.fill(0);
      this.last = 0;
    }
    return ++this.last;
  }
  /** Marks trigram `t` seen in the extent `stamp`; false when it already was. */
  see(t: number, stamp: number): boolean {
    if (this.seen[t] === stamp) return false;
    this.seen[t] = stamp;
    return true;
  }
}

/**
 * pg_trgm's word_similarity over numbered trigrams: `typedSize` distinct typed trigrams, of which those
 * numbered in `b` are marked 1 in `typed`. An extent worth measuring starts and ends at a trigram that the
 * typed text has (widening it over others only adds to the denominator), so only those bounds are tried: at
 * most k² extents for the k typed trigrams b has, usually a handful.
 */
export function extentSimilarityOf(
  typedSize: number,
  b: Int32Array,
  typed: Uint8Array,
  stamps: ExtentStamps,
): number {
  const hits: number[] = [];
  for (let i = 0; i < b.length; i++) if (typed[b[i]!]) hits.push(i);
  let best = 0;
  for (let h = 0; h < hits.length; h++) {
    // Grow the extent from hits[h] rightwards, keeping its distinct trigrams and how many are typed.
    const stamp = stamps.next();
    let distinct = 0;
    let shared = 0;
    let end = hits[h]!;
    for (let k = h; k < hits.length; k++) {
      for (; end <= hits[k]!; end++) {
        const t = b[end]!;
        if (!stamps.see(t, stamp)) continue;
        distinct++;
        shared += typed[t]!;
      }
      const s = shared / (typedSize + distinct - shared);
      if (s > best) best = s;
    }
    if (best === 1) break;
  }
  return best;
}

export const wordSimilarity = (a: string, b: string) => extentSimilarity(trigramSet(a), orderedTrigrams(b));
