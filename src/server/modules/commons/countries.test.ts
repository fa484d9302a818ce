import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('GET /commons/util/countries', () => {
  it('lists every country, publicly, with only US domestic', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/main/commons/util/countries' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      code: string;
      isDomestic: boolean;
      phoneCode: string;
      flag: string;
      name: string;
    }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === 'US')).toEqual({
      code: 'US',
      name: 'United States',
      phoneCode: '+1',
      flag: '🇺🇸',
      isDomestic: true,
    });
    expect(list.find((c) => c.code === 'GB')).toMatchObject({ phoneCode: '+44', isDomestic: false });
    expect(list.filter((c) => c.isDomestic).map((c) => c.code)).toEqual(['US']);
    expect(list.every((c) => /^\+\d/.test(c.phoneCode))).toBe(true);
  });
});

describe('GET /commons/util/states-of-country', () => {
  const states = (code: string) =>
    t.app.inject({ method: 'GET', url: `/rest/main/commons/util/states-of-country?countryCode=${code}` });

  it('lists the states of the US, including California', async () => {
    const res = await states('us');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ code: 'CA', name: 'California' });
    expect(res.json().length).toBeGreaterThanOrEqual(50);
  });
  it('answers [] for a country without states and 404 for an unknown one', async () => {
    expect((await states('VA')).json()).toEqual([]);
    const unknown = await states('XX');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Country XX not found');
    expect((await states('USA')).statusCode).toBe(400);
  });
});
