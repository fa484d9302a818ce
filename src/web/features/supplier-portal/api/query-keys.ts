// The supplier portal's query keys: its own tree, so its invalidations never touch the founder's app.

export const supplierPortalKeys = {
  all: () => ['supplier-portal'] as const,
  profile: () => ['supplier-portal', 'profile'] as const,
  summary: () => ['supplier-portal', 'summary'] as const,
  countries: () => ['supplier-portal', 'countries'] as const,
  categories: () => ['supplier-portal', 'categories'] as const,
  items: () => ['supplier-portal', 'items'] as const,
  itemList: (query: object) => ['supplier-portal', 'items', 'list', query] as const,
  itemCount: (query: object) => ['supplier-portal', 'items', 'count', query] as const,
  item: (id: number) => ['supplier-portal', 'items', 'detail', id] as const,
  requests: () => ['supplier-portal', 'requests'] as const,
  requestList: (query: object) => ['supplier-portal', 'requests', 'list', query] as const,
  requestCount: () => ['supplier-portal', 'requests', 'count'] as const,
  request: (id: number) => ['supplier-portal', 'requests', 'detail', id] as const,
  invoices: () => ['supplier-portal', 'invoices'] as const,
  invoiceList: (query: object) => ['supplier-portal', 'invoices', 'list', query] as const,
  invoiceCount: (query: object) => ['supplier-portal', 'invoices', 'count', query] as const,
  invoice: (id: number) => ['supplier-portal', 'invoices', 'detail', id] as const,
  invoiceCustomers: () => ['supplier-portal', 'invoice-customers'] as const,
};
