import { login, measure, startServer, stopServer } from './server';
import fs from 'node:fs';
const dataDir = fs.mkdtempSync('/tmp/qprobe-');
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: process.env.DB!, IMAGE_INDEX_ON_START: 'false', CATALOG_SCALE: '0.02' }, 3316);
try {
  const token = await login(server.url);
  const q = 'origin=SHOPIFY_PLATFORM&from=2026-01-01';
  const urls: Record<string, string> = {
    total: `${server.url}/rest/main/web/orders?tab=FULFILLED&${q}&sort=-total&size=25`,
    placed: `${server.url}/rest/main/web/orders?tab=OUTSTANDING&${q}&sort=-placedAt&size=25`,
    customer: `${server.url}/rest/main/web/orders?tab=ALL&${q}&sort=customer&size=25&page=3`,
    counts: `${server.url}/rest/main/web/orders/action/tab-counts?${q}`,
    session: `${server.url}/rest/main/web/session`,
  };
  for (const [k, u] of Object.entries(urls)) {
    await measure([u, u, u, u], token, 1);
    console.log(k, 'c1', await measure(Array(100).fill(u), token, 1), 'c4', await measure(Array(200).fill(u), token, 4));
  }
} finally { await stopServer(server); }
