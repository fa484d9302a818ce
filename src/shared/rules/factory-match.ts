// Factory matching (issue 24): a supplier's fit to a tech pack as a deterministic score out of 100, made of
// components whose points the founder can read one by one. Pure: no I/O, no clock (the caller passes the
// entry date the tariff is looked up for).
//
// Weights: category and capabilities 30, MOQ 15, price 20, country 5, tariff 10, reviews 10, verified 5, and
// the reply record from the inbox 5 (how many of the conversations stores started it answered, and how fast).
// A component with nothing to compare (no quantity, no target cost, no priced product, no country
// preference) is kept in the reasons with maxPoints 0 and says so: it neither adds nor takes away, and no
// figure is made up for it. The score is the sum of the points; ties go to the lower supplier id.

import { dutyPercent } from '../tariff/country-ranking';
import { normalizeHts } from '../tariff/landed-cost';
import { formatMoney } from './money';

export const MATCH_WEIGHTS = {
  FIT: 30,
  MOQ: 15,
  PRICE: 20,
  COUNTRY: 5,
  TARIFF: 10,
  REVIEWS: 10,
  VERIFIED: 5,
  REPLIES: 5,
} as const;
export type MatchComponent = keyof typeof MATCH_WEIGHTS;

/** A duty at or above this percentage earns no tariff points; below it, points fall in a straight line. */
export const TARIFF_ZERO_AT_PERCENT = 25;
/** Reviews count fully from this many; fewer weigh proportionally less. */
export const REVIEWS_FULL_AT = 10;
/** A median first reply within this many hours earns the full reply speed; slower ones less (see replyReason). */
export const REPLY_FAST_HOURS = 24;

/** A price this far over the target (as a share of it) earns no price points. */
export const PRICE_ZERO_AT_OVER = 1;
/** An unknown MOQ (custom, by quote) earns this many of the MOQ points. */
export const MOQ_BY_QUOTE_POINTS = 8;

const STOPWORDS = new Set(
  (
    'and the for with from your you our that this are was were have has into onto over under like want need ' +
    'some any made make also just very more most than then they them their its who what which will would ' +
    'can could should not but all get out per each about new custom product products'
  ).split(' '),
);

/** A word's singular form, as far as a plural -s, -es or -ies goes (bags → bag, boxes → box, candies → candy). */
export function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(x|s|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The telling words of a text, lower case, singular, without stopwords and words under 3 letters; unique, in order. */
export function matchWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw.length < 3 || STOPWORDS.has(raw) || /^\d+$/.test(raw)) continue;
    const w = stemWord(raw);
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

export type PriceTier = { minQuantity: number; unitPriceCents: number };

export type MatchBrief = {
  /** The tech pack's category and product words (matchWords of its category and product name). */
  words: string[];
  /** Units to order (the quantities' sum, else the MOQ asked); null when the tech pack gives none. */
  quantity: number | null;
  targetUnitCostCents: number | null;
  countryOfOrigin: string | null;
  /** The tech pack's HTS candidate, when it has one. */
  hts: string | null;
  /** The entry date the duties are looked up for (YYYY-MM-DD). */
  entryDate: string;
};

export type MatchSupplier = {
  id: number;
  name: string;
  countryCode: string;
  /** The supplier's category names (vertical, group, subgroup of each), capabilities and base products. */
  categoryNames: string[];
  capabilities: string[];
  baseProducts: string[];
  moq: number | null;
  tariffRatePercent: number;
  reviewAverage: number | null;
  reviewCount: number;
  isVerified: boolean;
  /** Its cheapest product matching the tech pack, with its price tiers; null when none has a price. */
  product: { id: number; title: string; priceTiers: PriceTier[] } | null;
  /** Its reply record from the inbox; absent or asked 0 when no store has written to it yet. */
  replies?: { asked: number; answered: number; medianReplySeconds: number | null } | null;
};

export type MatchReason = { component: MatchComponent; points: number; maxPoints: number; text: string };
export type FactoryMatch = { supplierId: number; score: number; reasons: MatchReason[] };

const n = (x: number) => x.toLocaleString('en-US');
const pct = (x: number) => `${Number(x.toFixed(2))}%`;
const share = (max: number, fraction: number) => Math.round(max * Math.min(1, Math.max(0, fraction)));

