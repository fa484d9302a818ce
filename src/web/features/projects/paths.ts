// The projects feature's own links, typed (STYLE.md "Routes and URLs in one place").
export const projectPaths = {
  create: (supplierId?: number) =>
    supplierId ? `/create-custom-project?supplierId=${supplierId}` : '/create-custom-project',
  project: (id: number) => `/create-custom-project/${id}`,
  list: () => '/browse-suppliers?viewType=RFP',
  supplier: (id: number) => `/browse-suppliers/supplier-profile/${id}`,
} as const;
