// The shipping provider (ARCHITECTURE "Providers": address validator + rate table + label PDF embedded;
// Shippo when SHIPPO_TOKEN is set). Checkout validates the founder's address and prices the shipment here.
import type { Address, AddressValidation, ShippingOption } from '../../../shared/contract/cart';

export type Parcel = {
  /** Total weight in grams. */
  weightGrams: number;
  /** How many packages (parcels, or pallets for PALLET goods). */
  packages: number;
  kind: 'PARCEL' | 'PALLET';
};

export type RateInput = {
  /** Where it ships from: the supplier's country (a postal code when known). */
  from: { countryCode: string; postalCode?: string | null; state?: string | null; city?: string | null };
  to: Address;
  parcel: Parcel;
};

export interface ShippingProvider {
  readonly kind: 'embedded' | 'shippo';
  /** Checks an address by its country's rules; answers problems and, when it can, corrected suggestions. */
  validateAddress(address: Address): Promise<AddressValidation>;
  /** Shipping options for a parcel, cheapest first; ids are stable for the same input. */
  rates(input: RateInput): Promise<ShippingOption[]>;
}
