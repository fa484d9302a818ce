import { CATALOG_EPOCH, type GeneratedCompany } from './companies';
import { COUNTRY_BY_CODE } from './countries';
import type { Rng } from './prng';
import type { CategoryDef } from './taxonomy';

export type GeneratedItem = {
  id: number;
  companyId: number;
  categoryId: number;
  tab: string;
  title: string;
  description: string;
  imageCount: number;
  priceTiers: { minQuantity: number; unitPriceCents: number }[];
  productionMinPriceCents: number;
  moq: number;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | 'AVAILABLE_IN_STOCK' | 'NOT_AVAILABLE_IN_STOCK';
  colorOptions: string;
  packing: 'PARCEL' | 'PALLET';
  rank: number;
  enabledAt: Date;
  rankedAt: Date;
  isSampleKit: boolean;
  seed: number;
};

const COLORS = [
  ['Natural', '#e8dcc4'],
  ['Black', '#1f1f1f'],
  ['White', '#f7f7f2'],
  ['Sage', '#9caf88'],
  ['Terracotta', '#c8693f'],
  ['Navy', '#1e2a4a'],
  ['Blush', '#e8b4b8'],
  ['Amber', '#c47f17'],
  ['Forest', '#2f5d3a'],
  ['Sand', '#d8c3a5'],
  ['Charcoal', '#3b3b3b'],
  ['Lavender', '#b7a6d8'],
  ['Ocean', '#2d7ea3'],
  ['Mustard', '#d9a520'],
  ['Clay', '#b46a55'],
] as const;
const VARIANTS = ['Matte', 'Gloss', 'Standard', 'Soft Touch', 'Satin'];
const STOCK = ['IN_STOCK', 'AVAILABLE_IN_STOCK', 'NOT_AVAILABLE_IN_STOCK', 'OUT_OF_STOCK'] as const;
const NICE_MOQS = [1, 10, 25, 50, 100, 200, 250, 300, 500, 1000, 2000, 3000, 5000, 10000];
const DAY = 86_400_000;

function niceMoq(rng: Rng, min: number, max: number) {
  const options = NICE_MOQS.filter((m) => m >= min && m <= max);
  return options.length ? rng.pick(options) : min;
}

function describeItem(rng: Rng, title: string, cat: CategoryDef, company: GeneratedCompany) {
  const country = COUNTRY_BY_CODE.get(company.countryCode)?.name ?? company.countryCode;
  const cap = rng.pick(company.capabilities).toLowerCase();
  const opener = rng.pick([
    `${title} made to order by ${company.name} in ${country}.`,
    `A best-selling ${cat.subgroup.toLowerCase()} option from ${company.name} (${country}).`,
    `Launch your own ${cat.nouns[0]?.toLowerCase()} line with this ${cat.groupName.toLowerCase()} piece.`,
  ]);
  const body = rng.pick([
    `Fully customisable with your branding; ${cap} available.`,
    `Built for ecommerce brands: consistent quality, ${cap}, and reliable lead times.`,
    `Choose your colours and finish; samples ship before bulk production.`,
  ]);
  return `${opener} ${body} Made for brands selling online.`;
}

/**
 * `count` items: the first goes to each company (every supplier has a product), the rest to companies by
 * rank, each in one of the company's categories.
 */
export function generateItems(
  rng: Rng,
  count: number,
  companies: GeneratedCompany[],
  categories: CategoryDef[],
): GeneratedItem[] {
  const catById = new Map(categories.map((c) => [c.id, c]));
  const cumulative: number[] = [];
  let total = 0;
  for (const c of companies) {
    total += 1 + c.rank / 20;
    cumulative.push(total);
  }
  const pickCompany = () => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return companies[lo] as GeneratedCompany;
  };
  const out: GeneratedItem[] = [];
  for (let i = 0; i < count; i++) {
    const company = i < companies.length ? (companies[i] as GeneratedCompany) : pickCompany();
    const cat = catById.get(rng.pick(company.categoryIds)) as CategoryDef;
    const { group, vertical } = cat;
    const isSampleKit = rng.chance(0.03);
    const parts = [
      rng.pick(group.materials),
      rng.pick(cat.nouns),
      rng.chance(0.8) ? rng.pick(group.details) : '',
    ];
    const base = `${parts.filter(Boolean).join(' ')}, ${rng.pick(group.sizes)}`;
    const title = isSampleKit ? `Sample Kit: ${base}` : base;
    const [lo, hi] = vertical.price;
    const unit = Math.round(lo * (hi / lo) ** rng.next());
    const moq = isSampleKit ? 1 : niceMoq(rng, vertical.moq[0], vertical.moq[1]);
    const steps = rng.int(3, 4);
    // Each quantity break takes 6-12% off the previous unit price.
    let factor = 1;
    const priceTiers = Array.from({ length: steps }, (_, k) => {
      if (k > 0) factor *= 1 - rng.int(6, 12) / 100;
      return {
        minQuantity: moq * ([1, 5, 10, 25][k] ?? 50),
        unitPriceCents: Math.max(1, Math.round(unit * factor)),
      };
    });
    const enabledAt = new Date(
      company.firstEnabledAt.getTime() + rng.next() * (CATALOG_EPOCH - company.firstEnabledAt.getTime()),
    );
    const colors = rng.sample(COLORS, rng.int(1, 5));
    out.push({
      id: i + 1,
      companyId: company.id,
      categoryId: cat.id,
      tab: cat.tab,
      title,
      description: describeItem(rng, base, cat, company),
      imageCount: rng.int(3, 5),
      priceTiers,
      productionMinPriceCents: Math.min(...priceTiers.map((t) => t.unitPriceCents)),
      moq,
      stockStatus: rng.weighted(STOCK, [55, 25, 12, 8]),
      colorOptions: colors.map(([name, hex]) => `${name}|${hex}|${rng.pick(VARIANTS)}`).join(';'),
      packing: moq >= 2000 || rng.chance(0.1) ? 'PALLET' : 'PARCEL',
      rank: Math.round((rng.next() * 70 + company.rank * 0.3) * 100) / 100,
      enabledAt,
      // Re-ranked some time after listing, never after the epoch (spread out: no pile-up of equal times).
      rankedAt: new Date(
        enabledAt.getTime() + rng.next() * Math.min(120 * DAY, CATALOG_EPOCH - enabledAt.getTime()),
      ),
      isSampleKit,
      seed: rng.seed(),
    });
  }
  return out;
}
