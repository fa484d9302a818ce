import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_AS_OF } from '../../../shared/tariff/hts-table';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countryTariff } from './country-tariff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/rest/main/commons/util/country-tariff?${query}` });

describe('GET /commons/util/country-tariff', () => {
  it('answers one HTS line with its rates and the additional duties in force today, publicly', async () => {
    const res = await get('countryCode=cn&hts=61091000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      country: { code: 'CN', name: 'China' },
      column2: false,
      asOf: TARIFF_AS_OF,
      estimate: true,
      line: {
        hts: '6109.10.00',
        description: expect.stringContaining('T-shirts'),
        general: { adValoremPct: 16.5 },
        special: expect.stringContaining('SG'),
        column2: { adValoremPct: 90 },
        unit: 'doz.',
        applied: 'GENERAL',
      },
      additionalDuties: [
        { program: 'Section 301 China, list 4A (9903.88.15)', ratePct: 7.5, effectiveFrom: '2020-02-14' },
      ],
    });
  });

  it('without hts: the additional-duty programs on the country, with the lines they cover', async () => {
    const cn = (await get('countryCode=CN')).json();
    expect(cn.line).toBeUndefined();
    expect(
      cn.additionalDuties.map((d: { program: string; ratePct: number }) => [d.program, d.ratePct]),
    ).toEqual([
      ['Section 301 China, list 3 (9903.88.03)', 25],
      ['Section 301 China, list 4A (9903.88.15)', 7.5],
    ]);
    expect(cn.additionalDuties[0].hts).toContain('6912.00.44');
    expect((await get('countryCode=VN')).json()).toMatchObject({ column2: false, additionalDuties: [] });
  });

  it('column 2 countries are named as such', async () => {
    const res = await get('countryCode=CU&hts=6109.10.00');
    expect(res.json()).toMatchObject({ column2: true, line: { applied: 'COLUMN_2' }, additionalDuties: [] });
  });

  it('400 naming the field for a bad code, 404 for an unknown HTS or country', async () => {
    const badCountry = await get('countryCode=CHN');
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.body).toContain('countryCode');
    expect((await get('hts=6109.10.00')).statusCode).toBe(400);
    const badHts = await get('countryCode=CN&hts=6109');
    expect(badHts.statusCode).toBe(400);
    expect(badHts.body).toContain('hts');
    expect((await get('countryCode=CN&extra=1')).statusCode).toBe(400);
    const unknownHts = await get('countryCode=CN&hts=9999.99.99');
    expect(unknownHts.statusCode).toBe(404);
    expect(unknownHts.json().message).toBe('HTS 9999.99.99 not found');
    expect((await get('countryCode=XX')).statusCode).toBe(404);
  });

  it('picks the duties in force on the day it is asked', async () => {
    // before list 4A's first rate took effect: no additional duty on T-shirts
    expect((await countryTariff('CN', '6109.10.00', '2019-08-31')).additionalDuties).toEqual([]);
    expect((await countryTariff('CN', '6109.10.00', '2019-09-01')).additionalDuties).toEqual([
      {
        program: 'Section 301 China, list 4A (9903.88.15)',
        ratePct: 15,
        effectiveFrom: '2019-09-01',
        effectiveTo: '2020-02-13',
      },
    ]);
    expect((await countryTariff('RU', undefined, '2022-04-08')).column2).toBe(false);
    expect((await countryTariff('RU', undefined, '2022-04-09')).column2).toBe(true);
  });
});
