import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type {
  Address,
  AddressValidation,
  SavedAddress,
  ShippingOption,
  ShippingRatesBody,
} from '../../../shared/contract/cart';
import { MAX_SAVED_ADDRESSES } from '../../../shared/rules/shipping';
import type { Database, Db } from '../../db/client';
import { type AddressSnapshot, shippingAddresses } from '../../db/schema/shipping-addresses';
import { invalid, notFound, refused } from '../../http/errors';
import type { ShippingProvider } from '../../providers/shipping/types';
import { lockStore } from '../stores/store-rows';

// A store's saved shipping addresses (checkout's shipping details step). Every address is checked by the
// shipping provider and stored as the carrier writes it; one of them is the default (the first saved is).

const columns = {
  id: shippingAddresses.id,
  name: shippingAddresses.name,
  company: shippingAddresses.company,
  line1: shippingAddresses.line1,
  line2: shippingAddresses.line2,
  city: shippingAddresses.city,
  state: shippingAddresses.state,
  postalCode: shippingAddresses.postalCode,
  countryCode: shippingAddresses.countryCode,
  phone: shippingAddresses.phone,
  isDefault: shippingAddresses.isDefault,
};

const toAddress = ({ id: _id, isDefault: _d, ...a }: SavedAddress): Address => a;
const addressValues = (a: Address) => ({
  name: a.name,
  company: a.company ?? null,
  line1: a.line1,
  line2: a.line2 ?? null,
  city: a.city,
  state: a.state ?? null,
  postalCode: a.postalCode ?? null,
  countryCode: a.countryCode,
  phone: a.phone ?? null,
});

const SORTS = {
  createdAt: asc(shippingAddresses.createdAt),
  '-createdAt': desc(shippingAddresses.createdAt),
  name: asc(shippingAddresses.name),
  '-name': desc(shippingAddresses.name),
} as const;

/** The store's addresses, the default first, then by `sort` (newest first unless told). */
export async function listShippingAddresses(
  db: Db,
  storeId: number,
  q: { page: number; size: number; sort?: string },
): Promise<SavedAddress[]> {
  return db
    .select(columns)
    .from(shippingAddresses)
    .where(eq(shippingAddresses.storeId, storeId))
    .orderBy(
      desc(shippingAddresses.isDefault),
      SORTS[(q.sort ?? '-createdAt') as keyof typeof SORTS] ?? desc(shippingAddresses.createdAt),
      desc(shippingAddresses.id),
    )
    .limit(q.size)
    .offset(q.page * q.size);
}

export async function countShippingAddresses(db: Db, storeId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.storeId, storeId));
  return { count: row?.count ?? 0 };
}

async function findAddress(db: Db, storeId: number, id: number): Promise<SavedAddress> {
  const [row] = await db
    .select(columns)
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.storeId, storeId)));
  if (!row) throw notFound('Shipping address');
  return row;
}

/**
 * The provider's answer for an address, or 400 with one detail per problem (paths under `pathPrefix`, as the
 * web forms read them) when it fails the rules; the normalized address when it passes.
 */
export async function checkedAddress(shipping: ShippingProvider, address: Address, pathPrefix = 'body') {
  const check = await shipping.validateAddress(address);
  if (!check.valid || !check.normalized) {
    const first = check.problems[0]?.message ?? 'The carrier cannot deliver to this address';
    throw invalid(
      `Check the address: ${first}`,
      check.problems.map((p) => ({ path: `${pathPrefix}.${p.field}`, message: p.message })),
    );
  }
  return check.normalized;
}

/** Serializes a store's address changes: the count limit and the single default hold under concurrency. */
const lockAddressBook = (tx: Db, storeId: number) => lockStore(tx, storeId, 'update');

const clearDefault = (tx: Db, storeId: number, exceptId?: number) =>
  tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(shippingAddresses.storeId, storeId),
        eq(shippingAddresses.isDefault, true),
        exceptId === undefined ? undefined : ne(shippingAddresses.id, exceptId),
      ),
    );

