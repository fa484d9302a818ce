/**
 * `npm run bench -- image-search`: search by image over a scaled demo catalog (CATALOG_SCALE: 5 → 100k
 * items) on PostgreSQL and PGlite. The server indexes the pictures itself, in the background, through the
 * job queue (as on a real first start); the bench records how long that takes, the latency of searches
 * sent while it runs, then p50/p95/p99 of searches (catalog pictures of varied items, and an uploaded photo)
 * from 4 concurrent clients once the index is complete. Budgets in bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createBenchDatabase, login, measure, pgReachable, root, startServer, stopServer } from './server';

const SCALE = process.env.CATALOG_SCALE ?? '5';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

type Status = { indexed: number; total: number; ready: boolean };

async function run(kind: 'postgres' | 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-bench-image-${kind}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CATALOG_SCALE: SCALE,
    SERVE_WEB: 'false',
    DATABASE_URL: '',
    IMAGE_INDEX_ON_START: 'true',
  };
  const database = kind === 'postgres' ? await createBenchDatabase('quarry_bench_image') : undefined;
  if (database) env.DATABASE_URL = database.url;
  const server = await startServer(env, 3312, 30 * 60_000);
  try {
    const base = `${server.url}/rest/main`;
    const token = await login(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const status = async () =>
      (await (await fetch(`${base}/web/sourcing/home/image-search/status`, { headers })).json()) as Status;
    const picture = (id: number) =>
      `${base}/web/sourcing/home/image-search?imageUrl=${encodeURIComponent(`/rest/main/catalog-images/items/${id}/0`)}&quantity=120`;

    // While indexing: the server keeps answering (searches over the items indexed so far).
    const indexStart = performance.now();
    let s = await status();
    const total = s.total;
    const duringIndexing = await measure(
      Array.from({ length: 100 }, (_, i) => picture(1 + ((i * 7919) % Math.max(1, s.indexed || 1)))),
      token,
    );
    let lastLog = 0;
    while (!s.ready) {
      await new Promise((r) => setTimeout(r, 2000));
      s = await status();
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        console.error(`${kind}: indexed ${s.indexed} of ${s.total}`);
      }
    }
    const indexSeconds = Math.round((performance.now() - indexStart) / 100) / 10;

    // An uploaded photo: a catalog picture, re-encoded as JPEG.
    const png = Buffer.from(await (await fetch(`${base}/catalog-images/items/42/0`)).arrayBuffer());
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await sharp(png).resize(640).jpeg().toBuffer())]),
      'photo.jpg',
    );
    const file = (await (await fetch(`${base}/upload`, { method: 'POST', headers, body: form })).json()) as {
      url: string;
    };
    const upload = `${base}/web/sourcing/home/image-search?imageUrl=${encodeURIComponent(file.url)}&quantity=120`;

    const pictures = Array.from({ length: REQUESTS }, (_, i) => picture(1 + ((i * 104_729) % total)));
    await measure(pictures.slice(0, 40), token); // warm-up
    return {
      kind,
      items: total,
      startWithSeedSeconds: Math.round(server.readyMs / 100) / 10,
      indexSeconds,
      indexItemsPerSecond: Math.round(total / indexSeconds),
      searchWhileIndexing: duringIndexing,
      searchByCatalogPicture: await measure(pictures, token),
      searchByUploadedPhoto: await measure(
        Array.from({ length: REQUESTS / 2 }, () => upload),
        token,
      ),
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
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
  postgres: (await pgReachable()) && !process.env.BENCH_SKIP_POSTGRES ? await run('postgres') : null,
  pglite: process.env.BENCH_SKIP_PGLITE ? null : await run('pglite'),
};
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', `image-search-scale-${SCALE}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
