/**
 * Brand kits and AI design (issue 6), with the embedded AI providers on the embedded database, the way
 * `npm start` runs: the demo founder signs in, then
 * - full kit generation: POST /web/brand-kit-modules, then GET the kit until no request is pending; timed
 *   from the POST to the complete kit (3 brand ideas, 4 brand images, 8 mood board images, product ideas
 *   with their images, market research). Budget ≤ 3 s.
 * - a 4-image generation: POST /commons/ai/gpt-images with numImages 4, send to answer. Budget ≤ 1 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, pct, r1, root, startServer, stopServer } from './server';

const KITS = Number(process.env.BENCH_KITS ?? 6);
const DESIGNS = Number(process.env.BENCH_DESIGNS ?? 12);

type Kit = {
  id: number;
  pendingRequests: unknown[];
  brandIdeas: { generations: { uuid: string; images: string[] }[]; selected: string | null };
  moodboardImages: string[];
  productSkus: { generations: { image: string }[] };
  marketResearch: string;
};

const IDEAS = [
  ['Candles', 'a calming lavender candle for busy parents'],
  ['Skin care', 'a fragrance-free face balm for runners'],
  ['Coffee', 'single-origin cold brew concentrate in glass bottles'],
  ['Apparel', 'organic cotton hoodies for remote workers'],
  ['Pet supplies', 'a slow-feeder bowl for large dogs'],
  ['Jewelry', 'minimal recycled silver rings'],
];

function isComplete(kit: Kit) {
  const idea = kit.brandIdeas.generations.find((g) => g.uuid === kit.brandIdeas.selected);
  const filled = (s: string) => s !== '' && s !== 'LOADING';
  return (
    kit.pendingRequests.length === 0 &&
    idea !== undefined &&
    idea.images.filter(filled).length === 4 &&
    kit.moodboardImages.filter(filled).length === 8 &&
    kit.productSkus.generations.length > 0 &&
    kit.productSkus.generations.every((s) => filled(s.image)) &&
    kit.marketResearch.trim() !== ''
  );
}

async function generateKit(url: string, token: string, n: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const [category, productDescription] = IDEAS[n % IDEAS.length]!;
  const started = performance.now();
  const res = await fetch(`${url}/rest/main/web/brand-kit-modules`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ category, productDescription: `${productDescription} (${n})` }),
  });
  if (res.status !== 201) throw new Error(`create kit: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  for (;;) {
    const kit = (await (
      await fetch(`${url}/rest/main/web/brand-kit-modules/${id}`, { headers })
    ).json()) as Kit;
    if (isComplete(kit)) return performance.now() - started;
    if (kit.pendingRequests.length === 0) throw new Error(`kit ${id} finished incomplete`);
    if (performance.now() - started > 60_000) throw new Error(`kit ${id} did not finish in 60 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function generateDesign(url: string, token: string, n: number) {
  const started = performance.now();
  const res = await fetch(`${url}/rest/main/commons/ai/gpt-images`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      prompt: `a matte black ceramic mug with a lavender glaze, take ${n}`,
      numImages: 4,
    }),
  });
  const body = (await res.json()) as { images?: unknown[] };
  const ms = performance.now() - started;
  if (res.status !== 200 || body.images?.length !== 4)
    throw new Error(`gpt-images: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-kits-'));
  const server = await startServer(
    { DATA_DIR: dataDir, IMAGE_INDEX_ON_START: 'false', SERVE_WEB: 'false', REDIS_URL: '', DATABASE_URL: '' },
    3341,
    300_000,
  );
  try {
    const token = await login(server.url);
    // Warm-up: the first kit and design compile code paths and fill caches.
    await generateKit(server.url, token, 100);
    await generateDesign(server.url, token, 100);
    const kits: number[] = [];
    for (let i = 0; i < KITS; i++) kits.push(await generateKit(server.url, token, i));
    const designs: number[] = [];
    for (let i = 0; i < DESIGNS; i++) designs.push(await generateDesign(server.url, token, i));
    kits.sort((a, b) => a - b);
    designs.sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      database: 'PGlite (embedded)',
      kits: { runs: kits.length, p50Ms: r1(pct(kits, 50)), maxMs: r1(kits.at(-1)!), budgetMs: 3000 },
      designs: {
        runs: designs.length,
        p50Ms: r1(pct(designs, 50)),
        p95Ms: r1(pct(designs, 95)),
        maxMs: r1(designs.at(-1)!),
        budgetMs: 1000,
      },
    };
    console.log(
      `full kit generation (embedded AI, PGlite): p50 ${result.kits.p50Ms} ms, max ${result.kits.maxMs} ms (budget ≤ 3000) over ${kits.length} kits`,
    );
    console.log(
      `4-image generation: p50 ${result.designs.p50Ms} ms, p95 ${result.designs.p95Ms} ms, max ${result.designs.maxMs} ms (budget ≤ 1000) over ${designs.length}`,
    );
    const dir = path.join(root, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'brand-kits.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
