// Spec §5: country US is domestic; any other country is international.

export type ShippingScope = 'DOMESTIC' | 'INTERNATIONAL';

export const DOMESTIC_COUNTRY_CODE = 'US';

/** At most this many saved shipping addresses per store. */
export const MAX_SAVED_ADDRESSES = 20;

/** Case- and whitespace-insensitive; a missing country is not assumed to be domestic. */
export function isDomesticCountry(countryCode: string | null | undefined): boolean {
  return countryCode?.trim().toUpperCase() === DOMESTIC_COUNTRY_CODE;
}

export function shippingScope(countryCode: string | null | undefined): ShippingScope {
  return isDomesticCountry(countryCode) ? 'DOMESTIC' : 'INTERNATIONAL';
}
