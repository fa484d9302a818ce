import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run. Workers load this file again; they inherit the variable, so
// only the first (main) process creates the folder, and only it removes it at exit.
const isMainProcess = process.env.QUARRY_E2E_DATA_DIR === undefined;
process.env.QUARRY_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), `quarry-e2e-${process.pid}-`));
const dataDir = process.env.QUARRY_E2E_DATA_DIR;
if (isMainProcess) {
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two browsers, the server and its first-start picture indexing share 2 cores here: a page can take over
  // 10 s to settle while indexing runs. These bound a stuck page, they do not measure speed (bench/ does).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Locally a failed journey keeps its trace's DOM snapshots and network log; the screencast is off (encoding
    // every frame of every journey cost a third of the suite's CPU). CI keeps no artifacts of a clean clone, so
    // there it records none: a failure is told by its error, its screenshot and error-context.md (the page's
    // accessibility tree), all in the log.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The compiled server, as `npm start` runs it (built on first start, or when a source is newer).
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/rest/main/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec signs in; the per-IP limit of production would stop the suite, not an attacker.
      LOGIN_LIMIT_PER_IP: '10000',
      // Journeys follow emailed links (team invites) from the dev mailbox; never on in production.
      DEV_MAILBOX: 'true',
      // The embedded carrier runs a day a minute and its job every 5 s, so a journey sees tracking events.
      CARRIER_PACE: '1440',
      TRACKING_INTERVAL_SECONDS: '5',
      // A quarter of the demo catalog (300 suppliers, 5,000 items): every journey finds what it looks for, and
      // the first start's seeding and picture indexing take a quarter of the CPU they take at full size while
      // the journeys run (`npm start` and the benches keep the full catalog). E2E_CATALOG_SCALE overrides.
      CATALOG_SCALE: process.env.E2E_CATALOG_SCALE ?? '0.25',
      // PGlite in the fresh folder unless E2E_DATABASE_URL names a PostgreSQL database; a DATABASE_URL
      // meant for the integration tests is never inherited.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
