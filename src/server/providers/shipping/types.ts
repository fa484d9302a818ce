// The shipping provider (ARCHITECTURE "Providers": address validator + rate table + label PDF embedded;
// Shippo when SHIPPO_TOKEN is set). Checkout validates the founder's address and prices the shipment here.
import type { Address, AddressValidation, ShippingOption } from '../../../shared/contract/cart';
import type { TrackingStatus } from '../../../shared/rules/tracking';

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

/**
 * One box leaving the warehouse (spec §3 "Shipping label": dimensions in inches; the spec's weight is in lb —
 * send `weightOz = Math.ceil(lb × 16)`; ounces keep a scale's reading an integer).
 */
export type LabelParcel = { lengthIn: number; widthIn: number; heightIn: number; weightOz: number };

/** A label's shipment: from the warehouse (shared/rules/warehouse.ts) to `to`. */
export type LabelRateInput = { to: Address; parcel: LabelParcel };

/** A carrier's price for a label; buy it by `id` with the same LabelRateInput. */
export type LabelRate = {
  /** Embedded: `embedded:<carrier>:<service>:<hash of the priced input>`; Shippo: the rate's object_id. */
  id: string;
  /** Shown: "USPS", "UPS", "FedEx". */
  carrier: string;
  /** Shippo's carrier token ("usps", "ups", "fedex"): the tracking calls name the carrier with it. */
  carrierToken: string;
  /** Shown: "Ground Advantage", "2nd Day Air". */
  service: string;
  /** Shippo's service-level token ("usps_ground_advantage"). */
  serviceToken: string;
  amountCents: number;
  currency: 'USD';
  /** Transit days the carrier estimates (null when it gives none). */
  estimatedDays: number | null;
  /** The zone (1–8) for a domestic parcel when known. */
  zone: number | null;
  /** Whole pounds billed: max(actual, dimensional) rounded up (embedded; null when the carrier does not say). */
  billableWeightLb: number | null;
};

export type BuyLabelInput = {
  rateId: string;
  /** The input the rate was quoted for: the label prints its address, and the embedded carrier re-prices it. */
  labelRateInput: LabelRateInput;
  /** The order number, printed on the label and kept by the carrier. */
  reference: string;
  /** The same key answers the same label and never charges twice. */
  idempotencyKey: string;
  /** When the label is bought (default: now); the embedded carrier's timeline starts here. */
  now?: Date;
};

export type PurchasedLabel = {
  /** Embedded: `emb_<trackingNumber>`; Shippo: the transaction's object_id. Void by it. */
  labelId: string;
  rateId: string;
  carrier: string;
  carrierToken: string;
  service: string;
  serviceToken: string;
  trackingNumber: string;
  rateCents: number;
  currency: 'USD';
  /** The 4×6 in label as a PDF (embedded); null when the carrier hosts it at labelUrl. */
  pdf: Buffer | null;
  /** Shippo's label_url (a PDF_4x6); null for the embedded carrier. */
  labelUrl: string | null;
  /** YYYY-MM-DD, or null when the carrier gives no estimate. */
  estimatedDeliveryDate: string | null;
  purchasedAt: string;
};

export type VoidLabelInput = {
  labelId: string;
  /** When the label was bought (the embedded carrier reads its timeline from here). */
  purchasedAt: Date;
  now?: Date;
};

export type VoidedLabel = {
  labelId: string;
  /** VOIDED: refunded now; REFUND_PENDING: the carrier confirms later (Shippo's QUEUED/PENDING refunds). */
  status: 'VOIDED' | 'REFUND_PENDING';
  /** Shippo's refund object_id; null for the embedded carrier. */
  refundId: string | null;
};

export type TrackingLocation = {
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string;
};

export type TrackingEvent = {
  /** Stable per shipment: `<trackingNumber>:<n>` (embedded) or Shippo's object_id. Apply each once. */
  id: string;
  status: TrackingStatus;
  /** Shippo's substatus code (out_for_delivery, address_issue, package_damaged, return_to_sender…) or null. */
  substatus: string | null;
  /** ISO 8601 UTC. */
  at: string;
  location: TrackingLocation | null;
  description: string;
};

export type TrackingInput = { trackingNumber: string; carrierToken: string; purchasedAt: Date; now?: Date };

export type TrackingInfo = {
  trackingNumber: string;
  carrierToken: string;
  /** The latest event's status (UNKNOWN before any). */
  status: TrackingStatus;
  /** Oldest first. */
  events: TrackingEvent[];
  /** ISO 8601, or null. */
  eta: string | null;
};

export interface ShippingProvider {
  readonly kind: 'embedded' | 'shippo';
  /** Checks an address by its country's rules; answers problems and, when it can, corrected suggestions. */
  validateAddress(address: Address): Promise<AddressValidation>;
  /** Shipping options for a parcel, cheapest first; ids are stable for the same input. */
  rates(input: RateInput): Promise<ShippingOption[]>;
  /** Label prices from the warehouse, cheapest first. Bad parcel or address → 400 naming the field. */
  labelRates(input: LabelRateInput): Promise<LabelRate[]>;
  /** Buys the label of a rate; the same idempotencyKey answers the same label. Stale rate → 409. */
  buyLabel(input: BuyLabelInput): Promise<PurchasedLabel>;
  /** Voids (refunds) a label the carrier does not have yet; in transit → 422 REFUSED. */
  voidLabel(input: VoidLabelInput): Promise<VoidedLabel>;
  /** The shipment's events up to now. */
  track(input: TrackingInput): Promise<TrackingInfo>;
}
