/**
 * The AI sourcing agent (issue 24), `npm run bench -- agent`:
 * - factory matching (`POST /web/ai-sourcing-agents/-/match-factories`) for tech packs of varied products, from 4
 *   clients and from 1, on PostgreSQL. Budget: p95 ≤ 100 ms with the 1M-item catalog. Seeding 1M items takes
 *   minutes: BENCH_AGENT_DATABASE_URL=<a database seeded with CATALOG_SCALE=50> measures it (kept); otherwise a
 *   fresh database at CATALOG_SCALE (default 5, 100k items) is seeded and dropped.
 * - a full agent run with the embedded provider, intake to messages sent (see `fullRun` below). Budget: ≤ 5 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, login, pct, pgReachable, r1, root, startServer, stopServer } from './server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SCALE = process.env.CATALOG_SCALE ?? '5';

/** What founders ask the agent for: products and packaging across the catalog's tabs. */
const PACKS = [
  {
    kind: 'PRODUCT',
    productName: 'Organic cotton crew neck t-shirt',
    category: 'Apparel',
    moq: 500,
    targetUnitCostCents: 450,
  },
  {
    kind: 'PRODUCT',
    productName: 'Soy wax candle in amber glass jar',
    category: 'Candles',
    moq: 300,
    targetUnitCostCents: 600,
  },
  { kind: 'PRODUCT', productName: 'Stainless steel insulated tumbler', moq: 1000, targetUnitCostCents: 520 },
  {
    kind: 'PRODUCT',
    productName: 'Hyaluronic acid face serum',
    category: 'Skincare',
    moq: 1000,
    targetUnitCostCents: 300,
  },
  { kind: 'PRODUCT', productName: 'Knit beanie with woven label', moq: 200, targetUnitCostCents: 350 },
  { kind: 'PRODUCT', productName: 'Ceramic coffee mug', moq: 500, targetUnitCostCents: 280 },
  { kind: 'PRODUCT', productName: 'Canvas tote bag', moq: 300, targetUnitCostCents: 240 },
  { kind: 'PACKAGING', productName: 'Kraft mailer box', quantity: 2000, targetUnitCostCents: 90 },
] as const;

type Timing = { requests: number; failures: number; p50Ms: number; p95Ms: number; p99Ms: number };

/** POSTs each body in turn from `connections` connections; latencies as `measure` reports them. */
async function measurePosts(
  origin: string,
  path: string,
  bodies: unknown[],
  token: string,
  connections: number,
) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        amount: REQUESTS,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          { setupRequest: (req) => ({ ...req, path, body: JSON.stringify(bodies[next++ % bodies.length]) }) },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_c, status, _b, ms) => {
      times.push(ms);
      if (status >= 400) failures++;
    });
  });
  failures += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    failures,
    p50Ms: r1(pct(times, 50)),
    p95Ms: r1(pct(times, 95)),
    p99Ms: r1(pct(times, 99)),
  } satisfies Timing;
}

async function post(url: string, token: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * A full agent run through the API with the embedded provider, as the page drives it: the idea, the one
 * clarifying answer, approval of the drafted tech pack (matching), a shortlist of the two best, the drafted
 * messages confirmed and sent (conversations, a custom project request). Milliseconds from the first call to
 * the SENT answer.
 */
async function fullRun(api: string, token: string, n: number) {
  const started = performance.now();
  const base = `${api}/web/ai-sourcing-agents/threads`;
  const idea = `Soy wax candle made of soy wax in an amber glass jar, ${500 + n} units at $6.50 each, shipped to the United States`;
  let th = await post(base, token, { agentType: 'DESIGN_SOURCE', idea });
  th = await post(`${base}/${th.id}/answers`, token, { answers: { productionDate: '2027-03-01' } });
  const state = th.state as { techPackId: number };
  th = await post(`${base}/${th.id}/approve-tech-pack`, token, { version: 1 });
  const matches = (th.state as { matches: { supplierId: number }[] }).matches;
  th = await post(`${base}/${th.id}/shortlist`, token, {
    companyIds: matches.slice(0, 2).map((m) => m.supplierId),
  });
  th = await post(`${base}/${th.id}/confirm-send`, token, { baseSeq: th.seq });
  if (th.step !== 'SENT')
    throw new Error(`run ${n} ended at ${th.step} ${th.status} (tech pack ${state.techPackId})`);
  return Math.round(performance.now() - started);
}

async function matching() {
  const existing = process.env.BENCH_AGENT_DATABASE_URL;
  const fresh = existing ? null : await createBenchDatabase('bench_agent');
  const url = existing ?? fresh!.url;
  const server = await startServer({ DATABASE_URL: url, CATALOG_SCALE: SCALE }, 3321, 40 * 60_000);
  try {
    const token = await login(server.url);
    const api = `${server.url}/rest/main`;
    const ids: number[] = [];
    for (const body of PACKS) {
      const agentType = body.kind === 'PACKAGING' ? 'PACKAGING' : 'DESIGN_SOURCE';
      ids.push(
        Number((await post(`${api}/web/ai-sourcing-agents-tech-pack`, token, { agentType, body })).id),
      );
    }
    const bodies = ids.map((techPackId) => ({ techPackId, limit: 20 }));
    const sample = await post(`${api}/web/ai-sourcing-agents/-/match-factories`, token, bodies[0]);
    const results = (sample.results as unknown[]).length;
    // Warm the caches once, then measure.
    await measurePosts(server.url, '/rest/main/web/ai-sourcing-agents/-/match-factories', bodies, token, 2);
    const four = await measurePosts(
      server.url,
      '/rest/main/web/ai-sourcing-agents/-/match-factories',
      bodies,
      token,
      4,
    );
    const one = await measurePosts(
      server.url,
      '/rest/main/web/ai-sourcing-agents/-/match-factories',
      bodies,
      token,
      1,
    );
    const fullRuns: number[] = [];
    for (let i = 0; i < 5; i++) fullRuns.push(await fullRun(api, token, i));
    fullRuns.sort((a, b) => a - b);
    return {
      fullRunMs: { runs: fullRuns, median: fullRuns[2], max: fullRuns[4] },
      database: existing ? 'BENCH_AGENT_DATABASE_URL' : `fresh, CATALOG_SCALE=${SCALE}`,
      firstPackResults: results,
      fourClients: four,
      oneClient: one,
    };
  } finally {
    await stopServer(server);
    await fresh?.drop();
  }
}

const results: Record<string, unknown> = { date: new Date().toISOString() };
if (await pgReachable()) {
  results.matching = await matching();
  console.log(
    'match-factories on PostgreSQL:',
    JSON.stringify(results.matching),
    '(budget p95 ≤ 100 ms at 1M items)',
  );
} else {
  console.log('PostgreSQL not reachable: matching skipped');
}
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'results', 'agent.json'), JSON.stringify(results, null, 2));
