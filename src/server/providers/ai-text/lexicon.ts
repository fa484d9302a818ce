import { SKETCH_KEYS, type SketchKey } from '../../../shared/contract/ai-design';
import { hashString } from '../../db/seed/catalog/prng';

// The words the embedded generators compose from: moods (a palette, materials, tone), named colours, the
// sketch key a product word implies. Shared by the text tasks and the image renderer so a "lavender candle"
// reads and looks the same everywhere.

/** Words that carry no meaning for a brand ("a", "for", "with"…). */
const STOPWORDS = new Set(
  `a an the and or but for with without to of in on at by from into onto over under our your my their his her its
  this that these those is are be been being was were it they we you i me us them who whom which what when where why
  how all any each every some more most less very really just also too so than then as if not no nor only own same
  such can will would should could may might must do does did doing have has had having get gets got make makes made
  new best good great nice perfect ideal premium quality product products item items brand line range one two three
  like want need use using used day days people person thing things kind sort type way lot lots`
    .split(/\s+/)
    .filter(Boolean),
);

/** The meaningful words of a text, lower-case, in order, without repeats. */
export function keyWords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z0-9'-]+/)) {
    const w = raw.replace(/^[-']+|[-']+$/g, '');
    if (w.length < 3 || STOPWORDS.has(w) || /^\d+$/.test(w) || seen.has(w)) continue;
    seen.add(w);
    out.push(w);
  }
  return out;
}

export const titleCase = (s: string) =>
  s
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');

/** A stable 32-bit seed from a seed and any number of strings. */
export const mixSeed = (seed: number, ...parts: string[]) => hashString(`${seed >>> 0}|${parts.join('|')}`);

/** A palette colour as HSL (h 0–359, s and l 0–100) with its role on a brand. */
type Hsl = readonly [number, number, number];

export type Mood = {
  key: string;
  /** Words in a description that call this mood. */
  cues: readonly string[];
  /** Primary, secondary, accent, neutral. */
  palette: readonly [Hsl, Hsl, Hsl, Hsl];
  adjectives: readonly string[];
  /** Short evocative words brand names are built from. */
  roots: readonly string[];
  benefits: readonly string[];
  materials: readonly string[];
  scenes: readonly string[];
  tone: string;
};

