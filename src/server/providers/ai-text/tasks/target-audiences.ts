import { z } from 'zod';
import { createRng } from '../../../db/seed/catalog/prng';
import { keyWords, mixSeed } from '../lexicon/key-words';
import type { CatalogGrounding, TextTask } from '../types';
import { ARCHETYPES, type Archetype } from './data/audience-archetypes';
import { namedAudience, productNoun, sameName } from './description-words';
import { groundingForModel } from './grounding-phrases';
import { cap } from './text-format';

// Target audiences (customer segments) for a brand kit.

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
