import { describe, expect, it } from 'vitest';
import { isValidAccountNumber, isValidRoutingNumber, maskNumber } from './bank-info';

describe('ABA routing numbers', () => {
  it('accepts real routing numbers (3-7-1 weighted sum divisible by 10)', () => {
    for (const n of ['011000015', '021000021', '121000358', '026009593', '111000025']) {
      expect(isValidRoutingNumber(n), n).toBe(true);
    }
  });
  it('refuses a wrong check digit, wrong lengths, letters and all zeros', () => {
    for (const n of ['011000016', '021000022', '12100035', '1210003580', '12100035x', '', '000000000']) {
      expect(isValidRoutingNumber(n), n).toBe(false);
    }
  });
});

describe('account numbers', () => {
  it('take 4 to 17 digits', () => {
    expect(isValidAccountNumber('1234')).toBe(true);
    expect(isValidAccountNumber('12345678901234567')).toBe(true);
    expect(isValidAccountNumber('123')).toBe(false);
    expect(isValidAccountNumber('123456789012345678')).toBe(false);
    expect(isValidAccountNumber('1234-5678')).toBe(false);
    expect(isValidAccountNumber('0000')).toBe(false);
  });
});

describe('masking', () => {
  it('shows the last four digits only', () => {
    expect(maskNumber('000123456789')).toBe('•••• 6789');
    expect(maskNumber('6789')).toBe('•••• 6789');
  });
});
