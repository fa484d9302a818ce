// Layout and session path rules of spec §2 (both documents), as pure functions of a pathname.
// A rule naming a path ("login", "app-bind") matches that first path segment and everything under it.

export const LOGIN_PATH = '/login';
/** Start-of-session navigation: Homebase itself, no second-level item (/homebase/quiz etc.). */
export const START_OF_SESSION_PATH = '/homebase';

/** "Paths usable without the main layout" (first path segment). */
const BARE_LAYOUT_SEGMENTS = [
  'login',
  // The password-reset pages look like the sign-in page (issue 21).
  'forgot-password',
  'reset-password',
  // Back from "Continue with Google" (issue 22), before a session exists.
  'google-auth',
  'share-report',
  'pay-invoice',
  'track-order',
  'leave-a-review',
  'app-bind',
  'retail-connect',
  'social-analysis',
  'ai-agents',
  'ai-storefront',
  'sourcing-agent',
  'tariff-rate-agent',
] as const;
/** "…and the content-studio start page": the start page only, not the studio's inner pages. */
const BARE_LAYOUT_EXACT = ['/content-studio'] as const;

/** "Paths that never trigger the session-expiry redirect" (first path segment), plus preview pages. */
const SESSION_REDIRECT_EXCLUDED_SEGMENTS = [
  'login',
  'forgot-password',
  'reset-password',
  'google-auth',
  'shopify',
  'appsumo',
  'app-bind',
  'playground',
  'bind-shopify',
  'public-pay-invoice',
] as const;
const PREVIEW_PAGE_PREFIX = 'preview-';

/** "Always-allowed paths": reachable even when a plan or menu flag would hide their area. */
export const ALWAYS_ALLOWED_PATHS = ['/business-kits', '/account-info', '/playground'] as const;

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function firstSegment(pathname: string): string {
  return normalize(pathname).split('/')[1] ?? '';
}

function isUnder(pathname: string, base: string): boolean {
  const path = normalize(pathname);
  return path === base || path.startsWith(`${base}/`);
}

export function usesBareLayout(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return (
    (BARE_LAYOUT_SEGMENTS as readonly string[]).includes(segment) ||
    (BARE_LAYOUT_EXACT as readonly string[]).includes(normalize(pathname))
  );
}

export function isSessionRedirectExcluded(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return (
    (SESSION_REDIRECT_EXCLUDED_SEGMENTS as readonly string[]).includes(segment) ||
    segment.startsWith(PREVIEW_PAGE_PREFIX)
  );
}

export function isAlwaysAllowed(pathname: string): boolean {
  return ALWAYS_ALLOWED_PATHS.some((base) => isUnder(pathname, base));
}

/** base64 of the UTF-8 bytes, so any path survives (spec §8: "a base64-encoded return path"). */
export function encodeReturnPath(pathAndSearch: string): string {
  const bytes = new TextEncoder().encode(pathAndSearch);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The decoded return path, or null when it is missing, not base64, or not a path of this app
 * ("//evil.example" or "https://…" would make the login page an open redirect).
 */
export function decodeReturnPath(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  let path: string;
  try {
    const binary = atob(encoded);
    path = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return path;
}

/** /login?path=<base64 of the return path>. */
export function loginPathFor(returnPath: string): string {
  const params = new URLSearchParams({ path: encodeReturnPath(returnPath) });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** Where a successful sign-in goes: the return path, else the start of a session. */
export function postLoginPath(encodedReturnPath: string | null | undefined): string {
  const path = decodeReturnPath(encodedReturnPath);
  if (!path || isUnder(path, LOGIN_PATH)) return START_OF_SESSION_PATH;
  return path;
}
