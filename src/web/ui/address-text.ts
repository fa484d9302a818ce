// An address as people read it, the same on every screen that shows one (checkout, invoices, saved addresses).
import type { Address } from '../../shared/contract/cart';

/** An address as the lines of a label, below the recipient's name. */
export function addressLines(a: Address): string[] {
  const cityLine = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.company, a.line1, a.line2, cityLine, a.countryCode].filter((l): l is string => Boolean(l));
}

/** The whole address on one line, the recipient first. */
export const addressText = (a: Address) => [a.name, ...addressLines(a)].join(', ');
