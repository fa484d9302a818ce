import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Suggestion } from '../../../shared/contract/catalog';
import { catalogCategories, catalogCompanies, catalogSearchTerms } from '../../db/schema/catalog';
import type { CatalogDeps } from './list-items';
import { keywordWords } from './search-terms';

/** Below this word similarity a suggestion is noise; low enough for one typo in a short word. */
const MIN_SIMILARITY = 0.4;

type Scored = { id: number | null; text: string; score: number };

/**
 * Search-as-you-type over small, indexed sets: category names; product phrases from the search vocabulary
 * (nearest first by word similarity through their GiST index, each opening its best-ranked item); supplier
 * names (the same, through the GiST index on names); and, for a single word, the vocabulary words it
 * starts or nearly spells. Typo-tolerant ("candel" suggests candles) and bounded at any catalog size.
 */
export async function suggest(
  { db }: CatalogDeps,
  q: { keyword: string; size: number },
): Promise<Suggestion[]> {
  const kw = q.keyword.toLowerCase();
  const catScore = sql<number>`greatest(word_similarity(${kw}, lower(${catalogCategories.subgroup})), word_similarity(${kw}, lower(${catalogCategories.group})) - 0.05)`;
  const phraseDistance = sql`${kw} <<-> ${catalogSearchTerms.term}`;
  const nameDistance = sql`${kw} <<-> ${catalogCompanies.name}`;
  const [categories, items, companies, words] = await Promise.all([
    db
      .select({ id: catalogCategories.id, text: catalogCategories.subgroup, score: catScore })
      .from(catalogCategories)
      .where(sql`${catScore} >= ${MIN_SIMILARITY}`)
      .orderBy(desc(catScore))
      .limit(q.size),
    db
      .select({
        id: catalogSearchTerms.refId,
        text: sql<string>`coalesce(${catalogSearchTerms.label}, ${catalogSearchTerms.term})`,
        score: sql<number>`1 - (${phraseDistance})`,
      })
      .from(catalogSearchTerms)
      .where(eq(catalogSearchTerms.kind, 'phrase'))
      .orderBy(phraseDistance)
      .limit(q.size * 2),
    db
      .select({
        id: catalogCompanies.id,
        text: catalogCompanies.name,
        score: sql<number>`1 - (${nameDistance})`,
      })
      .from(catalogCompanies)
      .orderBy(nameDistance)
      .limit(q.size),
    keywordWords(kw).length === 1 ? completeWord(db, keywordWords(kw)[0]!, 2) : Promise.resolve([]),
  ]);
  const all = [
    ...categories.map((r) => ({ ...r, kind: 'category' as const, score: r.score + 0.1 })),
    ...items.map((r) => ({ ...r, kind: 'item' as const })),
    ...companies.map((r) => ({ ...r, kind: 'supplier' as const })),
    ...words.map((r) => ({ ...r, kind: 'keyword' as const })),
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

/** Vocabulary words that start with what is typed (most frequent first), else the nearest spellings. */
async function completeWord(db: CatalogDeps['db'], word: string, size: number): Promise<Scored[]> {
  const started = await db
    .select({ text: catalogSearchTerms.term, weight: catalogSearchTerms.weight })
    .from(catalogSearchTerms)
    .where(and(eq(catalogSearchTerms.kind, 'word'), like(catalogSearchTerms.term, `${escapeLike(word)}%`)))
    .orderBy(desc(catalogSearchTerms.weight))
    .limit(size);
  if (started.length)
    return started.map((r) => ({ id: null, text: r.text, score: prefixScore(word, r.text) }));
  const distance = sql`${catalogSearchTerms.term} <-> ${word}`;
  const near = await db
    .select({ text: catalogSearchTerms.term, score: sql<number>`1 - (${distance})` })
    .from(catalogSearchTerms)
    .where(eq(catalogSearchTerms.kind, 'word'))
    .orderBy(distance)
    .limit(size);
  return near.map((r) => ({ id: null, ...r }));
}

/** Completions of the word being typed lead the list (what the founder is most likely spelling). */
const prefixScore = (typed: string, word: string) => 1 + typed.length / word.length;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
