import { sql } from 'drizzle-orm';
import type { Suggestion } from '../../../shared/contract/catalog';
import { catalogCategories, catalogSearchTerms } from '../../db/schema/catalog';
import type { CatalogDeps } from './list-items';
import { bySpelling, keywordWords, SPELLING_CANDIDATES, type SpellingCandidate } from './search-terms';
import { extentSimilarity, orderedTrigrams, trigramSet } from './trigrams';
import {
  nearestPhrases,
  nearestSupplierNames,
  nearestWords,
  SIMILARITY_THRESHOLD,
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
 * Search-as-you-type over small, indexed sets: category names; product phrases from the search vocabulary
 * (nearest first by word similarity, each opening its best-ranked item); supplier names (the same); and,
 * for a single word, the vocabulary words it starts or nearly spells. Typo-tolerant ("candel" suggests
 * candles) and bounded at any catalog size. PostgreSQL answers through its trigram GiST indexes; PGlite,
 * without pg_trgm, by the same measures over the vocabulary in memory (decision 013). Supplier names come
 * from memory on both (decision 022): a GiST scan for names that no name is near cost 4–12 ms at 1M items.
 */
export async function suggest(d: CatalogDeps, q: { keyword: string; size: number }): Promise<Suggestion[]> {
  const kw = q.keyword.toLowerCase();
  const single = keywordWords(kw).length === 1 ? keywordWords(kw)[0]! : undefined;
  const sources =
    d.dbKind === 'pglite' ? await fromMemory(d, kw, q.size, single) : await fromSql(d, kw, q.size, single);
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

/**
 * Each source's best candidates by pg_trgm's operators, served by the trigram indexes, in one statement: a
 * keystroke is one round trip to the database, not five (decision 018). For a single word, its completions
 * (vocabulary words it starts, most frequent first) or, when none, its nearest spellings.
 */
async function fromSql({ db }: CatalogDeps, kw: string, size: number, single?: string): Promise<Sources> {
  const c = catalogCategories;
  const t = catalogSearchTerms;
  const catScore = sql`greatest(word_similarity(${kw}, lower(${c.subgroup})), word_similarity(${kw}, lower(${c.group})) - ${GROUP_PENALTY})`;
  const phraseDistance = sql`${kw} <<-> ${t.term}`;
  const branches = [
    sql`(select 'category' as source, id, text, score, null::int as weight from (
          select ${c.id} as id, ${c.subgroup} as text, ${catScore}::float8 as score from ${c}) categories
        where score >= ${MIN_SIMILARITY} order by score desc limit ${size})`,
    sql`(select 'item', ${t.refId}, coalesce(${t.label}, ${t.term}), (1 - (${phraseDistance}))::float8, null
        from ${t} where ${t.kind} = 'phrase' order by ${phraseDistance} limit ${size * 2})`,
    // Supplier names are matched in memory (decision 022); the statement says whether they changed.
    sql`(select 'names-version', null, null, (${supplierNamesVersionSql}), null)`,
  ];
  if (single) {
    const started = sql`${t.kind} = 'word' and ${t.term} like ${`${escapeLike(single)}%`}`;
    const wordDistance = sql`${t.term} <-> ${single}`;
    branches.push(
      sql`(select 'started', null, ${t.term}, null, null from ${t} where ${started}
          order by ${t.weight} desc limit ${COMPLETIONS})`,
      sql`(select 'nearest', null, ${t.term}, (1 - (${wordDistance}))::float8, ${t.weight} from ${t}
          where ${t.kind} = 'word' and not exists (select 1 from ${t} where ${started})
          order by ${wordDistance} limit ${SPELLING_CANDIDATES})`,
    );
  }
  type Row = {
    source: string;
    id: number | null;
    text: string;
    score: number | null;
    weight: number | null;
  };
  const rows = ((await db.execute(sql.join(branches, sql` union all `))) as unknown as { rows: Row[] }).rows;
  const of = (source: string) =>
    rows.filter((r) => r.source === source).map((r) => ({ id: r.id, text: r.text, score: r.score ?? 0 }));
  const started = rows.filter((r) => r.source === 'started');
  const version = rows.find((r) => r.source === 'names-version')?.score ?? -1;
  return {
    categories: of('category'),
    items: of('item'),
    companies: await nearestSupplierNames(db, kw, size, MIN_SIMILARITY, version),
    words: started.length
      ? started.map((r) => ({ id: null, text: r.text, score: prefixScore(single!, r.text) }))
      : spellings(
          single!,
          rows
            .filter((r) => r.source === 'nearest')
            .map((r) => ({ term: r.text, weight: r.weight ?? 0, score: r.score ?? 0 })),
        ),
  };
}

/** The same candidates on PGlite: the vocabulary from memory, categories and supplier names as stored. */
async function fromMemory(d: CatalogDeps, kw: string, size: number, single?: string): Promise<Sources> {
  const { db } = d;
  const [vocabulary, categoryRows, companies] = await Promise.all([
    vocabularyOf(db),
    db
      .select({
        id: catalogCategories.id,
        subgroup: catalogCategories.subgroup,
        group: catalogCategories.group,
      })
      .from(catalogCategories),
    nearestSupplierNames(db, kw, size, MIN_SIMILARITY),
  ]);
  const typed = trigramSet(kw);
  const categories = categoryRows
    .map((c) => ({
      id: c.id,
      text: c.subgroup,
      score: Math.max(
        extentSimilarity(typed, orderedTrigrams(c.subgroup)),
        extentSimilarity(typed, orderedTrigrams(c.group)) - GROUP_PENALTY,
      ),
    }))
    .filter((c) => c.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .slice(0, size);
  const items = nearestPhrases(vocabulary, kw, size * 2, MIN_SIMILARITY);
  const words = single ? completeWordInMemory(vocabulary, single) : [];
  return { categories, items, companies, words };
}

/**
 * Vocabulary words that start with what is typed (most frequent first), else the nearest spellings: the
 * same answer as the statement's `started` and `nearest` branches, from the vocabulary in memory.
 */
function completeWordInMemory(vocabulary: Vocabulary, word: string): Scored[] {
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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
