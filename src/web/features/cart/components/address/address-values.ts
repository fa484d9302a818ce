// The new-address form's values and the contract's Address, both ways (empty optional fields are null).
import type { Address } from '../../../../../shared/contract/cart';

export type AddressValues = {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  /** Save it as the store's default address. */
  isDefault: boolean;
  /** Save it to the store's addresses, where saving is the user's choice. */
  keep: boolean;
};

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: 'US',
  phone: '',
  isDefault: false,
  keep: true,
};
/** The fields that hold the address itself (what the carrier can find a problem with). */
export const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS).filter((k) => k !== 'isDefault' && k !== 'keep');

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
export const toAddress = (v: AddressValues): Address => ({
  name: v.name.trim(),
  company: orNull(v.company),
  line1: v.line1.trim(),
  line2: orNull(v.line2),
  city: v.city.trim(),
  state: orNull(v.state),
  postalCode: orNull(v.postalCode),
  countryCode: v.countryCode,
  phone: orNull(v.phone),
});
export const fromAddress = (
  a: Address,
  choices: Pick<AddressValues, 'isDefault' | 'keep'>,
): AddressValues => ({
  name: a.name,
  company: a.company ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  state: a.state ?? '',
  postalCode: a.postalCode ?? '',
  countryCode: a.countryCode,
  phone: a.phone ?? '',
  ...choices,
});
