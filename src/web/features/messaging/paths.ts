// The messaging feature's link parsing (STYLE.md "Routes and URLs in one place"); the inbox's links, and the
// query other features open a conversation with, are in routing/paths.ts (paths.messaging.inbox).
import type { CardDraft } from './api/get-card-preview';

/** Reads a positive integer id from a search parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

const SHARED_LINK =
  /\/(?:browse-suppliers\/|preview-)(catalog-item|supplier-profile)\/([1-9][0-9]{0,9})(?=[/?#]|$)/;

/**
 * The card a pasted Quarry link stands for: a product page (/browse-suppliers/catalog-item/{id}) or a
 * supplier profile (/browse-suppliers/supplier-profile/{id}), as a full URL or a path; null otherwise.
 */
export function parseSharedLink(text: string): CardDraft | null {
  const value = text.trim();
  let path = value;
  if (!value.startsWith('/')) {
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  const match = SHARED_LINK.exec(path);
  const id = idParam(match?.[2] ?? null);
  if (!match || id === null) return null;
  return { kind: match[1] === 'catalog-item' ? 'item' : 'supplier', id };
}
