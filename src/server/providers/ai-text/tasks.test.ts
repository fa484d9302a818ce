import { describe, expect, it } from 'vitest';
import { SKETCH_KEYS } from '../../../shared/contract/ai-design';
import { createEmbeddedText } from './embedded-text';
import { hexToHsl } from './lexicon/hsl';
import { brandIdeasTask } from './tasks/brand-ideas';
import { marketResearchTask } from './tasks/market-research';
import { productConceptsTask } from './tasks/product-concepts';
import { keepKnownMatches, productSkusTask } from './tasks/product-skus';
import { pricePoint } from './tasks/retail-price';
import { targetAudiencesTask } from './tasks/target-audiences';
import { money } from './tasks/text-format';
import { candleGrounding } from './test-grounding';
import { AiError, type CatalogGrounding, emptyGrounding } from './types';

const text = createEmbeddedText();
const LAVENDER = 'a calming lavender candle for busy parents';
const IDEAS = [
  { category: 'Candles', description: LAVENDER },
  { category: 'Apparel', description: 'bold gym hoodies for athletes who train hard' },
  { category: 'Pet', description: 'organic dog treats made with sustainable ingredients' },
  { category: 'Jewelry', description: 'elegant gold rings for evening gifts' },
  { category: 'Toys', description: 'bright, playful bath toys for kids' },
];

const brandInput = (
  category: string,
  description: string,
  grounding: CatalogGrounding = candleGrounding(),
) => ({
  category,
  productDescription: description,
  targetAudiences: [],
  grounding,
  count: 3,
  avoidNames: [],
});

