import { CATALOG_EPOCH, type GeneratedCompany } from './companies';
import type { GeneratedItem } from './items';
import type { Rng } from './prng';

export type GeneratedReview = {
  companyId: number;
  itemId: number | null;
  authorName: string;
  rating: number;
  text: string;
  createdAt: Date;
};

const FIRST = [
  'Maya',
  'Jordan',
  'Priya',
  'Lucas',
  'Amara',
  'Noah',
  'Sofia',
  'Ethan',
  'Chloe',
  'Mateo',
  'Aisha',
  'Liam',
  'Hana',
  'Owen',
  'Zara',
  'Elena',
  'Kai',
  'Grace',
];
const LAST = 'ABCDEFGHJKLMNPRSTVW';
const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Outstanding quality and communication. The samples matched our designs exactly and bulk arrived early.',
    'Our go-to supplier now. Fast replies, great finish, and they caught an issue in our artwork before printing.',
    'Exceeded expectations on every front. Customers keep complimenting the product.',
    'Super easy to work with for a first production run. Highly recommend.',
  ],
  4: [
    'Very good quality overall; lead time slipped by a few days but they kept us informed.',
    'Great product and fair pricing. Packaging could be a little sturdier.',
    'Solid partner. A couple of revisions were needed on the sample, final result is great.',
  ],
  3: [
    'Decent result, but communication was slow and we had to chase updates.',
    'Product is okay for the price. Some colour variation between batches.',
  ],
  2: ['Quality did not match the sample and fixing it took weeks.', 'Shipping was much later than promised.'],
  1: [
    'Order arrived damaged and support was unresponsive.',
    'Would not order again: wrong specs on most units.',
  ],
};

/** Reviews skewed positive; busier suppliers get more of them. */
export function generateReviews(
  rng: Rng,
  companies: GeneratedCompany[],
  items: GeneratedItem[],
): GeneratedReview[] {
  const itemsByCompany = new Map<number, number[]>();
  for (const it of items) {
    const list = itemsByCompany.get(it.companyId);
    if (list) list.push(it.id);
    else itemsByCompany.set(it.companyId, [it.id]);
  }
  const out: GeneratedReview[] = [];
  for (const c of companies) {
    const n = rng.chance(0.15) ? 0 : rng.int(1, 4) + Math.floor(c.orderVolume / 40);
    const quality = rng.next();
    const own = itemsByCompany.get(c.id) ?? [];
    for (let k = 0; k < n; k++) {
      const rating = rng.weighted([5, 4, 3, 2, 1], [45 + quality * 30, 30, 10, 4, 2]);
      const span = CATALOG_EPOCH - c.firstEnabledAt.getTime();
      out.push({
        companyId: c.id,
        itemId: own.length && rng.chance(0.4) ? rng.pick(own) : null,
        authorName: `${rng.pick(FIRST)} ${rng.pick([...LAST])}.`,
        rating,
        text: rng.pick(TEXTS[rating] ?? []),
        createdAt: new Date(c.firstEnabledAt.getTime() + Math.floor(rng.next() * span)),
      });
    }
  }
  return out;
}

/** review_average (one decimal) and review_count per company, consistent with the reviews. */
export function summarizeReviews(reviews: GeneratedReview[]) {
  const sums = new Map<number, { sum: number; count: number }>();
  for (const r of reviews) {
    const s = sums.get(r.companyId) ?? { sum: 0, count: 0 };
    s.sum += r.rating;
    s.count += 1;
    sums.set(r.companyId, s);
  }
  return sums;
}
