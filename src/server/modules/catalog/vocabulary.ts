import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogSearchTerms } from '../../db/schema/catalog';
import { extentSimilarity, orderedTrigrams, setSimilarity, trigramSet } from './trigrams';

/**
 * The search vocabulary held in memory, for the embedded database (PGlite), where pg_trgm is not loaded
 * (decision 013): the same rows as catalog_search_terms with their trigrams, so typo correction and
 * suggestions compute pg_trgm's similarities here. It is a few thousand short strings whatever the
 * catalog's size (the vocabulary, not the items), read once per database and dropped when the vocabulary
 * is rebuilt. PostgreSQL never uses it: there the GiST trigram indexes answer.
 */
export type Vocabulary = {
  words: VocabularyWord[];
  /** Words by trigram, so a lookup only scores the words that share one with what was typed. */
  wordsByTrigram: Map<string, VocabularyWord[]>;
  phrases: TrigramIndex<VocabularyPhrase>;
};
type VocabularyWord = { term: string; weight: number; trigrams: Set<string> };
type VocabularyPhrase = { term: string; refId: number | null; label: string | null };

/**
 * Strings with their ordered trigrams and an inverted index from trigram to string, so a lookup scores only
 * the strings that can reach the minimum: word_similarity(typed, s) ≤ shared / |typed|, and `shared` is
 * counted from the index without touching the other strings.
 */
export class TrigramIndex<T> {
  private readonly trigrams: string[][] = [];
  private readonly byTrigram = new Map<string, number[]>();
  constructor(
    readonly entries: T[],
    text: (entry: T) => string,
  ) {
    entries.forEach((entry, i) => {
      const ordered = orderedTrigrams(text(entry));
      this.trigrams.push(ordered);
      for (const t of new Set(ordered)) {
        const list = this.byTrigram.get(t);
        if (list) list.push(i);
        else this.byTrigram.set(t, [i]);
      }
    });
  }

  /** Entries by word similarity of `typed` to them, best first, at least `min`. */
  nearest(typed: string, limit: number, min: number): { entry: T; score: number }[] {
    const grams = trigramSet(typed);
    if (!grams.size) return [];
    const shared = new Map<number, number>();
    for (const t of grams)
      for (const i of this.byTrigram.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    const needed = Math.max(1, Math.ceil(min * grams.size - 1e-9));
    const scored: { entry: T; score: number }[] = [];
    for (const [i, n] of shared) {
      if (n < needed) continue;
      const score = extentSimilarity(grams, this.trigrams[i]!);
      if (score >= min && score > 0) scored.push({ entry: this.entries[i]!, score });
    }
    return scored.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/** pg_trgm's default similarity threshold (`pg_trgm.similarity_threshold`), which `%` applies. */
export const SIMILARITY_THRESHOLD = 0.3;

const loaded = new WeakMap<object, Promise<Vocabulary>>();

/** The vocabulary of this database, read on first use. */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  let v = loaded.get(db);
  if (!v) {
    v = load(db);
    // A failed read is not remembered: the next search tries again.
    v.catch(() => loaded.delete(db));
    loaded.set(db, v);
  }
  return v;
}

/** Forgets what was read, after the vocabulary of this database was rebuilt. */
export function forgetVocabulary(db: Db) {
  loaded.delete(db);
}

async function load(db: Db): Promise<Vocabulary> {
  const rows = await db
    .select({
      kind: catalogSearchTerms.kind,
      term: catalogSearchTerms.term,
      weight: catalogSearchTerms.weight,
      refId: catalogSearchTerms.refId,
      label: catalogSearchTerms.label,
    })
    .from(catalogSearchTerms);
  const words: VocabularyWord[] = [];
  const phrases: VocabularyPhrase[] = [];
  const wordsByTrigram = new Map<string, VocabularyWord[]>();
  for (const r of rows) {
    if (r.kind === 'phrase') {
      phrases.push({ term: r.term, refId: r.refId, label: r.label });
      continue;
    }
    const word = { term: r.term, weight: r.weight, trigrams: trigramSet(r.term) };
    words.push(word);
    for (const t of word.trigrams) {
      const list = wordsByTrigram.get(t);
      if (list) list.push(word);
      else wordsByTrigram.set(t, [word]);
    }
  }
  return { words, wordsByTrigram, phrases: new TrigramIndex(phrases, (p) => p.term) };
}

/** Vocabulary words in order of trigram similarity to `word`, at least `min` similar (`%` and `<->`). */
export function nearestWords(v: Vocabulary, word: string, limit: number, min = SIMILARITY_THRESHOLD) {
  const typed = trigramSet(word);
  const candidates = new Set<VocabularyWord>();
  for (const t of typed) for (const w of v.wordsByTrigram.get(t) ?? []) candidates.add(w);
  return [...candidates]
    .map((w) => ({ term: w.term, weight: w.weight, score: setSimilarity(typed, w.trigrams) }))
    .filter((w) => w.score >= min)
    .sort((a, b) => b.score - a.score || b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, limit);
}

/** Product phrases in order of word similarity to what is typed (`typed <<-> phrase`), at least `min`. */
export function nearestPhrases(v: Vocabulary, typed: string, limit: number, min = 0) {
  return v.phrases
    .nearest(typed, limit, min)
    .map(({ entry, score }) => ({ id: entry.refId, text: entry.label ?? entry.term, score }));
}

type NamedRow = { id: number; name: string };
const names = new WeakMap<object, { key: string; index: TrigramIndex<NamedRow> }>();

/**
 * Supplier names by word similarity to what is typed (`typed <<-> name`), at least `min`. The names and
 * their trigram index are kept per database and read again when a count-and-checksum of the names changes
 * (a supplier added, renamed or removed), which costs one small aggregate instead of every row.
 */
export async function nearestSupplierNames(db: Db, typed: string, limit: number, min = 0) {
  const result = await db.execute(
    sql`select count(*)::int || ':' || coalesce(sum(hashtext(name)::bigint), 0) as key from ${catalogCompanies}`,
  );
  const key = (result as unknown as { rows: { key: string }[] }).rows[0]?.key ?? '';
  let cached = names.get(db);
  if (cached?.key !== key) {
    const rows = await db
      .select({ id: catalogCompanies.id, name: catalogCompanies.name })
      .from(catalogCompanies);
    cached = { key, index: new TrigramIndex(rows, (r) => r.name) };
    names.set(db, cached);
  }
  return cached.index
    .nearest(typed, limit, min)
    .map(({ entry, score }) => ({ id: entry.id, text: entry.name, score }));
}
