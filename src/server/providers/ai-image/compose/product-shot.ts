import type { SketchKey } from '../../../../shared/contract/ai-design';
import type { Rng } from '../../../db/seed/catalog/prng';
import { hexToHsl } from '../../ai-text/lexicon/hsl';
import { mixSeed } from '../../ai-text/lexicon/key-words';
import { drawSketch } from '../sketches';
import type { Composition } from './composition';
import { paintOf, shift } from './palette';
import { floorAndShadow, linear, placed, SHADOW } from './svg-parts';

/** A studio product shot: a soft backdrop, a floor, the product in the brand's colours; framings vary by index. */
export function productShot(c: Composition, palette: string[], rng: Rng, sketch: SketchKey): string {
  const paint = paintOf(palette, rng);
  const [p0, p1, p2, p3] = palette as [string, string, string, string];
  // Another seed (a regeneration) starts from another framing.
  const frame = (c.index + (mixSeed(c.seed, 'frame') % 4)) % 4;
  const backdrop = frame === 3 ? p1 : p3;
  const defs = `<defs>${linear('bg', backdrop, shift(hexToHsl(backdrop), 0, 0, -10), rng)}${SHADOW}</defs>`;
  const props = Array.from({ length: rng.int(1, 3) }, () =>
    rng.chance(0.5)
      ? `<rect x="${rng.int(20, 300)}" y="${rng.int(220, 270)}" width="${rng.int(40, 90)}" height="${rng.int(30, 80)}" rx="6" fill="${rng.pick([p1, p2])}" opacity=".8"/>`
      : `<circle cx="${rng.int(30, 370)}" cy="${rng.int(40, 200)}" r="${rng.int(16, 60)}" fill="${rng.pick([p1, p2, p0])}" opacity=".3"/>`,
  ).join('');
  const body = drawSketch(sketch, paint);
  const shot =
    frame === 2
      ? `${placed(body, -95, 10, 0.6, rng.int(-6, 6))}${placed(drawSketch(sketch, { ...paint, body: p1 === backdrop ? p2 : p1 }), 95, 10, 0.6, rng.int(-6, 6))}${placed(body, 0, 0, 0.74, 0)}`
      : frame === 1
        ? placed(body, 0, 20, 1.2, rng.int(-4, 4))
        : placed(body, rng.int(-20, 20), 0, 0.95, rng.int(-5, 5));
  return `${defs}<rect width="400" height="400" fill="url(#bg)"/>${props}${floorAndShadow(frame === 2)}${shot}`;
}
