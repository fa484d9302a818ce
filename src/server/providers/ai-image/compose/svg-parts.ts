import type { Rng } from '../../../db/seed/catalog/prng';

// SVG pieces every picture is built from: gradients, grain, the floor and its shadow, placement, palette blocks.

export const esc = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const linear = (id: string, a: string, b: string, rng: Rng) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${rng.int(0, 1)}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** Fine speckle over a texture: a few hundred tiny dots (cheap, unlike an feTurbulence filter). */
export function grain(rng: Rng, color: string, n = 260): string {
  let out = `<g fill="${color}">`;
  for (let i = 0; i < n; i++)
    out += `<circle cx="${rng.int(0, 400)}" cy="${rng.int(0, 400)}" r="${(rng.int(4, 14) / 10).toFixed(1)}" opacity="${(rng.int(6, 22) / 100).toFixed(2)}"/>`;
  return `${out}</g>`;
}

export const floorAndShadow = (wide: boolean) =>
  `<rect y="300" width="400" height="100" fill="#000" opacity=".06"/><ellipse cx="200" cy="328" rx="${wide ? 170 : 118}" ry="17" fill="url(#sh)"/>`;

export const SHADOW = `<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".33"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

export const placed = (body: string, dx: number, dy: number, scale: number, tilt: number) =>
  `<g transform="translate(${200 + dx} ${210 + dy}) scale(${scale}) rotate(${tilt}) translate(-200 -210)">${body}</g>`;

/** Up to four palette swatches side by side, evenly across the picture's width. */
export function paletteBlocks(palette: readonly string[], y: number, h: number, gap = 0): string {
  const colors = palette.slice(0, 4);
  const w = (400 - gap * (colors.length + 1)) / Math.max(colors.length, 1);
  return colors
    .map(
      (c, i) =>
        `<rect x="${gap + i * (w + gap)}" y="${y}" width="${w}" height="${h}" rx="${gap ? 8 : 0}" fill="${c}"/>`,
    )
    .join('');
}
