// The server compiled for plain `node` (issue 25): one ES module bundle of src/server/main.ts with its source
// map, packages left to node_modules (PGlite's wasm, pdfkit's fonts and sharp stay where they install), and
// the migrations beside it. esbuild, the bundler Vite and tsx already use (decision 055).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_OUT, 'main.mjs');

/** True when both folders hold the same files with the same bytes. */
function sameTree(a, b) {
  if (!fs.existsSync(b)) return false;
  const list = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
  const files = list(a);
  if (files.join('\n') !== list(b).join('\n')) return false;
  return files.every((f) => {
    const pa = path.join(a, f);
    if (fs.statSync(pa).isDirectory()) return true;
    return fs.readFileSync(pa).equals(fs.readFileSync(path.join(b, f)));
  });
}

export async function buildServer() {
  const started = performance.now();
  // Loaded here: a production image runs the built server without the build tools installed.
  const { build } = await import('esbuild');
  const result = await build({
    write: false,
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // Each file lands whole (written aside, then renamed): a server starting meanwhile reads the old or the new.
  fs.mkdirSync(SERVER_OUT, { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, file.contents);
    fs.renameSync(aside, file.path);
  }
  // The migrator reads them next to the module (db/client.ts MIGRATIONS_DIR). Left alone when unchanged, so a
  // server starting from them meanwhile (two builds at once, as in CI's two lanes) never sees the folder gone.
  const migrations = path.join(SERVER_OUT, 'migrations');
  const source = path.join(ROOT, 'src/server/db/migrations');
  if (!sameTree(source, migrations)) {
    const aside = `${migrations}.${process.pid}.tmp`;
    fs.rmSync(aside, { recursive: true, force: true });
    fs.cpSync(source, aside, { recursive: true });
    fs.rmSync(migrations, { recursive: true, force: true });
    fs.renameSync(aside, migrations);
  }
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`Server built to ${path.relative(ROOT, SERVER_ENTRY)} in ${ms} ms`);
}
