import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { startServices } from '../start';
import { createDatabase, databaseUrlFor, withAdmin } from './template-run';
import { createPostgresFromTemplate, pgliteTemplate } from './test-database';

/**
 * A fresh Quarry for one test file: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped again by close()). Demo data is seeded unless `seed: false`.
 * Under Vitest the database is a copy of the run's template for the same seed settings, migrated and
 * seeded once per run (test-database.ts); elsewhere it is migrated and seeded here.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    seed?: boolean /** a second instance on the same PostgreSQL database */;
    attachTo?: TestApp;
  } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-test-'));
  const adminUrl = opts.attachTo ? undefined : process.env.TEST_DATABASE_URL;
  if (opts.attachTo && !opts.attachTo.config.databaseUrl)
    throw new Error('attachTo needs a PostgreSQL test app (TEST_DATABASE_URL)');
  const dbName = adminUrl ? `quarry_test_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl =
    adminUrl && dbName ? databaseUrlFor(adminUrl, dbName) : opts.attachTo?.config.databaseUrl;
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    SEED_DEMO: opts.seed === false ? 'false' : 'true',
    // A small demo catalog (every tab still has suppliers and items); catalog tests ask for more.
    CATALOG_SCALE: '0.02',
    // Picture indexing is background CPU every test file would pay for; image-search tests turn it on.
    IMAGE_INDEX_ON_START: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '5' } : {}),
    ...opts.env,
  });
  const templates = templateRun();
  let loadDataDir: Blob | undefined;
  if (adminUrl && dbName) {
    if (templates) await createPostgresFromTemplate(templates, adminUrl, dbName, config);
    else await createDatabase(adminUrl, dbName);
  } else if (!databaseUrl && templates) {
    loadDataDir = await pgliteTemplate(templates, config);
  }
  const services = await startServices(config, { inMemory: !databaseUrl, loadDataDir });
  const app = await buildApp(services.deps, { logger: false });
  await app.ready();
  services.deps.lifecycle.markReady();
  return {
    app,
    deps: services.deps,
    config,
    async close() {
      await app.close();
      await services.close();
      if (adminUrl && dbName) {
        await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The run's templates, provided by the global setup (vitest.setup.ts); absent outside a Vitest run. */
function templateRun() {
  try {
    return inject('quarryTemplates');
  } catch {
    return undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CallArgs = [method: HttpMethod, url: string, auth?: Record<string, string>, payload?: unknown];

/** One API call under /rest/main with a bearer header (or none) and a JSON body. */
export const callApi = (t: TestApp, ...[method, url, auth = {}, payload]: CallArgs) =>
  t.app.inject({ method, url: `/rest/main${url}`, headers: auth, payload: payload as object });

/** Signs in through the API and answers the bearer header to send. */
export async function loginAs(t: TestApp, email: string, password = 'quarry-demo') {
  const res = await t.app.inject({ method: 'POST', url: '/rest/main/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; store: { id: number } | null; user: { id: number } };
  return {
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
    storeId: body.store?.id ?? null,
    userId: body.user.id,
  };
}

/** Registers a new store owner and answers its bearer header. */
export async function registerStore(t: TestApp, title = 'Second Store') {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/main/register?userType=STORE',
    payload: { email, password: 'correct-horse-9', title },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; store: { id: number }; user: { id: number } };
  return {
    email,
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
    storeId: body.store.id,
    userId: body.user.id,
  };
}
