// The card form's client-side checks and formatting: hints for the payer before the card goes to the
// processor, which stays the judge (a number that passes Luhn can still be refused or declined).

export type CardValues = { number: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardValues, string>>;
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

export const emptyCard = (): CardValues => ({ number: '', expiry: '', cvc: '', name: '' });

export const digitsOf = (value: string) => value.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const d = digitsOf(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19);
export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const d = digitsOf(value).slice(0, maxDigits(brand));
  if (brand === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28"; a single digit above 1 becomes "0N/". */
export function formatExpiry(value: string): string {
  let d = digitsOf(value).slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function luhnValid(number: string): boolean {
  const d = digitsOf(number);
  if (d.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** "MM/YY" → month and four-digit year, or null when it is not a month. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const expMonth = Number(m[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(m[2]) };
}

export function validateCard(v: CardValues, now = new Date()): CardErrors {
  const e: CardErrors = {};
  const brand = cardBrand(v.number);
  const digits = digitsOf(v.number);
  if (digits.length === 0) e.number = 'Enter the card number';
  else if (digits.length < 12 || !luhnValid(digits)) e.number = 'This card number is not valid';
  const exp = parseExpiry(v.expiry);
  if (v.expiry.trim() === '') e.expiry = 'Enter the expiry date';
  else if (!exp) e.expiry = 'Use MM/YY, such as 12/28';
  else if (
    exp.expYear < now.getFullYear() ||
    (exp.expYear === now.getFullYear() && exp.expMonth < now.getMonth() + 1)
  )
    e.expiry = 'This card has expired';
  const cvc = digitsOf(v.cvc);
  if (cvc.length === 0) e.cvc = 'Enter the security code';
  else if (cvc.length !== v.cvc.trim().length || (brand === 'amex' ? cvc.length !== 4 : cvc.length !== 3))
    e.cvc = `The security code is ${cvcLength(brand)} digits`;
  if (!v.name.trim()) e.name = 'Enter the name on the card';
  return e;
}

/** The body of POST {tokenUrl}: digits only, the year in full. Call after validateCard found nothing. */
export function toTokenBody(v: CardValues) {
  const exp = parseExpiry(v.expiry);
  if (!exp) throw new Error('Card expiry is not valid');
  return { number: digitsOf(v.number), ...exp, cvc: v.cvc.trim(), name: v.name.trim() };
}
