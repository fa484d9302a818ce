import { validateAddressByRules } from './address-validator';
import { rateTable } from './rate-table';
import type { ShippingProvider } from './types';

/**
 * The embedded shipping provider: a real address validator (country, state and postal-code rules of
 * address-rules.ts, with suggestions) and a deterministic rate table (rate-table.ts). Nothing leaves the machine.
 */
export function createEmbeddedShipping(): ShippingProvider {
  return {
    kind: 'embedded',
    async validateAddress(address) {
      return validateAddressByRules(address);
    },
    async rates(input) {
      return rateTable(input);
    },
  };
}
