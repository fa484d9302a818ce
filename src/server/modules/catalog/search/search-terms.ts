import editDistance from 'damerau-levenshtein';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { CatalogDeps } from '../catalog-deps';
import { forgetVocabulary, nearestWords, vocabularyOf } from './vocabulary';

/** Letters only: digits, sizes and punctuation never become vocabulary. */
const SPLIT = `'[^[:alpha:]]+'`;
/** Shorter words are left as typed: trigram similarity says little about two letters. */
export const MIN_WORD = 3;
/** Words that say nothing about a product; never vocabulary, never corrected, never a match reason. */
export const STOPWORDS = new Set(
  (
    'and the for with from your you our that this are was were have has into onto over under like want ' +
    'need looking some any made make maybe also just very more most than then they them their its who ' +
    'what which will would can could should not but all get out per each about sell sells selling start ' +
    'starting launch launching'
  ).split(' '),
);
const STOPWORD_LIST = [...STOPWORDS].map((w) => `'${w}'`).join(', ');

/**
 * Rebuilds the search vocabulary (catalog_search_terms) from the catalog in one transaction: title heads
 * (the part before the first comma) as product phrases with their best-ranked item, and the words of
 * titles, supplier names and category names with their frequency. Run after the catalog is seeded or
 * changed in bulk (a supplier's single edits keep it in step: supplier-portal/search-vocabulary.ts); its size
 * follows the vocabulary, not the number of items. Items their supplier disabled are left out.
 */
