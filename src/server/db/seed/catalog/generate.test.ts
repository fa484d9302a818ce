import { describe, expect, it } from 'vitest';
import { REGION_LABELS } from '../../../../shared/contract/catalog';
import { generateCatalog } from './generate';
import { mulberry32 } from './prng';

describe('demo catalog generator', () => {
  it('is deterministic: the same seed and scale give the same catalog', () => {
    const a = generateCatalog({ seed: 42, scale: 0.1 });
    const b = generateCatalog({ seed: 42, scale: 0.1 });
    expect(JSON.stringify(a.companies)).toBe(JSON.stringify(b.companies));
    expect(JSON.stringify(a.items)).toBe(JSON.stringify(b.items));
    expect(JSON.stringify(a.reviews)).toBe(JSON.stringify(b.reviews));
    const c = generateCatalog({ seed: 43, scale: 0.1 });
    expect(c.items.map((i) => i.title)).not.toEqual(a.items.map((i) => i.title));
  });

  it('mulberry32 repeats its sequence for a seed', () => {
    const x = mulberry32(7);
    const y = mulberry32(7);
    const seq = Array.from({ length: 5 }, () => x());
    expect(Array.from({ length: 5 }, () => y())).toEqual(seq);
    expect(seq.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('at scale 1 has ≥1,200 suppliers in every region and ≥20,000 items on every tab', () => {
    const cat = generateCatalog();
    expect(cat.companies.length).toBeGreaterThanOrEqual(1200);
    expect(cat.items.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(cat.companies.map((c) => c.region))).toEqual(new Set(Object.keys(REGION_LABELS)));
    for (const code of ['CN', 'US', 'IT', 'VN', 'IN'])
      expect(cat.companies.some((c) => c.countryCode === code)).toBe(true);
    const cn = cat.companies.filter((c) => c.countryCode === 'CN').length;
    expect(cn).toBeGreaterThan(cat.companies.length / 5);
    const tabs = new Set(cat.items.map((i) => i.tab));
    expect(tabs.size).toBe(4);
    expect(cat.companies.some((c) => c.moq === null)).toBe(true);
    expect(cat.companies.some((c) => c.samplePriceCents === null)).toBe(true);
    expect(cat.companies.some((c) => c.isExpandedNetwork)).toBe(true);
    expect(cat.items.some((i) => i.isSampleKit)).toBe(true);
  });

  it('keeps review averages and counts consistent with the reviews, skewed positive', () => {
    const cat = generateCatalog({ scale: 0.1 });
    const byCompany = new Map<number, number[]>();
    for (const r of cat.reviews)
      byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.rating]);
    for (const c of cat.companies) {
      const ratings = byCompany.get(c.id) ?? [];
      expect(c.reviewCount).toBe(ratings.length);
      if (ratings.length)
        expect(c.reviewAverage).toBeCloseTo(ratings.reduce((s, x) => s + x, 0) / ratings.length, 1);
      else expect(c.reviewAverage).toBeNull();
    }
    const mean = cat.reviews.reduce((s, r) => s + r.rating, 0) / cat.reviews.length;
    expect(mean).toBeGreaterThan(4);
  });

  it('at a small scale still fills every tab', () => {
    const cat = generateCatalog({ scale: 0.02 });
    expect(new Set(cat.items.map((i) => i.tab)).size).toBe(4);
  });
});