/** Saves an address checked by the provider; the first becomes the default; 422 past the limit. */
export async function createShippingAddress(
  db: Database,
  shipping: ShippingProvider,
  storeId: number,
  body: Address & { isDefault?: boolean },
): Promise<SavedAddress> {
  const { isDefault, ...address } = body;
  const normalized = await checkedAddress(shipping, address);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, storeId);
    const { count: saved } = await countShippingAddresses(tx, storeId);
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw refused(`You can save up to ${MAX_SAVED_ADDRESSES} shipping addresses: remove one first`);
    }
    const makeDefault = saved === 0 || isDefault === true;
    if (makeDefault) await clearDefault(tx, storeId);
    const [row] = await tx
      .insert(shippingAddresses)
      .values({ ...addressValues(normalized), storeId, isDefault: makeDefault })
      .returning(columns);
    return row!;
  });
}

/**
 * Replaces an address (checked again). `isDefault: true` makes it the default; false or absent leaves the
 * default where it is — a store always has one default while it has addresses.
 */
export async function updateShippingAddress(
  db: Database,
  shipping: ShippingProvider,
  storeId: number,
  id: number,
  body: Address & { isDefault?: boolean },
): Promise<SavedAddress> {
  const { isDefault, ...address } = body;
  await findAddress(db, storeId, id);
  const normalized = await checkedAddress(shipping, address);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, storeId);
    if (isDefault) await clearDefault(tx, storeId, id);
    const [row] = await tx
      .update(shippingAddresses)
      .set({ ...addressValues(normalized), updatedAt: new Date(), ...(isDefault ? { isDefault: true } : {}) })
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.storeId, storeId)))
      .returning(columns);
    if (!row) throw notFound('Shipping address');
    return row;
  });
}

/** Removes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteShippingAddress(db: Database, storeId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, storeId);
    const [gone] = await tx
      .delete(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.storeId, storeId)))
      .returning({ isDefault: shippingAddresses.isDefault });
    if (!gone) throw notFound('Shipping address');
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.storeId, storeId))
      .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
      .limit(1);
    if (next)
      await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, next.id));
  });
  return { ok: true as const };
}

export async function setDefaultShippingAddress(db: Database, storeId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, storeId);
    await findAddress(tx, storeId, id);
    await clearDefault(tx, storeId, id);
    const [row] = await tx
      .update(shippingAddresses)
      .set({ isDefault: true })
      .where(eq(shippingAddresses.id, id))
      .returning(columns);
    return row!;
  });
}

/** improve-shipping-address: the provider's check of a saved address of the store, or of the one given. */
export async function improveShippingAddress(
  db: Db,
  shipping: ShippingProvider,
  storeId: number,
  q: { addressId?: number } & Partial<Address>,
): Promise<AddressValidation> {
  const { addressId, ...fields } = q;
  const address = addressId ? toAddress(await findAddress(db, storeId, addressId)) : (fields as Address);
  return shipping.validateAddress(address);
}

/** Shipping options for a shipment the caller describes (the checkout computes its own from the cart). */
export function quoteShippingRates(
  shipping: ShippingProvider,
  body: ShippingRatesBody,
): Promise<ShippingOption[]> {
  return shipping.rates({
    from: { countryCode: body.fromCountryCode, postalCode: body.fromPostalCode ?? null },
    to: body.to,
    parcel: { weightGrams: body.weightGrams, packages: body.packages, kind: body.kind },
  });
}

/**
 * The address checkout ships to (for the lead's checkout): a saved address of this store by id (404 when it
 * is not the store's; it was checked when saved), or the address given, checked now — 400 with details under
 * `body.shippingAddress` when it fails the rules. An id wins over an address sent with it.
 */
export async function resolveShippingAddress(
  db: Db,
  shipping: ShippingProvider,
  storeId: number,
  opts: { shippingAddressId?: number; shippingAddress?: Address },
): Promise<Address> {
  if (opts.shippingAddressId !== undefined) {
    return toAddress(await findAddress(db, storeId, opts.shippingAddressId));
  }
  if (opts.shippingAddress) return checkedAddress(shipping, opts.shippingAddress, 'body.shippingAddress');
  throw invalid('Choose a shipping address', [
    { path: 'body.shippingAddress', message: 'Choose a saved address or enter one' },
  ]);
}

/** The address stored with an invoice or a payment: what `resolveShippingAddress` answers. */
export type { AddressSnapshot };
