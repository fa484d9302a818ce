import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  toTokenBody,
  validateCard,
} from './card-input';

const NOW = new Date('2026-05-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: 'Ada Lovelace' };

describe('card input', () => {
  it('spaces the number as typed, Amex as 4-6-5, and stops at the brand’s length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122899')).toBe('12/28');
    expect(parseExpiry('12/28')).toEqual({ expMonth: 12, expYear: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
  });

  it('knows the brands and the Luhn check of the test cards', () => {
    for (const n of Object.values(TEST_CARDS)) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('names each problem of the card, and nothing for a good one', () => {
    expect(validateCard(good, NOW)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '', name: '' }, NOW)).toEqual({
      number: 'Enter the card number',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the security code',
      name: 'Enter the name on the card',
    });
    const bad = validateCard({ number: '4242 4242 4242 4241', expiry: '04/26', cvc: '12', name: 'A' }, NOW);
    expect(bad).toEqual({
      number: 'This card number is not valid',
      expiry: 'This card has expired',
      cvc: 'The security code is 3 digits',
    });
    expect(validateCard({ ...good, expiry: '05/26' }, NOW)).toEqual({});
    expect(validateCard({ ...good, expiry: '1328' }, NOW).expiry).toBe('Use MM/YY, such as 12/28');
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '123' }, NOW).cvc).toBe(
      'The security code is 4 digits',
    );
  });

  it('sends the processor digits and the full year', () => {
    expect(toTokenBody(good)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2028,
      cvc: '123',
      name: 'Ada Lovelace',
    });
  });
});
