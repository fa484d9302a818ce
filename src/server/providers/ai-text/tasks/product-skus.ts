import { z } from 'zod';
import type { ProductMatch } from '../../../../shared/contract/brand-kits';
import { createRng } from '../../../db/seed/catalog/prng';
import { colorWordsIn } from '../lexicon/color-names';
import { keyWords, mixSeed, titleCase } from '../lexicon/key-words';
import { pickMood } from '../lexicon/pick-mood';
import type { CatalogGrounding, TextTask } from '../types';
import { ARCHETYPES } from './data/audience-archetypes';
import { VARIANT_MOMENTS } from './data/sku-variant-words';
import { namedAudience, productNoun } from './description-words';
import { countryName, groundingForModel, sampleNote } from './grounding-phrases';
import { pricePoint, retailFrom } from './retail-price';
import { an, cap, money, num, possessive } from './text-format';

// Product ideas (SKUs) for a brand kit, each matched to the catalog items a supplier could make it from.

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
        ? ` Based on ${possessive(primary.supplierName)} ${split.core.toLowerCase()} (${countryName(g, primary.countryCode)}): MOQ ${num(primary.moq)} units, from ${money(primary.unitPriceCents)} each at volume; ${sampleNote(primary)}.`
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
