import type { Config } from '../../config';
import { createEmbeddedShipping } from './embedded-shipping';
import { createShippoShipping } from './shippo-shipping';
import type { ShippingProvider } from './types';

/** The embedded validator, rate tables, labels and carrier by default; Shippo when SHIPPO_TOKEN is set. */
export function createShipping(config: Config): ShippingProvider {
  if (config.shipping.shippo) return createShippoShipping(config.shipping.shippo);
  return createEmbeddedShipping({ carrierPace: config.shipping.carrierPace });
}