function fitReason(brief: MatchBrief, s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.FIT;
  if (brief.words.length === 0)
    return {
      component: 'FIT',
      points: 0,
      maxPoints: max,
      text: 'The tech pack names no product words to match',
    };
  const theirs = new Set(matchWords([...s.categoryNames, ...s.capabilities, ...s.baseProducts].join(' ')));
  const matched = brief.words.filter((w) => theirs.has(w));
  const points = share(max, matched.length / brief.words.length);
  const text =
    matched.length === 0
      ? `Its categories and capabilities match none of: ${brief.words.join(', ')}`
      : `Its categories and capabilities match ${matched.length} of ${brief.words.length} words: ${matched.join(', ')}`;
  return { component: 'FIT', points, maxPoints: max, text };
}

function moqReason(brief: MatchBrief, s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.MOQ;
  if (s.moq == null)
    return {
      component: 'MOQ',
      points: MOQ_BY_QUOTE_POINTS,
      maxPoints: max,
      text: 'Its minimum order is set per quote: ask it',
    };
  if (brief.quantity == null)
    return {
      component: 'MOQ',
      points: 0,
      maxPoints: 0,
      text: `No quantity on the tech pack to compare with its MOQ of ${n(s.moq)}`,
    };
  if (s.moq <= brief.quantity)
    return {
      component: 'MOQ',
      points: max,
      maxPoints: max,
      text: `Its MOQ of ${n(s.moq)} fits your ${n(brief.quantity)} units`,
    };
  return {
    component: 'MOQ',
    points: share(max, brief.quantity / s.moq),
    maxPoints: max,
    text: `Its MOQ of ${n(s.moq)} is ${n(s.moq - brief.quantity)} over your ${n(brief.quantity)} units`,
  };
}

/** The unit price of the tier an order of `quantity` falls in (the first tier below all of them). */
export function unitPriceAt(tiers: readonly PriceTier[], quantity: number): number {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let price = sorted[0]!.unitPriceCents;
  for (const t of sorted) if (t.minQuantity <= quantity) price = t.unitPriceCents;
  return price;
}

function priceReason(brief: MatchBrief, s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.PRICE;
  if (!s.product || s.product.priceTiers.length === 0)
    return {
      component: 'PRICE',
      points: 0,
      maxPoints: 0,
      text: 'No price to compare: none of its products matching the tech pack lists one',
    };
  const tiers = s.product.priceTiers;
  const qty = brief.quantity ?? Math.min(...tiers.map((t) => t.minQuantity));
  const price = unitPriceAt(tiers, qty);
  const at = `${formatMoney(price)} a unit at ${n(qty)} for “${s.product.title}”`;
  if (brief.targetUnitCostCents == null)
    return { component: 'PRICE', points: 0, maxPoints: 0, text: `No target cost to compare with ${at}` };
  const target = brief.targetUnitCostCents;
  if (price <= target)
    return {
      component: 'PRICE',
      points: max,
      maxPoints: max,
      text: `${at}, within your ${formatMoney(target)} target`,
    };
  const over = target === 0 ? Number.POSITIVE_INFINITY : (price - target) / target;
  return {
    component: 'PRICE',
    points: share(max, 1 - over / PRICE_ZERO_AT_OVER),
    maxPoints: max,
    text: `${at}, ${formatMoney(price - target)} over your ${formatMoney(target)} target`,
  };
}

function countryReason(brief: MatchBrief, s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.COUNTRY;
  if (!brief.countryOfOrigin)
    return {
      component: 'COUNTRY',
      points: 0,
      maxPoints: 0,
      text: `Made in ${s.countryCode}; you named no country`,
    };
  const same = s.countryCode === brief.countryOfOrigin;
  return {
    component: 'COUNTRY',
    points: same ? max : 0,
    maxPoints: max,
    text: same
      ? `Made in ${s.countryCode}, the country you asked for`
      : `Made in ${s.countryCode}, not ${brief.countryOfOrigin} as you asked`,
  };
}

