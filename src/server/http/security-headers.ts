import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Response headers that limit what an injected script or a hostile page can do. The session token lives in
 * Web Storage (the spec's choice), so one script injection would be an account takeover: the app's pages get
 * a Content-Security-Policy that runs only the built app's own script files.
 */

type HeaderConfig = Pick<Config, 'payments'>;

/** On every response: no MIME sniffing, no framing, no referrer beyond the origin, no powerful features. */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)',
  'cross-origin-opener-policy': 'same-origin',
};

/** Responses that are not pages (JSON, files): nothing in them may run or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A Host header as a CSP source (only plain host[:port]; anything else is left out). */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The app's page policy. Scripts: the built files only (dist/web/index.html has no inline script; Vite emits
 * `<script type="module" src>` and modulepreload links). Styles: Mantine and the app set `style` attributes
 * and inject `<style>` elements at run time, so style-src needs 'unsafe-inline' (styles cannot run script).
 * Images and videos: the app's files, data:/blob: previews, and the https pictures messages and profiles may
 * link to. Connections: the API and the realtime socket on this host, and Stripe's API when Stripe is
 * configured (the browser posts the card to STRIPE_API_URL/v1/tokens; Stripe.js is not loaded).
 */
export function appPagePolicy(config: HeaderConfig, host: string | undefined): string {
  const connect = ["'self'"];
  // 'self' covers ws:/wss: of the same host in current browsers; older Safari needs them named.
  if (host && HOST.test(host)) connect.push(`ws://${host}`, `wss://${host}`);
  const stripe = config.payments.stripe;
  if (stripe && URL.canParse(stripe.apiUrl)) connect.push(new URL(stripe.apiUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/** The headers one response gets (a header the route set itself, such as an SVG's own CSP, is kept). */
export function applySecurityHeaders(config: HeaderConfig, req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', isHtml(reply) ? appPagePolicy(config, req.host) : NON_PAGE_CSP);
  }
}

/** Registered on the root instance before any route, so the API, files, the app and 404s all get them. */
export function registerSecurityHeaders(app: FastifyInstance, config: HeaderConfig) {
  app.addHook('onSend', async (req, reply, payload) => {
    applySecurityHeaders(config, req, reply);
    return payload;
  });
}
