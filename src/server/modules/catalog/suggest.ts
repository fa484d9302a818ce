import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Suggestion } from '../../../shared/contract/catalog';
import { catalogCategories, catalogCompanies, catalogSearchTerms } from '../../db/schema/catalog';
import type { CatalogDeps } from './list-items';
import { keywordWords } from './search-terms';
import { extentSimilarity, orderedTrigrams, trigramSet } from './trigrams';
import { nearestPhrases, nearestSupplierNames, nearestWords, vocabularyOf } from './vocabulary';

/** Below this word similarity a suggestion is noise; low enough for one typo in a short word. */
const MIN_SIMILARITY = 0.4;
/** A category's group name counts a little less than its own name. */
const GROUP_PENALTY = 0.05;

type Scored = { id: number | null; text: string; score: number };

/**
 * Search-as-you-type over small, indexed sets: category names; product phrases from the search vocabulary
 * (nearest first by word similarity, each opening its best-ranked item); supplier names (the same); and,
 * for a single word, the vocabulary words it starts or nearly spells. Typo-tolerant ("candel" suggests
 * candles) and bounded at any catalog size. PostgreSQL answers through its trigram GiST indexes; PGlite,
 * without pg_trgm, by the same measures over the vocabulary in memory (decision 013).
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

/** Each source's best candidates by pg_trgm's operators, served by the trigram indexes. */
async function fromSql({ db }: CatalogDeps, kw: string, size: number, single?: string): Promise<Sources> {
  const catScore = sql<number>`greatest(word_similarity(${kw}, lower(${catalogCategories.subgroup})), word_similarity(${kw}, lower(${catalogCategories.group})) - ${GROUP_PENALTY})`;
  const phraseDistance = sql`${kw} <<-> ${catalogSearchTerms.term}`;
  const nameDistance = sql`${kw} <<-> ${catalogCompanies.name}`;
  const [categories, items, companies, words] = await Promise.all([
    db
      .select({ id: catalogCategories.id, text: catalogCategories.subgroup, score: catScore })
      .from(catalogCategories)
      .where(sql`${catScore} >= ${MIN_SIMILARITY}`)
      .orderBy(desc(catScore))
      .limit(size),
    db
      .select({
        id: catalogSearchTerms.refId,
        text: sql<string>`coalesce(${catalogSearchTerms.label}, ${catalogSearchTerms.term})`,
        score: sql<number>`1 - (${phraseDistance})`,
      })
      .from(catalogSearchTerms)
      .where(eq(catalogSearchTerms.kind, 'phrase'))
      .orderBy(phraseDistance)
      .limit(size * 2),
    db
      .select({
        id: catalogCompanies.id,
        text: catalogCompanies.name,
        score: sql<number>`1 - (${nameDistance})`,
      })
      .from(catalogCompanies)
      .orderBy(nameDistance)
      .limit(size),
    single ? completeWord(db, single, 2, nearestWordsSql(db)) : Promise.resolve([]),
  ]);
  return { categories, items, companies, words };
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
  const words = single
    ? await completeWord(db, single, 2, async (word, limit) =>
        nearestWords(vocabulary, word, limit, 0).map((w) => ({ text: w.term, score: w.score })),
      )
    : [];
  return { categories, items, companies, words };
}

type NearestWords = (word: string, limit: number) => Promise<{ text: string; score: number }[]>;

/** Vocabulary words that start with what is typed (most frequent first), else the nearest spellings. */
async function completeWord(
  db: CatalogDeps['db'],
  word: string,
  size: number,
  nearest: NearestWords,
): Promise<Scored[]> {
  const started = await db
    .select({ text: catalogSearchTerms.term, weight: catalogSearchTerms.weight })
    .from(catalogSearchTerms)
    .where(and(eq(catalogSearchTerms.kind, 'word'), like(catalogSearchTerms.term, `${escapeLike(word)}%`)))
    .orderBy(desc(catalogSearchTerms.weight))
    .limit(size);
  if (started.length)
    return started.map((r) => ({ id: null, text: r.text, score: prefixScore(word, r.text) }));
  return (await nearest(word, size)).map((r) => ({ id: null, ...r }));
}

/** The nearest vocabulary words by trigram distance, through the GiST index on words (PostgreSQL). */
function nearestWordsSql(db: CatalogDeps['db']): NearestWords {
  return async (word, limit) => {
    const distance = sql`${catalogSearchTerms.term} <-> ${word}`;
    return db
      .select({ text: catalogSearchTerms.term, score: sql<number>`1 - (${distance})` })
      .from(catalogSearchTerms)
      .where(eq(catalogSearchTerms.kind, 'word'))
      .orderBy(distance)
      .limit(limit);
  };
}

/** Completions of the word being typed lead the list (what the founder is most likely spelling). */
const prefixScore = (typed: string, word: string) => 1 + typed.length / word.length;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
