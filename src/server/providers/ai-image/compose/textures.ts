import type { Rng } from '../../../db/seed/catalog/prng';

// Mood-board textures: how each is drawn, and the prompt words that ask for it.

export type Texture = (rng: Rng, p: string[]) => string;
export const TEXTURES: Record<string, Texture> = {
  waves: (rng, p) =>
    Array.from({ length: 9 }, (_, i) => {
      const y = i * 50 - 10;
      const a = rng.int(15, 40);
      return `<path d="M0 ${y} C100 ${y - a} 200 ${y + a} 400 ${y} L400 ${y + 60} L0 ${y + 60} Z" fill="${p[i % 4]}" opacity="${(0.55 + (i % 3) * 0.15).toFixed(2)}"/>`;
    }).join(''),
  botanical: (rng, p) =>
    Array.from({ length: rng.int(5, 8) }, () => {
      const x = rng.int(20, 380);
      const y = rng.int(60, 420);
      const len = rng.int(90, 200);
      const lean = rng.int(-40, 40);
      const stem = `<path d="M${x} ${y} Q${x + lean} ${y - len / 2} ${x + lean / 2} ${y - len}" stroke="${p[0]}" stroke-width="3" fill="none"/>`;
      const leaves = Array.from({ length: 5 }, (_, k) => {
        const t = (k + 1) / 6;
        const lx = x + (lean / 2) * t;
        const ly = y - len * t;
        const side = k % 2 ? 1 : -1;
        return `<ellipse cx="${(lx + side * 12).toFixed(0)}" cy="${ly.toFixed(0)}" rx="15" ry="6" fill="${p[k % 2 ? 1 : 0]}" transform="rotate(${side * 35} ${lx.toFixed(0)} ${ly.toFixed(0)})"/>`;
      }).join('');
      return stem + leaves;
    }).join(''),
  stripes: (rng, p) => {
    const w = rng.int(18, 44);
    const angle = rng.pick([0, 45, -45, 90]);
    return `<g transform="rotate(${angle} 200 200)">${Array.from({ length: Math.ceil(700 / w) }, (_, i) => `<rect x="${-150 + i * w}" y="-150" width="${w / 2}" height="700" fill="${p[i % 3]}" opacity=".75"/>`).join('')}</g>`;
  },
  dots: (rng, p) => {
    const step = rng.int(28, 50);
    let out = '';
    for (let y = step / 2; y < 400; y += step)
      for (let x = step / 2 + ((y / step) % 2) * (step / 2); x < 400; x += step)
        out += `<circle cx="${x}" cy="${y}" r="${rng.int(4, Math.floor(step / 3))}" fill="${p[rng.int(0, 2)]}"/>`;
    return out;
  },
  marble: (rng, p) =>
    Array.from({ length: 7 }, (_, i) => {
      const y = rng.int(-20, 420);
      return `<path d="M-20 ${y} C${rng.int(60, 160)} ${y + rng.int(-120, 120)} ${rng.int(220, 320)} ${y + rng.int(-120, 120)} 420 ${y + rng.int(-80, 80)}" stroke="${p[i % 2 ? 0 : 2]}" stroke-width="${rng.int(1, 6)}" fill="none" opacity="${(rng.int(30, 70) / 100).toFixed(2)}"/>`;
    }).join(''),
  wood: (rng, p) =>
    Array.from({ length: 22 }, (_, i) => {
      const y = i * 19 + rng.int(-4, 4);
      return `<path d="M0 ${y} C120 ${y + rng.int(-14, 14)} 260 ${y + rng.int(-14, 14)} 400 ${y + rng.int(-8, 8)}" stroke="${p[i % 3 === 0 ? 0 : 1]}" stroke-width="${rng.int(2, 7)}" fill="none" opacity=".55"/>`;
    }).join('') +
    `<ellipse cx="${rng.int(80, 320)}" cy="${rng.int(80, 320)}" rx="${rng.int(18, 34)}" ry="${rng.int(8, 14)}" fill="none" stroke="${p[0]}" stroke-width="4" opacity=".6"/>`,
  weave: (rng, p) => {
    const s = rng.int(20, 34);
    let out = '';
    for (let y = 0; y < 400; y += s)
      for (let x = 0; x < 400; x += s)
        out += `<rect x="${x + 2}" y="${y + 2}" width="${s - 4}" height="${s - 4}" rx="3" fill="${p[((x + y) / s) % 2 ? 0 : 1]}" opacity="${((x / s + y / s) % 2 ? 0.55 : 0.85).toFixed(2)}"/>`;
    return out;
  },
  blobs: (rng, p) =>
    Array.from({ length: rng.int(5, 8) }, (_, i) => {
      const cx = rng.int(0, 400);
      const cy = rng.int(0, 400);
      const r = rng.int(60, 150);
      return `<path d="M${cx - r} ${cy} C${cx - r} ${cy - r * 1.1} ${cx + r * 0.9} ${cy - r} ${cx + r} ${cy} C${cx + r * 1.1} ${cy + r} ${cx - r * 0.6} ${cy + r * 1.2} ${cx - r} ${cy} Z" fill="${p[i % 4]}" opacity="${(rng.int(45, 85) / 100).toFixed(2)}"/>`;
    }).join(''),
  grid: (rng, p) => {
    const s = rng.int(24, 48);
    let out = '';
    for (let i = 0; i <= 400; i += s)
      out += `<path d="M${i} 0 V400 M0 ${i} H400" stroke="${p[0]}" stroke-width="${i % (s * 4) === 0 ? 3 : 1}" opacity=".5"/>`;
    return `${out}<rect x="${rng.int(40, 200)}" y="${rng.int(40, 200)}" width="${s * 3}" height="${s * 2}" fill="${p[2]}" opacity=".7"/>`;
  },
  confetti: (rng, p) =>
    Array.from({ length: 70 }, () => {
      const x = rng.int(0, 400);
      const y = rng.int(0, 400);
      return rng.chance(0.5)
        ? `<rect x="${x}" y="${y}" width="${rng.int(6, 16)}" height="${rng.int(3, 7)}" fill="${p[rng.int(0, 2)]}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${rng.int(3, 8)}" fill="${p[rng.int(0, 2)]}"/>`;
    }).join(''),
  glow: (rng, p) =>
    `<circle cx="${rng.int(80, 320)}" cy="${rng.int(80, 320)}" r="${rng.int(140, 220)}" fill="url(#glow)"/>` +
    Array.from(
      { length: 12 },
      () =>
        `<circle cx="${rng.int(0, 400)}" cy="${rng.int(0, 400)}" r="${rng.int(8, 30)}" fill="${p[2]}" opacity="${(rng.int(10, 35) / 100).toFixed(2)}"/>`,
    ).join(''),
};

