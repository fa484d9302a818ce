import { z } from 'zod';
import { SKETCH_KEYS, SketchKey } from '../../../shared/contract/ai-design';
import type { ProductMatch } from '../../../shared/contract/brand-kits';
import { createRng, type Rng } from '../../db/seed/catalog/prng';
import { colorName, colorWordsIn } from './lexicon/color-names';
import { MOODS, type Mood } from './lexicon/data/moods';
import { hslToHex } from './lexicon/hsl';
import { keyWords, mixSeed, titleCase } from './lexicon/key-words';
import { pickMood } from './lexicon/pick-mood';
import { sketchKeyOf } from './lexicon/sketch-keys';
import type { CatalogGrounding, TextTask } from './types';

// The text tasks of brand kits and AI ideation (docs/decisions/017-brand-kits-ai.md). Each has a zod output
// schema (what any model must answer), instructions for an LLM, and an embedded generator that answers
// offline: deterministic from (input, seed), composed from the description's words and grounded in the
// catalog figures of `CatalogGrounding`.

// ——— shared helpers ———

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
/** $12.50 */
export const money = (cents: number) => usd.format(cents / 100);
const num = (n: number) => count.format(n);
const cap = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);
/** "a candle", "an evening candle". */
const an = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
/** Ends a sentence with one full stop, also after a name that ends in one ("Co., Ltd."). */
const endSentence = (s: string) => (s.endsWith('.') ? s : `${s}.`);
const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A retail price point: x.99 under $100, whole $5 steps above. */
export function pricePoint(cents: number): number {
  const dollars = cents / 100;
  // Up to the next price point, never below: a markup rounded down could fall under its own floor.
  if (dollars < 100) return (Math.floor(dollars) + 1) * 100 - 1;
  return Math.ceil(dollars / 5) * 500;
}

/** Keystone-style: production × 2.5–4, on a price point. */
const retailFrom = (productionCents: number, rng: Rng) =>
  pricePoint(productionCents * (2.5 + rng.int(0, 15) / 10));

/** The product a description talks about: a catalog noun it names, else the grounding's first noun, else the category. */
function productNoun(description: string, category: string, grounding: CatalogGrounding): string {
  const text = `${description} ${category}`.toLowerCase();
  const named = grounding.productNouns.find((n) => text.includes(n.toLowerCase()));
  if (named) return named.toLowerCase();
  const words = keyWords(description);
  const sketchWord = words.find((w) => sketchKeyOf(w));
  if (sketchWord) return sketchWord.replace(/s$/, '');
  if (grounding.productNouns[0]) return grounding.productNouns[0].toLowerCase();
  return keyWords(category)[0]?.replace(/s$/, '') ?? 'product';
}

const pluralNoun = (noun: string) =>
  /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;

/** "for busy parents" → "busy parents": the audience a description names, if any. */
function namedAudience(description: string): string | null {
  const m = /\bfor\s+((?:[a-z'-]+\s*){1,4}?)(?=\s*(?:who|that|which|and|with|to|in|on|,|\.|;|$))/i.exec(
    description,
  );
  const phrase = m?.[1]?.trim().toLowerCase();
  if (!phrase || /^(the|a|an|my|your|our|every|all)$/.test(phrase)) return null;
  return phrase;
}

const countriesPhrase = (g: CatalogGrounding, n = 3) => listWords(g.countries.slice(0, n).map((c) => c.name));

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// ——— target audiences ———

type Archetype = { name: string; cues: readonly string[]; want: string };
const ARCHETYPES: readonly Archetype[] = [
  {
    name: 'Busy parents',
    cues: ['parents', 'parent', 'mom', 'moms', 'dad', 'dads', 'family', 'kids', 'busy', 'baby'],
    want: 'a small moment for themselves between school runs and work',
  },
  {
    name: 'Remote professionals',
    cues: ['work', 'office', 'desk', 'remote', 'professional', 'professionals', 'focus', 'productivity'],
    want: 'a better space to focus in, at home and at the desk',
  },
  {
    name: 'Wellness seekers',
    cues: [
      'wellness',
      'calm',
      'calming',
      'relax',
      'sleep',
      'self-care',
      'mindful',
      'meditation',
      'yoga',
      'stress',
    ],
    want: 'rituals that help them slow down and sleep better',
  },
  {
    name: 'Eco-conscious shoppers',
    cues: ['eco', 'sustainable', 'organic', 'natural', 'vegan', 'recycled', 'plastic', 'green', 'clean'],
    want: 'products they can trust to be made responsibly',
  },
  {
    name: 'Gift buyers',
    cues: ['gift', 'gifts', 'present', 'holiday', 'birthday', 'wedding', 'luxury', 'premium'],
    want: 'something thoughtful and beautifully packed to give',
  },
  {
    name: 'Fitness enthusiasts',
    cues: [
      'fitness',
      'gym',
      'workout',
      'sport',
      'sports',
      'athlete',
      'athletes',
      'training',
      'running',
      'protein',
      'active',
    ],
    want: 'gear and fuel that keep up with their training',
  },
  {
    name: 'Pet owners',
    cues: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'treats'],
    want: 'safe, good-looking things for the animals they love',
  },
  {
    name: 'Students and young adults',
    cues: ['student', 'students', 'college', 'dorm', 'teen', 'teens', 'young', 'budget'],
    want: 'affordable finds that make a small room feel like theirs',
  },
  {
    name: 'New homeowners',
    cues: ['home', 'house', 'apartment', 'decor', 'kitchen', 'cozy', 'living'],
    want: 'pieces that make a new place feel finished and personal',
  },
  {
    name: 'Travellers',
    cues: ['travel', 'travelling', 'traveling', 'trip', 'vacation', 'portable', 'beach', 'summer'],
    want: 'compact, durable things that go everywhere with them',
  },
  {
    name: 'Beauty and skincare fans',
    cues: ['beauty', 'skin', 'skincare', 'serum', 'makeup', 'cosmetic', 'hair', 'glow'],
    want: 'routines with visible results and a shelf that looks good',
  },
  {
    name: 'Coffee and tea lovers',
    cues: ['coffee', 'tea', 'espresso', 'matcha', 'cafe', 'mug', 'brew'],
    want: 'a better daily cup and the tools to make it',
  },
  {
    name: 'Creative makers',
    cues: ['creative', 'art', 'artist', 'design', 'craft', 'handmade', 'makers', 'diy'],
    want: 'tools and materials with character for their projects',
  },
  {
    name: 'Outdoor adventurers',
    cues: ['outdoor', 'outdoors', 'hiking', 'camping', 'adventure', 'trail', 'climbing'],
    want: 'tough, light gear for weekends outside',
  },
];

export type TargetAudiencesInput = {
  category: string;
  productDescription: string;
  grounding: CatalogGrounding;
  existing: string[];
  count: number;
};

export const TargetAudiencesOutput = z.object({
  audiences: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(80),
        description: z.string().trim().min(10).max(400),
      }),
    )
    .min(1)
    .max(10),
});
export type TargetAudiencesOutput = z.infer<typeof TargetAudiencesOutput>;

