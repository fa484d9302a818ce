// The colours a product title names. Two kinds: a finish (what the product or its container looks like
// from outside: "Matte Black", "Amber Glass", "Kraft", "18K Gold Plated") and a contents colour (what is
// inside or what it is made of: the wax, the cream, the coffee: "Beeswax", "Lavender", "Dark Chocolate").
// Longer phrases come first, so "Matte Black" wins over "Black" and "Amber Glass" over "Glass".

type Named = readonly [phrase: string, hex: string];

const FINISHES: readonly Named[] = [
  ['matte black', '#232323'],
  ['black', '#1f1f1f'],
  ['white cardboard', '#f2f0ea'],
  ['white ceramic', '#f4f1ea'],
  ['amber glass', '#b8650f'],
  ['amber', '#b8650f'],
  ['frosted glass', '#e3e9ec'],
  ['frosted', '#e3e9ec'],
  ['clear bopp', '#dbe8ee'],
  ['recycled pet', '#d5e6ea'],
  ['glass', '#cfe1e6'],
  ['woozy', '#cfe1e6'],
  ['ceramic', '#ece6dc'],
  ['porcelain', '#f6f4ef'],
  ['stoneware', '#b8aa96'],
  ['enamel', '#f1f1ee'],
  ['aluminium', '#c3c7cc'],
  ['stainless steel', '#b9bec4'],
  ['sterling silver', '#d0d4d9'],
  ['silver', '#d0d4d9'],
  ['gold', '#d4a937'],
  ['recycled brass', '#b8913a'],
  ['brass', '#b8913a'],
  ['copper', '#b66a3c'],
  ['kraft', '#b88a57'],
  ['corrugated', '#c29a66'],
  ['holographic', '#c9b8e8'],
  ['waterproof vinyl', '#f4f4f4'],
  ['textured paper', '#efe8da'],
  ['bamboo', '#d9bf86'],
  ['beechwood', '#d8b27e'],
  ['cork', '#b98a5e'],
  ['canvas', '#e4d8bf'],
  ['vegan leather', '#6b4a35'],
  ['full-grain leather', '#8a4f2a'],
  ['leather', '#8a4f2a'],
  ['corduroy', '#8c6a48'],
  ['merino', '#9a9a9a'],
  ['natural rubber', '#4d5a4a'],
  ['silicone', '#9fc6b8'],
  ['muslin', '#efe6d6'],
  ['foil lined', '#c3c7cc'],
  ['gift tin', '#c3c7cc'],
  ['tin', '#c3c7cc'],
];

const CONTENTS: readonly Named[] = [
  ['beeswax', '#e7b54a'],
  ['soy wax', '#f4ecdc'],
  ['coconut wax', '#faf7f0'],
  ['rapeseed wax', '#f3e6b8'],
  ['vegan wax', '#f1ece2'],
  ['lavender', '#b7a6d8'],
  ['charcoal', '#2f2f2f'],
  ['oatmeal', '#dccaa6'],
  ['goat milk', '#f6f0e2'],
  ['shea butter', '#f1e4c4'],
  ['rosemary', '#6f8f5a'],
  ['argan', '#d9a441'],
  ['coconut', '#f8f4ea'],
  ['keratin', '#e9d6b0'],
  ['vitamin c', '#f0a531'],
  ['retinol', '#f2d9a0'],
  ['niacinamide', '#eef0f2'],
  ['botanical', '#8fb27a'],
  ['sandalwood', '#a66f45'],
  ['fig & cedar', '#7b4a6b'],
  ['eucalyptus', '#8fb9a0'],
  ['vanilla bean', '#f1e2bf'],
  ['sea salt', '#dbe7ee'],
  ['dark chocolate', '#4a2a1a'],
  ['chocolate', '#5a3420'],
  ['matcha', '#7fa04a'],
  ['coffee', '#5b3a24'],
  ['cold brew', '#3e2516'],
  ['habanero', '#e0531f'],
  ['hot sauce', '#c8321d'],
  ['chili oil', '#b0301c'],
  ['salsa', '#c8452a'],
  ['smoked', '#8a3b22'],
  ['garlic herb', '#a8b27a'],
  ['salmon', '#f08a6a'],
  ['peanut butter', '#c98d4a'],
  ['magnesium', '#eef0f2'],
  ['ashwagandha', '#c9a66b'],
  ['greens', '#6f9a3a'],
  ['collagen', '#f1ebe0'],
];

const find = (table: readonly Named[], text: string): string | undefined => {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9&-]+/g, ' ')} `;
  return table.find(([phrase]) => lower.includes(` ${phrase} `))?.[1];
};

/** The finish colour a piece of a title names (the container's or the product's outside), if any. */
export const finishColourIn = (text: string) => find(FINISHES, text);
/** The contents or material colour a piece of a title names (wax, cream, coffee), if any. */
export const contentsColourIn = (text: string) => find(CONTENTS, text);

/** `hex` darker (amount < 0) or lighter (amount > 0) by a share of the way to black or white. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
