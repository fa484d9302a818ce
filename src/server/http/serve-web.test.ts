import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_SIZES, presetSrcSet, resizedImageUrl } from '../../shared/rules/image-size';
import { createTestApp, type TestApp } from '../test/test-app';
import { pageAssets, type ViteManifest } from './page-hints';
import { registerSecurityHeaders } from './security-headers';
import { serveWeb } from './serve-web';

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
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
  </head>
  <body><div id="root"></div></body>
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
    expect(gunzipSync(gz.rawPayload).toString()).toContain('rel="modulepreload"');
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('preview-DDD');
  });

  it('preloads the public product preview: its chunks, the item and its first picture at the gallery size', async () => {
    const id = 1;
    const pub = await t.app.inject({ method: 'GET', url: `/rest/main/app/catalog-items/${id}` });
    expect(pub.statusCode).toBe(200);
    const { imageUrls } = pub.json<{ imageUrls: string[] }>();

    const page = await get(`/preview-catalog-item/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    // The page's policy is the app's: hints are links, no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    expect(links(page.body, 'preload')).toEqual([
      resizedImageUrl(imageUrls[0]!, 'grande'),
      `/rest/main/app/catalog-items/${id}`,
      '/assets/gallery-FFF.css',
    ]);
    // The gallery's srcset and sizes, so the browser picks the same preset for the preload and the <img>.
    const srcset = presetSrcSet(imageUrls[0]!).replace(/&/g, '&amp;');
    expect(page.body).toContain(
      `as="image" href="${resizedImageUrl(imageUrls[0]!, 'grande')}" imagesrcset="${srcset}" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high"`,
    );
    expect(page.body).toContain(`as="fetch" href="/rest/main/app/catalog-items/${id}" crossorigin`);
    // The page's own chunks, not the ones the entry already brings.
    expect(links(page.body, 'modulepreload')).toEqual(['/assets/preview-DDD.js', '/assets/gallery-EEE.js']);
  });

  it('preloads only the chunks for an item that does not exist or an id that is not one', async () => {
    for (const url of ['/preview-catalog-item/99999999', '/preview-catalog-item/abc']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(links(page.body, 'preload')).toEqual(['/assets/gallery-FFF.css']);
      expect(links(page.body, 'modulepreload')).toEqual(['/assets/preview-DDD.js', '/assets/gallery-EEE.js']);
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