export const targetAudiencesTask: TextTask<TargetAudiencesInput, TargetAudiencesOutput> = {
  name: 'target_audiences',
  instructions:
    'You are a brand strategist. Propose target audiences (customer segments) for a new consumer product brand. ' +
    'Each audience has a short name (2–4 words) and one or two sentences on who they are and why they would buy. ' +
    'Answer exactly `count` audiences whose names are not in `existing`. Use the catalog grounding to stay realistic.',
  output: TargetAudiencesOutput,
  describe: (i) =>
    JSON.stringify({
      category: i.category,
      productDescription: i.productDescription,
      existing: i.existing,
      count: i.count,
      grounding: groundingForModel(i.grounding),
    }),
  embedded(input, seed) {
    const rng = createRng(mixSeed(seed, 'audiences', input.category, input.productDescription));
    const words = keyWords(`${input.productDescription} ${input.category}`);
    const noun = productNoun(input.productDescription, input.category, input.grounding);
    const taken = (name: string) => input.existing.some((e) => sameName(e, name));
    const out: { name: string; description: string }[] = [];
    const named = namedAudience(input.productDescription);
    if (named && !taken(named)) {
      const arche = ARCHETYPES.find((a) => a.cues.some((c) => named.split(/\s+/).includes(c)));
      out.push({
        name: cap(named),
        description: `${cap(named)} — the people this ${noun} is made for. They want ${arche?.want ?? `a ${noun} that fits their days`}, and buy on trust, looks and word of mouth.`,
      });
    }
    const scored = ARCHETYPES.map((a, i) => ({
      a,
      score:
        a.cues.filter((c) => words.includes(c)).length * 10 + rng.next() + (i % 3 === seed % 3 ? 0.3 : 0),
    })).sort((x, y) => y.score - x.score);
    const angles = [
      (a: Archetype) =>
        `${a.name} who want ${a.want}. A ${noun} with a clear story and honest price fits how they shop.`,
      (a: Archetype) =>
        `They look for ${a.want}; a well-made ${noun} they can order online and reorder easily wins them over.`,
      (a: Archetype) =>
        `${a.name} buy for themselves and as gifts. They want ${a.want}, and they share what they love.`,
    ];
    for (const { a } of scored) {
      if (out.length >= input.count) break;
      if (taken(a.name) || out.some((o) => sameName(o.name, a.name))) continue;
      out.push({ name: a.name, description: rng.pick(angles)(a) });
    }
    return { audiences: out.slice(0, Math.max(1, input.count)) };
  },
};

// ——— brand ideas ———

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is a hex code such as #7B61FF');

export const BrandIdeaDraft = z.object({
  brandName: z.string().trim().min(2).max(60),
  slogan: z.string().trim().min(3).max(160),
  mission: z.string().trim().min(10).max(600),
  valueProps: z.array(z.string().trim().min(3).max(200)).length(3),
  colorPalette: z
    .array(
      z.object({
        hexCode: hex,
        name: z.string().trim().min(1).max(60),
        description: z.string().trim().max(300),
      }),
    )
    .length(4),
  imagePrompts: z.array(z.string().trim().min(3).max(600)).length(4),
  moodboardPrompts: z.array(z.string().trim().min(3).max(600)).length(8),
});
export type BrandIdeaDraft = z.infer<typeof BrandIdeaDraft>;

