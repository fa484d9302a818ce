import { describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/contract/cart';
import { COUNTRY_RULES } from './address-rules';
import { findSubdivision, levenshtein, postalOwners, validateAddressByRules } from './address-validator';

const us = (over: Partial<Address> = {}): Address => ({
  name: 'Maya Chen',
  line1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  ...over,
});
const addr = (countryCode: string, over: Partial<Address> = {}): Address => ({
  name: 'Maya Chen',
  line1: '12 Harbour Road',
  city: 'Somewhere',
  countryCode,
  ...over,
});
const check = validateAddressByRules;
const fields = (a: Address) => check(a).problems.map((p) => p.field);

describe('US addresses', () => {
  it('accepts a clean address as is, domestic, with nothing to suggest', () => {
    expect(check(us())).toEqual({
      valid: true,
      scope: 'DOMESTIC',
      normalized: {
        name: 'Maya Chen',
        company: null,
        line1: '350 5th Ave',
        line2: null,
        city: 'New York',
        state: 'NY',
        postalCode: '10118',
        countryCode: 'US',
        phone: null,
      },
      problems: [],
      suggestions: [],
    });
  });

  it('normalizes state names and codes in any case, ZIP+4 and spacing, and suggests the normalized form', () => {
    for (const state of ['new york', 'NEW YORK', 'ny', 'Ny', 'US-NY', 'New  York']) {
      expect(check(us({ state })).normalized?.state, state).toBe('NY');
    }
    const r = check(us({ state: 'new york', postalCode: '101181234', line1: '  350   5th Ave ' }));
    expect(r.valid).toBe(true);
    expect(r.normalized).toMatchObject({ state: 'NY', postalCode: '10118-1234', line1: '350 5th Ave' });
    expect(r.suggestions).toEqual([r.normalized]);
    expect(check(us({ postalCode: '10118 1234' })).normalized?.postalCode).toBe('10118-1234');
    expect(check(us({ state: 'D.C.', postalCode: '20500', city: 'Washington' })).normalized?.state).toBe(
      'DC',
    );
    expect(check(us({ state: 'Washington DC', postalCode: '20500' })).normalized?.state).toBe('DC');
  });

  it('knows the 50 states, DC, the territories and military mail', () => {
    const codes = COUNTRY_RULES.US!.subdivisions!.list.map((s) => s.code);
    expect(codes).toHaveLength(50 + 1 + 8 + 3);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [state, zip] of [
      ['Puerto Rico', '00901'],
      ['VI', '00802'],
      ['GU', '96910'],
      ['AS', '96799'],
      ['MP', '96950'],
      ['AE', '09001'],
      ['AP', '96201'],
      ['AA', '34001'],
      ['Alaska', '99501'],
      ['HI', '96813'],
    ] as const) {
      expect(check(us({ state, postalCode: zip })).valid, `${state} ${zip}`).toBe(true);
    }
  });

  it('checks each ZIP against its state’s real prefix ranges', () => {
    const cases: [string, string][] = [
      ['NY', '10001'],
      ['NY', '14999'],
      ['CA', '90001'],
      ['CA', '96162'],
      ['NC', '27001'],
      ['NC', '28909'],
      ['TX', '73301'],
      ['TX', '88510'],
      ['OK', '73101'],
      ['MA', '05501'],
      ['VT', '05601'],
      ['NY', '06390'],
      ['CT', '06101'],
      ['VA', '20101'],
      ['DC', '20001'],
      ['GA', '39901'],
      ['FL', '33101'],
    ];
    for (const [state, zip] of cases)
      expect(check(us({ state, postalCode: zip })).valid, `${state} ${zip}`).toBe(true);
    expect(postalOwners('US', '06390').map((s) => s.code)).toEqual(['NY']);
    expect(postalOwners('US', '96799').map((s) => s.code)).toEqual(['AS']);
    expect(postalOwners('US', '96813').map((s) => s.code)).toEqual(['HI']);
  });

  it('reports a ZIP of another state on postalCode, suggesting the state the ZIP belongs to', () => {
    const r = check(us({ state: 'California', postalCode: '10118' }));
    expect(r.valid).toBe(false);
    expect(r.normalized).toBeNull();
    expect(r.problems).toEqual([
      { field: 'postalCode', message: 'ZIP code 10118 is not in California: it belongs to New York' },
    ]);
    expect(r.suggestions).toEqual([expect.objectContaining({ state: 'NY', postalCode: '10118' })]);
    expect(check(us({ state: 'NC', postalCode: '30301' })).suggestions[0]?.state).toBe('GA');
  });

  it('refuses a ZIP no state uses, and a ZIP in the wrong format', () => {
    expect(check(us({ postalCode: '00012' })).problems).toEqual([
      { field: 'postalCode', message: 'ZIP code 00012 does not exist in the United States' },
    ]);
    for (const postalCode of ['1011', '101189', 'ABCDE', '10118-12']) {
      expect(check(us({ postalCode })).problems, postalCode).toEqual([
        { field: 'postalCode', message: 'Enter a valid ZIP code, like 94103 or 94103-1234' },
      ]);
    }
    expect(check(us({ postalCode: null })).problems).toEqual([
      { field: 'postalCode', message: 'Enter the ZIP code' },
    ]);
  });

  it('asks for the state, suggesting the one the ZIP belongs to', () => {
    const r = check(us({ state: null }));
    expect(r.problems).toEqual([{ field: 'state', message: 'Choose a state' }]);
    expect(r.suggestions).toEqual([expect.objectContaining({ state: 'NY' })]);
  });

  it('suggests the state a typo is close to (2 edits or fewer)', () => {
    const r = check(us({ state: 'Calfornia', postalCode: '94103', city: 'San Francisco' }));
    expect(r.valid).toBe(false);
    expect(r.problems).toEqual([
      { field: 'state', message: '"Calfornia" is not a state of the United States' },
    ]);
    expect(r.suggestions).toEqual([expect.objectContaining({ state: 'CA', postalCode: '94103' })]);
    expect(check(us({ state: 'Nwe Yrok' })).suggestions.map((s) => s.state)).toEqual(['NY']);
    expect(check(us({ state: 'Pennsylvnia', postalCode: '19103' })).suggestions[0]?.state).toBe('PA');
    // Far from every name: nothing to suggest but what the ZIP says.
    expect(check(us({ state: 'Atlantis', postalCode: '94103' })).suggestions.map((s) => s.state)).toEqual([
      'CA',
    ]);
    expect(check(us({ state: 'Atlantis', postalCode: '00012' })).suggestions).toEqual([]);
  });

  it('does not suggest a corrected state the ZIP contradicts', () => {
    // "Calfornia" is close to CA, but 10118 is in New York: the ZIP's state is the suggestion.
    const r = check(us({ state: 'Calfornia', postalCode: '10118' }));
    expect(r.suggestions.map((s) => s.state)).toEqual(['NY']);
  });

  it('asks for the street number and a city name', () => {
    expect(check(us({ line1: 'Fifth Avenue' })).problems).toEqual([
      { field: 'line1', message: 'Add the street number' },
    ]);
    expect(check(us({ line1: 'PO Box 42' })).valid).toBe(true);
    expect(fields(us({ city: '10118' }))).toEqual(['city']);
  });
});

