// The brand-kits feature's path parsing; its links, and links into other areas, are in routing/paths.ts.

/** A path id: a positive integer, or null for anything else (the page says the link is not valid). */
export const positiveInt = (s: string | undefined | null) =>
  s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null;
