import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../shared/contract/catalog';
import { GALLERY_IMAGE_SIZES, presetSrcSet, resizedImageUrl } from '../../shared/rules/image-size';
import { formatMoney } from '../../shared/rules/money';
import { catalogItems } from '../db/schema/catalog';
import { createTestApp, type TestApp } from '../test/test-app';
import { pageAssets, type ViteManifest } from './page-hints';
import { registerSecurityHeaders } from './security-headers';
import { serveWeb } from './serve-web';
import { escapeHtml } from './server-page';

// A built app in the shape Vite writes it: an entry with a shared chunk, and the preview page's lazy chunk
// that imports that shared chunk and one of its own (with CSS).
const MANIFEST: ViteManifest = {
  'main.tsx': {
    file: 'assets/index-AAA.js',
    isEntry: true,
    imports: ['_shared-BBB.js'],
    css: ['assets/index-CCC.css'],
  },
  '_shared-BBB.js': { file: 'assets/shared-BBB.js' },
  'app/pages/preview-catalog-item-page.tsx': {
    file: 'assets/preview-DDD.js',
    imports: ['_shared-BBB.js', '_gallery-EEE.js'],
  },
  '_gallery-EEE.js': {
    file: 'assets/gallery-EEE.js',
    imports: ['_shared-BBB.js'],
    css: ['assets/gallery-FFF.css'],
  },
};
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Quarry: source, design, make and sell your product brand." />
    <title>Quarry</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-BBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Quarry needs JavaScript to run.</noscript>
  </body>
