// `npm run cluster`: two Quarry instances on PostgreSQL + Redis + shared storage behind a proxy on loopback —
// compose.yaml's topology without containers (issue 25, docs/operations.md). Ctrl-C stops all of it.
// DATABASE_URL (default: a `quarry_cluster` database on the local PostgreSQL, made if missing), REDIS_URL
// (default: the local Redis), CLUSTER_PORT (3000; the instances take the next two ports).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startClusterProxy, startInstance } from '../src/server/ops/cluster';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/quarry_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.CLUSTER_PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data-cluster');

// The database, made when it is not there yet (as `createdb` would).
const u = new URL(databaseUrl);
const name = u.pathname.slice(1);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(),
});
await admin.connect();
const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
await admin.end();
fs.mkdirSync(dataDir, { recursive: true });

const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
};
// One after the other: the first migrates and seeds under the start-up lock, the second finds it done.
console.log('Starting instance a…');
const a = await startInstance('a', port + 1, env, 600_000);
console.log('Starting instance b…');
const b = await startInstance('b', port + 2, env, 600_000);
const proxy = await startClusterProxy([a.url, b.url], port);
console.log(
  `Quarry cluster on ${env.PUBLIC_URL}: instances ${a.url} and ${b.url}, PostgreSQL ${u.host}/${name}, Redis ${redisUrl}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await proxy.close();
  await Promise.all([a.stop(), b.stop()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
