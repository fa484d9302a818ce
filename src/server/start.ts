import { Redis } from 'ioredis';
import { type AppDeps, createDeps } from './app-deps';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { isCatalogEmpty, seedCatalog } from './db/seed/catalog/seed-catalog';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo';
import { seedDemoCommerce } from './db/seed/demo-commerce';
import { seedDemoConversations } from './db/seed/demo-conversations';
import { seedDemoFulfilment } from './db/seed/demo-fulfilment';
import { seedDemoProjects } from './db/seed/demo-projects';
import { seedDemoReceivings } from './db/seed/demo-receivings';
import { seedDemoSubscription } from './db/seed/demo-subscription';
import { isExpandedNetworkEmpty, seedExpandedNetwork } from './db/seed/expanded-network';
import { markSeedPartFound, readSeedRuns, type SeedPart } from './db/seed/seed-runs';
import { startJobs } from './jobs/start-jobs';
import { resolveJwtSecret } from './modules/auth/secret';
import { needsSearchTerms, rebuildSearchTerms } from './modules/catalog/search/search-terms';
import { usesSortTiers } from './modules/catalog/search/sort-tiers';
import { ensureDemoForgeCode } from './modules/forge-access/codes';
import { ensureWarehouseBins } from './modules/inventory/bins';

export type CatalogSeedStats = Awaited<ReturnType<typeof seedCatalog>>;
export type Started = {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Set when this start seeded the demo catalog (an empty catalog). */
  catalogSeed?: CatalogSeedStats;
  close(): Promise<void>;
};

/** Opens (and locks) the database, migrates, seeds an empty one, and wires the dependencies. */
export async function startServices(
  config: Config,
  opts: { inMemory?: boolean; loadDataDir?: Blob } = {},
): Promise<Started> {
  const embedded = !config.databaseUrl;
  const unlock = embedded && !opts.inMemory ? await lockDataDir(config.dataDir) : async () => {};
  let database: DatabaseHandle | undefined;
  let redis: Redis | undefined;
  let startedDeps: AppDeps | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: opts.inMemory ? null : config.dataDir,
      poolSize: config.databasePoolSize,
      loadDataDir: opts.loadDataDir,
    });
    const db = database;
    const catalogSeed = await prepareDatabase(db, config);
    const secret = await resolveJwtSecret({
      configured: config.jwtSecret,
      kind: db.kind,
      dataDir: opts.inMemory ? null : config.dataDir,
      db: db.db,
    });
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      await redis.ping();
    }
    const deps = createDeps(config, db, secret, redis);
    startedDeps = deps;
    if (config.seedDemo) await seedWithDeps(db, deps, logSeedFailure(config));
    await startJobs(deps);
    return {
      deps,
      database: db,
      catalogSeed,
      async close() {
        // Workers first: a running job finishes (or is released) while the database is still open.
        await deps.jobs.stop();
        await deps.bus.close();
        deps.presence.close();
        await redis?.quit().catch(() => {});
        await db.close();
        await unlock();
      },
    };
  } catch (err) {
    await startedDeps?.jobs.stop().catch(() => {});
    redis?.disconnect();
    await database?.close().catch(() => {});
    await unlock();
    throw err;
  }
}

/** Told of a seed part that failed: the start goes on without it (it is tried again at the next start). */
export type SeedFailureReport = (part: SeedPart | 'search-terms', err: unknown) => void;

/**
 * Migrates, then seeds what this database has not had, under the cluster-wide start-up lock; answers the
 * catalog's seed figures when this call seeded it. A migration failure stops the start; a seed part that
 * fails is reported (`onSeedFailure`, logged by default) and the start goes on: nothing in the data can
 * keep the server from starting.
 *
 * Each seed part runs at most once, decided from its row in `seed_runs` (written in the part's transaction):
 * the demo accounts into an empty database (no users), the demo catalog into an empty catalog (no
 * suppliers), and the demo founder's projects, conversations and commerce only after the accounts were
 * seeded here. A database whose accounts or catalog were there without a record (seeded by an earlier
 * version, or used before SEED_DEMO was set) has those parts marked found, and the demo parts with them.
 */