/**
 * The ad valorem duty (base rate plus additional duties) on the HTS line from `country` on `date`, from the
 * tariff table (shared/tariff/country-ranking.ts; none on goods made in the US); null for a line not in it.
 */
export const dutyPercentFor = dutyPercent;

function tariffReason(brief: MatchBrief, s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.TARIFF;
  const fromTable = brief.hts ? dutyPercentFor(brief.hts, s.countryCode, brief.entryDate) : null;
  const duty = fromTable ?? s.tariffRatePercent;
  const source =
    fromTable != null
      ? `on HTS ${normalizeHts(brief.hts!)} from ${s.countryCode} (tariff table, estimate)`
      : `from ${s.countryCode} (its country's average rate)`;
  return {
    component: 'TARIFF',
    points: share(max, 1 - duty / TARIFF_ZERO_AT_PERCENT),
    maxPoints: max,
    text: `US duty of ${pct(duty)} ${source}`,
  };
}

function reviewsReason(s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.REVIEWS;
  if (s.reviewAverage == null || s.reviewCount === 0)
    return { component: 'REVIEWS', points: 0, maxPoints: max, text: 'No reviews yet' };
  const points = share(max, (s.reviewAverage / 5) * Math.min(1, s.reviewCount / REVIEWS_FULL_AT));
  const count = `${n(s.reviewCount)} review${s.reviewCount === 1 ? '' : 's'}`;
  return {
    component: 'REVIEWS',
    points,
    maxPoints: max,
    text: `Rated ${s.reviewAverage.toFixed(1)} of 5 from ${count}`,
  };
}

function verifiedReason(s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.VERIFIED;
  return s.isVerified
    ? { component: 'VERIFIED', points: max, maxPoints: max, text: 'Verified by Quarry' }
    : { component: 'VERIFIED', points: 0, maxPoints: max, text: 'Not verified yet' };
}

const hours = (seconds: number) => {
  const h = seconds / 3600;
  if (h < 1) return `${Math.max(1, Math.round(seconds / 60))} minutes`;
  if (h < 48) return `${Math.round(h)} hour${Math.round(h) === 1 ? '' : 's'}`;
  return `${Math.round(h / 24)} days`;
};

/**
 * The reply record: the share of conversations it answered, times its speed — a median first reply within
 * REPLY_FAST_HOURS counts fully, within three times that half, slower a quarter.
 */
function replyReason(s: MatchSupplier): MatchReason {
  const max = MATCH_WEIGHTS.REPLIES;
  const r = s.replies;
  if (!r || r.asked === 0)
    return {
      component: 'REPLIES',
      points: 0,
      maxPoints: 0,
      text: 'No conversations with stores yet to show how it replies',
    };
  const rate = r.answered / r.asked;
  const speed =
    r.medianReplySeconds == null
      ? 0
      : r.medianReplySeconds <= REPLY_FAST_HOURS * 3600
        ? 1
        : r.medianReplySeconds <= 3 * REPLY_FAST_HOURS * 3600
          ? 0.5
          : 0.25;
  const median =
    r.medianReplySeconds == null ? '' : `, first reply in ${hours(r.medianReplySeconds)} (median)`;
  return {
    component: 'REPLIES',
    points: share(max, rate * speed),
    maxPoints: max,
    text: `Answered ${n(r.answered)} of ${n(r.asked)} conversation${r.asked === 1 ? '' : 's'} stores started${median}`,
  };
}

/** One supplier's score and its reasons, in the order of MATCH_WEIGHTS. */
export function scoreFactory(brief: MatchBrief, s: MatchSupplier): FactoryMatch {
  const reasons = [
    fitReason(brief, s),
    moqReason(brief, s),
    priceReason(brief, s),
    countryReason(brief, s),
    tariffReason(brief, s),
    reviewsReason(s),
    verifiedReason(s),
    replyReason(s),
  ];
  return { supplierId: s.id, score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
}

/** Every supplier scored, best first; equal scores by supplier id. */
export function rankFactories(brief: MatchBrief, suppliers: readonly MatchSupplier[]): FactoryMatch[] {
  return suppliers
    .map((s) => scoreFactory(brief, s))
    .sort((a, b) => b.score - a.score || a.supplierId - b.supplierId);
}
