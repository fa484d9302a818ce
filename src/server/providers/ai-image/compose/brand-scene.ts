import type { SketchKey } from '../../../../shared/contract/ai-design';
import type { Rng } from '../../../db/seed/catalog/prng';
import { keyWords } from '../../ai-text/lexicon/key-words';
import { drawSketch } from '../sketches';
import type { Composition } from './composition';
import { paintOf } from './palette';
import { esc, floorAndShadow, linear, paletteBlocks, placed, SHADOW } from './svg-parts';

/** The initials a brand prompt carries: a quoted monogram ("monogram "HL""), else the capitalised words' initials. */
export function initialsOf(prompt: string): string {
  const quoted = /"([A-Za-z]{1,3})"/.exec(prompt)?.[1];
  if (quoted) return quoted.toUpperCase();
  const forName = /(?:for|of)\s+([A-Z][\w'&]*(?:\s+(?:&\s+)?[A-Z][\w']*)*)/.exec(prompt)?.[1];
  const source = forName ?? prompt;
  const caps = source
    .split(/[\s&]+/)
    .filter((w) => /^[A-Z]/.test(w) && !/^(The|A|An|Logo|Co\.?)$/.test(w))
    .map((w) => w[0]);
  return (caps.join('') || (keyWords(prompt)[0]?.[0] ?? 'Q').toUpperCase()).slice(0, 2);
}

const EMBLEMS = [
  (c: string) => `<circle cx="200" cy="170" r="105" fill="${c}"/>`,
  (c: string) => `<rect x="95" y="65" width="210" height="210" rx="46" fill="${c}"/>`,
  (c: string) => `<path d="M200 60 L298 117 L298 227 L200 283 L102 227 L102 117 Z" fill="${c}"/>`,
  (c: string) => `<path d="M200 58 L312 170 L200 282 L88 170 Z" fill="${c}"/>`,
  (c: string) =>
    `<path d="M200 62 C280 62 305 120 305 170 C305 240 250 280 200 280 C150 280 95 240 95 170 C95 120 120 62 200 62 Z" fill="${c}"/>`,
];

const FONTS = [
  'DejaVu Serif, Liberation Serif, Georgia, serif',
  'DejaVu Sans, Liberation Sans, Arial, sans-serif',
  'DejaVu Sans Condensed, Liberation Sans Narrow, sans-serif',
];

/** Brand scenes: a logo mark, the product in a scene, a packaging flat lay, a palette card. */
export function brandScene(c: Composition, palette: string[], rng: Rng, sketch: SketchKey): string {
  const paint = paintOf(palette, rng);
  const [p0, p1, p2, p3] = palette as [string, string, string, string];
  const lower = c.prompt.toLowerCase();
  // A product photo "styled in" a setting is the palette card, whatever words its setting has ("a reading
  // nook with a throw" is not a lifestyle scene).
  const preferred = /logo|monogram|\bmark\b/.test(lower)
    ? 0
    : /packag|flat lay|unbox/.test(lower)
      ? 2
      : /lifestyle/.test(lower)
        ? 1
        : /product photo|styled in/.test(lower)
          ? 3
          : /scene|with a/.test(lower)
            ? 1
            : 3;
  // The first picture is the scene the prompt asks for; the others are the other scenes (the tray).
  const kind = (preferred + c.index) % 4;
  const defs = `<defs>${linear('bg', p3, p1, rng)}${SHADOW}</defs>`;
  if (kind === 0) {
    const initials = esc(initialsOf(c.prompt));
    const emblem = rng.pick(EMBLEMS)(p0);
    const font = rng.pick(FONTS);
    const ring = rng.chance(0.5)
      ? `<circle cx="200" cy="170" r="${rng.int(122, 135)}" fill="none" stroke="${p2}" stroke-width="${rng.int(3, 7)}"/>`
      : `<circle cx="${rng.int(250, 290)}" cy="${rng.int(80, 110)}" r="${rng.int(14, 24)}" fill="${p2}"/>`;
    return `${defs}<rect width="400" height="400" fill="${p3}"/>${emblem}${ring}<text x="200" y="${initials.length > 1 ? 205 : 212}" text-anchor="middle" font-family="${font}" font-weight="bold" font-size="${initials.length > 1 ? 100 : 130}" fill="${paint.light}">${initials}</text>${paletteBlocks([p0, p1, p2], 320, 48, 14)}`;
  }
  if (kind === 1) {
    const props = Array.from(
      { length: rng.int(3, 6) },
      () =>
        `<circle cx="${rng.int(0, 400)}" cy="${rng.int(0, 250)}" r="${rng.int(18, 70)}" fill="${rng.pick([p1, p2, p0])}" opacity="${(rng.int(15, 40) / 100).toFixed(2)}"/>`,
    ).join('');
    const arch = `<path d="M${rng.int(30, 80)} 300 L${rng.int(30, 80)} 140 A120 120 0 0 1 ${rng.int(320, 370)} 140 L${rng.int(320, 370)} 300 Z" fill="${p1}" opacity=".45"/>`;
    return `${defs}<rect width="400" height="400" fill="url(#bg)"/>${rng.chance(0.6) ? arch : ''}${props}${floorAndShadow(false)}${placed(drawSketch(sketch, paint), rng.int(-30, 30), 0, 0.92, rng.int(-6, 6))}`;
  }
  if (kind === 2) {
    const boxes = Array.from({ length: rng.int(3, 5) }, (_, i) => {
      const w = rng.int(70, 140);
      const h = rng.int(50, 120);
      return `<rect x="${rng.int(10, 390 - w)}" y="${rng.int(10, 390 - h)}" width="${w}" height="${h}" rx="${rng.int(0, 14)}" fill="${[p0, p1, p2, paint.shade][i % 4]}" transform="rotate(${rng.int(-25, 25)} 200 200)"/>`;
    }).join('');
    const ribbon = `<path d="M0 ${rng.int(60, 340)} C130 ${rng.int(0, 400)} 270 ${rng.int(0, 400)} 400 ${rng.int(60, 340)}" stroke="${p2}" stroke-width="${rng.int(6, 14)}" fill="none" opacity=".8"/>`;
    return `${defs}<rect width="400" height="400" fill="${p3}"/>${boxes}${ribbon}${placed(drawSketch(sketch, paint), rng.int(-40, 40), rng.int(-20, 10), 0.62, rng.int(-20, 20))}`;
  }
  // The palette card, full bleed: the secondary as the ground, the accent as a band across it, the neutral as
  // the disc the product (in the primary) stands on. Neither the neutral (often near white) nor the primary
  // (the brand slide's own colour) touches an edge, where either read as a blank strip or an offset picture.
  const split = rng.int(0, 1);
  const band =
    split === 0
      ? '<rect x="135" y="0" width="130" height="400"'
      : '<rect x="0" y="140" width="400" height="130"';
  return `${defs}<rect width="400" height="400" fill="${p1}"/>${band} fill="${p2}"/><circle cx="200" cy="205" r="${rng.int(120, 150)}" fill="${p3}" opacity=".92"/>${placed(drawSketch(sketch, paint), 0, 0, 0.62, rng.int(-8, 8))}`;
}
