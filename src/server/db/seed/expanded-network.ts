import type { Db } from '../client';
import { expandedNetworkRecords } from '../schema/sourcing-agent';
import { COUNTRIES } from './catalog/countries';
import { createRng } from './catalog/prng';
import { recordSeedRun } from './seed-runs';

// The sourcing agent's expanded network (issue 24, decision 050): factories that are not on Quarry, as records
// Quarry keeps. Generated deterministically (same seed, same records), a few hundred, beside the demo catalog.
// Contacts live on the reserved `.test` domain, so no demo email can reach a real company.

export const EXPANDED_NETWORK_SIZE = 300;

type Trade = {
  category: string;
  words: string[];
  capabilities: string[];
  moq: [number, number];
  price: [number, number];
};

const TRADES: readonly Trade[] = [
  {
    category: 'Apparel',
    words: ['Garment', 'Apparel', 'Knitwear'],
    capabilities: [
      'Cut and sew',
      'Organic cotton knitting',
      'Screen printing',
      'Embroidery',
      'T-shirts',
      'Hoodies',
    ],
    moq: [100, 1000],
    price: [250, 1800],
  },
  {
    category: 'Bags',
    words: ['Bag', 'Leather Goods', 'Canvas'],
    capabilities: ['Tote bags', 'Backpacks', 'Leather stitching', 'Canvas printing'],
    moq: [200, 2000],
    price: [180, 4500],
  },
  {
    category: 'Candles',
    words: ['Candle', 'Wax Works'],
    capabilities: ['Soy wax candles', 'Pillar candles', 'Fragrance blending', 'Glass jars'],
    moq: [300, 3000],
    price: [120, 900],
  },
  {
    category: 'Cosmetics',
    words: ['Cosmetics', 'Beauty Lab', 'Skincare'],
    capabilities: ['Private label skincare', 'Lip balm', 'Serum filling', 'Cosmetic tubes'],
    moq: [500, 5000],
    price: [90, 1200],
  },
  {
    category: 'Packaging',
    words: ['Packaging', 'Box', 'Carton'],
    capabilities: ['Mailer boxes', 'Rigid boxes', 'Folding cartons', 'Offset printing', 'Kraft mailers'],
    moq: [500, 5000],
    price: [25, 600],
  },
  {
    category: 'Home textiles',
    words: ['Textile', 'Linen', 'Home Textile'],
    capabilities: ['Bed linen', 'Towels', 'Cushion covers', 'Jacquard weaving'],
    moq: [200, 2000],
    price: [300, 3500],
  },
  {
    category: 'Ceramics',
    words: ['Ceramics', 'Pottery', 'Porcelain'],
    capabilities: ['Mugs', 'Stoneware', 'Glazing', 'Decals'],
    moq: [300, 3000],
    price: [150, 1500],
  },
  {
    category: 'Jewelry',
    words: ['Jewelry', 'Accessories'],
    capabilities: ['Sterling silver', 'Gold plating', 'Stainless steel jewelry', 'Engraving'],
    moq: [100, 1000],
    price: [200, 5000],
  },
  {
    category: 'Pet products',
    words: ['Pet', 'Pet Supplies'],
    capabilities: ['Pet beds', 'Dog collars', 'Pet toys', 'Leashes'],
    moq: [300, 3000],
    price: [150, 2500],
  },
  {
    category: 'Footwear',
    words: ['Footwear', 'Shoes'],
    capabilities: ['Sneakers', 'Sandals', 'Vulcanized soles', 'Leather uppers'],
    moq: [300, 2000],
    price: [800, 4500],
  },
];

const PREFIX: Record<string, readonly string[]> = {
  cn: ['Jinhua', 'Hengda', 'Xinyuan', 'Huamei', 'Dongsheng', 'Kaiyuan', 'Ruifeng', 'Tianli'],
  en: ['Northgate', 'Riverside', 'Summit', 'Harbor', 'Oakline', 'Bluestone', 'Redwood', 'Ashford'],
  it: ['Bottega', 'Fratelli', 'Artigiana', 'Lanificio', 'Officina', 'Manifattura'],
  es: ['Talleres', 'Industrias', 'Hermanos', 'Confecciones', 'Fábrica'],
  generic: ['Golden', 'Lotus', 'Sunrise', 'Pacific', 'Evergreen', 'Royal', 'Silverline', 'Crescent'],
};
const SUFFIX = ['Co., Ltd.', 'Manufacturing', 'Industries', 'Factory', 'Works', 'Group', 'Trading Co.'];
const FIRST = [
  'Lin',
  'Mai',
  'Arjun',
  'Sofia',
  'Marco',
  'Ana',
  'Tom',
  'Aylin',
  'Hana',
  'Diego',
  'Priya',
  'Wei',
];
const LAST = [
  'Chen',
  'Nguyen',
  'Sharma',
  'Rossi',
  'Silva',
  'García',
  'Yilmaz',
  'Smith',
  'Kowalski',
  'Tanaka',
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type ExpandedNetworkSeedRecord = typeof expandedNetworkRecords.$inferInsert;

/** The records, the same for the same seed. */
export function generateExpandedNetwork(
  seed = 2401,
  size = EXPANDED_NETWORK_SIZE,
): ExpandedNetworkSeedRecord[] {
  const rng = createRng(seed);
  const countries = COUNTRIES.filter((c) => c.goods > 0);
  const used = new Set<string>();
  const out: ExpandedNetworkSeedRecord[] = [];
  while (out.length < size) {
    const country = rng.weighted(
      countries,
      countries.map((c) => c.goods),
    );
    const trade = rng.pick(TRADES);
    const name = `${rng.pick(PREFIX[country.style] ?? PREFIX.generic!)} ${rng.pick(trade.words)} ${rng.pick(SUFFIX)}`;
    if (used.has(name)) continue;
    used.add(name);
    const domain = `${slug(name).replace(/-(co-ltd|trading-co)$/, '')}.test`;
    const city = rng.pick(country.cities);
    const capabilities = rng.sample(trade.capabilities, rng.int(2, Math.min(4, trade.capabilities.length)));
    const moq = Math.round(rng.int(trade.moq[0], trade.moq[1]) / 50) * 50;
    const contact = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    out.push({
      name,
      city,
      countryCode: country.code,
      category: trade.category,
      capabilities,
      description: `${trade.category} manufacturer in ${city}, ${country.name}: ${capabilities.join(', ').toLowerCase()}. Not on Quarry yet.`,
      moq,
      unitPriceFromCents: rng.int(trade.price[0], trade.price[1]),
      yearFounded: rng.int(1985, 2021),
      employees: rng.pick([25, 40, 60, 80, 120, 200, 350, 600, 1200]),
      website: `https://www.${domain}`,
      contactName: contact,
      contactEmail: `${slug(contact).split('-')[0]}@${domain}`,
      contactPhone: `+${rng.int(1, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    });
  }
  return out;
}

/** True when no record exists: the records go only into an empty table (a database that has them is marked found). */
export async function isExpandedNetworkEmpty(db: Db) {
  const [row] = await db.select({ id: expandedNetworkRecords.id }).from(expandedNetworkRecords).limit(1);
  return !row;
}

/** Seed part `expanded-network` (after the catalog): inserts the records once, recorded in its transaction. */
export async function seedExpandedNetwork(db: Db) {
  await db.transaction(async (tx) => {
    const records = generateExpandedNetwork();
    for (let i = 0; i < records.length; i += 100)
      await tx.insert(expandedNetworkRecords).values(records.slice(i, i + 100));
    await recordSeedRun(tx, 'expanded-network');
  });
}
