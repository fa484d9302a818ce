import { drawItem } from './drawings';
import type { DrawnLook } from './item-look';
import { itemPalette, paletteFromSeed } from './palette';

/**
 * A product shot as SVG: gradient backdrop, props, a soft floor shadow and the product's drawing in the
 * colours its title names. Image `n` of an item keeps its palette and changes the framing (hero, close-up,
 * group, flat lay).
 */
export function itemSvg(seed: number, look: DrawnLook, n: number): string {
  const { rng, background, paint, prop } = itemPalette(seed, look);
  const view = paletteFromSeed(seed + 7919 * (n + 1)).rng;
  const props = Array.from({ length: view.int(2, 5) }, () => {
    const r = view.int(12, 60);
    return `<circle cx="${view.int(0, 400)}" cy="${view.int(0, 260)}" r="${r}" fill="${prop}" opacity="${(view.int(15, 45) / 100).toFixed(2)}"/>`;
  }).join('');
  const frame = n % 4;
  const tilt = rng.int(-6, 6) + (frame === 3 ? 0 : view.int(-4, 4));
  const one = (dx: number, scale: number) =>
    `<g transform="translate(${200 + dx} 210) scale(${scale}) rotate(${tilt}) translate(-200 -210)">${drawItem(look.drawing, paint)}</g>`;
  const product =
    frame === 2
      ? `${one(-95, 0.62)}${one(95, 0.62)}${one(0, 0.75)}`
      : frame === 1
        ? one(0, 1.25)
        : one(view.int(-20, 20), frame === 3 ? 0.8 : 0.95);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="1024" height="1024">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${view.int(0, 1)}" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>${props}
<rect y="${frame === 3 ? 0 : 300}" width="400" height="${frame === 3 ? 0 : 100}" fill="#000" opacity=".06"/>
<ellipse cx="200" cy="330" rx="${frame === 2 ? 170 : 120}" ry="18" fill="url(#sh)"/>${product}</svg>`;
}

const LOGO_FRAMES = [
  (c: string) => `<circle cx="200" cy="200" r="150" fill="${c}"/>`,
  (c: string) => `<rect x="55" y="55" width="290" height="290" rx="60" fill="${c}"/>`,
  (c: string) => `<path d="M200 45 L335 122 L335 278 L200 355 L65 278 L65 122 Z" fill="${c}"/>`,
  (c: string) => `<path d="M200 50 L350 200 L200 350 L50 200 Z" fill="${c}"/>`,
];

const LEGAL_WORDS = new Set(['co', 'ltd', 'inc', 'llc', 'srl', 'spa', 'ltda', 'group', 'the', 'and', 'of']);

/** A supplier logo: a seeded emblem with the company's initials (the emblem alone if no font is present). */
export function logoSvg(seed: number, name: string): string {
  const { rng, background, paint } = paletteFromSeed(seed);
  const initials = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !LEGAL_WORDS.has(w.toLowerCase()))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  const frame = rng.pick(LOGO_FRAMES)(paint.body);
  const mark = `<circle cx="${rng.int(120, 280)}" cy="${rng.int(110, 150)}" r="${rng.int(14, 26)}" fill="${paint.accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="512" height="512">
<rect width="400" height="400" fill="${background[0]}"/>${frame}${mark}
<text x="200" y="250" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${initials.length > 1 ? 130 : 160}" fill="${paint.light}">${initials}</text></svg>`;
}
