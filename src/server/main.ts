import fs from 'node:fs';
import path from 'node:path';
import { buildApp, WEB_DIST_DIR } from './app';
import { parseConfig } from './config';
import { preloadSupplierNames, vocabularyOf } from './modules/catalog/search/vocabulary';
import { startServices } from './start';

// Read config, open the database, build the app, listen; close cleanly on SIGTERM/SIGINT.
const startedAt = performance.now();
const config = parseConfig();

if (config.serveWeb && !fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
  console.log('Building the web app (first start only)…');
  const { build } = await import('vite');
  await build({ configFile: path.resolve(WEB_DIST_DIR, '../../vite.config.ts'), logLevel: 'warn' });
}

const services = await startServices(config);
const app = await buildApp(services.deps);
if (services.catalogSeed) {
  const s = services.catalogSeed;
  app.log.info(
    `demo catalog seeded: ${s.companies} suppliers, ${s.items} items, ${s.reviews} reviews in ${s.ms} ms`,
  );
}
await app.listen({ host: config.host, port: config.port });
// In the background: search-as-you-type's supplier names and vocabulary, read before the first keystroke
// needs them. /ready says "starting" until they are in memory (or failed to load: search reads them then).
preloadSupplierNames(services.deps.db)
  .then(() => vocabularyOf(services.deps.db))
  .catch((err) => app.log.warn({ err }, 'supplier names or vocabulary not preloaded'))
  .finally(() => services.deps.lifecycle.markReady());
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
app.log.info(`Quarry is ready on ${config.publicUrl} (database: ${services.database.kind}, ${seconds}s)`);
console.log(`QUARRY_READY ${config.publicUrl} in ${seconds}s`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // In-flight requests, jobs and the embedded database's last writes get this long; a busy 2-core machine
  // (CI: the browser suite beside the server suite) needed more than 10 s after the vocabulary preload.
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  try {
    // Draining first: /health and /ready answer 503 so the balancer stops sending, and open sockets are
    // told to reconnect elsewhere (1012); then the server stops accepting and waits for in-flight requests,
    // then the workers finish their jobs and the database closes.
    await services.deps.lifecycle.drain();
    await app.close();
    await services.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
