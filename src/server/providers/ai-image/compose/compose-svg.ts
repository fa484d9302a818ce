import type { SketchKey } from '../../../../shared/contract/ai-design';
import { createRng } from '../../../db/seed/catalog/prng';
import { mixSeed } from '../../ai-text/lexicon/key-words';
import { sketchKeyOf } from '../../ai-text/lexicon/sketch-keys';
import { brandScene } from './brand-scene';
import type { Composition } from './composition';
import { moodboard } from './moodboard';
import { resolvePalette } from './palette';
import { productDesign } from './product-design';
import { productShot } from './product-shot';

// Procedural pictures as SVG in a 400×400 box (rendered at any size): brand scenes, mood-board textures,
// studio product shots and product designs, all drawn from a seed, a prompt and a palette. No filters: a
// 1024 px render stays in the tens of milliseconds. Each kind of picture is a file of this folder.

/** The sketch a picture draws: the one asked, else one the prompt's words imply, else one the seed picks. */
export function sketchFor(c: Pick<Composition, 'sketchKey' | 'prompt' | 'seed'>): SketchKey {
  if (c.sketchKey) return c.sketchKey;
  const implied = sketchKeyOf(c.prompt);
  if (implied) return implied;
  const fallback: SketchKey[] = ['box', 'jar', 'bottle', 'pouch', 'bag', 'mug'];
  return fallback[mixSeed(c.seed, c.prompt) % fallback.length] as SketchKey;
}

/** One picture as SVG, `size` px square. */
export function composeSvg(c: Composition): string {
  const rng = createRng(mixSeed(c.seed, c.purpose, c.prompt, String(c.index), (c.palette ?? []).join()));
  const palette = resolvePalette(c.prompt, c.palette, c.seed);
  const sketch = sketchFor(c);
  const inner =
    c.purpose === 'BRAND'
      ? brandScene(c, palette, rng, sketch)
      : c.purpose === 'MOODBOARD'
        ? moodboard(c, palette, rng)
        : c.purpose === 'PRODUCT'
          ? productShot(c, palette, rng, sketch)
          : productDesign(c, palette, rng, sketch);
  // Opacity on a single shape makes the renderer paint it on its own layer; fill/stroke opacity is the
  // same picture for one shape at a fraction of the cost (mood boards: 130 → 30 ms at 1024 px).
  const flat = inner.replace(
    /<(circle|rect|path|ellipse)([^>]*?) opacity="([\d.]+)"/g,
    '<$1$2 fill-opacity="$3" stroke-opacity="$3"',
  );
  const body = c.opacity != null && c.opacity < 1 ? `<g opacity="${c.opacity.toFixed(3)}">${flat}</g>` : flat;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${c.size}" height="${c.size}">${body}</svg>`;
}