export const MOODS: readonly Mood[] = [
  {
    key: 'calm',
    cues: [
      'calm',
      'calming',
      'relax',
      'relaxing',
      'sleep',
      'lavender',
      'soothing',
      'stress',
      'quiet',
      'rest',
      'chamomile',
      'meditation',
      'mindful',
      'peace',
      'peaceful',
      'spa',
      'unwind',
      'busy',
      'anxiety',
      'bedtime',
    ],
    palette: [
      [268, 38, 62],
      [140, 18, 62],
      [36, 55, 78],
      [30, 24, 94],
    ],
    adjectives: ['calm', 'soft', 'slow', 'gentle', 'quiet', 'restful'],
    roots: ['Hush', 'Still', 'Lull', 'Dusk', 'Haven', 'Ease', 'Mellow', 'Lilac', 'Drift', 'Nest'],
    benefits: [
      'slows the evening down',
      'turns ten minutes into a pause',
      'makes rest a ritual',
      'quiets a full day',
    ],
    materials: [
      'linen folds',
      'dried lavender sprigs',
      'soft watercolour wash',
      'frosted glass',
      'sage leaves',
      'brushed cotton',
      'smooth river stones',
      'morning mist gradient',
    ],
    scenes: [
      'a bedside table at dusk',
      'a quiet bath corner',
      'a reading nook with a throw',
      'a windowsill at golden hour',
    ],
    tone: 'soft and reassuring',
  },
  {
    key: 'bold',
    cues: [
      'bold',
      'energy',
      'energizing',
      'power',
      'strong',
      'gym',
      'fitness',
      'workout',
      'sport',
      'sports',
      'athlete',
      'athletes',
      'performance',
      'protein',
      'training',
      'run',
      'running',
      'active',
      'street',
      'loud',
    ],
    palette: [
      [8, 82, 52],
      [222, 45, 22],
      [48, 95, 55],
      [220, 14, 95],
    ],
    adjectives: ['bold', 'fast', 'fearless', 'loud', 'driven', 'electric'],
    roots: ['Volt', 'Rally', 'Surge', 'Peak', 'Bolt', 'Forge', 'Apex', 'Blaze', 'Grit', 'Pulse'],
    benefits: ['keeps up with you', 'turns effort into results', 'gets you moving', 'backs every rep'],
    materials: [
      'high-contrast diagonal stripes',
      'brushed steel',
      'rubber gym floor texture',
      'neon light streaks',
      'bold halftone dots',
      'chalk dust',
      'carbon weave',
      'motion blur gradient',
    ],
    scenes: ['a concrete gym floor', 'a running track at dawn', 'a locker room bench', 'a city rooftop'],
    tone: 'energetic and direct',
  },
  {
    key: 'natural',
    cues: [
      'natural',
      'organic',
      'eco',
      'sustainable',
      'green',
      'plant',
      'plants',
      'botanical',
      'earth',
      'vegan',
      'clean',
      'herbal',
      'garden',
      'recycled',
      'compostable',
      'zero',
      'waste',
      'bamboo',
      'wood',
      'forest',
      'sage',
      'olive',
    ],
    palette: [
      [96, 24, 42],
      [30, 34, 58],
      [18, 52, 56],
      [44, 32, 92],
    ],
    adjectives: ['honest', 'earthy', 'grounded', 'fresh', 'rooted', 'wild'],
    roots: ['Fern', 'Moss', 'Grove', 'Root', 'Sprout', 'Terra', 'Willow', 'Acre', 'Leaf', 'Bloom'],
    benefits: [
      'is kind to you and the planet',
      'comes from the ground up',
      'leaves less behind',
      'keeps it simple and clean',
    ],
    materials: [
      'kraft paper grain',
      'fern fronds',
      'raw clay',
      'woven jute',
      'oak wood grain',
      'pressed leaves',
      'recycled paper fibres',
      'terracotta tiles',
    ],
    scenes: ['a sunny potting bench', 'a wooden kitchen shelf', 'a farmers market stall', 'a garden table'],
    tone: 'warm and honest',
  },
  {
    key: 'luxe',
    cues: [
      'luxury',
      'luxurious',
      'luxe',
      'elegant',
      'premium',
      'gold',
      'velvet',
      'exclusive',
      'gift',
      'gifts',
      'jewelry',
      'jewellery',
      'perfume',
      'silk',
      'fine',
      'black',
      'marble',
      'evening',
      'sophisticated',
      'couture',
    ],
    palette: [
      [230, 24, 14],
      [42, 58, 52],
      [350, 36, 38],
      [36, 30, 93],
    ],
    adjectives: ['refined', 'rare', 'timeless', 'polished', 'elegant', 'crafted'],
    roots: ['Aurum', 'Noir', 'Velour', 'Maison', 'Opal', 'Regal', 'Onyx', 'Gilt', 'Lustre', 'Atelier'],
    benefits: [
      'feels like an occasion',
      'is made to be kept',
      'turns a gift into a memory',
      'rewards the details',
    ],
    materials: [
      'black marble veining',
      'brushed gold foil',
      'deep velvet folds',
      'silk satin sheen',
      'embossed card stock',
      'crystal facets',
      'dark walnut',
      'champagne bokeh',
    ],
    scenes: ['a marble vanity', 'a dark velvet display', 'a boutique shelf', 'an evening dressing table'],
    tone: 'refined and confident',
  },
  {
    key: 'playful',
    cues: [
      'fun',
      'playful',
      'kids',
      'kid',
      'children',
      'toy',
      'toys',
      'colorful',
      'colourful',
      'bright',
      'happy',
      'party',
      'candy',
      'sweet',
      'pet',
      'pets',
      'dog',
      'dogs',
      'cat',
      'cats',
      'snack',
      'snacks',
      'teen',
      'teens',
      'cute',
    ],
    palette: [
      [340, 80, 66],
      [190, 70, 50],
      [50, 95, 60],
      [48, 60, 95],
    ],
    adjectives: ['happy', 'bright', 'cheeky', 'bouncy', 'joyful', 'sunny'],
    roots: ['Pop', 'Zippy', 'Bubbles', 'Sunny', 'Wiggle', 'Jolly', 'Confetti', 'Skip', 'Bop', 'Giggle'],
    benefits: [
      'makes every day a bit brighter',
      'brings the fun back',
      'is made for smiles',
      'turns routine into play',
    ],
    materials: [
      'confetti sprinkles',
      'candy stripes',
      'bubble pattern',
      'crayon scribbles',
      'glossy balloons',
      'polka dots',
      'paper cut-outs',
      'rainbow gradient',
    ],
    scenes: ['a sunny playroom', 'a picnic blanket', 'a colourful kitchen counter', 'a backyard party'],
    tone: 'cheerful and friendly',
  },
  {
    key: 'minimal',
    cues: [
      'minimal',
      'minimalist',
      'simple',
      'modern',
      'tech',
      'smart',
      'design',
      'office',
      'desk',
      'work',
      'professional',
      'professionals',
      'sleek',
      'clean-lined',
      'nordic',
      'scandinavian',
      'white',
      'grey',
      'gray',
      'everyday',
      'essential',
      'essentials',
    ],
    palette: [
      [210, 12, 20],
      [205, 16, 72],
      [200, 70, 48],
      [0, 0, 97],
    ],
    adjectives: ['simple', 'essential', 'precise', 'considered', 'modern', 'clear'],
    roots: ['Form', 'Plain', 'Line', 'Grid', 'Mono', 'Kind', 'Unit', 'Axis', 'Frame', 'Basis'],
    benefits: [
      'does one thing beautifully',
      'removes the clutter',
      'works the way you do',
      'is designed to disappear',
    ],
    materials: [
      'matte paper texture',
      'fine grid lines',
      'frosted acrylic',
      'concrete surface',
      'soft shadow gradient',
      'anodized aluminium',
      'white ceramic',
      'geometric blocks',
    ],
    scenes: ['a clean white desk', 'a concrete shelf', 'a bright studio', 'a modern hallway'],
    tone: 'clear and understated',
  },
  {
    key: 'ocean',
    cues: [
      'ocean',
      'sea',
      'beach',
      'summer',
      'swim',
      'surf',
      'travel',
      'coastal',
      'blue',
      'water',
      'hydration',
      'hydrating',
      'fresh',
      'cool',
      'salt',
      'marine',
      'island',
      'vacation',
      'sun',
      'sunscreen',
    ],
    palette: [
      [196, 62, 38],
      [172, 40, 60],
      [24, 80, 68],
      [42, 40, 92],
    ],
    adjectives: ['breezy', 'fresh', 'sunlit', 'salty', 'free', 'coastal'],
    roots: ['Tide', 'Shore', 'Coral', 'Reef', 'Drift', 'Wave', 'Harbor', 'Lagoon', 'Cove', 'Marina'],
    benefits: [
      'brings the coast home',
      'keeps you fresh all day',
      'travels as well as you do',
      'feels like a day off',
    ],
    materials: [
      'rippling water caustics',
      'sand dune waves',
      'sea glass',
      'rope knots',
      'driftwood grain',
      'shell fragments',
      'sky-to-sea gradient',
      'sun-bleached canvas',
    ],
    scenes: ['a sunlit beach towel', 'a boat deck', 'a seaside window', 'a bathroom with blue tiles'],
    tone: 'light and optimistic',
  },
  {
    key: 'cozy',
    cues: [
      'cozy',
      'cosy',
      'warm',
      'winter',
      'autumn',
      'fall',
      'coffee',
      'tea',
      'chocolate',
      'home',
      'homemade',
      'comfort',
      'comfy',
      'knit',
      'wool',
      'hygge',
      'cinnamon',
      'vanilla',
      'baking',
      'kitchen',
      'family',
      'parents',
      'mom',
      'moms',
    ],
    palette: [
      [18, 52, 40],
      [32, 44, 66],
      [355, 45, 45],
      [36, 45, 90],
    ],
    adjectives: ['warm', 'homely', 'snug', 'golden', 'familiar', 'kind'],
    roots: ['Hearth', 'Ember', 'Maple', 'Cocoa', 'Burrow', 'Amber', 'Kettle', 'Cabin', 'Toast', 'Honey'],
    benefits: [
      'feels like coming home',
      'warms up the whole room',
      'makes a house a home',
      'brings people together',
    ],
    materials: [
      'chunky knit wool',
      'warm wood grain',
      'cinnamon sticks',
      'flickering candle glow',
      'flannel plaid',
      'baked clay',
      'honey drizzle',
      'amber light gradient',
    ],
    scenes: [
      'a kitchen table on a winter morning',
      'a sofa with a wool blanket',
      'a fireplace mantel',
      'a breakfast tray',
    ],
    tone: 'warm and welcoming',
  },
];

