import { describe, expect, it } from 'vitest';
import type { SketchKey } from '../../../shared/contract/ai-design';
import { hexToHsl } from '../ai-text/lexicon/hsl';
import { composeSvg, sketchFor } from './compose/compose-svg';
import { resolvePalette } from './compose/palette';

// A design draws the product its prompt names (issue 21: "matte black ceramic tumbler candle" was drawn as a
// bowl, "kraft mailer box" as an envelope), in the colours its material and colour words give.

const design = (prompt: string, sketchKey?: SketchKey) =>
  composeSvg({ purpose: 'DESIGN', prompt, sketchKey, seed: 7, index: 0, size: 64 });

describe('a design from a prompt', () => {
  it.each([
    ['matte black ceramic tumbler candle', 'candle'],
    ['kraft mailer box', 'box'],
    ['amber glass dropper bottle', 'bottle'],
    ['organic cotton tote bag', 'tote'],
    ['lavender soy candle in a tin', 'candle'],
  ] as const)('draws “%s” as a %s', (prompt, sketchKey) => {
    expect(sketchFor({ prompt, seed: 7 })).toBe(sketchKey);
    // The very picture of that silhouette, and not of the one the first product-ish word would give.
    expect(design(prompt)).toBe(design(prompt, sketchKey));
  });

  it('keeps a sketch the founder picked over the prompt’s product', () => {
    expect(sketchFor({ prompt: 'kraft mailer box', sketchKey: 'mailer', seed: 7 })).toBe('mailer');
  });

  it('colours the product by its material and colour words', () => {
    const hsl = (prompt: string) => hexToHsl(resolvePalette(prompt, undefined, 3)[0]!);
    const [kraftHue, kraftSat, kraftLight] = hsl('kraft mailer box');
    expect(kraftHue).toBeGreaterThan(15);
    expect(kraftHue).toBeLessThan(45);
    expect(kraftSat).toBeLessThan(55);
    expect(kraftLight).toBeGreaterThan(40);
    expect(kraftLight).toBeLessThan(70);
    const [amberHue, amberSat] = hsl('amber glass dropper bottle');
    expect(amberHue).toBeGreaterThan(18);
    expect(amberHue).toBeLessThan(46);
    expect(amberSat).toBeGreaterThan(60);
    expect(hsl('matte black ceramic tumbler candle')[2]).toBeLessThan(20);
  });
});
