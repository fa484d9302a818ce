import type { Rng } from '../../../db/seed/catalog/prng';

// Patterns a product design is printed with: how each is drawn, and the prompt words that ask for it.

export type Pattern = (rng: Rng, ink: string) => string;
export const PATTERNS: Record<string, Pattern> = {
  stripes: (rng, ink) => {
    const w = rng.int(10, 20);
    return Array.from({ length: Math.ceil(240 / w) }, (_, i) =>
      i % 2 ? `<rect x="${80 + i * w}" y="90" width="${w}" height="240" fill="${ink}"/>` : '',
    ).join('');
  },
  dots: (rng, ink) => {
    const s = rng.int(16, 26);
    let out = '';
    for (let y = 100; y < 330; y += s)
      for (let x = 90; x < 320; x += s) out += `<circle cx="${x}" cy="${y}" r="${s / 4}" fill="${ink}"/>`;
    return out;
  },
  floral: (rng, ink) =>
    Array.from({ length: 9 }, () => {
      const x = rng.int(100, 300);
      const y = rng.int(110, 310);
      const r = rng.int(6, 12);
      return [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="${x}" cy="${y - r}" rx="${r / 2}" ry="${r}" fill="${ink}" transform="rotate(${a} ${x} ${y})"/>`,
        )
        .join('');
    }).join(''),
  checks: (rng, ink) => {
    const s = rng.int(18, 30);
    let out = '';
    for (let y = 90; y < 330; y += s)
      for (let x = 80; x < 320; x += s)
        if (((x - 80) / s + (y - 90) / s) % 2 === 0)
          out += `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${ink}"/>`;
    return out;
  },
  waves: (rng, ink) =>
    Array.from({ length: 7 }, (_, i) => {
      const y = 110 + i * 32;
      return `<path d="M80 ${y} q20 -${rng.int(8, 14)} 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="${ink}" stroke-width="5" fill="none"/>`;
    }).join(''),
  stars: (rng, ink) =>
    Array.from({ length: 10 }, () => {
      const x = rng.int(100, 300);
      const y = rng.int(110, 310);
      const r = rng.int(6, 12);
      return `<path d="M${x} ${y - r} L${x + r * 0.3} ${y - r * 0.3} L${x + r} ${y} L${x + r * 0.3} ${y + r * 0.3} L${x} ${y + r} L${x - r * 0.3} ${y + r * 0.3} L${x - r} ${y} L${x - r * 0.3} ${y - r * 0.3} Z" fill="${ink}"/>`;
    }).join(''),
  geometric: (rng, ink) =>
    Array.from({ length: 8 }, () => {
      const x = rng.int(90, 290);
      const y = rng.int(100, 300);
      const s = rng.int(14, 34);
      return `<path d="M${x} ${y} L${x + s} ${y} L${x + s / 2} ${y - s} Z" fill="${ink}"/>`;
    }).join(''),
};
export const PATTERN_CUES: [RegExp, string][] = [
  [/stripe|striped|line/, 'stripes'],
  [/dot|polka|spot/, 'dots'],
  [/flower|floral|botanic|bloom|lavender|leaf/, 'floral'],
  [/check|gingham|plaid|tartan/, 'checks'],
  [/wave|ocean|sea|water/, 'waves'],
  [/star|celestial|night|moon/, 'stars'],
  [/geometric|triangle|modern|abstract/, 'geometric'],
];
export const PATTERN_KEYS = Object.keys(PATTERNS);