/** The mood a description calls (most cue words), or one chosen by the seed when none is called. */
export function pickMood(words: readonly string[], seed: number): Mood {
  const set = new Set(words);
  let best: Mood | null = null;
  let bestScore = 0;
  for (const mood of MOODS) {
    let score = 0;
    for (const cue of mood.cues) if (set.has(cue)) score += 1;
    // Earlier words weigh a little more: "lavender candle for busy parents" is calm before it is cozy.
    words.forEach((w, i) => {
      if (mood.cues.includes(w)) score += 0.5 / (i + 1);
    });
    if (score > bestScore) {
      best = mood;
      bestScore = score;
    }
  }
  return best ?? (MOODS[seed % MOODS.length] as Mood);
}

/** Colour words a founder may write, as HSL. */
export const COLOR_WORDS: Record<string, Hsl> = {
  lavender: [265, 45, 72],
  lilac: [280, 40, 74],
  purple: [275, 50, 45],
  violet: [270, 55, 50],
  plum: [300, 35, 32],
  sage: [110, 16, 62],
  olive: [70, 35, 38],
  green: [130, 40, 40],
  mint: [150, 45, 78],
  forest: [140, 40, 24],
  emerald: [150, 60, 35],
  teal: [180, 55, 35],
  blue: [215, 65, 48],
  navy: [222, 55, 22],
  sky: [200, 70, 75],
  turquoise: [175, 60, 50],
  black: [0, 0, 10],
  charcoal: [210, 8, 24],
  grey: [0, 0, 55],
  gray: [0, 0, 55],
  white: [0, 0, 97],
  ivory: [45, 60, 94],
  cream: [40, 55, 90],
  beige: [35, 35, 80],
  sand: [38, 40, 72],
  brown: [25, 45, 32],
  chocolate: [20, 50, 24],
  coffee: [25, 40, 30],
  caramel: [30, 65, 50],
  terracotta: [15, 55, 50],
  rust: [15, 65, 40],
  orange: [28, 90, 55],
  peach: [25, 85, 80],
  coral: [10, 80, 65],
  red: [0, 72, 48],
  burgundy: [345, 55, 28],
  pink: [340, 70, 78],
  blush: [350, 50, 85],
  rose: [345, 55, 65],
  yellow: [50, 90, 58],
  mustard: [45, 75, 45],
  gold: [43, 70, 52],
  silver: [210, 8, 75],
};

