import type { Config } from '../config';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/** Vite's dev server (npm run dev) and preview, which proxy /rest/ to the API with the page's Origin. */
const DEV_PORTS = [5173, 4173];

/**
 * The origins whose pages may use the realtime socket: PUBLIC_URL's (every loopback name of it when it is
 * a loopback address: the default http://localhost:3000 is also opened as http://127.0.0.1:3000), the
 * ALLOWED_ORIGINS list, and in development the Vite dev server's.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'env'>): Set<string> {
  const out = new Set<string>(config.allowedOrigins);
  const pub = new URL(config.publicUrl);
  out.add(pub.origin);
  if (LOOPBACK.includes(pub.hostname)) {
    for (const host of LOOPBACK) out.add(new URL(`${pub.protocol}//${host}:${pub.port}`).origin);
  }
  if (config.env === 'development') {
    for (const host of LOOPBACK) for (const port of DEV_PORTS) out.add(`http://${host}:${port}`);
  }
  return out;
}

/**
 * Whether a request's Origin header may be served. Browsers always send Origin on a WebSocket upgrade, so
 * a page elsewhere is refused; a request without one comes from a non-browser client (a script, a native
 * app), which no web page can drive, and is allowed. `null` (a sandboxed or file page) is refused.
 */
export function createOriginCheck(config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'env'>) {
  const allowed = allowedOrigins(config);
  return (origin: string | undefined): boolean => {
    if (origin === undefined) return true;
    if (!URL.canParse(origin)) return false;
    return allowed.has(new URL(origin).origin);
  };
}
