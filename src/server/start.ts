import { Redis } from 'ioredis';
import { type AppDeps, createDeps } from './app-deps';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { isCatalogEmpty, seedCatalog } from './db/seed/catalog/seed-catalog';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo';
import { seedDemoCommerce } from './db/seed/demo-commerce';
import { seedDemoConversations } from './db/seed/demo-conversations';
import { seedDemoProjects } from './db/seed/demo-projects';
import { startJobs } from './jobs/start-jobs';
import { resolveJwtSecret } from './modules/auth/secret';
import { needsSearchTerms, rebuildSearchTerms } from './modules/catalog/search/search-terms';
import { usesSortTiers } from './modules/catalog/search/sort-tiers';

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

/**
 * Migrates and seeds what is missing, under the cluster-wide start-up lock: the demo accounts into an empty
 * database, the demo catalog into an empty catalog, then each later demo part once. Answers the catalog's
 * seed figures when this call seeded it.
 */
export async function prepareDatabase(
  db: DatabaseHandle,
  config: Config,
): Promise<CatalogSeedStats | undefined> {
  return db.withStartupLock(async () => {
    let catalogSeed: CatalogSeedStats | undefined;
    await db.migrate();
    if (config.seedDemo && (await isDatabaseEmpty(db.db))) await seedDemo(db.db);
    if (config.seedDemo && (await isCatalogEmpty(db.db)))
      catalogSeed = await seedCatalog(db.db, { ...config.catalog, sortTiers: usesSortTiers(db.kind) });
    // A catalog seeded before the search vocabulary existed gets it once.
    else if (await needsSearchTerms(db.db)) await rebuildSearchTerms(db.db);
    // Needs the founder and the catalog; runs once (when the founder has no project yet).
    if (config.seedDemo) await seedDemoProjects(db.db);
    // Needs the projects (its conversations are with the suppliers of the sent request); runs once.
    if (config.seedDemo) await seedDemoConversations(db.db);
    // Needs the conversations (its invoice is from the first supplier the founder talks to); runs once.
    if (config.seedDemo) await seedDemoCommerce(db.db);
    return catalogSeed;
  });
}
