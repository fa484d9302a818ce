/**
 * `npm run bench -- catalog`: search latency over a scaled demo catalog (CATALOG_SCALE: 5 → 100k items,
 * 50 → 1M) on PostgreSQL and PGlite. Varied keyword + two filters + a sort, and autocomplete with typos;
 * 4 concurrent clients, then one client; reports p50/p95/p99 of each. Budgets in bench/README.md. BENCH_SKIP_PGLITE=1 runs
 * PostgreSQL only; BENCH_CATALOG_DATABASE_URL measures an already seeded database (kept).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, login, measure, root, startServer, stopServer } from './server';

const SCALE = process.env.CATALOG_SCALE ?? '5';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

const KEYWORDS = [
  'candle',
  'soy wax',
  'serum',
  'tote bag',
  'mailer box',
  'hoodie',
  'ceramic mug',
  'dog treats',
  'lip balm',
  'label',
];
const TYPOS = ['candel', 'serm', 'hodie', 'mailr', 'ceramc', 'lable', 'totte', 'balm lip', 'treets', 'soyy'];
const FILTERS = [
  'region=AS&moq=100-1000',
  'countryCodes=CN,VN&samplePrice=5-50',
  'averageReview=4&productionTime=1-2',
  'region=EU&orderVolume=100%2B',
];
const SORTS = ['-rank', '-enabledAt', 'productionMinPrice', '-productionMinPrice'];

async function run(kind: 'postgres' | 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-bench-catalog-${kind}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CATALOG_SCALE: SCALE,
    SERVE_WEB: 'false',
    DATABASE_URL: '',
    // Measured on its own in bench/image-search.ts; here it would share the 2 cores with the searches.
    IMAGE_INDEX_ON_START: 'false',
  };
  // BENCH_CATALOG_DATABASE_URL: an already seeded PostgreSQL catalog (1M items take minutes to seed); it
  // is kept. Otherwise a fresh database is created, seeded by the server and dropped.
  const existing = kind === 'postgres' ? process.env.BENCH_CATALOG_DATABASE_URL : undefined;
  const database =
    kind === 'postgres' && !existing ? await createBenchDatabase('quarry_bench_catalog') : undefined;
  if (database) env.DATABASE_URL = database.url;
  if (existing) env.DATABASE_URL = existing;
  const server = await startServer(env, 3311, 30 * 60_000);
  try {
    const seedSeconds = Math.round(server.readyMs / 100) / 10;
    const base = `${server.url}/rest/main`;
    const token = await login(server.url);
    const count = (await (
      await fetch(`${base}/web/catalog-items/action/count`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { count: number };
    const search = Array.from(
      { length: REQUESTS },
      (_, i) =>
        `${base}/web/catalog-items?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!)}&${FILTERS[i % FILTERS.length]}&sort=${SORTS[i % SORTS.length]}&size=50`,
    );
    const suggest = Array.from(
      { length: REQUESTS },
      (_, i) =>
        `${base}/web/catalog-items/action/suggest-auto-complete?keyword=${encodeURIComponent(TYPOS[i % TYPOS.length]!)}&size=8`,
    );
    // Warm-up: the server's first requests of a kind compile its code and fill the database's caches.
    await measure(search.slice(0, 40), token);
    await measure(suggest.slice(0, 40), token);
    return {
      kind,
      items: count.count,
      startWithSeedSeconds: seedSeconds,
      search: await measure(search, token),
      autocomplete: await measure(suggest, token),
      // One client at a time: the latency of a search on its own, without the queueing of 4 clients, the
      // server, the database and the load generator on the same 2 cores.
      searchOneClient: await measure(search.slice(0, 200), token, 1),
      autocompleteOneClient: await measure(suggest.slice(0, 200), token, 1),
    };
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const results = {
  date: new Date().toISOString(),
  scale: SCALE,
  postgres: await run('postgres'),
  pglite: process.env.BENCH_SKIP_PGLITE ? null : await run('pglite'),
};
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', `catalog-scale-${SCALE}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
