// The AI design feature's URL parameters; its links are in routing/paths.ts.

/** `?open=design` opens the design modal (spec §2 reads the `open` query parameter). */
export const DESIGN_DIALOG_PARAM = { name: 'open', value: 'design' } as const;
