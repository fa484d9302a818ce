import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'founder@quarry.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@shop.io",
    'UPPER@EXAMPLE.ORG',
    'a_b-c@sub-domain.example.store',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.c0m',
    'user@@example.com',
    'user@exa mple.com',
    ' user@example.com',
    'user@example.com ',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    '.user@example.com',
    'us..er@example.com',
    'user@.example.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });

  it('exports the pattern for form schemas', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.flags).toBe('');
  });
});
