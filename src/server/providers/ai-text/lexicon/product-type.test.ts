import { describe, expect, it } from 'vitest';
import { productTypeOf } from './product-type';
import { sketchKeyOf } from './sketch-keys';

describe('productTypeOf: the product a design prompt names', () => {
  it.each([
    // The two prompts: the head noun wins over the material and the container before it.
    [
      'matte black ceramic tumbler candle',
      'candle',
      'candle',
      'tumbler candle',
      ['matte', 'black', 'ceramic'],
    ],
    ['kraft mailer box', 'box', 'box', 'mailer box', ['kraft']],
    ['amber glass dropper bottle', 'bottle', 'bottle', 'dropper bottle', ['amber', 'glass']],
    ['organic cotton tote bag', 'tote', 'bag', 'tote bag', ['organic', 'cotton']],
    ['lavender soy candle in a tin', 'candle', 'candle', 'candle', ['lavender', 'soy']],
    [
      'A calming lavender candle in an amber glass jar with a wooden lid',
      'candle',
      'candle',
      'candle',
      ['calming', 'lavender'],
    ],
    ['amber glass candle jar', 'candle', 'candle', 'candle jar', ['amber', 'glass']],
    ['poly mailer, pink', 'mailer', 'mailer', 'poly mailer', []],
    ['ceramic coffee mug', 'mug', 'mug', 'mug', ['ceramic', 'coffee']],
    ['bottle of lavender oil', 'bottle', 'bottle', 'bottle', []],
    ['set of 3 scented candles', 'candle', 'candles', 'candles', ['scented']],
    ['tinted lip balm', 'tube', 'balm', 'lip balm', ['tinted']],
    ['heavyweight black hoodie with a small logo', 'hoodie', 'hoodie', 'hoodie', ['heavyweight', 'black']],
  ])('%s → %s', (prompt, sketchKey, noun, name, modifiers) => {
    expect(productTypeOf(prompt)).toEqual({ sketchKey, noun, name, modifiers });
    expect(sketchKeyOf(prompt)).toBe(sketchKey);
  });

  it('falls back to a word that only suggests a product when none is named', () => {
    expect(productTypeOf('matte black ceramic')?.sketchKey).toBe('bowl');
    expect(productTypeOf('single-origin coffee, whole bean')?.sketchKey).toBe('pouch');
    // A named product anywhere beats a suggestion earlier in the text.
    expect(productTypeOf('coffee lovers: a ceramic mug')?.sketchKey).toBe('mug');
  });

  it('answers null when nothing names or suggests a product', () => {
    expect(productTypeOf('something calm and minimal')).toBeNull();
    expect(sketchKeyOf('')).toBeNull();
  });
});
