import { COUNTRIES, type CountryDef } from './countries';
import type { Rng } from './prng';
import type { CategoryDef } from './taxonomy';
import type { VerticalDef } from './taxonomy-types';

export type GeneratedCompany = {
  id: number;
  name: string;
  description: string;
  countryCode: string;
  region: CountryDef['region'];
  capabilities: string[];
  baseProducts: string[];
  categoryIds: number[];
  tabs: string[];
  moq: number | null;
  samplePriceCents: number | null;
  productionDays: number;
  orderVolume: number;
  isOnlineNow: boolean;
  firstEnabledAt: Date;
  tariffRatePercent: number;
  isVerified: boolean;
  isExpandedNetwork: boolean;
  rank: number;
  seed: number;
};

/** Every generated time lies before this instant, so the catalog does not depend on the clock. */
export const CATALOG_EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

const CORES = [
  'Everbright',
  'Golden Leaf',
  'Bluewave',
  'Sunrise',
  'Harbor',
  'Evergreen',
  'Silverline',
  'Northstar',
  'Maple',
  'Cedar',
  'Lotus',
  'Crescent',
  'Summit',
  'Oakridge',
  'Bright Path',
  'Jade',
  'Coral',
  'Pioneer',
  'Willow',
  'Aurora',
  'Meridian',
  'Kestrel',
  'Solstice',
  'Ironwood',
  'Linden',
  'Saffron',
  'Indigo',
  'Sable',
  'Tidewater',
  'Juniper',
];
const TRADE: Record<string, readonly string[]> = {
  PRODUCTS: ['Manufacturing', 'Goods', 'Industries', 'Crafts', 'Trading', 'Works', 'Labs'],
  ECOMMERCE_PACKAGING: ['Packaging', 'Printing', 'Paper Products', 'Pack'],
  BUSINESS_CREATIVE_SERVICES: ['Studio', 'Creative', 'Collective', 'Agency', 'Media'],
  WEBSITE_DEVELOPMENT: ['Digital', 'Commerce Lab', 'Web Studio', 'Shopify Experts', 'Labs'],
};
const SUFFIX: Record<CountryDef['style'], readonly string[]> = {
  cn: ['Co., Ltd.', 'Industrial Co., Ltd.', 'Technology Co., Ltd.'],
  en: ['LLC', 'Inc.', 'Co.', ''],
  it: ['S.r.l.', 'S.p.A.', ''],
  es: ['S.A.', 'Ltda.', ''],
  generic: ['Ltd.', 'Co.', 'Group', ''],
};
const ITALIAN = [
  'Fratelli Rossi',
  'Bottega Bianchi',
  'Manifattura Conti',
  'Atelier Greco',
  'Laboratorio Ferri',
];
const GENERAL_CAPS = [
  'Low MOQ',
  'Fast sampling',
  'Custom branding',
  'Quality inspection',
  'Worldwide shipping',
  'English-speaking team',
];

function companyName(rng: Rng, country: CountryDef, vertical: VerticalDef): string {
  const trade = rng.pick(TRADE[vertical.tab] ?? ['Group']);
  const suffix = rng.pick(SUFFIX[country.style]);
  const head =
    country.style === 'it' && rng.chance(0.5)
      ? rng.pick(ITALIAN)
      : country.style === 'cn'
        ? `${rng.pick(country.cities)} ${rng.pick(CORES)}`
        : rng.pick(CORES);
  return [head, trade, suffix].filter(Boolean).join(' ');
}

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/** The suppliers: the first ones cover every vertical, so a small scale still fills every tab. */
export function generateCompanies(rng: Rng, count: number, categories: CategoryDef[]): GeneratedCompany[] {
  const verticals = [...new Set(categories.map((c) => c.vertical))];
  const byVertical = new Map(verticals.map((v) => [v, categories.filter((c) => c.vertical === v)]));
  const out: GeneratedCompany[] = [];
  for (let i = 0; i < count; i++) {
    const vertical =
      i < verticals.length
        ? (verticals[i] as VerticalDef)
        : rng.weighted(
            verticals,
            verticals.map((v) => v.weight),
          );
    const isService = vertical.tab === 'BUSINESS_CREATIVE_SERVICES' || vertical.tab === 'WEBSITE_DEVELOPMENT';
    const country = rng.weighted(
      COUNTRIES,
      COUNTRIES.map((c) => (isService ? c.services : c.goods)),
    );
    const own = rng.sample(byVertical.get(vertical) ?? [], rng.int(1, 4));
    const extra = rng.chance(0.12) ? rng.sample(categories, 1) : [];
    const cats = [...new Map([...own, ...extra].map((c) => [c.id, c])).values()];
    const name = companyName(rng, country, vertical);
    const city = rng.pick(country.cities);
    const years = rng.int(2, 28);
    const capabilities = [
      ...rng.sample(vertical.capabilities, rng.int(2, 4)),
      ...rng.sample(GENERAL_CAPS, rng.int(1, 2)),
    ];
    const baseProducts = [...new Set(cats.flatMap((c) => c.nouns))].slice(0, 8);
    const orderVolume = Math.floor(rng.next() ** 2.2 * 600);
    const isVerified = rng.chance(0.55);
    const firstEnabledAt = new Date(CATALOG_EPOCH - rng.int(5, 5 * 365) * DAY - rng.int(0, DAY - 1));
    const moqBase = rng.int(vertical.moq[0], vertical.moq[1]);
    out.push({
      id: i + 1,
      name,
      description: `${name} is a ${vertical.name.toLowerCase()} ${isService ? 'team' : 'manufacturer'} based in ${city}, ${country.name}, with ${years} years of experience in ${cats.map((c) => c.subgroup.toLowerCase()).join(', ')}. We specialise in ${capabilities.slice(0, 2).join(' and ').toLowerCase()} for growing ecommerce brands.`,
      countryCode: country.code,
      region: country.region,
      capabilities,
      baseProducts,
      categoryIds: cats.map((c) => c.id).sort((a, b) => a - b),
      tabs: [...new Set(cats.map((c) => c.tab))],
      moq: rng.chance(0.12) ? null : isService ? 1 : round(moqBase, moqBase >= 1000 ? 500 : 50),
      samplePriceCents: rng.chance(0.15)
        ? null
        : rng.weighted([rng.int(5, 49), rng.int(50, 99), rng.int(100, 400)], [55, 25, 20]) * 100,
      productionDays: rng.weighted(
        [rng.int(5, 29), rng.int(30, 59), rng.int(60, 89), rng.int(90, 150)],
        [30, 40, 20, 10],
      ),
      orderVolume,
      isOnlineNow: rng.chance(0.25),
      firstEnabledAt,
      tariffRatePercent: country.tariffRatePercent,
      isVerified,
      isExpandedNetwork: rng.chance(0.2),
      rank: Math.round((rng.next() * 60 + (isVerified ? 20 : 0) + orderVolume / 30) * 100) / 100,
      seed: rng.seed(),
    });
  }
  return out;
}