export const BrandIdeasOutput = z.object({ ideas: z.array(BrandIdeaDraft).min(1).max(6) });
export type BrandIdeasOutput = z.infer<typeof BrandIdeasOutput>;

export type BrandIdeasInput = {
  category: string;
  productDescription: string;
  targetAudiences: string[];
  grounding: CatalogGrounding;
  count: number;
  avoidNames: string[];
};

const NAME_PLACES = ['House', 'Studio', 'Supply', 'Goods', 'Club', 'Lab', 'Workshop', 'Society'];
const NAME_ENDINGS = ['ly', 'ora', 'elle', 'io', 'ina', 'wick', 'well', 'en'];

function brandName(
  rng: Rng,
  mood: Mood,
  words: readonly string[],
  noun: string,
  taken: (n: string) => boolean,
) {
  const kws = words.filter((w) => w.length >= 4 && !/s$/.test(w) && w !== noun).slice(0, 4);
  const kw = () => titleCase(rng.pick(kws.length ? kws : mood.roots.map((r) => r.toLowerCase())));
  const patterns = [
    () => `${rng.pick(mood.roots)} & ${kw()}`,
    () => `${rng.pick(mood.roots)} ${titleCase(noun)} Co.`,
    () => `${titleCase(rng.pick(mood.adjectives))} ${kw()}`,
    () => {
      const w = kw();
      return `${w.slice(0, Math.max(3, Math.ceil(w.length / 2)))}${rng.pick(NAME_ENDINGS)}`;
    },
    () => `The ${rng.pick(mood.roots)} ${rng.pick(NAME_PLACES)}`,
    () => {
      const [a, b] = rng.sample(mood.roots, 2);
      return `${a}${(b ?? '').toLowerCase()}`;
    },
  ];
  for (let attempt = 0; attempt < 40; attempt++) {
    const name = rng.pick(patterns)().replace(/\s+/g, ' ').trim();
    if (name.length >= 2 && name.length <= 60 && !taken(name)) return name;
  }
  let n = 2;
  const base = `${rng.pick(mood.roots)} ${titleCase(noun)}`;
  while (taken(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

const ROLES = [
  (m: Mood) =>
    `Primary: the ${m.adjectives[0]} signature colour for the logo, packaging and the product itself.`,
  () => 'Secondary: supporting surfaces, backgrounds and photography props.',
  () => 'Accent: labels, calls to action and small details that should catch the eye.',
  () => 'Neutral: the quiet base for pages, inserts and text.',
];

function palette(rng: Rng, mood: Mood, words: readonly string[]) {
  const named = colorWordsIn(words);
  const base = mood.palette.map(([h, s, l]) => [h, s, l] as [number, number, number]);
  // Colours the founder names take the primary and accent places.
  if (named[0]) base[0] = [...named[0]];
  if (named[1]) base[2] = [...named[1]];
  const used = new Set<string>();
  return base.map((hsl, i) => {
    const jittered = [
      hsl[0] + rng.int(-10, 10),
      hsl[1] + (hsl[1] > 5 ? rng.int(-8, 8) : 0),
      hsl[2] + rng.int(-5, 5),
    ] as const;
    const name = colorName(jittered, used);
    used.add(name);
    return {
      hexCode: hslToHex(jittered),
      name,
      description: (ROLES[i] ?? ROLES[3])?.(mood) as string,
    };
  });
}

/** The moods ranked for a description: the one it calls first, then the others by cue count. */
function rankedMoods(words: readonly string[], seed: number): Mood[] {
  const first = pickMood(words, seed);
  const rest = MOODS.filter((m) => m !== first)
    .map((m) => ({ m, score: m.cues.filter((c) => words.includes(c)).length }))
    .sort((a, b) => b.score - a.score || (mixSeed(seed, a.m.key) % 7) - (mixSeed(seed, b.m.key) % 7));
  return [first, ...rest.map((r) => r.m)];
}

export const brandIdeasTask: TextTask<BrandIdeasInput, BrandIdeasOutput> = {
  name: 'brand_ideas',
  instructions:
    'You are a brand designer. Create distinct brand ideas for a new consumer product. Each idea has a short, ' +
    'memorable brand name (not in `avoidNames`, different from each other), a slogan, a one-paragraph mission, ' +
    'exactly 3 value propositions, a harmonious 4-colour palette (primary, secondary, accent, neutral; hex codes ' +
    '#RRGGBB with a colour name and how the brand uses it), 4 image prompts for brand scenes (logo mark, product ' +
    'in use, packaging, lifestyle) and 8 mood-board prompts (textures, materials, patterns) in the palette. ' +
    'Answer exactly `count` ideas. Ground claims in the catalog figures given.',
  output: BrandIdeasOutput,
  describe: (i) =>
    JSON.stringify({
      category: i.category,
      productDescription: i.productDescription,
      targetAudiences: i.targetAudiences,
      count: i.count,
      avoidNames: i.avoidNames,
      grounding: groundingForModel(i.grounding),
    }),
  embedded(input, seed) {
    const rng = createRng(
      mixSeed(seed, 'brand', input.category, input.productDescription, input.targetAudiences.join(',')),
    );
    const words = keyWords(`${input.productDescription} ${input.category}`);
    const noun = productNoun(input.productDescription, input.category, input.grounding);
    const nouns = pluralNoun(noun);
    const audience =
      input.targetAudiences[0]?.toLowerCase() ?? namedAudience(input.productDescription) ?? 'people who care';
    const moods = rankedMoods(words, mixSeed(seed, input.productDescription));
    const names: string[] = [];
    const taken = (n: string) =>
      input.avoidNames.some((a) => sameName(a, n)) || names.some((a) => sameName(a, n));
    const ideas: BrandIdeaDraft[] = [];
    for (let i = 0; i < Math.max(1, input.count); i++) {
      const mood = (i === 0 ? moods[0] : moods[1 + ((i - 1 + rng.int(0, 1)) % 3)]) as Mood;
      const name = brandName(rng, mood, words, noun, taken);
      names.push(name);
      const colors = palette(rng, mood, i === 0 ? words : words.filter((w) => !colorWordsIn([w]).length));
      const [adj, adj2] = rng.sample(mood.adjectives, 2) as [string, string];
      const benefit = rng.pick(mood.benefits);
      const slogans = [
        `${cap(adj)} ${nouns} for ${audience}.`,
        `The ${noun} that ${benefit}.`,
        `${cap(adj)} by design. ${cap(adj2)} by nature.`,
        `Made for ${audience}. Made to last.`,
        `Your ${adj} little ${noun} ritual.`,
      ];
      const origin = input.grounding.countries.length
        ? ` made by suppliers we can name in ${countriesPhrase(input.grounding, 2)}`
        : ' made by suppliers we can name';
      const mission =
        `${name} exists to make ${an(noun)} that ${benefit}, for ${audience}. ` +
        `We keep every piece ${adj} and ${adj2} in look and feel, honest about what goes in, and${origin}.`;
      const props = [
        cap(`${an(`${adj} ${noun}`)} that ${benefit}`),
        `Designed around ${audience}`,
        input.grounding.supplierCount
          ? `Sourced from ${num(input.grounding.supplierCount)} vetted ${plural(input.grounding.supplierCount, 'supplier')} in ${countriesPhrase(input.grounding, 2)}`
          : `Sourced from makers we know by name`,
        input.grounding.moq
          ? `Small batches, from ${num(input.grounding.moq.min)} ${plural(input.grounding.moq.min, 'unit')} a run`
          : `Made in small batches`,
        cap(`${an(mood.tone)} brand you can give as a gift`),
      ];
      const valueProps = rng.sample(props, 3) as [string, string, string];
      const [c1, c2, c3, c4] = colors.map((c) => c.name.toLowerCase()) as [string, string, string, string];
      const initials = name
        .split(/[\s&]+/)
        .filter((w) => /^[A-Z]/.test(w) && w !== 'The' && w !== 'Co.')
        .map((w) => w[0])
        .join('')
        .slice(0, 2);
      const scenes = rng.sample(mood.scenes, 2) as [string, string];
      const imagePrompts = [
        `Logo mark for ${name}: a ${adj} monogram "${initials || name[0]}" in ${c1} on ${c4}`,
        `${name} ${noun} styled in ${scenes[0]}, ${c1} and ${c2}, ${mood.tone} product photo`,
        `${name} packaging flat lay in ${c1}, ${c2} and ${c3}, ${adj} and ${adj2}`,
        `Lifestyle: ${audience} with ${an(`${name} ${noun}`)} in ${scenes[1] ?? scenes[0]}, ${c2} tones`,
      ];
      const materials = rng.sample(mood.materials, 8);
      const shuffled = materials
        .map((m, k) => ({ m, k: (mixSeed(seed, name, m) % 97) + k * 0 }))
        .sort((a, b) => a.k - b.k);
      const moodboardPrompts = shuffled.map(
        ({ m }, k) => `${cap(m)} in ${[c1, c2, c3, c4][k % 4]}, ${adj} texture`,
      );
      ideas.push({
        brandName: name,
        slogan: rng.pick(slogans),
        mission,
        valueProps,
        colorPalette: colors,
        imagePrompts,
        moodboardPrompts,
      });
    }
    return { ideas };
  },
};

// ——— product SKUs ———

export const ProductSkuDraft = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(1000),
  suggestedRetailPriceCents: z.number().int().positive(),
  popularity: z.number().int().min(0).max(100),
  imagePrompt: z.string().trim().min(3).max(600),
  matchedCatalogItemIds: z.array(z.number().int().positive()).max(3),
  productionMinPriceCents: z.number().int().nonnegative().nullable(),
});
export type ProductSkuDraft = z.infer<typeof ProductSkuDraft>;

export const ProductSkusOutput = z.object({ skus: z.array(ProductSkuDraft).min(1).max(12) });
export type ProductSkusOutput = z.infer<typeof ProductSkusOutput>;

export type ProductSkusInput = {
  category: string;
  productDescription: string;
  brandName: string | null;
  targetAudiences: string[];
  grounding: CatalogGrounding;
  count: number;
};

/** "Soy Wax Candle in Amber Glass Jar, 8 oz" → { core: "Soy Wax Candle", size: "8 oz" }. */
function splitTitle(title: string) {
  const [head, size] = title.split(/,\s*(?=[^,]*$)/);
  const core = (head ?? title).split(/\s+(?:in|with|for)\s+/i)[0] ?? title;
  return { core: core.trim(), size: size?.trim() ?? null };
}

const VARIANT_MOMENTS = [
  'Evening',
  'Morning',
  'Ritual',
  'Signature',
  'Classic',
  'Edition',
  'Blend',
  'Everyday',
];

/**
 * Keeps the matched catalog ids an answer may cite: those of `grounding.topItems` (a model may invent ids).
 * Applied by `productSkusTask.refine`, which both providers run after validation.
 */
export function keepKnownMatches(output: ProductSkusOutput, grounding: CatalogGrounding): ProductSkusOutput {
  const known = new Set(grounding.topItems.map((t) => t.catalogItemId));
  return {
    skus: output.skus.map((s) => ({
      ...s,
      matchedCatalogItemIds: [...new Set(s.matchedCatalogItemIds.filter((id) => known.has(id)))].slice(0, 3),
    })),
  };
}

/** The catalog items a SKU draft matched, in the order it cited them. */
export const matchesOf = (sku: Pick<ProductSkuDraft, 'matchedCatalogItemIds'>, grounding: CatalogGrounding) =>
  sku.matchedCatalogItemIds.flatMap((id) => grounding.topItems.filter((t) => t.catalogItemId === id));

export const productSkusTask: TextTask<ProductSkusInput, ProductSkusOutput> = {
  name: 'product_skus',
  instructions:
    'You are a product manager for a new consumer brand. Propose product ideas (SKUs) the brand could launch. ' +
    'Each has a title, a 2–3 sentence description, a suggested retail price in integer cents, a popularity score ' +
    '0–100, an image prompt for a studio product photo, and 1–3 `matchedCatalogItemIds` chosen ONLY from ' +
    'grounding.topItems (the catalog items a supplier could make it from). Derive the retail price from the matched ' +
    "items' unit prices with a 2.5–4× markup rounded to a price point (e.g. 2499 or 3000); set " +
    'productionMinPriceCents to the lowest matched unit price. Answer exactly `count` SKUs.',
  output: ProductSkusOutput,
  describe: (i) =>
    JSON.stringify({
      category: i.category,
      productDescription: i.productDescription,
      brandName: i.brandName,
      targetAudiences: i.targetAudiences,
      count: i.count,
      grounding: groundingForModel(i.grounding),
    }),
  refine: (output, input) => keepKnownMatches(output, input.grounding),
  embedded(input, seed) {
    const g = input.grounding;
    const rng = createRng(
      mixSeed(seed, 'skus', input.category, input.productDescription, input.brandName ?? ''),
    );
    const words = keyWords(input.productDescription);
    const mood = pickMood(keyWords(`${input.productDescription} ${input.category}`), seed);
    const noun = productNoun(input.productDescription, input.category, g);
    const audience = input.targetAudiences[0]?.toLowerCase() ?? namedAudience(input.productDescription);
    // Variant words: the colours and scents the founder wrote, never the audience ("parents") or the noun.
    const audienceWords = new Set([
      ...ARCHETYPES.flatMap((a) => a.cues),
      ...keyWords(`${audience ?? ''} ${input.targetAudiences.join(' ')}`),
    ]);
    const flavours = [
      ...new Set(
        words
          .filter((w) => !audienceWords.has(w) && !noun.includes(w) && w.length > 3)
          .filter((w) => colorWordsIn([w]).length || mood.cues.includes(w) || w.length > 4)
          .slice(0, 4)
          .map(titleCase),
      ),
    ];
    const items = g.topItems;
    const titles = new Set<string>();
    const skus: ProductSkuDraft[] = [];
    const n = Math.max(1, input.count);
    for (let i = 0; i < n; i++) {
      const matched: ProductMatch[] = [];
      if (items.length) {
        const primary = items[(i + rng.int(0, 1) * n) % items.length] as ProductMatch;
        matched.push(primary);
        const { core } = splitTitle(primary.title);
        const lastWord = core.split(' ').pop()?.toLowerCase() ?? '';
        const similar = items.filter(
          (t) => t !== primary && splitTitle(t.title).core.toLowerCase().endsWith(lastWord),
        );
        for (const extra of rng.sample(
          similar.length ? similar : items.filter((t) => t !== primary),
          rng.int(0, 2),
        ))
          matched.push(extra);
      }
      const primary = matched[0];
      const split = primary ? splitTitle(primary.title) : { core: titleCase(noun), size: null };
      let title = '';
      for (let attempt = 0; attempt < 12 && (!title || titles.has(title)); attempt++) {
        const variant =
          attempt < 2 && flavours.length && i % 2 === 0
            ? rng.pick(flavours)
            : `${titleCase(rng.pick(mood.adjectives))} ${rng.pick(VARIANT_MOMENTS)}`;
        title = `${variant} ${split.core}${split.size ? ` — ${split.size}` : ''}`;
      }
      if (titles.has(title)) title = `${title} (${i + 1})`;
      titles.add(title);
      const production = matched.length
        ? Math.min(...matched.map((m) => m.unitPriceCents))
        : (g.unitPriceCents?.median ?? null);
      // Priced from the product the idea is based on (the one its description names).
      const basis = primary?.unitPriceCents ?? production;
      const retail = basis
        ? retailFrom(basis, rng)
        : pricePoint(rng.pick([1500, 2000, 2500, 3000, 3500, 4500]));
      const rankShare = primary ? 1 - items.indexOf(primary) / Math.max(1, items.length) : 0.5;
      const review = g.averageReview ?? 4;
      const popularity = Math.max(
        0,
        Math.min(100, Math.round((review / 5) * 60 + rankShare * 35 + rng.int(0, 5))),
      );
      const benefit = rng.pick(mood.benefits);
      const sourcing = primary
        ? ` Based on ${primary.supplierName}'s ${split.core.toLowerCase()} (${countryName(g, primary.countryCode)}): from ${num(primary.moq)} units at ${money(primary.unitPriceCents)} each${primary.samplePriceCents != null ? `, samples ${money(primary.samplePriceCents)}` : ''}.`
        : '';
      skus.push({
        title,
        description: `${cap(an(`${rng.pick(mood.adjectives)} ${split.core.toLowerCase()}`))} that ${benefit}${audience ? `, made for ${audience}` : ''}.${sourcing}`,
        suggestedRetailPriceCents: retail,
        popularity,
        imagePrompt: `Studio product photo of ${input.brandName ? `${input.brandName} ` : ''}${title}, ${mood.tone}, on a plain backdrop`,
        matchedCatalogItemIds: matched.map((m) => m.catalogItemId),
        productionMinPriceCents: production,
      });
    }
    return { skus };
  },
};

const countryName = (g: CatalogGrounding, code: string) =>
  g.countries.find((c) => c.code === code)?.name ?? code;

// ——— market research ———

export type MarketResearchInput = {
  category: string;
  productDescription: string;
  brandName: string | null;
  targetAudiences: string[];
  grounding: CatalogGrounding;
};

export const MarketResearchOutput = z.object({ marketResearch: z.string().trim().min(40).max(20_000) });
export type MarketResearchOutput = z.infer<typeof MarketResearchOutput>;

const range = (r: { min: number; max: number }, f: (n: number) => string) =>
  r.min === r.max ? f(r.min) : `${f(r.min)}–${f(r.max)}`;

export const marketResearchTask: TextTask<MarketResearchInput, MarketResearchOutput> = {
  name: 'market_research',
  instructions:
    'You are a market analyst for first-time founders. Write market research as plain text (no markdown symbols) ' +
    'with these headed sections, each heading on its own line: Market overview, Who buys, Supply, Costs, Pricing ' +
    'and margin, Positioning, Next steps. Every number (supplier counts, countries, unit prices, MOQs, sample ' +
    'prices, production times) must come from the catalog grounding given; when the grounding has no matches, ' +
    'say so plainly and do not invent figures.',
  output: MarketResearchOutput,
  describe: (i) =>
    JSON.stringify({
      category: i.category,
      productDescription: i.productDescription,
      brandName: i.brandName,
      targetAudiences: i.targetAudiences,
      grounding: groundingForModel(i.grounding),
    }),
  embedded(input, seed) {
    const g = input.grounding;
    const rng = createRng(mixSeed(seed, 'research', input.category, input.productDescription));
    const mood = pickMood(keyWords(`${input.productDescription} ${input.category}`), seed);
    const noun = productNoun(input.productDescription, input.category, g);
    const nouns = pluralNoun(noun);
    const brand = input.brandName ?? 'The brand';
    const audiences = input.targetAudiences.length
      ? input.targetAudiences
      : [namedAudience(input.productDescription) ?? ''].filter(Boolean);
    const where = g.categoryPath ? `the ${g.categoryPath} category` : `"${input.category}"`;
    const sections: [string, string][] = [];
    const hasData = g.itemCount > 0;

    sections.push([
      'Market overview',
      hasData
        ? `${brand} starts from an idea: ${input.productDescription.trim()}. Quarry's catalog lists ${num(g.itemCount)} ${plural(g.itemCount, 'product')} from ${num(g.supplierCount)} ${plural(g.supplierCount, 'supplier')} in ${where}, so the supply side is established and a founder can launch without building a factory relationship from scratch. ` +
          `The opportunity is in the brand: ${nouns} are widely available, and buyers choose on story, look and trust.` +
          (g.averageReview != null
            ? ` Suppliers here average ${g.averageReview.toFixed(1)} out of 5 in buyer reviews.`
            : '')
        : `${brand} starts from an idea: ${input.productDescription.trim()}. Quarry's catalog has no suppliers listed for "${input.category}" yet, so this research cannot quote real catalog figures; the sections below say what to find out before committing money.`,
    ]);
    sections.push([
      'Who buys',
      audiences.length
        ? audiences
            .map(
              (a) =>
                `- ${cap(a)}: ${an(noun)} that ${rng.pick(mood.benefits)} is the promise that speaks to them.`,
            )
            .join('\n')
        : `- Buyers of ${nouns} online who respond to ${an(mood.tone)} brand. Define one core audience before launch.`,
    ]);
    sections.push([
      'Supply',
      hasData && g.countries.length
        ? `${num(g.supplierCount)} ${plural(g.supplierCount, 'supplier')} in ${num(g.countries.length)} ${plural(g.countries.length, 'country', 'countries')}: ` +
          g.countries
            .slice(0, 6)
            .map((c) => `${c.name} (${num(c.suppliers)})`)
            .join(', ') +
          (g.countries.length > 6 ? `, and ${num(g.countries.length - 6)} more` : '') +
          '.' +
          (g.topItems[0]
            ? ` Best-ranked match: ${endSentence(`${g.topItems[0].title} from ${g.topItems[0].supplierName}`)}`
            : '')
        : 'No suppliers matched this category in the catalog yet. Post a custom project request to reach suppliers directly.',
    ]);
    const costs: string[] = [];
    if (g.unitPriceCents)
      costs.push(
        `Unit price range ${range(g.unitPriceCents, money)} at volume (median ${money(g.unitPriceCents.median)}).`,
      );
    if (g.moq) costs.push(`MOQ ${range(g.moq, num)} units (median ${num(g.moq.median)}).`);
    if (g.samplePriceCents)
      costs.push(`Samples ${range(g.samplePriceCents, money)} (median ${money(g.samplePriceCents.median)}).`);
    if (g.productionDays)
      costs.push(
        `Production time ${range(g.productionDays, num)} days (median ${num(g.productionDays.median)} days).`,
      );
    sections.push([
      'Costs',
      costs.length
        ? costs.join('\n')
        : 'No catalog prices to quote yet: ask two or three suppliers for quotes at 500 and 1,000 units.',
    ]);
    if (g.unitPriceCents) {
      const m = g.unitPriceCents.median;
      const low = pricePoint(m * 2.5);
      const high = pricePoint(m * 4);
      const margin = (retail: number) => Math.round((1 - m / retail) * 100);
      const launch = g.moq ? g.moq.median * m : null;
      sections.push([
        'Pricing and margin',
        `At the median unit price of ${money(m)}, a keystone-style markup of 2.5–4× puts retail at ${money(low)}–${money(high)}, a gross margin of about ${margin(low)}–${margin(high)}% before shipping, duties and marketing.` +
          (launch != null
            ? ` A first run at the median MOQ (${num(g.moq?.median ?? 0)} units) costs about ${money(launch)} in product.`
            : ''),
      ]);
    } else {
      sections.push([
        'Pricing and margin',
        'Without catalog prices the margin cannot be estimated yet. Once quotes arrive, aim for a retail price 2.5–4× the unit cost.',
      ]);
    }
    sections.push([
      'Positioning',
      `Position ${brand === 'The brand' ? 'the brand' : brand} as ${mood.tone}: ${an(`${rng.pick(mood.adjectives)} ${noun}`)} that ${rng.pick(mood.benefits)}. ` +
        (hasData
          ? `Lead with the story and the packaging: the catalog's ${num(g.itemCount)} ${nouns} come from the same kinds of factories, so a clear point of view is the difference.`
          : 'Lead with the story and the packaging: a clear point of view is what a first-time buyer remembers.'),
    ]);
    const steps = [
      g.topItems.length
        ? endSentence(
            `Order samples from ${listWords(g.topItems.slice(0, 3).map((t) => t.supplierName))}${g.samplePriceCents ? ` (samples from ${money(g.samplePriceCents.min)})` : ''}`,
          )
        : 'Post a custom project request to find suppliers for this product.',
      g.moq
        ? `Confirm an opening order near the ${num(g.moq.min)}-unit minimum to keep cash risk low.`
        : 'Ask suppliers for their minimum order quantity before designing packaging.',
      'Test the price and message with 20–30 people from the core audience before the first run.',
      g.productionDays
        ? `Plan the launch around ${num(g.productionDays.median)} days of production plus shipping.`
        : 'Plan the launch around production and shipping lead times once suppliers confirm them.',
    ];
    sections.push(['Next steps', steps.map((s, i) => `${i + 1}. ${s}`).join('\n')]);
    return { marketResearch: sections.map(([h, body]) => `${h}\n${body}`).join('\n\n') };
  },
};

// ——— product concepts (AI ideation) ———

export type ProductConceptsInput = {
  prompt: string;
  category: string;
  grounding: CatalogGrounding;
  count: number;
};

export const ProductConcept = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(1000),
  suggestedRetailPriceCents: z.number().int().positive(),
  sketchKey: SketchKey,
  imagePrompt: z.string().trim().min(3).max(600),
});
export type ProductConcept = z.infer<typeof ProductConcept>;
export const ProductConceptsOutput = z.object({ concepts: z.array(ProductConcept).min(1).max(12) });
export type ProductConceptsOutput = z.infer<typeof ProductConceptsOutput>;

