import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inferCountry } from './infer-country';

describe('inferCountry', () => {
  it('reads the country of an international phone number', () => {
    expect(inferCountry({ phoneNumber: '+44 20 7946 0958' })).toEqual({
      countryCode: 'GB',
      source: 'phoneNumber',
    });
    expect(inferCountry({ phoneNumber: '+1 416 555 0199' })).toEqual({
      countryCode: 'CA',
      source: 'phoneNumber',
    });
  });
  it('falls back to the time zone, then the locale', () => {
    expect(inferCountry({ phoneNumber: '020 7946 0958', timezone: 'Asia/Tokyo' })).toEqual({
      countryCode: 'JP',
      source: 'timezone',
    });
    expect(inferCountry({ timezone: 'Europe/London' }).countryCode).toBe('GB');
    expect(inferCountry({ timezone: 'UTC', locale: 'en-GB' })).toEqual({
      countryCode: 'GB',
      source: 'locale',
    });
    expect(inferCountry({ locale: 'pt_BR' }).countryCode).toBe('BR');
  });
  it('uses the preferred region of Accept-Language last', () => {
    expect(inferCountry({ locale: 'en' }, 'fr;q=0.9, de-AT;q=0.8, en-US;q=0.85')).toEqual({
      countryCode: 'US',
      source: 'acceptLanguage',
    });
    expect(inferCountry({}, 'en, *;q=0.1')).toEqual({ countryCode: null, source: 'none' });
    expect(inferCountry({ locale: 'xx-QQ', timezone: 'Not/AZone' })).toEqual({
      countryCode: null,
      source: 'none',
    });
  });
});

describe('POST /commons/util/infer-country', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('is public and reads the request headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/commons/util/infer-country',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ countryCode: 'DE', source: 'acceptLanguage' });
    const phone = await t.app.inject({
      method: 'POST',
      url: '/rest/main/commons/util/infer-country',
      payload: { phoneNumber: '+44 20 7946 0958' },
    });
    expect(phone.json()).toEqual({ countryCode: 'GB', source: 'phoneNumber' });
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/rest/main/commons/util/infer-country',
      payload: { ip: '1.2.3.4' },
    });
    expect(unknownField.statusCode).toBe(400);
  });
});
