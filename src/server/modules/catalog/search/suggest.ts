import { sql } from 'drizzle-orm';
import type { Suggestion } from '../../../../shared/contract/catalog';
import type { CatalogDeps } from '../catalog-deps';
import { bySpelling, keywordWords, SPELLING_CANDIDATES, type SpellingCandidate } from './search-terms';
import {
  nearestCategories,
  nearestPhrases,
  nearestSupplierNames,
  nearestWords,
  SIMILARITY_THRESHOLD,
  searchCopiesCurrent,
  searchTermsVersionSql,
  supplierNamesVersionSql,
  type Vocabulary,
  vocabularyOf,
} from './vocabulary';

/** Below this word similarity a suggestion is noise; low enough for one typo in a short word. */
const MIN_SIMILARITY = 0.4;
/** A category's group name counts a little less than its own name. */
const GROUP_PENALTY = 0.05;
/** Completions (or nearest spellings) of a single typed word. */
const COMPLETIONS = 2;

type Scored = { id: number | null; text: string; score: number };

/**
 * Search-as-you-type over small sets held in memory: category names; product phrases from the search
 * vocabulary (nearest first by word similarity, each opening its best-ranked item); supplier names (the
 * same); and, for a single word, the vocabulary words it starts or nearly spells. Typo-tolerant ("candel"
 * suggests candles) and bounded at any catalog size. Both databases answer the same way (decisions 022,
 * 024 and 025) from copies in memory, read again only when a version moved: on PostgreSQL each instance
 * hears the moves (LISTEN), so a keystroke runs no statement; on PGlite, or while that listener is down, a
 * keystroke is one statement reading the versions. (PostgreSQL's trigram GiST scans cost 2–3 ms of its
 * CPU per keystroke at 1M items, on the cores the server shares.)
 */
export async function suggest(d: CatalogDeps, q: { keyword: string; size: number }): Promise<Suggestion[]> {
  const kw = q.keyword.toLowerCase();
  const single = keywordWords(kw).length === 1 ? keywordWords(kw)[0]! : undefined;
  const sources = await candidates(d, kw, q.size, single);
  const all = [
    ...sources.categories.map((r) => ({ ...r, kind: 'category' as const, score: r.score + 0.1 })),
    ...sources.items.map((r) => ({ ...r, kind: 'item' as const })),
    ...sources.companies.map((r) => ({ ...r, kind: 'supplier' as const })),
    ...sources.words.map((r) => ({ ...r, kind: 'keyword' as const })),
  ]
    .filter((s) => s.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of all) {
    const key = s.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: s.text, kind: s.kind, id: s.id });
    if (out.length >= q.size) break;
  }
  return out;
}

type Sources = Record<'categories' | 'items' | 'companies' | 'words', Scored[]>;

/** One statement reads the versions of the vocabulary (with the categories) and of the supplier names. */
async function readVersions(db: CatalogDeps['db']) {
  const statement = sql`select (${searchTermsVersionSql}) as terms, (${supplierNamesVersionSql}) as names`;
  type Row = { terms: number | null; names: number | null };
  const [row] = ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  return { terms: row?.terms ?? -1, names: row?.names ?? -1 };
}

/**
 * Each source's best candidates, from memory: with no statement when both copies are known current
 * (decision 025), else after one statement that reads both versions.
 */
async function candidates({ db }: CatalogDeps, kw: string, size: number, single?: string): Promise<Sources> {
  const [vocabulary, companies] = searchCopiesCurrent(db)
    ? // Both copies are current and their moves are heard (PostgreSQL, decision 025): no statement at all.
      await Promise.all([vocabularyOf(db), nearestSupplierNames(db, kw, size, MIN_SIMILARITY)])
    : await readVersions(db).then((version) =>
        Promise.all([
          vocabularyOf(db, version.terms),
          nearestSupplierNames(db, kw, size, MIN_SIMILARITY, version.names),
        ]),
      );
  const categories = nearestCategories(vocabulary, kw, size, MIN_SIMILARITY, GROUP_PENALTY);
  const items = nearestPhrases(vocabulary, kw, size * 2, MIN_SIMILARITY);
  const words = single ? completeWord(vocabulary, single) : [];
  return { categories, items, companies, words };
}

/**
 * Vocabulary words that start with what is typed (most frequent first), else its nearest spellings as the
 * search would correct it.
 */
function completeWord(vocabulary: Vocabulary, word: string): Scored[] {
  const started = vocabulary.words.entries
    .filter((w) => w.term.startsWith(word))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, COMPLETIONS);
  if (started.length)
    return started.map((w) => ({ id: null, text: w.term, score: prefixScore(word, w.term) }));
  return spellings(word, nearestWords(vocabulary, word, SPELLING_CANDIDATES));
}

/**
 * The spellings of a word that starts none, chosen as the search corrects it (bySpelling among the words
 * at least pg_trgm's similarity threshold, lookUpWords): the one the search would use first, and they
 * lead the list, as completions do ("lable" offers "label" before supplier names that merely share its
 * syllables).
 */
const spellings = (word: string, nearest: SpellingCandidate[]): Scored[] =>
  bySpelling(
    word,
    nearest.filter((w) => w.score >= SIMILARITY_THRESHOLD),
  )
    .slice(0, COMPLETIONS)
    .map((w, i) => ({ id: null, text: w.term, score: 2 - i / 100 }));

/** Completions of the word being typed lead the list (what the founder is most likely spelling). */
const prefixScore = (typed: string, word: string) => 1 + typed.length / word.length;