describe('embedded text tasks', () => {
  it('answers output every task schema accepts, with and without catalog matches', async () => {
    for (const grounding of [candleGrounding(), emptyGrounding()]) {
      for (const { category, description } of IDEAS) {
        const input = { category, productDescription: description, grounding };
        const seed = 42;
        expect(() =>
          targetAudiencesTask.output.parse(
            targetAudiencesTask.embedded({ ...input, existing: [], count: 4 }, seed),
          ),
        ).not.toThrow();
        const ideas = brandIdeasTask.output.parse(
          brandIdeasTask.embedded(brandInput(category, description, grounding), seed),
        );
        expect(ideas.ideas).toHaveLength(3);
        for (const idea of ideas.ideas) {
          expect(idea.colorPalette.map((c) => c.hexCode)).toEqual(
            expect.arrayContaining([expect.stringMatching(/^#[0-9A-F]{6}$/)]),
          );
          expect(idea.imagePrompts).toHaveLength(4);
          expect(idea.moodboardPrompts).toHaveLength(8);
          expect(new Set(idea.moodboardPrompts).size).toBe(8);
        }
        const skus = productSkusTask.output.parse(
          productSkusTask.embedded(
            { ...input, brandName: 'Hush', targetAudiences: ['Busy parents'], count: 4 },
            seed,
          ),
        );
        expect(skus.skus).toHaveLength(4);
        expect(new Set(skus.skus.map((s) => s.title)).size).toBe(4);
        expect(() =>
          marketResearchTask.output.parse(
            marketResearchTask.embedded({ ...input, brandName: null, targetAudiences: [] }, seed),
          ),
        ).not.toThrow();
        const concepts = productConceptsTask.output.parse(
          productConceptsTask.embedded({ prompt: description, category, grounding, count: 4 }, seed),
        );
        expect(concepts.concepts).toHaveLength(4);
      }
    }
  });

  it('gives the same answer for the same input and seed', () => {
    const input = brandInput('Candles', LAVENDER);
    expect(brandIdeasTask.embedded(input, 7)).toEqual(brandIdeasTask.embedded(structuredClone(input), 7));
    const sku = {
      category: 'Candles',
      productDescription: LAVENDER,
      brandName: 'Hush',
      targetAudiences: [],
      grounding: candleGrounding(),
      count: 4,
    };
    expect(productSkusTask.embedded(sku, 7)).toEqual(productSkusTask.embedded(structuredClone(sku), 7));
    const mr = {
      category: 'Candles',
      productDescription: LAVENDER,
      brandName: 'Hush',
      targetAudiences: ['Busy parents'],
      grounding: candleGrounding(),
    };
    expect(marketResearchTask.embedded(mr, 7)).toEqual(marketResearchTask.embedded(structuredClone(mr), 7));
    // Another seed regenerates: different brands for the same idea.
    const other = brandIdeasTask.embedded(input, 8).ideas.map((i) => i.brandName);
    expect(other).not.toEqual(brandIdeasTask.embedded(input, 7).ideas.map((i) => i.brandName));
  });

  it('gives visibly different brands to different ideas: names and palettes', () => {
    const firsts = IDEAS.map(
      ({ category, description }) => brandIdeasTask.embedded(brandInput(category, description), 1).ideas[0]!,
    );
    expect(new Set(firsts.map((i) => i.brandName)).size).toBe(IDEAS.length);
    const palettes = firsts.map((i) => i.colorPalette.map((c) => c.hexCode).join());
    expect(new Set(palettes).size).toBe(IDEAS.length);
    // Two candles with different words still differ.
    const a = brandIdeasTask.embedded(brandInput('Candles', LAVENDER), 1).ideas[0]!;
    const b = brandIdeasTask.embedded(brandInput('Candles', 'a calming lavender candle for new moms'), 1)
      .ideas[0]!;
    expect(a.colorPalette.map((c) => c.hexCode)).not.toEqual(b.colorPalette.map((c) => c.hexCode));
  });

  it('derives the palette from the mood the description calls: lavender and calm → soft purple and sage', () => {
    const idea = brandIdeasTask.embedded(brandInput('Candles', LAVENDER), 3).ideas[0]!;
    const [primary, secondary] = idea.colorPalette.map((c) => hexToHsl(c.hexCode));
    expect(primary![0]).toBeGreaterThanOrEqual(245);
    expect(primary![0]).toBeLessThanOrEqual(295);
    expect(secondary![0]).toBeGreaterThanOrEqual(90);
    expect(secondary![0]).toBeLessThanOrEqual(170);
    expect(idea.colorPalette[0]!.name).toMatch(/Lavender|Lilac|Amethyst|Purple|Violet/);
    const bold = brandIdeasTask.embedded(brandInput('Apparel', 'bold gym hoodies for athletes'), 3).ideas[0]!;
    const boldHue = hexToHsl(bold.colorPalette[0]!.hexCode)[0];
    expect(boldHue < 30 || boldHue > 340).toBe(true);
  });

  it('never reuses a name it was told to avoid, nor one of its own', () => {
    const input = brandInput('Candles', LAVENDER);
    const first = brandIdeasTask.embedded(input, 5).ideas.map((i) => i.brandName);
    expect(new Set(first).size).toBe(3);
    const again = brandIdeasTask.embedded(
      { ...input, avoidNames: first.map((n) => n.toUpperCase()) },
      5,
    ).ideas;
    for (const idea of again)
      expect(first.map((n) => n.toLowerCase())).not.toContain(idea.brandName.toLowerCase());
  });

  it('proposes audiences not already on the kit, starting with the one the description names', () => {
    const input = {
      category: 'Candles',
      productDescription: LAVENDER,
      grounding: candleGrounding(),
      count: 3,
    };
    const out = targetAudiencesTask.embedded({ ...input, existing: [] }, 1).audiences;
    expect(out).toHaveLength(3);
    expect(out[0]!.name).toBe('Busy parents');
    const next = targetAudiencesTask.embedded(
      { ...input, existing: out.map((a) => a.name.toLowerCase()) },
      1,
    ).audiences;
    for (const a of next) expect(out.map((o) => o.name)).not.toContain(a.name);
  });

  it('quotes the grounding figures in market research, and says so when there are none', () => {
    const g = candleGrounding();
    const { marketResearch } = marketResearchTask.embedded(
      {
        category: 'Candles',
        productDescription: LAVENDER,
        brandName: 'Hush',
        targetAudiences: ['Busy parents'],
        grounding: g,
      },
      1,
    );
    for (const heading of [
      'Market overview',
      'Who buys',
      'Supply',
      'Costs',
      'Pricing and margin',
      'Positioning',
      'Next steps',
    ])
      expect(marketResearch).toMatch(new RegExp(`^${heading}$`, 'm'));
    expect(marketResearch).toContain('830 products from 61 suppliers');
    expect(marketResearch).toContain(
      '61 suppliers in 3 countries: China (30), Vietnam (9), United States (8)',
    );
    expect(marketResearch).toContain('Unit price range $1.80–$34.00 at volume (median $7.40)');
    expect(marketResearch).toContain('MOQ 50–2,000 units (median 500)');
    expect(marketResearch).toContain('Samples $9.00–$60.00');
    expect(marketResearch).toContain('Production time 7–45 days (median 21 days)');
    // 2.5× and 4× the median unit price, on price points.
    expect(marketResearch).toContain(
      `retail at $${(pricePoint(740 * 2.5) / 100).toFixed(2)}–$${(pricePoint(740 * 4) / 100).toFixed(2)}`,
    );
    expect(marketResearch).toContain('Ningbo Candle Works 1');

    const none = marketResearchTask.embedded(
      {
        category: 'Spaceships',
        productDescription: 'reusable rockets',
        brandName: null,
        targetAudiences: [],
        grounding: emptyGrounding(),
      },
      1,
    ).marketResearch;
    expect(none).toContain('no suppliers listed for "Spaceships"');
    expect(none).not.toMatch(/\$\d/);
  });

  it("advises from the named items' own MOQs and sample prices, never the category's smallest MOQ", () => {
    // The demo case: the cheapest candle's supplier lists a $292 sample, and a 1-unit figure sits in the
    // category spread. Advice quotes each named item's own numbers.
    const base = candleGrounding();
    const item = (n: number, unit: number, moq: number, sample: number | null) => ({
      ...base.topItems[0]!,
      catalogItemId: 500 + n,
      title: `Soy Candle ${n}, 8 oz`,
      supplierId: 70 + n,
      supplierName: `Supplier ${n}`,
      unitPriceCents: unit,
      moq,
      samplePriceCents: sample,
    });
    const g: CatalogGrounding = {
      ...base,
      moq: { min: 1, median: 500, max: 2000 },
      samplePriceCents: { min: 900, median: 2500, max: 29_200 },
      topItems: [item(1, 226, 300, 29_200), item(2, 310, 500, 1_500), item(3, 250, 1000, null)],
    };
    const { marketResearch } = marketResearchTask.embedded(
      {
        category: 'Candles',
        productDescription: LAVENDER,
        brandName: 'Hush',
        targetAudiences: [],
        grounding: g,
      },
      3,
    );
    const steps = marketResearch.slice(marketResearch.indexOf('Next steps'));
    expect(steps).not.toMatch(/1-unit|near the/);
    expect(steps).toContain(
      'Order samples from Supplier 2 ($15.00 a sample), Supplier 3 (ask for a sample price) and Supplier 1 (its listed sample fee is $292.00, far above the $2.26 unit price: ask for a sample quote).',
    );
    // The opening order is at least the MOQ of the item it names, costed at that item's price.
    const opening =
      /opening order of at least ([\d,]+) units, (Supplier \d)'s minimum .*? that is (\$[\d,.]+) or more/.exec(
        steps,
      );
    expect(opening).not.toBeNull();
    const named = g.topItems.find((t) => t.supplierName === opening![2])!;
    expect(Number(opening![1]!.replace(/,/g, ''))).toBe(named.moq);
    expect(opening![3]).toBe(money(named.moq * named.unitPriceCents));
    expect(opening![2]).toBe('Supplier 2');

    // A product idea based on the $2.26 candle says its MOQ and volume price, and no $292 sample.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { skus } = productSkusTask.embedded(
        {
          category: 'Candles',
          productDescription: LAVENDER,
          brandName: 'Hush',
          targetAudiences: [],
          grounding: g,
          count: 3,
        },
        seed,
      );
      for (const sku of skus) {
        const based = g.topItems.find((t) => t.catalogItemId === sku.matchedCatalogItemIds[0])!;
        expect(sku.description).toContain(
          `MOQ ${based.moq.toLocaleString('en-US')} units, from ${money(based.unitPriceCents)} each at volume`,
        );
        expect(sku.description).not.toMatch(/samples \$292/);
        if (based.supplierName === 'Supplier 1') expect(sku.description).toContain('ask for a sample quote');
        if (based.supplierName === 'Supplier 2') expect(sku.description).toContain('$15.00 a sample');
      }
    }
  });

  it('prices product ideas above their production cost and matches them only to the grounding items', () => {
    const g = candleGrounding();
    const known = new Map(g.topItems.map((t) => [t.catalogItemId, t]));
    for (const seed of [1, 2, 3, 4]) {
      const { skus } = productSkusTask.embedded(
        {
          category: 'Candles',
          productDescription: LAVENDER,
          brandName: 'Hush',
          targetAudiences: ['Busy parents'],
          grounding: g,
          count: 6,
        },
        seed,
      );
      for (const sku of skus) {
        expect(sku.matchedCatalogItemIds.length).toBeGreaterThanOrEqual(1);
        expect(sku.matchedCatalogItemIds.length).toBeLessThanOrEqual(3);
        for (const id of sku.matchedCatalogItemIds) expect(known.has(id)).toBe(true);
        const cheapest = Math.min(...sku.matchedCatalogItemIds.map((id) => known.get(id)!.unitPriceCents));
        expect(sku.productionMinPriceCents).toBe(cheapest);
        // Retail is 2.5–4× the price of the product the idea is based on (its first match), never below.
        const basis = known.get(sku.matchedCatalogItemIds[0]!)!.unitPriceCents;
        expect(sku.suggestedRetailPriceCents).toBeGreaterThanOrEqual(basis * 2.5);
        expect(sku.suggestedRetailPriceCents).toBeLessThanOrEqual(basis * 4 + 500);
        expect(sku.description).toContain(money(basis));
        expect(sku.suggestedRetailPriceCents % 100 === 99 || sku.suggestedRetailPriceCents % 100 === 0).toBe(
          true,
        );
        expect(sku.popularity).toBeGreaterThanOrEqual(0);
        expect(sku.popularity).toBeLessThanOrEqual(100);
        expect(sku.title).not.toMatch(/parents/i);
      }
    }
    const bare = productSkusTask.embedded(
      {
        category: 'Spaceships',
        productDescription: 'reusable rockets',
        brandName: null,
        targetAudiences: [],
        grounding: emptyGrounding(),
        count: 2,
      },
      1,
    ).skus;
    for (const sku of bare) {
      expect(sku.matchedCatalogItemIds).toEqual([]);
      expect(sku.productionMinPriceCents).toBeNull();
    }
  });

  it('drops catalog ids a model invented (keepKnownMatches, run by every provider as the task refine)', async () => {
    const g = candleGrounding();
    const known = g.topItems[0]!.catalogItemId;
    const answer = {
      skus: [
        {
          title: 'Lavender candle',
          description: 'A calm lavender candle.',
          suggestedRetailPriceCents: 2499,
          popularity: 80,
          imagePrompt: 'candle',
          matchedCatalogItemIds: [999_999, known, known],
          productionMinPriceCents: 210,
        },
      ],
    };
    expect(keepKnownMatches(answer, g).skus[0]!.matchedCatalogItemIds).toEqual([known]);
    const task = { ...productSkusTask, embedded: () => answer };
    const out = await text.generate(
      task,
      {
        category: 'Candles',
        productDescription: LAVENDER,
        brandName: null,
        targetAudiences: [],
        grounding: g,
        count: 1,
      },
      { seed: 1 },
    );
    expect(out.skus[0]!.matchedCatalogItemIds).toEqual([known]);
  });

  it('picks the sketch a concept prompt names', () => {
    const one = (prompt: string) =>
      productConceptsTask.embedded({ prompt, category: 'Apparel', grounding: emptyGrounding(), count: 2 }, 1)
        .concepts;
    expect(one('an oversized black hoodie with a sage logo').every((c) => c.sketchKey === 'hoodie')).toBe(
      true,
    );
    expect(one('a canvas tote for farmers markets')[0]!.sketchKey).toBe('tote');
    expect(SKETCH_KEYS).toContain(one('something nice')[0]!.sketchKey);
  });

  it('validates generator output and honours an aborted signal', async () => {
    const broken = { ...brandIdeasTask, embedded: () => ({ ideas: [{ brandName: 'X' }] }) as never };
    await expect(text.generate(broken, brandInput('Candles', LAVENDER), { seed: 1 })).rejects.toMatchObject({
      reason: 'INVALID_OUTPUT',
    });
    const controller = new AbortController();
    controller.abort();
    const err = await text
      .generate(brandIdeasTask, brandInput('Candles', LAVENDER), { seed: 1, signal: controller.signal })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.reason).toBe('ABORTED');
  });
});
