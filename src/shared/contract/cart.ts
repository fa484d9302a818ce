import { z } from 'zod';
import {
  FEE_KINDS,
  ITEM_STATUSES,
  MAX_ORDER_QUANTITY,
  ORDER_SOURCES,
  ORDER_TABS,
  ORDER_TYPES,
  SHIPPING_MODES,
} from '../rules/order-items';
import { listQuery } from './shared-shapes';

// Creator order items and the cart (second document §7 "Creator order items and invoices"; first document
// §3 "Shopping cart"), and the shipping details of checkout. docs/decisions/016-cart-checkout-payments.md.

export const OrderType = z.enum(ORDER_TYPES);
export const OrderSource = z.enum(ORDER_SOURCES);
export const ItemStatus = z.enum(ITEM_STATUSES);
export const ShippingMode = z.enum(SHIPPING_MODES);
export const FeeKind = z.enum(FEE_KINDS);
export const OrderTab = z.enum(ORDER_TABS);

const id = z.number().int().positive();
const quantity = z
  .number()
  .int('Quantity is a whole number')
  .min(1, 'Quantity is at least 1')
  .max(MAX_ORDER_QUANTITY, `Quantity is at most ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`);

export const Fee = z.object({ kind: FeeKind, label: z.string(), amountCents: z.number().int() });
export type Fee = z.infer<typeof Fee>;

export const NestedOrderItem = z.object({
  id,
  title: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  feeKind: FeeKind,
  printTemplateId: z.string().nullable().describe('The print template of a print-on-demand nested item'),
});