export const hslToHex = ([h, s, l]: Hsl): string => {
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const hue = (((h % 360) + 360) % 360) / 360;
  const f = (n: number) => {
    const k = (n + hue * 12) % 12;
    const c = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
};

export const hexToHsl = (hex: string): Hsl => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [Math.round(h * 60), Math.round(s * 100), Math.round(l * 100)];
};

/** Names of colours, for naming palette entries by their nearest hue and lightness. */
const NAMED: readonly { name: string; hsl: Hsl }[] = [
  ...Object.entries(COLOR_WORDS)
    .filter(([w]) => w !== 'gray' && w !== 'forest' && w !== 'sky' && w !== 'coffee')
    .map(([w, hsl]) => ({ name: titleCase(w), hsl })),
  { name: 'Deep Forest', hsl: [140, 40, 24] },
  { name: 'Sky Blue', hsl: [200, 70, 75] },
  { name: 'Espresso', hsl: [25, 40, 20] },
  { name: 'Midnight', hsl: [230, 40, 14] },
  { name: 'Slate', hsl: [210, 15, 45] },
  { name: 'Fog', hsl: [205, 14, 80] },
  { name: 'Linen', hsl: [32, 40, 92] },
  { name: 'Oat', hsl: [36, 30, 84] },
  { name: 'Clay', hsl: [18, 40, 58] },
  { name: 'Moss', hsl: [90, 30, 40] },
  { name: 'Seafoam', hsl: [165, 40, 68] },
  { name: 'Ocean', hsl: [196, 62, 38] },
  { name: 'Tangerine', hsl: [22, 90, 55] },
  { name: 'Lemon', hsl: [55, 95, 65] },
  { name: 'Bubblegum', hsl: [330, 80, 70] },
  { name: 'Cherry', hsl: [352, 78, 45] },
  { name: 'Wine', hsl: [345, 45, 24] },
  { name: 'Mauve', hsl: [300, 18, 58] },
  { name: 'Amethyst', hsl: [270, 38, 58] },
  { name: 'Cobalt', hsl: [220, 75, 42] },
  { name: 'Bone', hsl: [40, 25, 88] },
];

