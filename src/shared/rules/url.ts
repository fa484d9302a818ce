// Spec §5: http, https, ftp and protocol-relative links, including localhost or an IP address;
// mailto, javascript: and bare words are rejected. A regex, not `new URL()`, because URL accepts
// any scheme and needs a base for protocol-relative links.

const SCHEME = '(?:(?:https?|ftp):)?//';
const USER_INFO = '(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?';
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}`;
// Labels may hold non-ASCII letters (internationalised domains); the TLD must be letters only.
const LABEL = '[a-z0-9\\u00a1-\\uffff](?:[a-z0-9\\u00a1-\\uffff-]{0,61}[a-z0-9\\u00a1-\\uffff])?';
const DOMAIN = `(?:${LABEL}\\.)+[a-z\\u00a1-\\uffff]{2,}\\.?`;
const HOST = `(?:localhost|${IPV4}|${DOMAIN})`;
const PORT = '(?::(\\d{1,5}))?';
const REST = '(?:[/?#]\\S*)?';

export const URL_PATTERN = new RegExp(`^${SCHEME}${USER_INFO}${HOST}${PORT}${REST}$`, 'i');

const MAX_PORT = 65535;

/** Checks the string exactly as given (no trimming), so the checked value is the stored value. */
export function isValidUrl(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const match = URL_PATTERN.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || Number(port) <= MAX_PORT;
}
