import { z } from 'zod';
import { Address } from '../../../../shared/contract/cart';
import { listQuery } from '../../../../shared/contract/shared-shapes';

// Request shapes of the shipping-address calls that the contract (shared/contract/cart.ts) does not carry yet.

/** At most this many saved addresses per store. */
export const MAX_SAVED_ADDRESSES = 20;

export const ShippingAddressListQuery = listQuery(['createdAt', 'name']);

/** GET improve-shipping-address: a saved address by id, or an address in the query's fields. */
export const ImproveShippingAddressQuery = Address.partial()
  .extend({ addressId: z.coerce.number().int().positive().optional() })
  .superRefine((q, ctx) => {
    if (q.addressId !== undefined) return;
    for (const field of ['name', 'line1', 'city', 'countryCode'] as const) {
      if (!q[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Required without addressId' });
    }
  });
export type ImproveShippingAddressQuery = z.infer<typeof ImproveShippingAddressQuery>;

export const ShippingRatesBody = z
  .object({
    to: Address,
    fromCountryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country')
      .toUpperCase()
      .describe("The supplier's country"),
    fromPostalCode: z.string().trim().max(20).optional(),
    weightGrams: z.number().int().min(1).max(50_000_000).describe('Total weight of the goods'),
    packages: z.number().int().min(1).max(1000).default(1),
    kind: z.enum(['PARCEL', 'PALLET']).default('PARCEL'),
  })
  .strict();
export type ShippingRatesBody = z.infer<typeof ShippingRatesBody>;
