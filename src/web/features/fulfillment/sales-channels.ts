// The sales channels' names (second document: /ecommerce-services/{channel}); apart from services.ts so the
// route table can title their routes without loading the services' descriptions into the first chunk.
import type { SalesChannelSlug } from '../../routing/paths';

export const SALES_CHANNEL_NAMES: Record<SalesChannelSlug, string> = {
  shopify: 'Shopify',
  // Spec: SHOPIFY_PLATFORM is "shown as Pietra Shop"; issue 23 shows it under Quarry's own name.
  'pietra-shop': 'Quarry Shop',
  instagram: 'Instagram',
  wholesale: 'Wholesale',
  verishop: 'Verishop',
  'google-shopping': 'Google Shopping',
};

export const salesChannelName = (channel: SalesChannelSlug) => SALES_CHANNEL_NAMES[channel];
