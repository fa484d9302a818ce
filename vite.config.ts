import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const repoRoot = import.meta.dirname;
const apiTarget = process.env.QUARRY_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz next to every text asset: the server serves them pre-compressed
 * (@fastify/static preCompressed), so no request pays for compression.
 */
function precompress(): Plugin {
  return {
    name: 'quarry-precompress',
    apply: 'build',
    // writeBundle sees the final code (after Vite's own generateBundle rewrites, e.g. preload markers).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(repoRoot, 'dist/web');
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const buffer = Buffer.from(source);
        if (buffer.length < 1024) continue;
        const target = path.join(outDir, file.fileName);
        fs.writeFileSync(`${target}.gz`, gzipSync(buffer, { level: 9 }));
        fs.writeFileSync(
          `${target}.br`,
          brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const proxy = {
  '/rest/': { target: apiTarget, ws: true },
  // Short links (/s/<code>) are served by the API server; a RegExp key so /subscribers is not caught.
  '^/s/': { target: apiTarget },
};

export default defineConfig({
  root: path.join(repoRoot, 'src/web'),
  plugins: [react(), precompress()],
  build: {
    outDir: path.join(repoRoot, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // dist/web/.vite/manifest.json: the server reads each public page's chunks from it to preload them
    // with the page's HTML (src/server/http/page-hints.ts).
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect: a chunk that imports one schema from a contract file
      // does not keep that file's other schemas (and the first load keeps no zod at all).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
