/**
 * `npm run db:reset`: empties the database (PGlite under DATA_DIR, or DATABASE_URL), then migrates and
 * seeds the demo data again. Refuses while a Quarry process holds DATA_DIR.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { parseConfig } from '../src/server/config';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { startServices } from '../src/server/start';

const config = parseConfig();
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
  console.log('Emptied the PostgreSQL database.');
} else {
  const unlock = await lockDataDir(config.dataDir);
  await fs.rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
  await fs.rm(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
  await unlock();
  console.log(`Emptied ${config.dataDir}.`);
}
const services = await startServices(config);
await services.close();
console.log('Migrated and seeded the demo data.');