const CONCEPT_STYLES = [
  ['Line', 'minimal line-art label on a matte finish'],
  ['Bloom', 'illustrated botanical print wrapping the product'],
  ['Block', 'bold colour-block panels with a big logo'],
  ['Mono', 'monogram embossed on a single-colour body'],
  ['Wash', 'soft gradient wash from top to bottom'],
  ['Pattern', 'all-over repeating pattern'],
  ['Studio', 'clean studio look with a small centred mark'],
  ['Stripe', 'classic stripes in two tones'],
] as const;

export const productConceptsTask: TextTask<ProductConceptsInput, ProductConceptsOutput> = {
  name: 'product_concepts',
  instructions:
    'You are an industrial and packaging designer. From the founder prompt, propose distinct product design ' +
    `concepts: title, 2 sentences of description, a suggested retail price in integer cents (2.5–4× the catalog's ` +
    `median unit price when given), a sketchKey (one of ${SKETCH_KEYS.join(', ')}) naming the product's silhouette, ` +
    'and an image prompt describing the design. Answer exactly `count` concepts.',
  output: ProductConceptsOutput,
  describe: (i) =>
    JSON.stringify({
      prompt: i.prompt,
      category: i.category,
      count: i.count,
      grounding: groundingForModel(i.grounding),
    }),
  embedded(input, seed) {
    const g = input.grounding;
    const rng = createRng(mixSeed(seed, 'concepts', input.prompt, input.category));
    const words = keyWords(input.prompt);
    const mood = pickMood(words, seed);
    const sketchKey =
      sketchKeyOf(input.prompt) ??
      sketchKeyOf(input.category) ??
      sketchKeyOf(g.productNouns.join(' ')) ??
      rng.pick(SKETCH_KEYS);
    const noun = productNoun(input.prompt, input.category, g);
    const colors = words.filter((w) => colorWordsIn([w]).length).map(titleCase);
    const styles = rng.sample(CONCEPT_STYLES, Math.min(CONCEPT_STYLES.length, Math.max(1, input.count)));
    const concepts: ProductConcept[] = [];
    for (let i = 0; i < Math.max(1, input.count); i++) {
      const [styleName, style] = styles[i % styles.length] ?? CONCEPT_STYLES[0];
      const colour = colors.length ? colors[i % colors.length] : titleCase(rng.pick(mood.adjectives));
      const title = `${colour} ${styleName} ${titleCase(noun)}${i >= styles.length ? ` ${i + 1}` : ''}`;
      const base = g.unitPriceCents?.median;
      concepts.push({
        title,
        description:
          `${cap(an(`${rng.pick(mood.adjectives)} ${noun}`))} with ${an(style)}, following "${input.prompt.trim()}". ` +
          (base != null
            ? `Catalog suppliers make similar ${pluralNoun(noun)} from ${money(g.unitPriceCents?.min ?? base)} a unit.`
            : `It ${rng.pick(mood.benefits)}.`),
        suggestedRetailPriceCents:
          base != null ? retailFrom(base, rng) : pricePoint(rng.pick([1500, 2500, 3500])),
        sketchKey,
        imagePrompt: `${input.prompt.trim()} — ${noun}, ${style}${colors.length ? `, ${colors.join(' and ').toLowerCase()}` : ''}`,
      });
    }
    return { concepts };
  },
};