export async function rebuildSearchTerms(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from catalog_search_terms`);
    await tx.execute(sql`
      insert into catalog_search_terms (kind, term, weight, ref_id, label)
      select 'phrase', head, n, id, title from (
        select distinct on (head) head, id, title, count(*) over (partition by head) as n
        from (select lower(btrim(split_part(title, ',', 1))) as head, id, title, rank from catalog_items
          where disabled_at is null) s
        where head <> ''
        order by head, rank desc, id
      ) p`);
    await tx.execute(
      sql.raw(`
      insert into catalog_search_terms (kind, term, weight)
      select 'word', w, count(*)::int from (
        select regexp_split_to_table(lower(title), ${SPLIT}) as w from catalog_items where disabled_at is null
        union all select regexp_split_to_table(lower(name), ${SPLIT}) from catalog_companies
        union all select regexp_split_to_table(lower(subgroup || ' ' || group_name || ' ' || vertical), ${SPLIT})
          from catalog_categories
      ) s where length(w) >= ${MIN_WORD} and w not in (${STOPWORD_LIST}) group by w`),
    );
  });
  await db.execute(sql`analyze catalog_search_terms`);
  forgetVocabulary(db);
}

/** True when the catalog has items but no vocabulary yet (a database seeded before it existed). */
export async function needsSearchTerms(db: Db) {
  const result = await db.execute(
    sql`select exists (select 1 from catalog_items) and not exists (select 1 from catalog_search_terms) as missing`,
  );
  const [row] = (result as unknown as { rows: { missing: boolean }[] }).rows;
  return row?.missing === true;
}

/** The words of a keyword, lower-cased, as the vocabulary splits them. */
export function keywordWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0);
}

/** The nearest vocabulary words (by trigram similarity) among which a typo's correction is chosen. */
export const SPELLING_CANDIDATES = 6;

export type SpellingCandidate = { term: string; weight: number; score: number };

/**
 * The spellings a typed word most likely meant, best first: fewest edits (Damerau-Levenshtein, so two
 * swapped letters, the commonest slip, count as one), then the word the catalog uses most, then trigram
 * similarity. Trigram similarity alone found the candidates but picks poorly among them: "lable" shares
 * more trigrams with "labs", a supplier-name word, than with "label" (one swap away, and on far more
 * titles). The word itself, when the catalog knows it, is always first.
 */
export function bySpelling<T extends SpellingCandidate>(word: string, candidates: T[]): T[] {
  const edits = new Map(candidates.map((c) => [c.term, editDistance(word, c.term).steps]));
  return [...candidates].sort(
    (a, b) =>
      edits.get(a.term)! - edits.get(b.term)! ||
      b.weight - a.weight ||
      b.score - a.score ||
      a.term.localeCompare(b.term),
  );
}

/**
 * Each word of the keyword with the vocabulary word it most likely meant (itself when it is known; null
 * when nothing is similar enough, it is too short to judge or a stopword): "candel holdr" → candle,
 * holder. The nearest words by trigram similarity (at pg_trgm's threshold) are the candidates and
 * bySpelling chooses. On PostgreSQL the GiST index on words answers, one lookup per word; on PGlite the
 * vocabulary in memory does, by the same measure (decision 013).
 */
export async function lookUpWords(
  { db, dbKind }: CatalogDeps,
  keyword: string,
): Promise<{ word: string; fixed: string | null }[]> {
  const words = keywordWords(keyword);
  if (!words.length) return [];
  let candidates: SpellingCandidate[][];
  if (dbKind === 'pglite') {
    const vocabulary = await vocabularyOf(db);
    candidates = words.map((word) =>
      word.length >= MIN_WORD ? nearestWords(vocabulary, word, SPELLING_CANDIDATES) : [],
    );
  } else {
    const result = await db.execute(sql`
      select w.n, t.term, t.weight, t.score
      from unnest(${sql.param(words)}::text[]) with ordinality as w(word, n)
      cross join lateral (
        select t.term, t.weight, similarity(t.term, w.word)::float8 as score from catalog_search_terms t
        where t.kind = 'word' and length(w.word) >= ${MIN_WORD} and t.term % w.word
        order by t.term <-> w.word
        limit ${SPELLING_CANDIDATES}
      ) t`);
    type Row = SpellingCandidate & { n: number | string };
    const rows = (result as unknown as { rows: Row[] }).rows;
    candidates = words.map((_, i) => rows.filter((r) => Number(r.n) === i + 1));
  }
  return words.map((word, i) => ({
    word,
    fixed: STOPWORDS.has(word) ? null : (bySpelling(word, candidates[i]!)[0]?.term ?? null),
  }));
}

/** The keyword's words with typos corrected (a word with no near vocabulary word stays as typed). */
export async function correctWords(d: CatalogDeps, keyword: string): Promise<string[]> {
  return (await lookUpWords(d, keyword)).map((w) => w.fixed ?? w.word);
}

/** A tsquery literal of one lexeme (quotes doubled, backslashes escaped). */
export const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A word on more than this share of the rows says nothing about which to show ("brand" is in the
 * description of every demo item): it is left out of a free-text match, unless every word is that common.
 */
export const COMMON_WORD_SHARE = 0.2;
/** At most this many words of a free text are matched (the rarest first): "at least k of n" grows as C(n, k). */
export const MAX_FREE_TEXT_WORDS = 6;

/**
 * The words' lexemes worth matching on `table` (its `search` vector), rarest first: each word's share of
 * the rows comes from the planner's statistics of that vector (`pg_stats.most_common_elems`, what ANALYZE
 * keeps of its most frequent lexemes; a lexeme not among them is rare), so asking costs no scan. Common
 * lexemes are dropped unless all are; duplicates ("candle", "candles") count once.
 */
export async function matchingLexemes(
  db: Db,
  words: string[],
  table: 'catalog_item_search' | 'catalog_companies',
): Promise<string[]> {
  if (!words.length) return [];
  const result = await db.execute(sql`
    with common as (
      select f.elem, f.share from pg_stats st,
        unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) as f(elem, share)
      where st.schemaname = current_schema() and st.tablename = ${table} and st.attname = 'search'
    )
    select l.lexeme, coalesce(max(c.share), 0)::float8 as share, min(w.n)::int as n
    from unnest(${sql.param(words)}::text[]) with ordinality as w(word, n)
    cross join lateral unnest(tsvector_to_array(to_tsvector('english', w.word))) as l(lexeme)
    left join common c on c.elem = l.lexeme
    group by l.lexeme
    order by share, n`);
  const rows = (result as unknown as { rows: { lexeme: string; share: number }[] }).rows;
  const telling = rows.filter((r) => r.share <= COMMON_WORD_SHARE);
  return (telling.length ? telling : rows).slice(0, MAX_FREE_TEXT_WORDS).map((r) => r.lexeme);
}

/** A tsquery of rows holding at least `k` of the lexemes: any `k` of them together, or'ed. */
export function atLeast(lexemes: string[], k: number): string {
  const groups: string[][] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === k) {
      groups.push(chosen);
      return;
    }
    for (let i = from; i <= lexemes.length - (k - chosen.length); i++) pick(i + 1, [...chosen, lexemes[i]!]);
  };
  pick(0, []);
  return groups.map((g) => `(${g.map(lexeme).join(' & ')})`).join(' | ');
}
