// A test run's template area and the PostgreSQL admin helpers it needs; kept apart from test-database.ts so
// that the global setup, which runs for web-only runs too, loads no server code.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** What a test run shares with its workers: a folder for PGlite dumps and the prefix of template databases. */
export type TemplateRun = { dir: string; prefix: string };

/** A new run's template area (global setup). */
export async function createTemplateRun(tmpRoot: string): Promise<TemplateRun> {
  const id = randomBytes(4).toString('hex');
  const dir = await fs.mkdtemp(path.join(tmpRoot, 'quarry-templates-'));
  return { dir, prefix: `quarry_tpl_${id}_` };
}

/** Removes the run's dumps and, on PostgreSQL, its template databases (global teardown). */
export async function removeTemplateRun(run: TemplateRun, adminUrl: string | undefined) {
  await fs.rm(run.dir, { recursive: true, force: true });
  if (!adminUrl) return;
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [run.prefix],
    );
    for (const { datname } of rows) {
      await c.query(`ALTER DATABASE ${datname} IS_TEMPLATE false`);
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}

/** The connection string of database `name` on the server of `adminUrl`. */
export function databaseUrlFor(adminUrl: string, name: string) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** CREATE DATABASE copies its template and fails while another session uses it: retry briefly. */
export async function createDatabase(adminUrl: string, nameAndOptions: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${nameAndOptions}`));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
