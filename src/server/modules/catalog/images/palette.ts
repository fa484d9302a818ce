import { createRng } from '../../../db/seed/catalog/prng';
import { tint } from './title-colours';

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/** A harmonious palette from a seed: background pair, product paint, and a prop colour. */
export function paletteFromSeed(seed: number, opts: { lightBackdrop?: boolean } = {}) {
  const rng = createRng(seed);
  const hue = rng.int(0, 359);
  const bgHue = (hue + rng.pick([150, 180, 200, 30, -30])) % 360;
  const drawn = rng.int(0, 2);
  // A dark product (a matte black tin) on a dark backdrop would vanish: it gets a light one.
  const scheme = opts.lightBackdrop && drawn === 2 ? 1 : drawn;
  const bgLight = scheme === 0 ? rng.int(88, 95) : scheme === 1 ? rng.int(75, 85) : rng.int(20, 30);
  return {
    rng,
    background: [
      hsl(bgHue, rng.int(20, 45), bgLight),
      hsl(bgHue + 20, rng.int(25, 50), bgLight - 8),
    ] as const,
    paint: {
      body: hsl(hue, rng.int(35, 75), rng.int(38, 62)),
      shade: hsl(hue, rng.int(30, 60), rng.int(22, 34)),
      accent: hsl(hue + rng.pick([120, 180, 240]), rng.int(45, 80), rng.int(45, 65)),
      light: hsl(hue, rng.int(20, 40), rng.int(84, 94)),
    },
    prop: hsl(bgHue + 40, rng.int(30, 60), bgLight > 50 ? 70 : 40),
    isDark: bgLight < 50,
  };
}

/** Relative brightness (0–1) of a #rrggbb colour. */
const brightness = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
};

/**
 * The seed's palette with the colours a product's title names: its finish paints the body (and a darker
 * shade of it), its contents the fill (wax, cream); what the title does not name keeps the seed's colours.
 */
export function itemPalette(seed: number, look: { finish?: string; contents?: string }) {
  const isDarkProduct = look.finish !== undefined && brightness(look.finish) < 0.3;
  const palette = paletteFromSeed(seed, { lightBackdrop: isDarkProduct });
  const { paint } = palette;
  const body = look.finish ?? paint.body;
  const shade = look.finish ? tint(look.finish, isDarkProduct ? 0.18 : -0.28) : paint.shade;
  return { ...palette, paint: { ...paint, body, shade, fill: look.contents ?? paint.light } };
}
