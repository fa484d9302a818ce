import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { catalogItemSearch } from '../../../db/schema/catalog';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { freeTextItemIds, freeTextWords } from './free-text';
import { COMMON_WORD_SHARE, matchingLexemes } from './search-terms';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await loginAs(t, 'founder@quarry.test'));
});
afterAll(async () => t?.close());

const rows = async <T>(query: SQL) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
const deps = () => ({ db: t.deps.db, dbKind: t.deps.dbKind });
const notSampleKit = () => sql`not ${catalogItemSearch.isSampleKit}`;

/** Share of the items whose search vector holds a lexeme, counted. */
const shareOf = async (lexeme: string) => {
  const [row] = await rows<{ share: number }>(
    sql`select (count(*) filter (where search @@ ${lexeme}::tsquery))::float8 / count(*) as share from catalog_item_search`,
  );
  return row!.share;
};

/**
 * The order free text promises, by sorting every match: the items holding more of the lexemes first, then
 * those whose titles alone hold as many, then Featured (rank, then id).
 */
async function everyMatchInOrder(lexemes: string[]): Promise<number[]> {
  const held = (vector: SQL) =>
    sql.join(
      lexemes.map((l) => sql`(${vector} @@ ${l}::tsquery)::int`),
      sql` + `,
    );
  const found = await rows<{ id: number }>(sql`
    select item_id as id from (
      select item_id, rank, ${held(sql`search`)} as coord, ${held(sql`ts_filter(search, '{a}')`)} as in_title
      from catalog_item_search where search @@ ${lexemes.join(' | ')}::tsquery and not is_sample_kit
    ) m order by coord desc, (in_title >= coord) desc, rank desc, item_id asc`);
  return found.map((r) => r.id);
}

describe('free-text matching', () => {
  it('leaves out a word on most items, unless every word is that common', async () => {
    // Every demo item's description speaks of "brand".
    expect(await shareOf('brand')).toBeGreaterThan(COMMON_WORD_SHARE);
    expect(await shareOf('candl')).toBeLessThan(COMMON_WORD_SHARE);
    const words = await freeTextWords(deps(), 'soy candles for my wellness brand');
    expect(words).toEqual(expect.arrayContaining(['soy', 'brand']));
    const lexemes = await matchingLexemes(t.deps.db, words, 'catalog_item_search');
    expect(lexemes).toContain('candl');
    expect(lexemes).toContain('soy');
    expect(lexemes).not.toContain('brand');
    expect(await matchingLexemes(t.deps.db, ['brand'], 'catalog_item_search')).toEqual(['brand']);
    // Words of the ask, not of the product, never become a match.
    expect(await freeTextWords(deps(), 'I want to sell candles')).toEqual(['candles']);
  });

  it('orders items by how many of the words they hold, then by title, then Featured, on every path', async () => {
    for (const text of [
      'custom mailer boxes and labels',
      'soy candles and mugs',
      'organic face serum tote',
    ]) {
      const words = await freeTextWords(deps(), text);
      const lexemes = await matchingLexemes(t.deps.db, words, 'catalog_item_search');
      expect(lexemes.length, text).toBeGreaterThan(1);
      const expected = await everyMatchInOrder(lexemes);
      expect(expected.length, text).toBeGreaterThan(10);
      for (const [offset, limit] of [
        [0, 10],
        [10, 10],
        [0, 200],
      ] as const) {
        const want = expected.slice(offset, offset + limit);
        const at = `${text} ${offset}+${limit}`;
        // PostgreSQL reads small levels whole and the others by the tier ladder; force each way.
        expect(await freeTextItemIds(deps(), words, {}, notSampleKit(), offset, limit), at).toEqual(want);
        expect(
          await freeTextItemIds(deps(), words, {}, notSampleKit(), offset, limit, { wholeLevel: 0 }),
          at,
        ).toEqual(want);
        // Sorting every match of each level (the embedded database's way).
        expect(
          await freeTextItemIds({ ...deps(), dbKind: 'pglite' }, words, {}, notSampleKit(), offset, limit),
          at,
        ).toEqual(want);
      }
    }
  });

  it('leaves the common word out of a keyword search that falls back to any of its words', async () => {
    const get = async <T>(url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/rest/main${url}`, headers: auth });
      expect(res.statusCode, url).toBe(200);
      return res.json() as T;
    };
    // No item holds all three words ("qqxv" is near no word), so the search falls back to any of them.
    const keyword = encodeURIComponent('ceramic brand qqxv');
    const { count } = await get<{ count: number }>(`/web/catalog-items/action/count?keyword=${keyword}`);
    const ceramic = await get<{ count: number }>('/web/catalog-items/action/count?keyword=ceramic');
    const all = await get<{ count: number }>('/web/catalog-items/action/count');
    expect(ceramic.count).toBeGreaterThan(0);
    expect(ceramic.count).toBeLessThan(all.count);
    // Through "brand" it found every item; without it, the items holding "ceramic".
    expect(count).toBe(ceramic.count);
    const list = await get<CatalogItem[]>(`/web/catalog-items?keyword=${keyword}&size=200`);
    expect(list).toHaveLength(Math.min(200, count));
    expect(list.every((i) => /ceramic/i.test(`${i.title} ${i.description}`))).toBe(true);
  });

  it('answers the for-you search with the items holding the most words first', async () => {
    const answer = 'I want to sell soy candles and maybe mugs';
    const res = await t.app.inject({
      method: 'GET',
      url: `/rest/main/web/catalog-items/for-you/search-items?answer=${encodeURIComponent(answer)}&size=20`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json() as CatalogItem[];
    const words = await freeTextWords(deps(), answer);
    const lexemes = await matchingLexemes(t.deps.db, words, 'catalog_item_search');
    expect(items.map((i) => i.id)).toEqual((await everyMatchInOrder(lexemes)).slice(0, 20));
    // Soy candles (two of the words) lead, before candles or mugs alone.
    expect(items[0]!.title).toMatch(/soy/i);
    expect(items[0]!.title).toMatch(/candle/i);
  });
});
