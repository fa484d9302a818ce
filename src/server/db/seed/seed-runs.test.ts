// Issue 21: seeding runs into an empty database only, each part at most once, decided from `seed_runs`; nothing a
// user does to the demo data (nor a seed part that fails) can keep the server from starting.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../../config';
import { prepareDatabase } from '../../start';
import { databaseUrlFor, withAdmin } from '../../test/template-run';
import { createPostgresFromTemplate, pgliteTemplate } from '../../test/test-database';
import { type DatabaseHandle, openDatabase } from '../client';
import { DEMO_ACCOUNTS } from './demo';

const adminUrl = process.env.TEST_DATABASE_URL;
const config = parseConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  SEED_DEMO: 'true',
  CATALOG_SCALE: '0.02',
});

let open: { db: DatabaseHandle; name?: string } | undefined;
afterEach(async () => {
  await open?.db.close();
  if (adminUrl && open?.name)
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${open!.name} WITH (FORCE)`));
  open = undefined;
});

/**
 * A database as its first start left it: the run's template (PGlite in memory, or a new PostgreSQL database
 * under TEST_DATABASE_URL), which `prepareDatabase` migrated and seeded from empty with this config.
 */
async function seededDatabase() {
  const templates = inject('quarryTemplates');
  if (!adminUrl) {
    open = {
      db: await openDatabase({ dataDir: null, loadDataDir: await pgliteTemplate(templates, config) }),
    };
    return open.db;
  }
  const name = `quarry_test_${randomBytes(6).toString('hex')}`;
  await createPostgresFromTemplate(templates, adminUrl, name, config);
  open = {
    db: await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), dataDir: null, poolSize: 2 }),
    name,
  };
  return open.db;
}

const rows = async (db: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (await db.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
const count = async (db: DatabaseHandle, table: string) =>
  Number((await rows(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n);

const TABLES = [
  'users',
  'stores',
  'catalog_companies',
  'catalog_items',
  'stock_items',
  'creator_invoices',
  'shipping_addresses',
  'project_requests',
  'creator_projects',
  'conversations',
  'conversation_messages',
];
const counts = async (db: DatabaseHandle) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(db, t)] as const)));

/** What the demo founder can delete: the saved address, the projects and the conversations. */
async function deleteFounderData(db: DatabaseHandle) {
  const store = sql`(select store_id from users where email = ${DEMO_ACCOUNTS.founder})`;
  await db.db.execute(sql`delete from shipping_addresses where store_id = ${store}`);
  await db.db.execute(sql`delete from conversations where store_id = ${store}`);
  await db.db.execute(sql`delete from project_requests where store_id = ${store}`);
  await db.db.execute(sql`delete from creator_projects where store_id = ${store}`);
}

const seedRuns = async (db: DatabaseHandle) =>
  (await rows(db, sql`select part, seeded from seed_runs order by part`)).rows;

const collect = () => {
  const failures: { part: string; err: unknown }[] = [];
  return { failures, report: (part: string, err: unknown) => failures.push({ part, err }) };
};

describe('seeding at start-up', () => {
  it('seeds an empty database once, and a start after the founder deleted their data seeds nothing again', async () => {
    const db = await seededDatabase();
    const seeded = await counts(db);
    expect(seeded.shipping_addresses).toBe(1);
    expect(seeded.stock_items).toBeGreaterThan(0);
    expect(seeded.conversations).toBeGreaterThan(0);

    await deleteFounderData(db);
    const afterDelete = await counts(db);
    expect(afterDelete.shipping_addresses).toBe(0);
    expect(afterDelete.project_requests).toBe(0);
    expect(afterDelete.conversations).toBe(0);

    const again = collect();
    expect(await prepareDatabase(db, config, again.report)).toBeUndefined();
    expect(again.failures).toEqual([]);
    expect(await counts(db)).toEqual(afterDelete);
    // And once more: still nothing.
    await prepareDatabase(db, config, again.report);
    expect(again.failures).toEqual([]);
    expect(await counts(db)).toEqual(afterDelete);
    // Every part ran (from empty, building the template) and is recorded once.
    expect(await seedRuns(db)).toEqual(
      [
        'catalog',
        'demo-accounts',
        'demo-commerce',
        'demo-conversations',
        'demo-fulfilment',
        'demo-projects',
        'demo-receivings',
        'expanded-network',
      ].map((part) => ({
        part,
        seeded: true,
      })),
    );
  }, 120_000);

  it('marks the parts of a database seeded by an earlier version (no record) as found and seeds nothing', async () => {
    const db = await seededDatabase();
    // An earlier version: the same data, no record; and the founder has since deleted their address.
    await db.db.execute(sql`delete from seed_runs`);
    await db.db.execute(
      sql`delete from shipping_addresses where store_id = (select store_id from users where email = ${DEMO_ACCOUNTS.founder})`,
    );
    const before = await counts(db);
    const upgrade = collect();
    await prepareDatabase(db, config, upgrade.report);
    expect(upgrade.failures).toEqual([]);
    expect(await counts(db)).toEqual(before);
    expect(await seedRuns(db)).toEqual(
      [
        'catalog',
        'demo-accounts',
        'demo-commerce',
        'demo-conversations',
        'demo-fulfilment',
        'demo-projects',
        'demo-receivings',
        'expanded-network',
      ].map((part) => ({
        part,
        seeded: false,
      })),
    );
  }, 120_000);

  it('reports a seed part that fails and goes on; a migration that fails stops the start', async () => {
    const db = await seededDatabase();
    // The commerce part's record lost while its rows stay: running it again fails on the stock's unique key.
    await db.db.execute(sql`delete from seed_runs where part = 'demo-commerce'`);
    const before = await counts(db);
    const failing = collect();
    await expect(prepareDatabase(db, config, failing.report)).resolves.toBeUndefined();
    expect(failing.failures.map((f) => f.part)).toEqual(['demo-commerce']);
    expect(await counts(db)).toEqual(before); // the failed part's transaction left nothing behind

    const broken = { ...db, migrate: () => Promise.reject(new Error('migration 0099 failed')) };
    await expect(prepareDatabase(broken, config, failing.report)).rejects.toThrow('migration 0099 failed');
  }, 120_000);
});