export const TEXTURE_CUES: [RegExp, string][] = [
  [/wave|water|ripple|sea|tide|dune|caustic/, 'waves'],
  // Colour names ("in sage", "lavender") are not cues: every mood-board prompt of a palette has them.
  [/leaf|leaves|fern|botanic|sprig|plant|floral|flower|petal|herb/, 'botanical'],
  [/stripe|line|streak|plaid|pinstripe/, 'stripes'],
  [/dot|polka|halftone|bubble|sprinkle/, 'dots'],
  [/marble|vein|stone|terrazzo/, 'marble'],
  [/wood|grain|oak|walnut|bamboo|driftwood/, 'wood'],
  [/knit|linen|weave|woven|jute|cotton|wool|canvas|flannel|fabric|fibre|fiber/, 'weave'],
  [/grid|geometric|tile|block|concrete|acrylic/, 'grid'],
  [/confetti|crayon|scribble|paper cut|balloon/, 'confetti'],
  [/glow|light|bokeh|candle|mist|gradient|foil|sheen|velvet|silk/, 'glow'],
  [/clay|stone|shell|glass|ceramic|rope|honey|cinnamon|chalk|carbon|steel|aluminium/, 'blobs'],
];
export const TEXTURE_KEYS = Object.keys(TEXTURES);