export async function prepareDatabase(
  db: DatabaseHandle,
  config: Config,
  onSeedFailure: SeedFailureReport = logSeedFailure(config),
): Promise<CatalogSeedStats | undefined> {
  return db.withStartupLock(async () => {
    await db.migrate();
    // The warehouse's storage bins (idempotent): receivings put units away to them.
    await ensureWarehouseBins(db.db);
    // The documented demo forge access code (README; idempotent).
    if (config.seedDemo) await ensureDemoForgeCode(db.db);
    let catalogSeed: CatalogSeedStats | undefined;
    const attempt = async <T>(part: SeedPart | 'search-terms', fn: () => Promise<T>) => {
      try {
        return await fn();
      } catch (err) {
        onSeedFailure(part, err);
        return undefined;
      }
    };
    if (config.seedDemo) {
      const runs =
        (await attempt('demo-accounts', () => readSeedRuns(db.db))) ?? new Map<SeedPart, boolean>();
      if (!runs.has('demo-accounts'))
        await attempt('demo-accounts', async () => {
          if (await isDatabaseEmpty(db.db)) await seedDemo(db.db);
          else await markSeedPartFound(db.db, 'demo-accounts');
        });
      if (!runs.has('catalog'))
        catalogSeed = await attempt('catalog', async () => {
          if (await isCatalogEmpty(db.db))
            return seedCatalog(db.db, { ...config.catalog, sortTiers: usesSortTiers(db.kind) });
          await markSeedPartFound(db.db, 'catalog');
          return undefined;
        });
      // Records Quarry keeps about factories not on it: seeded into a database without them, else marked found.
      if (!runs.has('expanded-network'))
        await attempt('expanded-network', async () => {
          if (await isExpandedNetworkEmpty(db.db)) await seedExpandedNetwork(db.db);
          else await markSeedPartFound(db.db, 'expanded-network');
        });
      const accounts = (await attempt('demo-accounts', () => readSeedRuns(db.db)))?.get('demo-accounts');
      // In order: the projects need the founder and the catalog, the conversations the projects' sent
      // request, the commerce the first conversation's supplier. A part whose prerequisites are missing
      // records nothing and is tried again at the next start.
      const demoParts: [SeedPart, () => Promise<unknown>][] = [
        ['demo-projects', () => seedDemoProjects(db.db)],
        ['demo-conversations', () => seedDemoConversations(db.db)],
        ['demo-commerce', () => seedDemoCommerce(db.db)],
        // The warehouse SKUs and order history first; the receivings then point at those SKUs.
        ['demo-fulfilment', () => seedDemoFulfilment(db.db)],
        ['demo-receivings', () => seedDemoReceivings(db.db)],
      ];
      for (const [part, seed] of demoParts) {
        if (accounts === undefined || runs.has(part)) continue;
        // Accounts found, not seeded: the demo founder's data is already there, or must not be added.
        await attempt(part, () => (accounts ? seed() : markSeedPartFound(db.db, part)));
      }
    }
    // A catalog seeded before the search vocabulary existed (or whose rebuild failed) gets it once.
    if (!catalogSeed)
      await attempt('search-terms', async () => {
        if (await needsSearchTerms(db.db)) await rebuildSearchTerms(db.db);
      });
    return catalogSeed;
  });
}

/**
 * The demo seed parts that need the wired dependencies (the payments processor), under the start-up lock:
 * the demo founder's subscription. Like every part, it runs once, only for seeded demo accounts.
 */
export async function seedWithDeps(db: DatabaseHandle, deps: AppDeps, onSeedFailure: SeedFailureReport) {
  await db.withStartupLock(async () => {
    try {
      const runs = await readSeedRuns(db.db);
      const accounts = runs.get('demo-accounts');
      if (accounts === undefined || runs.has('demo-subscription')) return;
      if (!accounts) await markSeedPartFound(db.db, 'demo-subscription');
      else await seedDemoSubscription(deps);
    } catch (err) {
      onSeedFailure('demo-subscription', err);
    }
  });
}

function logSeedFailure(config: Config): SeedFailureReport {
  return (part, err) => {
    if (config.logLevel !== 'silent')
      console.error(
        `Seeding "${part}" failed; the server starts without it and tries again at the next start:`,
        err,
      );
  };
}
