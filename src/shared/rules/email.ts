// Spec §5: local part, @, domain, and a TLD of 2 or more letters.
// Deliberately simple: the real proof of an address is a delivered email, not a regex.

/**
 * Local part of common address characters; a domain of dot-separated labels that neither start nor end
 * with a hyphen; a final label (the TLD) of at least two letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Checks the string exactly as given; callers trim user input first so what is checked is what is stored. */
export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}
