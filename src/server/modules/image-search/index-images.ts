import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, between, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ImageIndexStatus } from '../../../shared/contract/image-search';
import type { Db } from '../../db/client';
import { catalogCategories, catalogItems } from '../../db/schema/catalog';
import { catalogItemImageFeatures } from '../../db/schema/image-search';
import type { JobQueue } from '../../jobs/queue';
import { lookOfItem } from '../catalog/images/item-look';
import { coarseFeatures, featureDistance } from './features';
import { itemImageFeatures } from './image-features';

// Background indexing of the catalog's pictures: a planner job splits the items without a current
// vector into id ranges, batch jobs compute and upsert their vectors. Both are idempotent (a batch
// skips items already indexed with their seed), so a restart or a second instance resumes the work.

export const PLAN_QUEUE = 'catalog-image-index-plan';
export const BATCH_QUEUE = 'catalog-image-index-batch';
/** Items per batch job: a few seconds of work (longer than the 1 s poll, so workers never idle), little to redo after a restart. */
export const BATCH_SIZE = 500;
/** Pictures rendered at once within a batch (sharp renders on libuv's pool). */
const CONCURRENCY = 4;

export type ImageIndexDeps = { db: Db; jobs: JobQueue };
export type BatchRange = { fromId: number; toId: number };

/** Items missing a vector for their current seed. */
const missing = or(
  isNull(catalogItemImageFeatures.itemId),
  ne(catalogItemImageFeatures.seed, catalogItems.seed),
);
const featuresJoin = eq(catalogItemImageFeatures.itemId, catalogItems.id);

/**
 * Drops the vectors of generated main pictures when they were computed by another drawing or feature code
 * than this one (one picture is redrawn to tell), so the plan computes them again. Pictures a supplier
 * uploaded keep theirs: they are computed when the product is saved. Answers how many were dropped.
 */
export async function dropOutdatedVectors(db: Db): Promise<number> {
  const [probe] = await db
    .select({
      seed: catalogItems.seed,
      title: catalogItems.title,
      subgroup: catalogCategories.subgroup,
      features: catalogItemImageFeatures.features,
    })
    .from(catalogItems)
    .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
    .innerJoin(catalogItemImageFeatures, eq(catalogItemImageFeatures.itemId, catalogItems.id))
    .where(and(isNull(catalogItems.imageUrls), eq(catalogItemImageFeatures.seed, catalogItems.seed)))
    .orderBy(asc(catalogItems.id))
    .limit(1);
  if (!probe) return 0;
  const current = await itemImageFeatures(probe.seed, lookOfItem(probe));
  if (featureDistance(current, probe.features) < 1e-4) return 0;
  const generated = db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(isNull(catalogItems.imageUrls));
  const dropped = await db
    .delete(catalogItemImageFeatures)
    .where(inArray(catalogItemImageFeatures.itemId, generated))
    .returning({ itemId: catalogItemImageFeatures.itemId });
  forgetImageIndexStatus(db);
  return dropped.length;
}

/** Sends the batch jobs for every item still without a current vector (none while batches are still queued). */
export async function planImageIndex(
  { db, jobs }: ImageIndexDeps,
  batchSize = BATCH_SIZE,
): Promise<{ batches: number; items: number }> {
  if ((await jobs.queuedCount(BATCH_QUEUE)) > 0) return { batches: 0, items: 0 };
  await dropOutdatedVectors(db);
  const rows = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .leftJoin(catalogItemImageFeatures, featuresJoin)
    .where(missing)
    .orderBy(asc(catalogItems.id));
  if (rows.length) forgetImageIndexStatus(db);
  const ranges: BatchRange[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    const chunk = rows.slice(i, i + batchSize);
    ranges.push({ fromId: chunk[0]!.id, toId: chunk.at(-1)!.id });
  }
  // Lowest ids first: the catalog fills in a predictable order (and a restart resumes at the gap).
  await jobs.sendMany(BATCH_QUEUE, ranges, { inOrder: true });
  return { batches: ranges.length, items: rows.length };
}

