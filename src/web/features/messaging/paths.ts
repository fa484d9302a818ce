// The messaging feature's links, typed (STYLE.md "Routes and URLs in one place"). Other features link to a
// conversation with plain URLs of this scheme: ?conversation={id}, or ?supplierId={id} (opened on arrival)
// with an optional &projectRequestId=, &catalogItemId= or &supplierProfileId= card to attach.
import type { CardDraft } from './api/get-card-preview';

export const INBOX_MESSAGES_PATH = '/inbox/messages';

export type ConversationLinkParams = {
  conversation?: number;
  supplierId?: number;
  projectRequestId?: number;
  catalogItemId?: number;
  supplierProfileId?: number;
};

export function conversationHref(basePath: string, params: ConversationLinkParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export const messagingPaths = {
  inbox: () => INBOX_MESSAGES_PATH,
  conversation: (id: number, basePath = INBOX_MESSAGES_PATH) =>
    conversationHref(basePath, { conversation: id }),
  messageSupplier: (supplierId: number) => conversationHref(INBOX_MESSAGES_PATH, { supplierId }),
  browseSuppliers: () => '/browse-suppliers',
  supplier: (id: number) => `/browse-suppliers/supplier-profile/${id}`,
  catalogItem: (id: number) => `/browse-suppliers/catalog-item/${id}`,
  project: (id: number) => `/create-custom-project/${id}`,
} as const;

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
