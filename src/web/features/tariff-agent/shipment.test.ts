import { describe, expect, it } from 'vitest';
import type { TechPack } from '../../../shared/contract/tech-packs';
import { defaultCountries, shipmentFromSearch, toCents } from './shipment';

const pack = (body: Record<string, unknown>) =>
  ({ id: 1, version: 1, body: { kind: 'PRODUCT', productName: 'Tee', ...body } }) as unknown as TechPack;

describe('the compared shipment', () => {
  it("puts the tech pack's origin first, each country once, at most 8", () => {
    expect(defaultCountries('PT')).toEqual(['PT', 'CN', 'VN', 'IN', 'MX', 'US']);
    expect(defaultCountries('VN')).toEqual(['VN', 'CN', 'IN', 'MX', 'US']);
    expect(defaultCountries()).toEqual(['CN', 'VN', 'IN', 'MX', 'US']);
  });

  it('reads the URL first and falls back on the tech pack as saved', () => {
    const p = pack({ htsCandidate: '6109.10.00', targetUnitCostCents: 650, moq: 300, countryOfOrigin: 'PT' });
    expect(shipmentFromSearch(new URLSearchParams('qty=1000&countries=CN,VN'), p)).toEqual({
      body: {
        hts: '6109.10.00',
        countries: ['CN', 'VN'],
        fobUnitCents: 650,
        quantity: 1000,
        freightCents: 0,
        insuranceCents: 0,
        brokerCents: 0,
        mode: 'OCEAN',
      },
      missing: [],
    });
    expect(shipmentFromSearch(new URLSearchParams(''), p).body?.quantity).toBe(300);
  });

  it('says what is missing, and refuses what the contract refuses', () => {
    expect(shipmentFromSearch(new URLSearchParams('countries=CN'), pack({})).missing).toEqual([
      'an HTS code',
      'a unit price',
      'a quantity',
    ]);
    const bad = shipmentFromSearch(new URLSearchParams('hts=6109.10.00&fob=100&qty=5&countries=CN,CN'), null);
    expect(bad.body).toBeNull();
    expect(bad.missing.join()).toMatch(/Each country once/);
  });

  it('turns typed dollars into cents', () => {
    expect(toCents(6.5)).toBe(650);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('')).toBe(0);
  });
});
