import { createRng } from '../../../db/seed/catalog/prng';

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/** A harmonious palette from a seed: background pair, product paint, and a prop colour. */
export function paletteFromSeed(seed: number) {
  const rng = createRng(seed);
  const hue = rng.int(0, 359);
  const bgHue = (hue + rng.pick([150, 180, 200, 30, -30])) % 360;
  const scheme = rng.int(0, 2);
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
