import { describe, expect, it } from 'vitest';
import { roundHalfAway, shiftDecimalPoint } from './rounding';

describe('shiftDecimalPoint', () => {
  it('shifts without float multiplication error', () => {
    expect(shiftDecimalPoint(19.99, 2)).toBe(1999);
    expect(19.99 * 100).not.toBe(1999);
    expect(shiftDecimalPoint(1999, -2)).toBe(19.99);
  });

  it('handles numbers printed in exponent form', () => {
    expect(shiftDecimalPoint(1e-7, 7)).toBe(1);
    expect(shiftDecimalPoint(1.5e21, -21)).toBe(1.5);
  });
});

describe('roundHalfAway', () => {
  it('rounds halves away from zero, including float-unfriendly halves', () => {
    expect(roundHalfAway(0.285, 2)).toBe(0.29);
    expect(roundHalfAway(1.005, 2)).toBe(1.01);
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(-0.285, 2)).toBe(-0.29);
  });

  it('leaves values below the half alone', () => {
    expect(roundHalfAway(1.004, 2)).toBe(1);
    expect(roundHalfAway(-1.4)).toBe(-1);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAway(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfAway(-0), 0)).toBe(true);
  });

  it('passes non-finite values through', () => {
    expect(roundHalfAway(Number.NaN)).toBeNaN();
    expect(roundHalfAway(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
