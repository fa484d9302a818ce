import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { keywordWords, MIN_WORD, STOPWORDS } from './search-terms';
import { forgetVocabulary } from './vocabulary';

// The search vocabulary (catalog_search_terms, decision 008) follows a supplier's single edits without a
// rebuild, which reads every title: a new word becomes known (so typos of it are corrected), a title head
// becomes a product suggestion pointing at its best-ranked listed item, and a head whose item leaves the
// marketplace points at the next one (or goes). Word counts of known words wait for the next rebuild; they
// only order equally near corrections.

/** An item as the marketplace lists it, or null when it is not listed (new, or disabled). */
export type ListedItem = { id: number; title: string; rank: number } | null;

/** The letters-only words of a text the vocabulary keeps (as `rebuildSearchTerms` splits them). */
export const vocabularyWords = (text: string) =>
  [...new Set(keywordWords(text))].filter((w) => w.length >= MIN_WORD && !STOPWORDS.has(w));

/** The part of a title before its first comma, lower-cased: a product phrase. */
export const titleHead = (title: string) => (title.split(',')[0] ?? '').trim().toLowerCase();

/** Makes the words of these texts known (new ones count 1; known ones keep their count). */
export async function addVocabularyWords(db: Db, texts: string[]) {
  const words = [...new Set(texts.flatMap(vocabularyWords))];
  if (!words.length) return;
  await db.execute(sql`
    insert into catalog_search_terms (kind, term, weight)
    select 'word', w, 1 from unnest(${sql.param(words)}::text[]) as w
    on conflict (kind, term) do nothing`);
}

/** The phrase of a listed item: counted once, and pointing at it when it outranks the phrase's item. */
async function listPhrase(db: Db, item: NonNullable<ListedItem>, isNewMember: boolean) {
  const head = titleHead(item.title);
  if (!head) return;
  const outranks = sql`(t.ref_id is null or t.ref_id = excluded.ref_id or coalesce(
    (select r.rank from catalog_items r where r.id = t.ref_id and r.disabled_at is null), '-infinity'::real)
    < ${item.rank})`;
  await db.execute(sql`
    insert into catalog_search_terms as t (kind, term, weight, ref_id, label)
    values ('phrase', ${head}, 1, ${item.id}, ${item.title})
    on conflict (kind, term) do update set
      weight = t.weight + ${isNewMember ? 1 : 0},
      ref_id = case when ${outranks} then excluded.ref_id else t.ref_id end,
      label = case when ${outranks} then excluded.label else t.label end`);
}

/** An item left a phrase: one fewer; if it was the phrase's item, the next best listed one (or no phrase). */
async function unlistPhrase(db: Db, head: string, itemId: number) {
  if (!head) return;
  const result = await db.execute(sql`
    update catalog_search_terms set weight = greatest(weight - 1, 0)
    where kind = 'phrase' and term = ${head}
    returning ref_id, weight`);
  const [row] = (result as unknown as { rows: { ref_id: number | null; weight: number }[] }).rows;
  if (!row || (row.ref_id !== itemId && row.weight > 0)) return;
  // The full-text index finds the candidates; the exact head decides (no scan of every title).
  const next = await db.execute(sql`
    select i.id, i.title from catalog_item_search s join catalog_items i on i.id = s.item_id
    where s.search @@ plainto_tsquery('english', ${head}) and i.id <> ${itemId}
      and lower(btrim(split_part(i.title, ',', 1))) = ${head}
    order by i.rank desc, i.id limit 1`);
  const [best] = (next as unknown as { rows: { id: number; title: string }[] }).rows;
  if (best)
    await db.execute(sql`
      update catalog_search_terms set ref_id = ${best.id}, label = ${best.title}, weight = greatest(weight, 1)
      where kind = 'phrase' and term = ${head}`);
  else await db.execute(sql`delete from catalog_search_terms where kind = 'phrase' and term = ${head}`);
}

/** Keeps the vocabulary in step with one item's change, inside the transaction that made it. */
export async function noteItemChange(db: Db, before: ListedItem, after: ListedItem) {
  const headBefore = before ? titleHead(before.title) : null;
  const headAfter = after ? titleHead(after.title) : null;
  if (after) {
    await addVocabularyWords(db, [after.title]);
    await listPhrase(db, after, headBefore !== headAfter);
  }
  if (before && headBefore !== null && headBefore !== headAfter)
    await unlistPhrase(db, headBefore, before.id);
}

/** After the transaction: this process forgets the vocabulary it held in memory (PGlite, decision 013). */
export const vocabularyChanged = (db: Db) => forgetVocabulary(db);
