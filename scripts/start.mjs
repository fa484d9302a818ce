// `npm start`: the compiled server on plain `node` (issue 25), with source maps for stack traces. The server is
// built on the first start, and again whenever a source file is newer than the build (as the web app is built
// on first start by the server itself), so the README's two commands stay two.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_ENTRY } from './build-server.mjs';

const SOURCES = ['src/server', 'src/shared'].map((d) => path.join(ROOT, d));

/** The newest modification time under the source folders (0 where there are none, as in a built image). */
function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  for (const dir of SOURCES) if (fs.existsSync(dir)) walk(dir);
  return newest;
}

const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : -1;
if (built < newestSource()) {
  console.log(
    built < 0 ? 'Building the server (first start only)…' : 'Sources changed: building the server…',
  );
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
