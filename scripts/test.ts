/**
 * `npm test`: typecheck + lint, unit and integration tests on PGlite, the server suite again on
 * PostgreSQL when DATABASE_URL is set, and the Playwright suite when Chromium is present (required
 * when CI or E2E_REQUIRED is set). Ends with one line: "N passed, N failed".
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
// Debian's headless shell (package chromium-headless-shell) when installed: the same engine without the
// browser's UI layers, a tenth less CPU per journey; else the full browser, headless.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ??
  '/usr/bin/chromium';
const e2eRequired = Boolean(process.env.CI || process.env.E2E_REQUIRED);
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wants = (step: string) => only.length === 0 || only.includes(step);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

/**
 * Runs a command. With `prefix`, its output is read line by line and printed with that prefix, so two steps
 * that run at once (the Vitest lane and the browser lane) stay readable in one log.
 */
function run(
  label: string,
  cmd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  prefix = '',
) {
  console.log(`\n${prefix}▶ ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise<number>((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix) {
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        readline
          .createInterface({ input: stream!, crlfDelay: Number.POSITIVE_INFINITY })
          .on('line', (line) => sink.write(`${prefix}${line}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readVitest(file: string) {
  if (!fs.existsSync(file)) return false;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return true;
}

function readPlaywright(file: string) {
  if (!fs.existsSync(file)) return false;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  return true;
}

async function step(name: string, fn: () => Promise<number>) {
  const code = await fn();
  if (code !== 0) failures.push(name);
}

const shared = { TEST_REDIS_URL: process.env.REDIS_URL };

async function validate(prefix: string) {
  if (!wants('validate')) return;
  await step('lint', () => run('lint', 'npx', ['biome', 'check', '.'], {}, prefix));
  await step('typecheck', () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], {}, prefix));
}

/**
 * What Vitest runs on PGlite. Without DATABASE_URL (a developer's `npm test`): everything, the server suite
 * included. With it (CI), the server suite runs on PostgreSQL and the browser suite on PGlite (the engine of
 * `npm start`), so PGlite keeps the web, shared and root tests and the server files about PGlite itself (its
 * folder, lock, extensions, seeding, queue); TEST_PGLITE_FULL=1 runs all of it there too. Decision 033.
 */
// (main.test.ts starts Quarry on a PGlite folder whatever the run, so the PostgreSQL run covers it.)
const PGLITE_SERVER_FILES = [
  'src/server/db/',
  'src/server/config.test.ts',
  'src/server/jobs/queue.test.ts',
  'src/server/modules/catalog/search/',
];
function pgliteFilters(): string[] {
  if (!process.env.DATABASE_URL || process.env.TEST_PGLITE_FULL) return [];
  return [
    'src/web/',
    'src/shared/',
    'src/import-cycles.test.ts',
    'src/vitest-config.test.ts',
    ...PGLITE_SERVER_FILES,
  ];
}

async function pgliteSuite(prefix: string) {
  if (wants('unit')) {
    const file = path.join(out, 'vitest-pglite.json');
    fs.rmSync(file, { force: true });
    await step('unit + integration (PGlite)', async () => {
      const code = await run(
        'unit and integration tests on PGlite',
        'npx',
        [
          'vitest',
          'run',
          ...pgliteFilters(),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ],
        { ...shared, TEST_DATABASE_URL: undefined },
        prefix,
      );
      if (!readVitest(file)) failed++;
      return code;
    });
  }
}

async function postgresSuite(prefix: string) {
  if (wants('postgres') && process.env.DATABASE_URL) {
    const file = path.join(out, 'vitest-postgres.json');
    fs.rmSync(file, { force: true });
    await step('integration (PostgreSQL)', async () => {
      const code = await run(
        'server integration tests on PostgreSQL',
        'npx',
        ['vitest', 'run', 'src/server', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
        {
          ...shared,
          TEST_DATABASE_URL: process.env.DATABASE_URL,
          TEST_WORKERS: process.env.TEST_WORKERS ?? '3',
        },
        prefix,
      );
      if (!readVitest(file)) failed++;
      return code;
    });
  } else if (wants('postgres')) {
    console.log('\n• DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.');
  }
}

async function browserSuite(prefix: string) {
  if (wants('e2e')) {
    if (fs.existsSync(chromium)) {
      await step('web build', () =>
        run('build the web app', 'npx', ['vite', 'build', '--logLevel', 'warn'], {}, prefix),
      );
      // The journeys run against the compiled server, as `npm start` runs it (issue 25).
      await step('server build', () =>
        run('build the server', process.execPath, ['scripts/build-server.mjs'], {}, prefix),
      );
      const file = path.join(out, 'playwright.json');
      fs.rmSync(file, { force: true });
      await step('browser suite', async () => {
        const code = await run(
          'browser suite (Playwright, Chromium)',
          'npx',
          ['playwright', 'test', '--reporter=list,json'],
          {
            PLAYWRIGHT_JSON_OUTPUT_NAME: file,
            CHROMIUM_PATH: chromium,
            // PGlite, as `npm start` runs (the server suite covers PostgreSQL); E2E_DATABASE_URL for PostgreSQL.
            E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
            E2E_REDIS_URL: process.env.REDIS_URL,
          },
          prefix,
        );
        if (!readPlaywright(file)) failed++;
        return code;
      });
    } else if (e2eRequired) {
      console.error(
        `\n✗ Chromium not found at ${chromium}, and the browser suite is required (CI/E2E_REQUIRED).`,
      );
      failures.push('browser suite (Chromium missing)');
      failed++;
    } else {
      console.log(
        `\n• Chromium not found at ${chromium}: the browser suite is skipped (apt-get install chromium).`,
      );
    }
  }
}

// Two lanes at once keep both cores busy (the browser suite spends much of its time waiting on pages): Vitest
// on PGlite then the server suite on PostgreSQL in one; lint, typecheck and the browser suite in the other.
// Lines are prefixed by lane. TEST_SEQUENTIAL=1 runs the steps one after the other, for a quiet log.
const parallel = !process.env.TEST_SEQUENTIAL && wants('e2e') && (wants('unit') || wants('postgres'));
if (parallel) {
  await Promise.all([
    (async () => {
      await pgliteSuite('[lane 1] ');
      await postgresSuite('[lane 1] ');
    })(),
    (async () => {
      await validate('[lane 2] ');
      await browserSuite('[lane 2] ');
    })(),
  ]);
} else {
  await validate('');
  await pgliteSuite('');
  await postgresSuite('');
  await browserSuite('');
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
