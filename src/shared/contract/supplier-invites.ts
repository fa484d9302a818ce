import { z } from 'zod';
import { isValidEmail } from '../rules/email';
import { isValidUrl } from '../rules/url';
import { CatalogCompany } from './catalog';
import { PhoneNumber } from './phone';

/** Spec §3 "Supplier invite": name, website, email, phoneNumber (international, e.g. +1 415 555 0100). */
export const CreateSupplierInviteBody = z
  .object({
    name: z.string().trim().min(1, 'Enter the supplier name').max(200),
    website: z
      .string()
      .trim()
      .max(2000)
      .refine(isValidUrl, 'Enter a valid website, such as https://supplier.example'),
    email: z
      .string()
      .trim()
      .max(320)
      .refine(isValidEmail, 'Enter a valid email address, such as sales@supplier.example'),
    phoneNumber: PhoneNumber,
  })
  .strict();
export type CreateSupplierInviteBody = z.infer<typeof CreateSupplierInviteBody>;

export const SupplierInvite = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyId: z.number().int().nullable().describe('The catalog supplier, when it is already on Quarry'),
  createdAt: z.string(),
});
export type SupplierInvite = z.infer<typeof SupplierInvite>;

export const SupplierRelationship = z.enum(['FAVORITED', 'INVITED', 'REVIEWED', 'REQUESTED', 'MESSAGED']);
export type SupplierRelationship = z.infer<typeof SupplierRelationship>;

/** GET /web/stores/me/suppliers: a supplier the store works with; `company` is null for an invite not on Quarry. */
export const StoreSupplier = z.object({
  companyId: z.number().int().nullable(),
  inviteId: z.number().int().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  company: CatalogCompany.nullable(),
  relationships: z.array(SupplierRelationship),
  lastInteractionAt: z.string(),
});
export type StoreSupplier = z.infer<typeof StoreSupplier>;
