// The brand-kits feature's links, typed (STYLE.md "Routes and URLs in one place"). Links into other areas
// (catalog items, the inbox, custom projects) are plain URLs of their own schemes, never imports.

export const brandKitPaths = {
  list: () => '/business-kits',
  editor: (id: number) => `/business-kits/${id}`,
  public: (id: number) => `/bk/${id}`,
  /** The share link a founder copies: the public page on this host. */
  publicUrl: (origin: string, id: number) => `${origin}/bk/${id}`,
  catalogItem: (id: number) => `/browse-suppliers/catalog-item/${id}`,
  supplier: (id: number) => `/browse-suppliers/supplier-profile/${id}`,
  /** The inbox opens (or creates) the conversation and attaches the product card to the first message. */
  messageSupplier: (supplierId: number, catalogItemId?: number) =>
    catalogItemId
      ? `/inbox/messages?supplierId=${supplierId}&catalogItemId=${catalogItemId}`
      : `/inbox/messages?supplierId=${supplierId}`,
  /** A new custom project request with the supplier prefilled (the projects page reads `supplierId`). */
  customProject: (supplierId: number) => `/create-custom-project?supplierId=${supplierId}`,
} as const;

/** A path id: a positive integer, or null for anything else (the page says the link is not valid). */
export const positiveInt = (s: string | undefined | null) =>
  s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null;
