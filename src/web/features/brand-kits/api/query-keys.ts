// The brand-kits feature's query keys: invalidating `kit(id)` refreshes the editor, `lists()` every list.
export const brandKitKeys = {
  all: () => ['brand-kits'] as const,
  lists: () => ['brand-kits', 'list'] as const,
  list: (isArchived: boolean) => ['brand-kits', 'list', { isArchived }] as const,
  kit: (id: number) => ['brand-kits', 'detail', id] as const,
  latestRequest: (id: number, type: string) => ['brand-kits', 'detail', id, 'latest-request', type] as const,
  public: (id: number) => ['brand-kits', 'public', id] as const,
};
