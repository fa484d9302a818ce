// The catalog's own links, typed (STYLE.md "Routes and URLs in one place").
export const catalogPaths = {
  home: (tab?: string) => (tab && tab !== 'ALL' ? `/home?tab=${tab}` : '/home'),
  browse: () => '/browse-suppliers',
  item: (id: number) => `/browse-suppliers/catalog-item/${id}`,
  supplier: (id: number) => `/browse-suppliers/supplier-profile/${id}`,
  previewItem: (id: number) => `/preview-catalog-item/${id}`,
  previewSupplier: (id: number) => `/preview-supplier-profile/${id}`,
  favorites: (tab?: 'suppliers' | 'products' | 'my-suppliers') =>
    tab ? `/favorites?tab=${tab}` : '/favorites',
  /** The custom project form, with the supplier preselected when started from its profile or an item. */
  customProject: (supplierId?: number) =>
    supplierId ? `/create-custom-project?supplierId=${supplierId}` : '/create-custom-project',
  imageSearch: (imageUrl?: string) =>
    imageUrl
      ? `/browse-suppliers-with-uploaded-image?imageUrl=${encodeURIComponent(imageUrl)}`
      : '/browse-suppliers-with-uploaded-image',
} as const;
