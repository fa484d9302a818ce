import type { Db } from '../../db/client';
import { catalogSearchTerms } from '../../db/schema/catalog';
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
  phrases: VocabularyPhrase[];
};
type VocabularyWord = { term: string; weight: number; trigrams: Set<string> };
type VocabularyPhrase = { term: string; refId: number | null; label: string | null; trigrams: string[] };

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
      phrases.push({ term: r.term, refId: r.refId, label: r.label, trigrams: orderedTrigrams(r.term) });
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
  return { words, wordsByTrigram, phrases };
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

/** Product phrases in order of word similarity to what is typed (`typed <<-> phrase`). */
export function nearestPhrases(v: Vocabulary, typed: string, limit: number) {
  const grams = trigramSet(typed);
  return v.phrases
    .map((p) => ({ id: p.refId, text: p.label ?? p.term, score: extentSimilarity(grams, p.trigrams) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, limit);
}

/** Any named rows in order of word similarity to what is typed (`typed <<-> name`). */
export function nearestNames<T extends { name: string }>(rows: T[], typed: string, limit: number) {
  const grams = trigramSet(typed);
  return rows
    .map((r) => ({ row: r, score: extentSimilarity(grams, orderedTrigrams(r.name)) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.row.name.localeCompare(b.row.name))
    .slice(0, limit);
}