export const OrderItem = z.object({
  id,
  orderType: OrderType,
  orderSource: OrderSource,
  status: ItemStatus,
  feeKind: FeeKind,
  shippingMode: ShippingMode,
  title: z.string(),
  sku: z.string(),
  imageUrl: z.string().nullable(),
  catalogItemId: id.nullable(),
  supplier: z.object({ id, name: z.string(), logoUrl: z.string() }),
  invoiceId: id.nullable(),
  invoiceItemId: id.nullable(),
  variant: z.string().nullable(),
  colorOption: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** unit price × quantity, plus nested items. */
  totalCents: z.number().int(),
  currency: z.string(),
  fees: z.array(Fee),
  items: z.array(NestedOrderItem).describe('Nested items bought with this one'),
  /** For SAMPLES/INVENTORY of a catalog product: units left when its stock is limited, else null. */
  stockLeft: z.number().int().nullable(),
  isArchived: z.boolean(),
  storedAtFbp: z.boolean(),
  paymentId: id.nullable(),
  createdAt: z.string(),
  purchasedAt: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const StatusChange = z.object({
  fromStatus: ItemStatus.nullable(),
  toStatus: ItemStatus,
  note: z.string().nullable(),
  at: z.string(),
});
export const OrderItemDetail = OrderItem.extend({ history: z.array(StatusChange) });
export type OrderItemDetail = z.infer<typeof OrderItemDetail>;

export const NestedItemInput = z
  .object({
    catalogItemId: id,
    quantity,
    printTemplateId: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

export const CreateOrderItemBody = z
  .object({
    catalogItemId: id,
    quantity,
    orderType: z.enum(['SAMPLES', 'INVENTORY', 'PACKAGING']),
    colorOption: z.string().trim().min(1).max(100).optional().describe('A colour name of the product'),
    shippingMode: z.enum(['QUARRY_SHIPPING', 'SUPPLIER_SHIPPING']).optional(),
    /** false: saved for later (NOT_PURCHASED) instead of the cart. */
    inCart: z.boolean().optional(),
    items: z.array(NestedItemInput).max(10).optional(),
  })
  .strict();
export type CreateOrderItemBody = z.infer<typeof CreateOrderItemBody>;

export const UpdateOrderItemBody = z
  .object({
    quantity: quantity.optional(),
    colorOption: z.string().trim().min(1).max(100).nullable().optional(),
    status: z.enum(['NOT_PURCHASED', 'IN_SHOPPING_CART', 'CANCELED']).optional(),
    shippingMode: z.enum(['QUARRY_SHIPPING', 'SUPPLIER_SHIPPING']).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
export type UpdateOrderItemBody = z.infer<typeof UpdateOrderItemBody>;

export const OrderItemListQuery = listQuery(['createdAt', 'purchasedAt']).extend({
  tab: OrderTab.optional(),
  status: ItemStatus.optional(),
  archived: z.enum(['true', 'false']).optional(),
});

export const UpdatePriceBody = z
  .object({
    quantity,
    /** true: store the new quantity and price; false: only answer what it would cost. */
    save: z.boolean().default(false),
  })
  .strict();
export const PriceAnswer = z.object({
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  saved: z.boolean(),
});

export const TabCounts = z.record(OrderTab, z.number().int());

export const PromotionCodeCountQuery = z.object({
  code: z.string().trim().min(1, 'Enter a code').max(50),
  excludeId: z.coerce.number().int().positive().optional(),
});

export const ArchiveBody = z.object({ archived: z.boolean().default(true) }).strict();
/** GET /web/stores/me/has-purchased-samples. */
export const HasPurchasedSamplesResponse = z.object({ value: z.boolean() });
export const StoredAtFbpBody = z.object({ storedAtFbp: z.boolean() }).strict();

export const EventPurchaseBody = z.object({ firstTime: z.boolean().optional() }).strict();
/** Spec "invoice item for the purchase event": id, price, items with name, perUnitPrice, quantity. */
export const PurchaseEvent = z.object({
  /** false: this payment's events were pushed before; the browser pushes nothing. */
  push: z.boolean(),
  firstTimePurchase: z.boolean(),
  transactionId: z.string(),
  invoiceItem: z.object({
    id: z.number().int(),
    price: z.number().describe('Dollars, as tag managers expect'),
    items: z.array(
      z.object({ sku: z.string(), name: z.string(), perUnitPrice: z.number(), quantity: z.number().int() }),
    ),
  }),
});
export type PurchaseEvent = z.infer<typeof PurchaseEvent>;

// ---- Shipping details

export const Address = z.object({
  name: z.string().trim().min(1, 'Enter the recipient’s name').max(100),
  company: z.string().trim().max(100).nullable().optional(),
  line1: z.string().trim().min(1, 'Enter the street address').max(200),
  line2: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().min(1, 'Enter the city').max(100),
  state: z.string().trim().max(100).nullable().optional(),
  postalCode: z.string().trim().max(20).nullable().optional(),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country')
    // toUpperCase, not transform: Address is also a response schema, and responses are encoded (no transforms).
    .toUpperCase(),
  phone: z.string().trim().max(40).nullable().optional(),
});
export type Address = z.infer<typeof Address>;

export const SavedAddress = Address.extend({ id, isDefault: z.boolean() });
export type SavedAddress = z.infer<typeof SavedAddress>;
export const SaveAddressBody = Address.extend({ isDefault: z.boolean().optional() }).strict();
/** An address to check with the carrier (Address is also a response shape, so the strict copy is the body's). */
export const ValidateAddressBody = Address.strict();

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

/** POST /web/shipping-addresses/action/rates: what shipping goods from the supplier to `to` costs. */
export const ShippingRatesBody = z
  .object({
    to: Address.strict(),
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

export const AddressProblem = z.object({ field: z.string(), message: z.string() });
export const AddressValidation = z.object({
  valid: z.boolean(),
  scope: z.enum(['DOMESTIC', 'INTERNATIONAL']),
  /** The address as the carrier would write it (upper-cased state, formatted postal code…). */
  normalized: Address.nullable(),
  problems: z.array(AddressProblem),
  suggestions: z.array(Address),
});
export type AddressValidation = z.infer<typeof AddressValidation>;

export const ShippingOption = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  amountCents: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

// ---- Checkout totals (computed by the server; the browser only shows them)

const PayForItems = z.object({ orderItemIds: z.array(id).min(1, 'Choose something to pay for').max(100) });
const PayAnInvoice = z.object({ invoiceId: id });
export const PayTarget = z.union([PayForItems, PayAnInvoice]);

export const CheckoutOptions = z
  .object({
    shippingAddressId: id.optional(),
    shippingAddress: Address.strict().optional(),
    shippingOptionId: z.string().max(50).optional(),
    promoCode: z.string().trim().max(50).optional(),
    financingTermDays: z.union([z.literal(30), z.literal(60), z.literal(90)]).optional(),
  })
  .strict();

/**
 * A checkout body: what it pays for (the cart's items or an invoice) beside its options, as one strict object
 * per target. (An intersection of strict objects would refuse each other's fields.)
 */
export function withPayTarget<Shape extends z.ZodRawShape>(options: z.ZodObject<Shape>) {
  return z.union([options.extend(PayForItems.shape).strict(), options.extend(PayAnInvoice.shape).strict()]);
}

export const CheckoutPreviewBody = withPayTarget(CheckoutOptions);
export type CheckoutPreviewBody = z.infer<typeof CheckoutPreviewBody>;

export const CheckoutTotals = z.object({
  currency: z.string(),
  lines: z.array(Fee).describe('Subtotals by fee kind'),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  discountCents: z.number().int(),
  financingFeeCents: z.number().int(),
  totalCents: z.number().int(),
  promoCode: z.string().nullable(),
  promoProblem: z.string().nullable().describe('Why the code given does not apply, if it does not'),
  financingProblem: z
    .string()
    .nullable()
    .optional()
    .describe('Why paying later is not possible for this order, if asked'),
  needsShippingAddress: z.boolean(),
  shippingOptions: z.array(ShippingOption),
  shippingOptionId: z.string().nullable(),
  items: z.array(OrderItem),
});
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;
