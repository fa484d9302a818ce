import type { Db } from '../client';
import { seedRuns } from '../schema/seed-runs';

/**
 * The parts of the demo seed, in the order they run: each needs the ones before it. Each runs at most once
 * in a database's life, decided from `seed_runs` (written in the part's own transaction), never from the
 * absence of rows a user may delete.
 */
export const SEED_PARTS = [
  'demo-accounts',
  'catalog',
  /** The sourcing agent's expanded-network records (decision 050): needs nothing but runs beside the catalog. */
  'expanded-network',
  'demo-projects',
  'demo-conversations',
  'demo-commerce',
  'demo-fulfilment',
  'demo-receivings',
  /** Run after the dependencies are wired (it needs the payments processor): start.ts. */
  'demo-subscription',
] as const;
export type SeedPart = (typeof SEED_PARTS)[number];

/** The parts this database has had: seeded (true), or found present and marked done (false). */
export async function readSeedRuns(db: Db): Promise<Map<SeedPart, boolean>> {
  const rows = await db.select({ part: seedRuns.part, seeded: seedRuns.seeded }).from(seedRuns);
  return new Map(rows.map((r) => [r.part as SeedPart, r.seeded]));
}

/**
 * Records that `part` ran, inside the part's transaction: a second run of it fails on the primary key and
 * rolls the whole part back, so a part can never be inserted twice.
 */
export async function recordSeedRun(tx: Db, part: SeedPart) {
  await tx.insert(seedRuns).values({ part, seeded: true });
}

/** Marks `part` done without running it: its data (or data it must not be mixed with) is already there. */
export async function markSeedPartFound(db: Db, part: SeedPart) {
  await db.insert(seedRuns).values({ part, seeded: false }).onConflictDoNothing({ target: seedRuns.part });
}
