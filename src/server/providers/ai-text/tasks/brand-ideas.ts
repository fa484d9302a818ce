import { z } from 'zod';
import { createRng } from '../../../db/seed/catalog/prng';
import { colorWordsIn } from '../lexicon/color-names';
import type { Mood } from '../lexicon/data/moods';
import { keyWords, mixSeed } from '../lexicon/key-words';
import type { CatalogGrounding, TextTask } from '../types';
import { brandName, palette, rankedMoods } from './brand-idea-parts';
import { namedAudience, pluralNoun, productNoun, sameName } from './description-words';
import { countriesPhrase, groundingForModel } from './grounding-phrases';
import { an, cap, num, plural } from './text-format';

// Brand ideas for a brand kit: name, slogan, mission, value propositions, palette, image and mood-board prompts.

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
