// URLs in messages come from the other side: only web links and this site's own paths are ever put in
// an href or src (never javascript:, data: or protocol-relative URLs).
import { API_BASE_PATH } from '../../../shared/contract/http';

export function safeUrl(url: string): string | null {
  const value = url.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A path inside the app (a card's href): opened with the router. */
export const isAppPath = (url: string) => /^\/(?![/\\])/.test(url) && !url.startsWith(`${API_BASE_PATH}/`);

/** A file Quarry stores: served with its checked type, so it may be previewed inline. */
export const isOwnFile = (url: string) => url.startsWith(`${API_BASE_PATH}/files/`);
