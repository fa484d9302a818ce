// Card and bank-account checks a card network does before it issues a token: the number's checksum (Luhn),
// the brand from its leading digits, the expiry, the security code, and the ABA routing-number checksum.
// Pure functions: the embedded processor and its tests use them; nothing here sees a database.

import { DECLINE_MESSAGES, TEST_CARDS } from '../../../shared/rules/payments';
import type { ErrorDetail } from '../../http/errors';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** What a test number does when charged. Any other valid number succeeds. */
export type CardBehavior = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';

export const CARD_BEHAVIORS: Record<string, CardBehavior> = {
  [TEST_CARDS.success]: 'succeed',
  [TEST_CARDS.decline]: 'decline',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.authenticate]: 'authenticate',
  [TEST_CARDS.declineAfterAttach]: 'decline',
};

/** The embedded bank picker's test bank (Stripe's test routing number and accounts). */
export const TEST_BANK = {
  routingNumber: '110000000',
  name: 'Quarry Test Bank',
  /** Links and charges succeed. */
  successAccount: '000123456789',
  /** Links, then every charge is declined (the account is closed). */
  declineAccount: '000111111113',
} as const;

export const CARD_MESSAGES = {
  number: 'Your card number is invalid',
  expired: 'Your card has expired',
  expYear: "Your card's expiration year is invalid",
  cvc: "Your card's security code is invalid",
  routingNumber: 'The routing number is invalid',
  accountNumber: 'The account number is invalid',
} as const;

export function normalizeNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

const LENGTHS: Record<CardBrand, number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type CheckedCard = {
  number: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behavior: CardBehavior;
};

/** Every problem with a card, by field (empty when the card may be tokenized). */
export function cardProblems(input: CardInput, now: Date): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const number = normalizeNumber(input.number);
  const brand = detectBrand(number);
  if (!/^\d+$/.test(number) || !LENGTHS[brand].includes(number.length) || !luhnValid(number)) {
    problems.push({ path: 'body.number', message: CARD_MESSAGES.number });
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (input.expYear < year || (input.expYear === year && input.expMonth < month)) {
    problems.push({ path: 'body.expYear', message: CARD_MESSAGES.expired });
  } else if (input.expYear > year + 20) {
    problems.push({ path: 'body.expYear', message: CARD_MESSAGES.expYear });
  }
  const cvcOk =
    brand === 'amex'
      ? /^\d{4}$/.test(input.cvc)
      : brand === 'unknown'
        ? /^\d{3,4}$/.test(input.cvc)
        : /^\d{3}$/.test(input.cvc);
  if (!cvcOk) problems.push({ path: 'body.cvc', message: CARD_MESSAGES.cvc });
  return problems;
}

/** The card as the processor keeps it (the number only long enough to fingerprint it). */
export function checkedCard(input: CardInput): CheckedCard {
  const number = normalizeNumber(input.number);
  return {
    number,
    brand: detectBrand(number),
    last4: number.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    behavior: CARD_BEHAVIORS[number] ?? 'succeed',
  };
}

/** A card past the end of its expiry month. */
export function isExpired(expMonth: number | null, expYear: number | null, now: Date): boolean {
  if (expMonth == null || expYear == null) return false;
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/** ABA routing number: 9 digits with the 3-7-1 weighted checksum. */
export function routingNumberValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export function bankProblems(input: { routingNumber: string; accountNumber: string }): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (!routingNumberValid(input.routingNumber)) {
    problems.push({ path: 'body.routingNumber', message: CARD_MESSAGES.routingNumber });
  }
  if (!/^\d{4,17}$/.test(input.accountNumber)) {
    problems.push({ path: 'body.accountNumber', message: CARD_MESSAGES.accountNumber });
  }
  return problems;
}

export function bankName(routing: string): string {
  return routing === TEST_BANK.routingNumber ? TEST_BANK.name : 'US bank account';
}

/** The message a payer sees for a decline code (generic for codes without their own). */
export function declineMessage(code: string | null): string | null {
  if (!code) return null;
  return DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.generic_decline ?? 'Your payment was declined.';
}
