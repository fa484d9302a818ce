import fs from 'node:fs';
import path from 'node:path';

/**
 * Early hints in a page's HTML: the app is one index.html for every path, so a page's own scripts, data and
 * first picture are otherwise found only after the entry script has run (a waterfall of three round trips
 * before the largest paint). For the pages that a visitor opens cold from a link, the server adds
 * `<link rel="modulepreload">` for the page's chunks (from Vite's build manifest) and `<link rel="preload">`
 * for what the page fetches first. Nothing here runs script, so the page's CSP is unchanged.
 */

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): ViteManifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/**
 * The files a lazily loaded page needs before it renders: its chunk, every chunk it imports statically
 * (transitively) and their CSS, less what the entry already loads. `page` is the module's path relative to
 * src/web (the manifest's key), e.g. `app/pages/preview-catalog-item-page.tsx`.
 */
export function pageAssets(manifest: ViteManifest, page: string): { js: string[]; css: string[] } {
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  for (const key of entryKeys) walk(key, loadedByEntry);
  const own = new Set<string>();
  walk(page, own);
  const keys = [...own].filter((k) => !loadedByEntry.has(k));
  return {
    js: keys.map((k) => `/${manifest[k]!.file}`),
    css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
  };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export type PageHints = {
  js?: string[];
  css?: string[];
  /** JSON the page fetches first; the app's API client fetches same-origin with credentials. */
  data?: string[];
  /** The picture that is the page's largest paint: as its <img> asks for it (src, srcset, sizes). */
  image?: { href: string; srcset: string; sizes: string };
};

/** `<link>` tags for the hints, the largest paint's picture first. */
export function hintLinks(h: PageHints): string[] {
  return [
    ...(h.image
      ? [
          `<link rel="preload" as="image" href="${attr(h.image.href)}" imagesrcset="${attr(h.image.srcset)}" imagesizes="${attr(h.image.sizes)}" fetchpriority="high">`,
        ]
      : []),
    ...(h.data ?? []).map((u) => `<link rel="preload" as="fetch" href="${attr(u)}" crossorigin>`),
    ...(h.js ?? []).map((u) => `<link rel="modulepreload" crossorigin href="${attr(u)}">`),
    ...(h.css ?? []).map((u) => `<link rel="preload" as="style" crossorigin href="${attr(u)}">`),
  ];
}

/** index.html with the hints' links at the end of its head. */
export function withHints(html: string, hints: PageHints): string {
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const links = hintLinks(hints);
  if (links.length === 0) return html;
  return `${html.slice(0, at)}  ${links.join('\n    ')}\n  ${html.slice(at)}`;
}
