// The AI design feature's own links, typed (STYLE.md "Routes and URLs in one place").
export const aiDesignPaths = {
  ideation: (creatorProjectId?: number | null) =>
    creatorProjectId ? `/product-ideation/${creatorProjectId}` : '/product-ideation',
  yourIdeations: () => '/your-ideations',
  catalogItem: (id: number) => `/browse-suppliers/catalog-item/${id}`,
  /** The manage-plan dialog (spec §2 "Dialogs opened by a query parameter"). */
  managePlan: () => '/account-info?open=manage_plan',
} as const;

/** `?open=design` opens the design modal (spec §2 reads the `open` query parameter). */
export const DESIGN_DIALOG_PARAM = { name: 'open', value: 'design' } as const;
