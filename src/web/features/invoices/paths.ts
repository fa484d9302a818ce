// The invoices feature's path parsing; its links are in routing/paths.ts.

/** A path id: a positive integer, or null for anything else (the page says the link is not valid). */
export const positiveInt = (s: string | undefined) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);
