import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { previewItemPage } from '../modules/catalog/preview-page-hints';
import { pageAssets, readManifest, withHints } from './page-hints';
import { previewItemServerPage } from './preview-item-html';
import { renderServerPage, splitAppAssets } from './server-page';

/**
 * The built single-page app from `distDir`, with index.html for every other GET path. Hashed files under
 * assets/ are cached for a year (a new build has new names), everything else is revalidated; text files are
 * sent as the build's .br/.gz when the browser takes them (Vite writes them, vite.config.ts).
 */
export async function serveWeb(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'dbKind'>, distDir: string) {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn('web app is not built (dist/web); run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The build manifest is for the server (page hints), not a file to publish.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  const sendPage = (req: FastifyRequest, reply: FastifyReply, body: string) => {
    reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // The page is small but on the first paint's path; compressed like the build's files.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(br);
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
    return reply.send(body);
  };

  // The public product preview is opened cold from a shared link (its mobile Lighthouse budget is in
  // bench/README.md): the server renders its first paint (server-page.ts, decision 034), and the app starts
  // after it with the page's chunks preloaded. Without a build manifest or an entry script in index.html
  // (not a Vite build), the app's HTML with preloads of the page's chunks, item and picture.
  const manifest = readManifest(distDir);
  const previewAssets = manifest && pageAssets(manifest, 'app/pages/preview-catalog-item-page.tsx');
  const split = splitAppAssets(html);
  // A page, not an API call: left out of the OpenAPI document.
  app.get('/preview-catalog-item/:itemId', { schema: { hide: true } }, async (req, reply) => {
    const raw = (req.params as { itemId: string }).itemId;
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const page = id > 0 ? await previewItemPage(deps, id) : undefined;
    // Unknown or hidden: the app shows its "not found" state, with the status to match.
    if (!page) return sendPage(req, reply.status(404), withHints(html, { ...previewAssets }));
    if (!split) {
      return sendPage(
        req,
        reply,
        withHints(html, { ...previewAssets, data: [page.data], image: page.image }),
      );
    }
    const assets = {
      entry: split.assets.entry,
      css: [...split.assets.css, ...(previewAssets?.css ?? [])],
      modules: [...split.assets.modules, ...(previewAssets?.js ?? [])],
    };
    return sendPage(
      req,
      reply,
      renderServerPage(split.shell, assets, previewItemServerPage(page.item, page.image)),
    );
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    return sendPage(req, reply, html);
  });
}
