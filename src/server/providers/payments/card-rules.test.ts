import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import {
  bankProblems,
  CARD_MESSAGES,
  cardProblems,
  checkedCard,
  declineMessage,
  detectBrand,
  isExpired,
  luhnValid,
  routingNumberValid,
  TEST_BANK,
} from './card-rules';

const now = new Date('2030-06-15T12:00:00Z');
const card = (over: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number: TEST_CARDS.success,
  expMonth: 12,
  expYear: 2032,
  cvc: '123',
  ...over,
});

describe('card rules', () => {
  it('checks the Luhn checksum', () => {
    for (const n of Object.values(TEST_CARDS)) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
  });

  it('detects the four brands from the leading digits', () => {
    expect(detectBrand('4242424242424242')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3056930009020004')).toBe('unknown');
  });

  it('accepts a good card, spaces and dashes included, and knows what each test number does', () => {
    expect(cardProblems(card({ number: '4242 4242-4242 4242' }), now)).toEqual([]);
    expect(checkedCard(card({ number: '4242 4242 4242 4242' }))).toMatchObject({
      number: '4242424242424242',
      brand: 'visa',
      last4: '4242',
      behavior: 'succeed',
    });
    expect(checkedCard(card({ number: TEST_CARDS.decline })).behavior).toBe('decline');
    expect(checkedCard(card({ number: TEST_CARDS.insufficientFunds })).behavior).toBe('insufficient_funds');
    expect(checkedCard(card({ number: TEST_CARDS.authenticate })).behavior).toBe('authenticate');
    expect(checkedCard(card({ number: '5555555555554444' })).behavior).toBe('succeed');
  });

  it('names the failing field: number, expiry, security code', () => {
    expect(cardProblems(card({ number: '4242424242424241' }), now)).toEqual([
      { path: 'body.number', message: CARD_MESSAGES.number },
    ]);
    // A Visa number of an impossible length.
    expect(cardProblems(card({ number: '42424242424242' }), now)[0]?.path).toBe('body.number');
    expect(cardProblems(card({ expYear: 2030, expMonth: 5 }), now)).toEqual([
      { path: 'body.expYear', message: 'Your card has expired' },
    ]);
    // The expiry month itself is still good.
    expect(cardProblems(card({ expYear: 2030, expMonth: 6 }), now)).toEqual([]);
    expect(cardProblems(card({ expYear: 2099 }), now)[0]?.message).toBe(CARD_MESSAGES.expYear);
    expect(cardProblems(card({ cvc: '1234' }), now)).toEqual([
      { path: 'body.cvc', message: CARD_MESSAGES.cvc },
    ]);
    expect(cardProblems(card({ number: '378282246310005', cvc: '123' }), now)[0]?.path).toBe('body.cvc');
    expect(cardProblems(card({ number: '378282246310005', cvc: '1234' }), now)).toEqual([]);
    expect(cardProblems(card({ number: 'x', expYear: 2001, cvc: '1' }), now).map((p) => p.path)).toEqual([
      'body.number',
      'body.expYear',
      'body.cvc',
    ]);
  });

  it('tells an expired card at charge time', () => {
    expect(isExpired(5, 2030, now)).toBe(true);
    expect(isExpired(6, 2030, now)).toBe(false);
    expect(isExpired(null, null, now)).toBe(false);
  });

  it('checks ABA routing numbers and account numbers', () => {
    expect(routingNumberValid(TEST_BANK.routingNumber)).toBe(true);
    expect(routingNumberValid('021000021')).toBe(true);
    expect(routingNumberValid('110000001')).toBe(false);
    expect(routingNumberValid('11000000')).toBe(false);
    expect(bankProblems({ routingNumber: '110000000', accountNumber: '000123456789' })).toEqual([]);
    expect(bankProblems({ routingNumber: '123', accountNumber: '12' }).map((p) => p.path)).toEqual([
      'body.routingNumber',
      'body.accountNumber',
    ]);
  });

  it('has a message for every decline code', () => {
    expect(declineMessage('insufficient_funds')).toBe('Your card has insufficient funds.');
    expect(declineMessage('something_new')).toBe('Your card was declined.');
    expect(declineMessage(null)).toBeNull();
  });
});
