import type { SketchKey } from '../../../../shared/contract/ai-design';
import type { Rng } from '../../../db/seed/catalog/prng';
import { hexToHsl, hslToHex } from '../../ai-text/lexicon/hsl';
import { mixSeed } from '../../ai-text/lexicon/key-words';
import { drawSketch } from '../sketches';
import type { Composition } from './composition';
import { paintOf, shift } from './palette';
import { PATTERN_CUES, PATTERN_KEYS, PATTERNS, type Pattern } from './patterns';
import { floorAndShadow, linear, placed, SHADOW } from './svg-parts';

/** A product design from a prompt: the silhouette in the prompt's colours, with a pattern clipped to the product. */
export function productDesign(c: Composition, palette: string[], rng: Rng, sketch: SketchKey): string {
  const lower = c.prompt.toLowerCase();
  const rotate = (c.index + (mixSeed(c.seed, 'colourway') % 4)) % 4;
  const [p0, p1, p2, p3] = palette as [string, string, string, string];
  const orders: [string, string, string, string][] = [
    [p0, p1, p2, p3],
    [p2, p0, p1, p3],
    [p1, p2, p0, p3],
    [p0, p2, p3, p1],
  ];
  const [body, second, accent, neutral] = orders[rotate] as [string, string, string, string];
  const paint = paintOf([body, second, accent, neutral], rng);
  // Each picture on another backdrop: the neutral, or a pale tint of a palette colour.
  const tint = (hex: string) => {
    const [h, s] = hexToHsl(hex);
    return hslToHex([h, Math.min(s, 45), 88]);
  };
  const back = [neutral, tint(second), tint(body === p0 ? p2 : p0), tint(accent)][rotate] as string;
  const cued = PATTERN_CUES.find(([re]) => re.test(lower))?.[1];
  const start = cued ? PATTERN_KEYS.indexOf(cued) : rng.int(0, PATTERN_KEYS.length - 1);
  const patternKey = PATTERN_KEYS[
    (start + (c.index > 0 && !cued ? c.index : c.index * 2)) % PATTERN_KEYS.length
  ] as string;
  const drawing = drawSketch(sketch, paint);
  // The pattern shows only where the product is: its own drawing is the clip.
  const clipBody = drawing.replace(/stroke="[^"]*"/g, '').replace(/fill="none"/g, '');
  const pattern = (PATTERNS[patternKey] as Pattern)(rng, second);
  const defs = `<defs>${linear('bg', back, shift(hexToHsl(back), 0, 0, -8), rng)}${SHADOW}<clipPath id="pc">${clipBody}</clipPath></defs>`;
  const tilt = rotate === 3 ? rng.int(-10, 10) : 0;
  const scale = rotate === 1 ? 1.08 : 0.96;
  const product = `${drawing}<g clip-path="url(#pc)" opacity=".55">${pattern}</g>`;
  return `${defs}<rect width="400" height="400" fill="url(#bg)"/>${floorAndShadow(false)}${placed(product, 0, 0, scale, tilt)}`;
}
