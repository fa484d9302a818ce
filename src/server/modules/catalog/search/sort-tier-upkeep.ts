import { type SQL, sql } from 'drizzle-orm';
import { ITEM_SORTS } from '../../../../shared/contract/catalog';
import type { Db } from '../../../db/client';
import { catalogItemSearch } from '../../../db/schema/catalog';
import type { JobQueue } from '../../../jobs/queue';
import { SORT_TIER_FRACTIONS, tierLexeme, usesSortTiers } from './sort-tiers';
import { ITEM_SEARCH_ORDER, ITEM_SEARCH_SORTS } from './sorts';

type ItemSort = (typeof ITEM_SORTS)[number];

/**
 * A sort's key as catalog_item_tiers compares it with the bounds (migration 0014): the search table's sort
 * column (sorts.ts), times as seconds since the epoch.
 */
function tierKey(sort: ItemSort): SQL {
  const column = catalogItemSearch[ITEM_SEARCH_SORTS[sort].key];
  return column.dataType === 'date' ? sql`extract(epoch from ${column})::float8` : sql`${column}::float8`;
}

export const SORT_TIER_QUEUE = 'catalog-sort-tiers';

type Bound = { sort: string; tier: number; bound: number };

/**
 * Sets the sort tiers' bounds again from the items as they are now, and moves the tier lexemes of the
 * items between each old and new bound (decision 019). Items added since the bounds were set joined the
 * tiers their keys reach (the newest always reach the -enabledAt tiers), so tiers grow past their share and
 * searches that look in them slow down; results never change, only how fast they are found.
 *
 * One transaction, with the items table locked against writes (SHARE: reads and searches go on): no item
 * is written with the old bounds after the new ones are set, so every item carries exactly its tiers.
 * Supplier changes do not take that lock; they only replace filter lexemes, keeping the tiers. Returns the
 * number of items whose lexemes were rewritten.
 */
export async function recomputeSortTiers(db: Db, kind: 'pglite' | 'postgres'): Promise<{ items: number }> {
  if (!usesSortTiers(kind)) return { items: 0 };
  // The new bounds first, outside the lock (seconds at 1M items): any bounds are right as long as every
  // item's lexemes agree with them, which the transaction below ensures.
  const next = await currentBounds(db);
  if (!next.length) return { items: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table catalog_items in share mode`);
    const old = (
      (await tx.execute(sql`select sort, tier, bound from catalog_sort_tiers`)) as unknown as {
        rows: Bound[];
      }
    ).rows;
    // Where a bound moved, the items between its old and new value change tier (both ends included).
    const moved = next.flatMap((b) => {
      const before = old.find((o) => o.sort === b.sort && o.tier === b.tier)?.bound;
      if (before === b.bound) return [];
      const key = tierKey(b.sort as ItemSort);
      if (before === undefined) return [sql`true`];
      return [sql`${key} between ${Math.min(before, b.bound)} and ${Math.max(before, b.bound)}`];
    });
    if (!moved.length && old.length === next.length) return { items: 0 };
    await tx.execute(sql`delete from catalog_sort_tiers`);
    await tx.execute(
      sql`insert into catalog_sort_tiers (sort, tier, bound) values ${sql.join(
        next.map((b) => sql`(${b.sort}, ${b.tier}, ${b.bound})`),
        sql`, `,
      )}`,
    );
    const lexemes = ITEM_SORTS.flatMap((sort) =>
      SORT_TIER_FRACTIONS.map((_, tier) => tierLexeme(sort, tier)),
    );
    const updated = await tx.execute(sql`
      update ${catalogItemSearch} set search = ts_delete(search, ${sql.param(lexemes)}::text[])
        || catalog_item_tiers(rank, enabled_at, ranked_at, production_min_price_cents)
      where ${moved.length ? sql.join(moved, sql` or `) : sql`true`}`);
    return { items: (updated as unknown as { rowCount: number | null }).rowCount ?? 0 };
  });
}

/** Each sort's tier bounds: the key of the item at each tier's fraction of the sort order. */
async function currentBounds(db: Db): Promise<Bound[]> {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from ${catalogItemSearch}`,
  );
  const next: Bound[] = [];
  if (!n) return next;
  for (const sort of ITEM_SORTS) {
    const order = sql.join(ITEM_SEARCH_ORDER[sort], sql`, `);
    for (const [tier, fraction] of SORT_TIER_FRACTIONS.entries()) {
      const at = Math.max(0, Math.ceil(fraction * n) - 1);
      const [row] = await rows<{ bound: number }>(
        sql`select ${tierKey(sort)} as bound from ${catalogItemSearch} order by ${order} offset ${at} limit 1`,
      );
      if (row) next.push({ sort, tier, bound: row.bound });
    }
  }
  return next;
}

/** Once a day (and on any instance: the queue runs one at a time), as the catalog drifts. */
export async function registerSortTierJobs(deps: { db: Db; dbKind: 'pglite' | 'postgres'; jobs: JobQueue }) {
  if (!usesSortTiers(deps.dbKind)) return;
  await deps.jobs.work(SORT_TIER_QUEUE, { policy: 'stately', retryLimit: 2 }, async () => {
    await recomputeSortTiers(deps.db, deps.dbKind);
  });
  await deps.jobs.schedule(SORT_TIER_QUEUE, '17 3 * * *');
}
