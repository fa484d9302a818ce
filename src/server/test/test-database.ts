// The migrated, seeded database a server test file starts from, built once per test run and copied for each
// file (docs/decisions/028-test-database.md). PGlite: the template's data dir is dumped to a tarball that
// each file's in-memory database loads. PostgreSQL: a template database that `CREATE DATABASE … TEMPLATE`
// copies. Templates are built lazily, the first time a file asks for one, by whichever worker asks first
// (the others wait on a lock), and removed by the run's global teardown.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../start';
import { createDatabase, databaseUrlFor, type TemplateRun, withAdmin } from './template-run';

/** The configuration that decides what a prepared database holds; files whose config agrees share one. */
function templateKey(config: Config) {
  const what = JSON.stringify({ seed: config.seedDemo, catalog: config.catalog });
  return createHash('sha256').update(what).digest('hex').slice(0, 12);
}

/** The PGlite dump for `config`, built on first use. */
export async function pgliteTemplate(run: TemplateRun, config: Config): Promise<Blob> {
  const file = path.join(run.dir, `pglite-${templateKey(config)}.tar`);
  await onceUnderLock(run.dir, file, async () => {
    const db = await openDatabase({ dataDir: null });
    try {
      await prepareDatabase(db, config);
      const dump = await db.dumpDataDir!();
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
      await fs.rename(tmp, file);
    } finally {
      await db.close();
    }
  });
  return new Blob([await fs.readFile(file)]);
}

/**
 * A new database `name` on the PostgreSQL server of `adminUrl`, copied from the template for `config`
 * (built on first use under an advisory lock, so concurrent workers build it once).
 */
export async function createPostgresFromTemplate(
  run: TemplateRun,
  adminUrl: string,
  name: string,
  config: Config,
) {
  const template = `${run.prefix}${templateKey(config)}`;
  await withAdmin(adminUrl, async (c) => {
    const lockKey = Number.parseInt(createHash('sha256').update(template).digest('hex').slice(0, 8), 16);
    await c.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      const { rows } = await c.query('select 1 from pg_database where datname = $1', [template]);
      if (rows.length === 0) await buildPostgresTemplate(c, adminUrl, template, config);
    } finally {
      await c.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  });
  await createDatabase(adminUrl, `${name} TEMPLATE ${template}`);
}

async function buildPostgresTemplate(admin: pg.Client, adminUrl: string, template: string, config: Config) {
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const db = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, building),
    dataDir: null,
    poolSize: 2,
  });
  try {
    await prepareDatabase(db, config);
  } finally {
    await db.close();
  }
  // Renamed only once complete, so a crashed build never leaves a template that looks ready.
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  await admin.query(`ALTER DATABASE ${template} IS_TEMPLATE true`);
}

/** Runs `build` unless `file` exists, holding a lock on `dir` so that one worker builds and the rest wait. */
async function onceUnderLock(dir: string, file: string, build: () => Promise<void>) {
  if (await exists(file)) return;
  const release = await lockfile.lock(dir, {
    lockfilePath: `${file}.lock`,
    stale: 30_000,
    retries: { retries: 600, minTimeout: 100, maxTimeout: 200 },
  });
  try {
    if (!(await exists(file))) await build();
  } finally {
    await release();
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
