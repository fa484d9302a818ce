import type { PaymentMethod } from '../../../shared/contract/payments';
import { BRAND_NAMES, type CardBrand } from './card-input';

/** "Visa •••• 4242" or "Chase •••• 6789": what a saved method is called everywhere. */
export function methodTitle(m: Pick<PaymentMethod, 'type' | 'brand' | 'bankName' | 'last4'>): string {
  if (m.type === 'us_bank_account') return `${m.bankName ?? 'Bank account'} •••• ${m.last4}`;
  const key = (m.brand ?? '').toLowerCase().replace(/[\s_-]+/g, '') as CardBrand;
  const brand = key in BRAND_NAMES ? BRAND_NAMES[key] : (m.brand ?? 'Card');
  return `${brand} •••• ${m.last4}`;
}

/** "Expires 04/29", or null for a bank account. */
export function methodExpiry(m: Pick<PaymentMethod, 'expMonth' | 'expYear'>): string | null {
  if (m.expMonth == null || m.expYear == null) return null;
  return `Expires ${String(m.expMonth).padStart(2, '0')}/${String(m.expYear % 100).padStart(2, '0')}`;
}
