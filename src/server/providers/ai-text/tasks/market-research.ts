import { z } from 'zod';
import { createRng } from '../../../db/seed/catalog/prng';
import { keyWords, mixSeed } from '../lexicon/key-words';
import { pickMood } from '../lexicon/pick-mood';
import type { CatalogGrounding, TextTask } from '../types';
import { namedAudience, pluralNoun, productNoun } from './description-words';
import { groundingForModel, sampleCandidates, sampleNote } from './grounding-phrases';
import { pricePoint } from './retail-price';
import { an, cap, endSentence, listWords, money, num, plural, possessive } from './text-format';

// Market research for a brand kit, every figure taken from the catalog grounding.

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
    'say so plainly and do not invent figures. Advice names real items: an opening order is never below the ' +
    "MOQ of the item it names, and a sample is quoted at that item's supplier's sample price only when it is in " +
    'proportion to the unit price (at most 20× it, or $50); otherwise advise asking for a sample quote.',
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
    // Samples and the opening order name real items: their own sample prices and MOQs, never a figure
    // of the category's spread (its smallest MOQ may belong to no product worth a first run).
    const picks = sampleCandidates(g.topItems);
    const basis = picks[0];
    const steps = [
      picks.length
        ? endSentence(
            `Order samples from ${listWords(picks.map((t) => `${t.supplierName} (${sampleNote(t)})`))}`,
          )
        : 'Post a custom project request to find suppliers for this product.',
      basis
        ? `Plan an opening order of at least ${num(basis.moq)} ${plural(basis.moq, 'unit')}, ${possessive(basis.supplierName)} minimum for ${basis.title}: at its best unit price of ${money(basis.unitPriceCents)} that is ${money(basis.moq * basis.unitPriceCents)} or more in product.`
        : g.moq
          ? `Ask suppliers for quotes at their minimum order quantities (${range(g.moq, num)} units in this category, median ${num(g.moq.median)}).`
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