</html>`;
const ENTRY_JS = `export const entry = "${'x'.repeat(4000)}";`;

let t: TestApp;
let web: FastifyInstance;
let dist: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const js = path.join(dist, 'assets', 'index-AAA.js');
  fs.writeFileSync(js, ENTRY_JS);
  fs.writeFileSync(`${js}.br`, brotliCompressSync(ENTRY_JS));
  fs.writeFileSync(`${js}.gz`, gzipSync(ENTRY_JS));
  web = Fastify();
  registerSecurityHeaders(web, t.deps.config);
  await serveWeb(web, t.deps, dist);
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });
const links = (html: string, rel: string) =>
  [...html.matchAll(/<link ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((a) => a.includes(`rel="${rel}"`))
    .map((a) => /href="([^"]+)"/.exec(a)![1]!);
/** What the server rendered of the page (between its own markers). */
const serverMarkup = (html: string) =>
  html.slice(html.indexOf('<div id="server-page">'), html.indexOf('<div id="root">'));

describe('serving the built web app', () => {
  it('sends hashed assets pre-compressed, as the browser accepts, and cached for a year', async () => {
    const br = await get('/assets/index-AAA.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS);

    const gz = await get('/assets/index-AAA.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await get('/assets/index-AAA.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);
  });

  it('answers every other path with index.html, revalidated on each load, and keeps the manifest private', async () => {
    const page = await get('/browse-suppliers/catalog');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(INDEX);
    const br = await get('/browse-suppliers/catalog', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    const gz = await get('/preview-catalog-item/1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="server-page">');
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('preview-DDD');
  });

  it('renders the public product preview: title, price, supplier and picture, and starts the app after it', async () => {
    const id = 1;
    const pub = await t.app.inject({ method: 'GET', url: `/rest/main/app/catalog-items/${id}` });
    expect(pub.statusCode).toBe(200);
    const item = pub.json<CatalogItem>();

    const page = await get(`/preview-catalog-item/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    const server = serverMarkup(html);
    expect(server).toContain(`<h1>${escapeHtml(item.title)}</h1>`);
    expect(server).toContain(`From ${formatMoney(item.productionMinPriceCents)}`);
    expect(server).toContain(`>${escapeHtml(item.companyName)}</a>`);
    expect(html).toContain(`<title>${escapeHtml(item.title)} · Quarry</title>`);
    // The gallery's picture: its srcset and sizes, a fixed box, fetched first.
    const img = /<img ([^>]*)>/.exec(server)![1]!;
    expect(img).toContain(`src="${escapeHtml(resizedImageUrl(item.imageUrls[0]!, 'grande'))}"`);
    expect(img).toContain(`srcset="${escapeHtml(presetSrcSet(item.imageUrls[0]!))}"`);
    expect(img).toContain(`sizes="${GALLERY_IMAGE_SIZES}"`);
    expect(img).toMatch(/width="600" height="600" fetchpriority="high"/);
    // The thumbnails do not compete with it.
    const thumbs = [...server.matchAll(/<img ([^>]*)>/g)].slice(1).map((m) => m[1]!);
    expect(thumbs).toHaveLength(item.imageUrls.length > 1 ? item.imageUrls.length : 0);
    for (const t of thumbs) expect(t).toContain('fetchpriority="low"');
    // Sign-in and sign-up come back to this page (base64 of its path, as the app's loginPathFor).
    const back = encodeURIComponent(Buffer.from(`/preview-catalog-item/${id}`).toString('base64'));
    expect(server).toContain(`href="/login?path=${back}"`);
    expect(server).toContain(`href="/login?path=${back}&amp;tab=sign-up"`);

    // Nothing blocks the paint: no stylesheet, module script or module preload in the head; the app's are
    // handed to the one external starter script. The policy is the app's: no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    expect(links(html, 'stylesheet')).toEqual([]);
    expect(links(html, 'modulepreload')).toEqual([]);
    expect(html).not.toContain('type="module"');
    const starter = /<script defer src="\/server-page.js"([^>]*)><\/script>/.exec(html)![1]!;
    expect(starter).toContain('data-entry="/assets/index-AAA.js"');
    expect(starter).toContain('data-css="/assets/index-CCC.css /assets/gallery-FFF.css"');
    expect(starter).toContain(
      'data-modules="/assets/shared-BBB.js /assets/preview-DDD.js /assets/gallery-EEE.js"',
    );
    // The app's root follows the server's page (hidden by the page's style while that is there).
    expect(html.indexOf('<div id="server-page">')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).not.toContain('<noscript>');
  });

  it("escapes the supplier's text in the rendered page", async () => {
    const hostile = `</h1><script>alert("x")</script><img src=x onerror='alert(1)'>&amp;`;
    await t.deps.db
      .update(catalogItems)
      .set({ title: hostile, description: hostile })
      .where(eq(catalogItems.id, 2));
    const page = await get('/preview-catalog-item/2');
    expect(page.statusCode).toBe(200);
    const server = serverMarkup(page.body);
    expect(server).toContain(`<h1>${escapeHtml(hostile)}</h1>`);
    expect(server).toContain('&lt;/h1&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(server).toContain('onerror=&#39;alert(1)&#39;');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain("onerror='");
    expect(page.body).toContain(`<title>${escapeHtml(hostile)} · Quarry</title>`);
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('answers an item that is not there, or an id that is not one, with 404 and the app (its "not found" page)', async () => {
    for (const url of ['/preview-catalog-item/99999999', '/preview-catalog-item/abc']) {
      const page = await get(url);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).not.toContain('server-page');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-AAA.js">');
      expect(links(page.body, 'modulepreload')).toEqual([
        '/assets/shared-BBB.js',
        '/assets/preview-DDD.js',
        '/assets/gallery-EEE.js',
      ]);
    }
  });
});

describe('pageAssets', () => {
  it('is the page chunk and its static imports, less what the entry loads', () => {
    expect(pageAssets(MANIFEST, 'app/pages/preview-catalog-item-page.tsx')).toEqual({
      js: ['/assets/preview-DDD.js', '/assets/gallery-EEE.js'],
      css: ['/assets/gallery-FFF.css'],
    });
    expect(pageAssets(MANIFEST, 'app/pages/missing.tsx')).toEqual({ js: [], css: [] });
  });
});