const hslDistance = (a: Hsl, b: Hsl) => {
  const dh = Math.min(Math.abs(a[0] - b[0]), 360 - Math.abs(a[0] - b[0])) / 180;
  const chroma = (x: Hsl) => (x[1] / 100) * (1 - Math.abs((2 * x[2]) / 100 - 1));
  const weight = Math.min(chroma(a), chroma(b));
  return dh * dh * 3 * weight + ((a[1] - b[1]) / 100) ** 2 + 2 * ((a[2] - b[2]) / 100) ** 2;
};

/** The nearest colour name ("Lavender", "Sage", "Midnight"). */
export function colorName(hsl: Hsl, avoid: ReadonlySet<string> = new Set()): string {
  const ranked = [...NAMED].sort((x, y) => hslDistance(hsl, x.hsl) - hslDistance(hsl, y.hsl));
  return (ranked.find((c) => !avoid.has(c.name)) ?? ranked[0])?.name ?? 'Colour';
}

/** Colours a text names, in order ("lavender and black" → lavender, black). */
export const colorWordsIn = (words: readonly string[]): Hsl[] =>
  words.flatMap((w) => (COLOR_WORDS[w] ? [COLOR_WORDS[w]] : []));

/** Product words → the silhouette that draws them. */
const SKETCH_WORDS: Record<string, SketchKey> = {
  candle: 'candle',
  candles: 'candle',
  wick: 'candle',
  wax: 'candle',
  hoodie: 'hoodie',
  hoodies: 'hoodie',
  sweatshirt: 'hoodie',
  sweatshirts: 'hoodie',
  jumper: 'hoodie',
  sweater: 'hoodie',
  tote: 'tote',
  totes: 'tote',
  shopper: 'tote',
  shirt: 'shirt',
  shirts: 'shirt',
  't-shirt': 'shirt',
  tee: 'shirt',
  tees: 'shirt',
  apparel: 'shirt',
  mug: 'mug',
  mugs: 'mug',
  cup: 'mug',
  cups: 'mug',
  tumbler: 'mug',
  jar: 'jar',
  jars: 'jar',
  cream: 'jar',
  balm: 'jar',
  butter: 'jar',
  moisturizer: 'jar',
  bottle: 'bottle',
  bottles: 'bottle',
  serum: 'bottle',
  oil: 'bottle',
  oils: 'bottle',
  perfume: 'bottle',
  shampoo: 'bottle',
  drink: 'bottle',
  water: 'bottle',
  spray: 'bottle',
  diffuser: 'bottle',
  tube: 'tube',
  tubes: 'tube',
  lotion: 'tube',
  toothpaste: 'tube',
  sunscreen: 'tube',
  cleanser: 'tube',
  lip: 'tube',
  box: 'box',
  boxes: 'box',
  soap: 'box',
  gift: 'box',
  packaging: 'box',
  bag: 'bag',
  bags: 'bag',
  backpack: 'bag',
  handbag: 'bag',
  ring: 'ring',
  rings: 'ring',
  jewelry: 'ring',
  jewellery: 'ring',
  necklace: 'ring',
  bracelet: 'ring',
  earrings: 'ring',
  pouch: 'pouch',
  pouches: 'pouch',
  sachet: 'pouch',
  snack: 'pouch',
  snacks: 'pouch',
  coffee: 'pouch',
  tea: 'pouch',
  treats: 'pouch',
  label: 'label',
  labels: 'label',
  sticker: 'label',
  stickers: 'label',
  mailer: 'mailer',
  mailers: 'mailer',
  envelope: 'mailer',
  bowl: 'bowl',
  bowls: 'bowl',
  plate: 'bowl',
  ceramic: 'bowl',
  cap: 'cap',
  caps: 'cap',
  hat: 'cap',
  hats: 'cap',
  beanie: 'cap',
};

/** The sketch key a text's product words imply (the first that names one), or null. */
export function sketchKeyOf(text: string): SketchKey | null {
  for (const w of text.toLowerCase().split(/[^a-z-]+/)) {
    const key = SKETCH_WORDS[w] ?? SKETCH_WORDS[w.replace(/s$/, '')];
    if (key) return key;
  }
  return null;
}

export const isSketchKey = (s: string): s is SketchKey => (SKETCH_KEYS as readonly string[]).includes(s);