/** Computes and stores the vectors of the items in `range` that lack a current one; answers how many. */
export async function indexImageBatch(
  { db }: Pick<ImageIndexDeps, 'db'>,
  range: BatchRange,
): Promise<number> {
  const items = await db
    .select({
      id: catalogItems.id,
      seed: catalogItems.seed,
      title: catalogItems.title,
      subgroup: catalogCategories.subgroup,
    })
    .from(catalogItems)
    .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
    .leftJoin(catalogItemImageFeatures, featuresJoin)
    .where(and(between(catalogItems.id, range.fromId, range.toId), missing))
    .orderBy(asc(catalogItems.id));
  const values: (typeof catalogItemImageFeatures.$inferInsert)[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    const group = items.slice(i, i + CONCURRENCY);
    const vectors = await Promise.all(group.map((it) => itemImageFeatures(it.seed, lookOfItem(it))));
    for (const [k, it] of group.entries()) {
      const features = vectors[k]!;
      values.push({ itemId: it.id, seed: it.seed, features, coarse: coarseFeatures(features) });
    }
  }
  if (!values.length) return 0;
  await db
    .insert(catalogItemImageFeatures)
    .values(values)
    .onConflictDoUpdate({
      target: catalogItemImageFeatures.itemId,
      set: {
        seed: sql`excluded.seed`,
        features: sql`excluded.features`,
        coarse: sql`excluded.coarse`,
        indexedAt: sql`now()`,
      },
    });
  return values.length;
}

// Counting 100k vectors costs a scan per request: once complete, the answer is kept for a few seconds.
const READY_TTL_MS = 10_000;
const readyAt = new WeakMap<object, { status: ImageIndexStatus; at: number }>();

/** Drops this process's kept answer (items were added or vectors removed). */
export const forgetImageIndexStatus = (db: Db) => readyAt.delete(db);

/**
 * Indexed items over all items. A vector of an older seed would count, but none is left behind: the one
 * place a seed changes in place (the supplier portal, moving a product) stores the new vector with it.
 */
export async function imageIndexStatus(db: Db): Promise<ImageIndexStatus> {
  const kept = readyAt.get(db);
  if (kept && Date.now() - kept.at < READY_TTL_MS) return kept.status;
  const result = await db.execute(
    sql`select (select count(*) from ${catalogItemImageFeatures})::int as indexed, (select count(*) from ${catalogItems})::int as total`,
  );
  // PGlite and node-postgres both answer { rows }.
  const [row] = (result as unknown as { rows: { indexed: number; total: number }[] }).rows;
  const indexed = Number(row?.indexed ?? 0);
  const total = Number(row?.total ?? 0);
  const status = { indexed: Math.min(indexed, total), total, ready: indexed >= total };
  if (status.ready) readyAt.set(db, { status, at: Date.now() });
  return status;
}

/** Declares the two queues and this instance's workers. */
export async function registerImageIndexJobs(deps: ImageIndexDeps, opts: { pauseMs?: number } = {}) {
  await deps.jobs.work(PLAN_QUEUE, { policy: 'stately', retryLimit: 5 }, async () => {
    await planImageIndex(deps);
  });
  await deps.jobs.work<BatchRange>(
    BATCH_QUEUE,
    { retryLimit: 5, pollingIntervalSeconds: 1, expireInSeconds: 10 * 60 },
    async (range) => {
      await indexImageBatch(deps, range);
      // Leave the database and the CPU to requests for a moment between batches.
      await sleep(opts.pauseMs ?? 50);
    },
  );
}

/** Asks for the catalog's missing vectors to be computed (after seeding, and at every start). */
export async function requestImageIndex(jobs: JobQueue, opts: { delaySeconds?: number } = {}) {
  await jobs.send(PLAN_QUEUE, {}, { startAfterSeconds: opts.delaySeconds });
}
