// Business constants and limits of spec §9 (both documents), named once so web and server agree.
// Money is in cents and rates in whole percent, like every other amount in the app.

// Requests and paging.
export const REQUEST_TIMEOUT_MS = 120_000;
export const CHAT_PAGE_SIZE = 10;
export const DEFAULT_SEARCH_SIZE = 50;
export const IMAGE_SEARCH_DEFAULT_QUANTITY = 120;
/** Kit list and category list: "everything" in one page. */
export const LARGE_LIST_SIZE = 9999;
/** Print-on-demand products and templates, and sku bundle mappings. */
export const PRINT_LIST_SIZE = 1000;
export const PRODUCT_LISTING_PAGE_SIZE = 100;
export const PRODUCT_LISTING_SORT = '-rankedAt';
export const SAVED_CARD_LIMIT = 10;

// Brand kit.
export const BRAND_KIT_BRAND_IMAGES = 4;
export const BRAND_KIT_MOODBOARD_IMAGES = 8;
export const IMAGES_PER_GENERATION = 4;
export const DEFAULT_SELECTED_PRODUCT_IDEAS = 3;
export const KIT_PDF_MARGIN_PX = 40;
export const KIT_CAPTURE_SCALE = 2;

// Marketing, promotions and subscriptions.
export const DEFAULT_AFFILIATE_COMMISSION_RATE = 20;
export const PROMO_CODES = ['PRODUCTS10', 'DESIGN50'] as const;
export type PromoCode = (typeof PROMO_CODES)[number];
export const CANCELLATION_OFFER_PERCENT = 40;

export type SalesMilestoneKey =
  | 'DEFAULT'
  | 'FIRST_SALE'
  | '1k'
  | '5k'
  | '10k'
  | '50k'
  | '100k'
  | '500k'
  | '1MM'
  | '5MM';
export interface SalesMilestone {
  key: SalesMilestoneKey;
  /** Lifetime sales in dollars; null where an event, not an amount, decides (no sale yet, first sale). */
  thresholdDollars: number | null;
}

/** In the order they are reached. */
export const SALES_MILESTONES: readonly SalesMilestone[] = [
  { key: 'DEFAULT', thresholdDollars: null },
  { key: 'FIRST_SALE', thresholdDollars: null },
  { key: '1k', thresholdDollars: 1_000 },
  { key: '5k', thresholdDollars: 5_000 },
  { key: '10k', thresholdDollars: 10_000 },
  { key: '50k', thresholdDollars: 50_000 },
  { key: '100k', thresholdDollars: 100_000 },
  { key: '500k', thresholdDollars: 500_000 },
  { key: '1MM', thresholdDollars: 1_000_000 },
  { key: '5MM', thresholdDollars: 5_000_000 },
];

// Projects and services (wording from the spec, character for character).
export const DEFAULT_PROJECT_INTRO_MESSAGE =
  "Hello, I'd like to start a project. The details of this project are listed here.";

export const CUSTOM_PRODUCT_OPTIONS = [
  { label: 'Stock products with slight customizations', tradeOff: 'lower MOQ and total cost' },
  {
    label: 'Custom products that look exactly like my designs & references',
    tradeOff: 'higher MOQ and total cost',
  },
] as const;

export const SERVICE_CATEGORIES = [
  'sourcing',
  'product design',
  'order fulfillment',
  'storefront',
  'sales channels',
  'email marketing',
  'SMS marketing',
  'affiliate marketing',
  'data and analytics',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

// Plan and marketing copy.
export const STORAGE_FEE_CENTS_PER_BIN_PER_SKU = 100;
export const FULFILLMENT_FEE_CENTS_ESSENTIALS = 150;
export const FULFILLMENT_FEE_CENTS_PROFESSIONAL = 115;
export const STOREFRONT_PAYMENT_FEE_PERCENT = 5;
export const SALES_CHANNEL_FEE_PERCENT = 1;
export const CASH_BACK_PERCENT = 1;
export const SMS_TEXT_CENTS = 2;
export const SMS_MEDIA_MESSAGE_CENTS = 4;
export const VISITOR_ID_FROM_CENTS_PER_EMAIL = 16;
/** One amount per bundle, smallest bundle first. */
export const SIGNUP_CREDITS_CENTS = [2_500, 5_000, 7_500, 10_000] as const;
export const SHIPPING_CREDIT_MAX_CENTS_PER_MONTH = 5_000;
export const SUPPLIER_COUNT_COPY = '1200+';
export const WAREHOUSE_LOCATION = 'North Carolina, US';
