import { z } from 'zod';
import { SKETCH_KEYS, SketchKey } from '../../../../shared/contract/ai-design';
import { createRng } from '../../../db/seed/catalog/prng';
import { colorWordsIn } from '../lexicon/color-names';
import { keyWords, mixSeed, titleCase } from '../lexicon/key-words';
import { pickMood } from '../lexicon/pick-mood';
import { sketchKeyOf } from '../lexicon/sketch-keys';
import type { CatalogGrounding, TextTask } from '../types';
import { CONCEPT_STYLES } from './data/concept-styles';
import { pluralNoun, productNoun } from './description-words';
import { groundingForModel } from './grounding-phrases';
import { pricePoint, retailFrom } from './retail-price';
import { an, cap, money } from './text-format';

// Product design concepts for AI ideation.

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
