/**
 * Server-rendered first paint of a public page (decision 034). The app is one index.html whose script must
 * download, run and render before anything shows; a page opened cold from a shared link (the public product
 * preview) instead arrives as HTML the browser paints at once: the page's own markup and a small <style>
 * (the CSP allows inline styles, not inline script), with the app's stylesheet, entry script and preloads
 * taken out of the head. One external script, /server-page.js (src/web/public), starts the app once the page
 * has loaded and the browser is idle, or at the visitor's first interaction; the app renders into #root,
 * hidden while #server-page is there, and removes #server-page when it shows the same page
 * (src/web/ui/server-page.ts). Every value from the database goes through `text` or `attr`.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text content and attribute values alike: the five characters HTML gives meaning to. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export type AppAssets = {
  /** The entry script (`<script type="module" src>` of the built index.html). */
  entry: string;
  /** Stylesheets of the entry. */
  css: string[];
  /** Modules the entry imports statically, and the page's own chunks: preloaded when the app starts. */
  modules: string[];
};

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The built index.html's entry, stylesheets and module preloads, and the HTML without them. */
export function splitAppAssets(html: string): { shell: string; assets: AppAssets } | undefined {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return undefined;
  const css = [...html.matchAll(STYLESHEET)].map((m) => m[1]!);
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const shell = html.replace(ENTRY_SCRIPT, '').replace(STYLESHEET, '').replace(MODULE_PRELOAD, '');
  return { shell, assets: { entry, css, modules } };
}

export type ServerPage = {
  /** The document's title (plain text). */
  title: string;
  /** The meta description (plain text). */
  description?: string;
  /** The page's markup (already escaped), shown until the app takes over. */
  body: string;
  /** Extra tags for the head (already escaped), e.g. a preload of the largest picture. */
  head?: string[];
};

/** The shell (from `splitAppAssets`) with the page's markup before #root and the app's starter script. */
export function renderServerPage(shell: string, assets: AppAssets, page: ServerPage): string {
  const starter = `<script defer src="/server-page.js" data-entry="${escapeHtml(assets.entry)}" data-css="${escapeHtml(assets.css.join(' '))}" data-modules="${escapeHtml(assets.modules.join(' '))}"></script>`;
  const head = [...(page.head ?? []), `<style>${SERVER_PAGE_CSS}</style>`, starter];
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  html = html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
  // The server's page reads without script, so the shell's "needs JavaScript" note is dropped.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace('<div id="root">', `<div id="server-page">${page.body}</div>\n    <div id="root">`);
}

// Mantine's look (the app's theme: violet, the default font stack and sizes) for the few elements of a
// server-rendered page, so the app's takeover does not change what the visitor sees. #root is hidden while
// the server's page is there. Breakpoints: sm 48em, md 62em (Mantine's).
const SERVER_PAGE_CSS = [
  '#server-page~#root{display:none}',
  'body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.55;color:#000;background:#fff;-webkit-font-smoothing:antialiased}',
  '#server-page,#server-page *{box-sizing:border-box}',
  '.sp-header{display:flex;justify-content:space-between;align-items:center;gap:10px;padding:10px 16px;border-bottom:1px solid #dee2e6}',
  '.sp-brand{font-weight:800;font-size:18px;color:#7048e8;text-decoration:none}',
  '.sp-row{display:flex;gap:10px;flex-wrap:wrap;align-items:center}',
  '.sp-header .sp-row{flex-wrap:nowrap;gap:8px}',
  '.sp-btn{display:inline-flex;align-items:center;height:36px;padding:0 18px;border-radius:8px;line-height:1;border:1px solid transparent;background:#7950f2;color:#fff;font-size:14px;font-weight:600;text-decoration:none;white-space:nowrap}',
  '.sp-btn-default{background:#fff;color:#000;border-color:#ced4da}',
  '.sp-outer{padding:16px;min-height:100dvh}',
  '.sp-main{max-width:1200px;margin:0 auto;padding:10px}',
  '.sp-callout{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px;padding:16px;border:1px solid #dee2e6;border-radius:8px;background:#d0ebff;font-size:14px;margin-bottom:20px}',
  '.sp-callout p{margin:0}',
  '.sp-grid{display:grid;gap:32px}',
  '.sp-pic{max-width:560px;width:100%}',
  '.sp-thumbs{display:flex;flex-wrap:wrap;gap:10px;margin-top:10px}',
  '.sp-thumbs img{width:64px;height:64px;object-fit:cover;border-radius:4px;background:#f1f3f5}',
  '.sp-pic>img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:8px;background:#f1f3f5}',
  '.sp-facts>*{margin:0 0 16px}',
  '.sp-facts h1{font-size:22px;line-height:1.3;font-weight:650}',
  '.sp-facts a{color:#7950f2;text-decoration:none}',
  '.sp-small{font-size:14px}',
  '.sp-dim{color:#5c636a;font-weight:400}',
  '.sp-price{font-size:20px;font-weight:700}',
  '.sp-desc{white-space:pre-line}',
  '@media (min-width:48em){.sp-header{padding:10px 32px}.sp-outer{padding:32px}.sp-main{padding:20px}.sp-facts h1{font-size:28px}}',
  '@media (min-width:62em){.sp-grid{grid-template-columns:1fr 1fr}}',
].join('');