describe('Canadian addresses', () => {
  const ca = (over: Partial<Address> = {}) =>
    addr('CA', { line1: '111 Wellington St', city: 'Ottawa', state: 'ON', postalCode: 'K1A 0A9', ...over });

  it('normalizes provinces and postal codes (upper case, one space)', () => {
    const r = check(ca({ state: 'ontario', postalCode: 'k1a0a9' }));
    expect(r).toMatchObject({ valid: true, scope: 'INTERNATIONAL' });
    expect(r.normalized).toMatchObject({ state: 'ON', postalCode: 'K1A 0A9' });
    expect(r.suggestions).toEqual([r.normalized]);
    expect(check(ca({ state: 'Québec', postalCode: 'H3Z 2Y7', city: 'Montréal' })).normalized?.state).toBe(
      'QC',
    );
    expect(check(ca({ state: 'quebec', postalCode: 'h3z-2y7' })).normalized?.postalCode).toBe('H3Z 2Y7');
  });

  it('checks the first letter against the province', () => {
    for (const [state, code] of [
      ['ON', 'M5V 3L9'],
      ['ON', 'P3A 1A1'],
      ['BC', 'V6B 1A1'],
      ['AB', 'T2P 1J9'],
      ['NS', 'B3H 1A1'],
      ['NU', 'X0A 0H0'],
      ['NT', 'X1A 2L9'],
      ['YT', 'Y1A 1A1'],
      ['NL', 'A1C 5M2'],
    ]) {
      expect(check(ca({ state, postalCode: code })).valid, `${state} ${code}`).toBe(true);
    }
    const r = check(ca({ state: 'Ontario', postalCode: 'V6B 1A1' }));
    expect(r.problems).toEqual([
      {
        field: 'postalCode',
        message: 'Postal code V6B 1A1 is not in Ontario: it belongs to British Columbia',
      },
    ]);
    expect(r.suggestions).toEqual([expect.objectContaining({ state: 'BC' })]);
  });

  it('refuses letters Canada Post never uses, and asks for the province and street number', () => {
    for (const postalCode of ['D1A 1A1', 'K1A 1O1', 'W1A 1A1', '12345']) {
      expect(fields(ca({ postalCode })), postalCode).toEqual(['postalCode']);
    }
    expect(check(ca({ state: null })).problems).toEqual([{ field: 'state', message: 'Choose a province' }]);
    expect(fields(ca({ line1: 'Wellington Street' }))).toEqual(['line1']);
    expect(check(ca({ state: 'Ontaro' })).suggestions[0]?.state).toBe('ON');
  });
});

