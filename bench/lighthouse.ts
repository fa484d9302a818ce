/**
 * `npm run bench -- lighthouse`: Lighthouse's performance audit of the public product preview
 * (/preview-catalog-item/:id) with its default mobile profile (Moto G Power screen, simulated slow 4G and
 * 4× CPU slowdown), run BENCH_LIGHTHOUSE_RUNS times (default 3) on Quarry started as `npm start` would on a
 * fresh data folder, serving the built dist/web (this script builds nothing: `npx vite build` first).
 * Prints the median score, LCP, FCP, TBT, CLS and bytes transferred, and what Lighthouse says costs most.
 * Budget (bench/README.md): score ≥ 90, LCP ≤ 2.5 s.
 *
 * Lighthouse is not a dependency of the repo (it is large and CI does not need it): it is loaded from
 * LIGHTHOUSE_PATH or /work/tools/lighthouse (`npm i --prefix /work/tools/lighthouse lighthouse`) and drives
 * CHROME_PATH (default /usr/bin/chromium). Without it the bench prints how to install it and is skipped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { login, r1, root, startServer, stopServer } from './server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3321);
const toolDir = process.env.LIGHTHOUSE_PATH ?? '/work/tools/lighthouse';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Audit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[]; overallSavingsMs?: number };
  metricSavings?: Record<string, number>;
};
type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
};
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
type Launcher = {
  launch(o: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
};

function findModule(name: string, entry: string) {
  const file = path.join(toolDir, 'node_modules', name, entry);
  return fs.existsSync(file) ? pathToFileURL(file).href : undefined;
}

function skip(why: string) {
  console.log(`lighthouse: skipped (${why})`);
  console.log(
    '  install it outside the repo: npm i --prefix /work/tools/lighthouse lighthouse (or set LIGHTHOUSE_PATH to such a folder)',
  );
  process.exit(0);
}

const lighthouseUrl = findModule('lighthouse', 'core/index.js');
const launcherUrl = findModule('chrome-launcher', 'dist/index.js');
if (!lighthouseUrl || !launcherUrl) skip(`no Lighthouse in ${toolDir}`);
if (!fs.existsSync(chromePath)) skip(`no Chromium at ${chromePath}; set CHROME_PATH`);
if (!fs.existsSync(path.join(root, 'dist', 'web', 'index.html')))
  skip('the web app is not built: run `npx vite build` first');

const lighthouse = (await import(lighthouseUrl!)).default as RunLighthouse;
const chromeLauncher = (await import(launcherUrl!)) as Launcher;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Opportunities and diagnostics that cost the run time or bytes, largest first (for finding what to fix). */
function costs(lhr: Lhr) {
  const ids = [
    'render-blocking-resources',
    'unused-javascript',
    'unused-css-rules',
    'uses-text-compression',
    'uses-responsive-images',
    'modern-image-formats',
    'offscreen-images',
    'uses-long-cache-ttl',
    'server-response-time',
    'redirects',
    'uses-rel-preconnect',
    'prioritize-lcp-image',
    'lcp-lazy-loaded',
    'font-display',
    'bootup-time',
    'mainthread-work-breakdown',
    'total-byte-weight',
    'network-dependency-tree-insight',
    'render-blocking-insight',
    'lcp-discovery-insight',
    'image-delivery-insight',
    'cache-insight',
    'document-latency-insight',
  ];
  return ids
    .map((id) => lhr.audits[id])
    .filter((a): a is Audit => a !== undefined && a.score !== null && a.score < 0.9)
    .map((a) => `${a.id}: ${a.displayValue ?? ''}`.trim());
}

function lcpElement(lhr: Lhr) {
  const a = lhr.audits['largest-contentful-paint-element'] ?? lhr.audits['lcp-breakdown-insight'];
  const items = a?.details?.items ?? [];
  for (const item of items) {
    const nested = (item as { items?: { node?: { snippet?: string } }[] }).items;
    const node = (item as { node?: { snippet?: string } }).node ?? nested?.[0]?.node;
    if (node?.snippet) return node.snippet;
  }
  return undefined;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-lighthouse-'));
// Picture indexing after a first start would share the 2 cores with the page load.
const server = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: '', IMAGE_INDEX_ON_START: 'false' },
  PORT,
);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
try {
  const token = await login(server.url);
  const list = await fetch(`${server.url}/rest/main/web/catalog-items?size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [item] = (await list.json()) as { id: number }[];
  if (!item) throw new Error('the demo catalog has no items');
  // The page a visitor opens from a shared link: no session, the public item endpoint.
  const pub = await fetch(`${server.url}/rest/main/app/catalog-items/${item.id}`);
  if (!pub.ok) throw new Error(`public item ${item.id}: ${pub.status}`);
  const url = `${server.url}/preview-catalog-item/${item.id}`;
  console.log(`lighthouse: ${url}, ${RUNS} runs, mobile profile (simulated throttling)`);

  const runs: Lhr[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const lhr = result.lhr;
    // A run Lighthouse could not finish (e.g. NO_LCP on a starved machine) is reported, not averaged.
    if (lhr.runtimeError) {
      console.log(`  run ${i + 1}: failed (${lhr.runtimeError.code})`);
      continue;
    }
    runs.push(lhr);
    const m = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(
      `  run ${i + 1}: score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, LCP ${r1(m('largest-contentful-paint') / 1000)} s, FCP ${r1(m('first-contentful-paint') / 1000)} s, TBT ${Math.round(m('total-blocking-time'))} ms`,
    );
  }
  if (runs.length === 0) throw new Error('every Lighthouse run failed');
  const metric = (id: string) => median(runs.map((l) => l.audits[id]?.numericValue ?? Number.NaN));
  const score = median(runs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)));
  const summary = {
    url: '/preview-catalog-item/:id',
    runs: runs.length,
    score,
    lcpS: r1(metric('largest-contentful-paint') / 1000),
    fcpS: r1(metric('first-contentful-paint') / 1000),
    speedIndexS: r1(metric('speed-index') / 1000),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    transferKB: r1(metric('total-byte-weight') / 1024),
    // One string: JSON.stringify's one number per line is not how the formatter writes a short array.
    loadAverage: os.loadavg().map(r1).join(' '),
  };
  // The run whose score is the median: its diagnostics say what to fix.
  const typical = runs.find((l) => Math.round((l.categories.performance.score ?? 0) * 100) === score)!;
  const result = { ...summary, lcpElement: lcpElement(typical), costs: costs(typical) };
  console.log(
    `lighthouse (median of ${runs.length}): score ${score} (budget ≥ 90), LCP ${summary.lcpS} s (budget ≤ 2.5 s), FCP ${summary.fcpS} s, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, transfer ${summary.transferKB} KB; load average ${summary.loadAverage}`,
  );
  if (result.lcpElement) console.log(`  LCP element: ${result.lcpElement}`);
  for (const c of result.costs) console.log(`  ${c}`);
  const file = path.join(root, 'bench', 'results', 'lighthouse.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, ...result }, null, 2)}\n`,
  );
  console.log(`wrote ${path.relative(root, file)}`);
  if (process.env.BENCH_LIGHTHOUSE_REPORT) {
    fs.writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(typical));
  }
} finally {
  chrome.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
