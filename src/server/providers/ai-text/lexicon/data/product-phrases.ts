import type { SketchKey } from '../../../../../shared/contract/ai-design';

/**
 * Words that suggest a product without naming it: a material ("ceramic", "wax"), a content ("coffee",
 * "cream") or a use ("gift"). They decide the type only when a phrase names no product ("matte black
 * ceramic" → a bowl), never over one ("ceramic tumbler candle" → a candle).
 */
export const CUE_WORDS: ReadonlySet<string> = new Set([
  'wax',
  'wick',
  'ceramic',
  'cream',
  'butter',
  'moisturizer',
  'water',
  'drink',
  'coffee',
  'tea',
  'snack',
  'snacks',
  'treats',
  'gift',
  'packaging',
  'apparel',
  'jewelry',
  'jewellery',
  'lip',
]);

/**
 * Two-word product names whose first word is the product ("candle jar" is a candle, not a jar) or whose
 * drawing is not the last word's ("tote bag" is drawn as a tote, "lip balm" as a tube).
 */
export const PRODUCT_COMPOUNDS: Record<string, { noun: string; sketchKey: SketchKey }> = {
  'candle jar': { noun: 'candle', sketchKey: 'candle' },
  'candle tin': { noun: 'candle', sketchKey: 'candle' },
  'candle tumbler': { noun: 'candle', sketchKey: 'candle' },
  'candle vessel': { noun: 'candle', sketchKey: 'candle' },
  'tote bag': { noun: 'bag', sketchKey: 'tote' },
  'lip balm': { noun: 'balm', sketchKey: 'tube' },
  'lip gloss': { noun: 'gloss', sketchKey: 'tube' },
  'mailer bag': { noun: 'mailer', sketchKey: 'mailer' },
  'poly mailer': { noun: 'mailer', sketchKey: 'mailer' },
};

/** Words that end the product's own phrase: what follows is its container, contents or purpose. */
export const PHRASE_BREAKS: ReadonlySet<string> = new Set([
  'in',
  'inside',
  'with',
  'without',
  'for',
  'of',
  'on',
  'from',
  'featuring',
  'that',
  'which',
  'made',
  'using',
  'by',
  'to',
]);
