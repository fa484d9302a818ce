// Spec §3 "Display rule": a lone Title/Default Title variant option is shown as a dash. Shopify-style
// stores name the single variant of a product without options "Default Title"; it means "no variant".

export const NO_VARIANT_LABEL = '-';

const PLACEHOLDER_TITLES = new Set(['title', 'default title']);

function isPlaceholderTitle(title: string): boolean {
  return PLACEHOLDER_TITLES.has(title.trim().toLowerCase());
}

/** "Default Title", "title", "", null → "-"; any other title is returned as given. */
export function displayVariantTitle(title: string | null | undefined): string {
  if (!title || title.trim() === '' || isPlaceholderTitle(title)) return NO_VARIANT_LABEL;
  return title;
}

/** ["Red", "L"] → "Red / L"; ["Default Title"], [] or only blanks → "-". Blank options are skipped. */
export function displayVariantOptions(options: readonly (string | null | undefined)[]): string {
  const present = options.map((option) => option?.trim() ?? '').filter((option) => option !== '');
  const [only] = present;
  if (only === undefined || (present.length === 1 && isPlaceholderTitle(only))) return NO_VARIANT_LABEL;
  return present.join(' / ');
}