describe('addresses elsewhere', () => {
  it('formats GB postcodes and needs no county', () => {
    for (const [input, out] of [
      ['sw1a1aa', 'SW1A 1AA'],
      ['EC1A 1BB', 'EC1A 1BB'],
      ['m1 1ae', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['cr26xh', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
    ]) {
      const r = check(addr('GB', { city: 'London', postalCode: input }));
      expect(r.valid, input).toBe(true);
      expect(r.normalized?.postalCode).toBe(out);
    }
    expect(check(addr('GB', { line1: 'Baker Street', postalCode: 'NW1 6XE' })).valid).toBe(true);
    expect(fields(addr('GB', { postalCode: '12345' }))).toEqual(['postalCode']);
    expect(fields(addr('GB'))).toEqual(['postalCode']);
  });

  it('checks Australian states and postcodes together', () => {
    const r = check(addr('AU', { city: 'Sydney', state: 'new south wales', postalCode: '2000' }));
    expect(r.valid).toBe(true);
    expect(r.normalized?.state).toBe('NSW');
    expect(check(addr('AU', { state: 'ACT', postalCode: '2600' })).valid).toBe(true);
    expect(check(addr('AU', { state: 'VIC', postalCode: '2000' })).problems).toEqual([
      { field: 'postalCode', message: 'Postcode 2000 is not in Victoria: it belongs to New South Wales' },
    ]);
    expect(fields(addr('AU', { postalCode: '3000' }))).toEqual(['state']);
    expect(fields(addr('AU', { state: 'VIC', postalCode: '300' }))).toEqual(['postalCode']);
  });

  it('checks the postal formats of many countries and writes them the local way', () => {
    const cases: [string, string, string][] = [
      ['DE', '10115', '10115'],
      ['FR', '75008', '75008'],
      ['IT', '00184', '00184'],
      ['ES', '28013', '28013'],
      ['NL', '1012ab', '1012 AB'],
      ['NL', '1012 AB', '1012 AB'],
      ['JP', '1000001', '100-0001'],
      ['JP', '100-0001', '100-0001'],
      ['CN', '100000', '100000'],
      ['IN', '110001', '110001'],
      ['VN', '100000', '100000'],
      ['MX', '06600', '06600'],
      ['BR', '01310100', '01310-100'],
      ['BR', '01310-100', '01310-100'],
      ['SE', '11152', '111 52'],
      ['PL', '00950', '00-950'],
      ['PT', '1100148', '1100-148'],
      ['IE', 'd02x285', 'D02 X285'],
    ];
    for (const [country, input, out] of cases) {
      const r = check(addr(country, { postalCode: input }));
      expect(r.valid, `${country} ${input}`).toBe(true);
      expect(r.normalized?.postalCode, `${country} ${input}`).toBe(out);
      expect(r.scope).toBe('INTERNATIONAL');
    }
    const wrong: [string, string][] = [
      ['DE', '1011'],
      ['FR', '750080'],
      ['ES', '99013'],
      ['NL', '0123 AB'],
      ['NL', '1012 SS'],
      ['JP', '10000'],
      ['CN', '10000'],
      ['IN', '012345'],
      ['VN', '1000'],
      ['MX', '0660'],
      ['BR', '0131010'],
    ];
    for (const [country, postalCode] of wrong) {
      expect(fields(addr(country, { postalCode })), `${country} ${postalCode}`).toEqual(['postalCode']);
    }
    expect(check(addr('IN', { postalCode: '1100' })).problems[0]?.message).toBe(
      'Enter a valid PIN code, like 110001',
    );
    expect(check(addr('DE')).problems).toEqual([{ field: 'postalCode', message: 'Enter the postal code' }]);
  });

  it('asks no postal code where there is none, and keeps one given', () => {
    for (const country of ['HK', 'AE', 'QA', 'JM']) {
      const r = check(addr(country));
      expect(r.valid, country).toBe(true);
      expect(r.normalized?.postalCode).toBeNull();
    }
    expect(check(addr('HK', { postalCode: '000000' })).normalized?.postalCode).toBe('000000');
    // Ireland's Eircode is optional.
    expect(check(addr('IE')).valid).toBe(true);
  });

  it('takes an optional code in a plain shape in other known countries', () => {
    expect(check(addr('KE')).valid).toBe(true);
    expect(check(addr('KE', { postalCode: '00100' })).valid).toBe(true);
    expect(check(addr('LB', { postalCode: '2038 3054' })).normalized?.postalCode).toBe('2038 3054');
    expect(check(addr('NG', { postalCode: 'ab1-2cd' })).normalized?.postalCode).toBe('AB1-2CD');
    expect(check(addr('KE', { postalCode: '###' })).problems).toEqual([
      { field: 'postalCode', message: 'Enter a valid postal code for Kenya' },
    ]);
  });

  it('refuses unknown country codes, and suggests GB for UK', () => {
    const r = check(addr('XX'));
    expect(r).toMatchObject({ valid: false, scope: 'INTERNATIONAL', normalized: null, suggestions: [] });
    expect(r.problems).toEqual([
      { field: 'countryCode', message: "We don't know the country code XX: choose a country from the list" },
    ]);
    const uk = check(addr('UK', { postalCode: 'sw1a1aa' }));
    expect(uk.problems).toEqual([
      { field: 'countryCode', message: 'Use GB, the country code of the United Kingdom' },
    ]);
    expect(uk.suggestions).toEqual([expect.objectContaining({ countryCode: 'GB', postalCode: 'SW1A 1AA' })]);
  });

  it('keeps a free-text region where the country has no list', () => {
    expect(check(addr('DE', { state: ' Bayern ', postalCode: '80331' })).normalized?.state).toBe('Bayern');
  });
});

describe('helpers', () => {
  it('measures edit distance', () => {
    expect(levenshtein('calfornia', 'california')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
  });
  it('finds subdivisions by code, name or alias', () => {
    expect(findSubdivision('CA', 'Newfoundland')?.code).toBe('NL');
    expect(findSubdivision('AU', 'tas')?.code).toBe('TAS');
    expect(findSubdivision('US', 'Narnia')).toBeUndefined();
    expect(findSubdivision('DE', 'Bayern')).toBeUndefined();
  });
});