/** The grounding a model sees: figures and the candidate items, without URLs it has no use for. */
export function groundingForModel(g: CatalogGrounding) {
  return {
    categoryPath: g.categoryPath,
    itemCount: g.itemCount,
    supplierCount: g.supplierCount,
    countries: g.countries,
    unitPriceCents: g.unitPriceCents,
    moq: g.moq,
    samplePriceCents: g.samplePriceCents,
    productionDays: g.productionDays,
    averageReview: g.averageReview,
    productNouns: g.productNouns,
    topItems: g.topItems.map((t) => ({
      catalogItemId: t.catalogItemId,
      title: t.title,
      supplierName: t.supplierName,
      countryCode: t.countryCode,
      unitPriceCents: t.unitPriceCents,
      moq: t.moq,
      samplePriceCents: t.samplePriceCents,
    })),
  };
}

/** Every task by its name (the fake OpenAI server answers a json_schema by running the matching task). */
export const TEXT_TASKS = {
  [targetAudiencesTask.name]: targetAudiencesTask,
  [brandIdeasTask.name]: brandIdeasTask,
  [productSkusTask.name]: productSkusTask,
  [marketResearchTask.name]: marketResearchTask,
  [productConceptsTask.name]: productConceptsTask,
} as Record<string, TextTask<unknown, unknown>>;
