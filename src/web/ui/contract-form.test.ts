import { describe, expect, it } from 'vitest';
import { RecommendToUserBody } from '../../shared/contract/catalog';
import { dollarsToCents } from '../../shared/rules/money';
import { contractValidator } from './contract-form';

type Values = { text: string; maxUnitPrice: number | '' };
const toBody = (v: Values) => ({
  text: v.text,
  maxUnitPriceCents: v.maxUnitPrice === '' ? undefined : dollarsToCents(v.maxUnitPrice),
});

describe('contractValidator', () => {
  const validate = contractValidator(RecommendToUserBody, toBody, (path) =>
    path[0] === 'maxUnitPriceCents' ? 'maxUnitPrice' : String(path[0]),
  );

  it('says nothing when the body is valid', () => {
    expect(validate({ text: 'candles', maxUnitPrice: 4.5 })).toEqual({});
    expect(validate({ text: 'candles', maxUnitPrice: '' })).toEqual({});
  });

  it("puts the contract's messages on the form's fields, the dollars field for the cents", () => {
    expect(validate({ text: '  ', maxUnitPrice: 0 })).toEqual({
      text: 'Describe what you are looking for',
      maxUnitPrice: 'maxUnitPriceCents is at least 1',
    });
  });
});
