import { desc, sql } from 'drizzle-orm';
import type { Suggestion } from '../../../shared/contract/catalog';
import { catalogCategories, catalogCompanies, catalogItems } from '../../db/schema/catalog';
import type { CatalogDeps } from './list-items';

/** Below this word similarity a suggestion is noise; low enough for one typo in a short word. */
const MIN_SIMILARITY = 0.4;

/**
 * Search-as-you-type: category names, item titles and supplier names closest to the keyword by pg_trgm
 * word similarity, so "candel" still suggests candles. The threshold is set per transaction so the
 * trigram indexes on titles and names serve the `<%` operator.
 */
export async function suggest(
  { db }: CatalogDeps,
  q: { keyword: string; size: number },
): Promise<Suggestion[]> {
  const kw = q.keyword;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(MIN_SIMILARITY)}, true)`,
    );
    const catText = sql<string>`${catalogCategories.subgroup}`;
    const catScore = sql<number>`greatest(word_similarity(${kw}, ${catalogCategories.subgroup}), word_similarity(${kw}, ${catalogCategories.group}) - 0.05)`;
    const categories = await tx
      .select({ id: catalogCategories.id, text: catText, score: catScore })
      .from(catalogCategories)
      .where(sql`${catScore} >= ${MIN_SIMILARITY}`)
      .orderBy(desc(catScore))
      .limit(q.size);
    const itemScore = sql<number>`word_similarity(${kw}, ${catalogItems.title})`;
    const items = await tx
      .select({ id: catalogItems.id, text: catalogItems.title, score: itemScore })
      .from(catalogItems)
      .where(sql`${kw} <% ${catalogItems.title}`)
      .orderBy(desc(itemScore), desc(catalogItems.rank), catalogItems.id)
      .limit(q.size * 3);
    const companyScore = sql<number>`word_similarity(${kw}, ${catalogCompanies.name})`;
    const companies = await tx
      .select({ id: catalogCompanies.id, text: catalogCompanies.name, score: companyScore })
      .from(catalogCompanies)
      .where(sql`${kw} <% ${catalogCompanies.name}`)
      .orderBy(desc(companyScore), desc(catalogCompanies.rank), catalogCompanies.id)
      .limit(q.size);
    const all = [
      ...categories.map((r) => ({ ...r, kind: 'category' as const, score: r.score + 0.1 })),
      ...items.map((r) => ({ ...r, kind: 'item' as const })),
      ...companies.map((r) => ({ ...r, kind: 'supplier' as const })),
    ].sort((a, b) => b.score - a.score);
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
  });
}
