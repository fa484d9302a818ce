import type { Hsl } from '../hsl';

/** Colour names beyond the colour words (../color-names.ts names a palette entry by the nearest of both). */
export const MORE_COLOR_NAMES: readonly { name: string; hsl: Hsl }[] = [
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

/**
 * Colour words that are not used as names: a duplicate (gray), renamed above ("Deep Forest", "Sky Blue",
 * "Espresso"), or a material (kraft, amber…: they colour what a prompt names, but a palette keeps its names).
 */
export const COLOR_WORDS_NOT_NAMES: ReadonlySet<string> = new Set([
  'gray',
  'forest',
  'sky',
  'coffee',
  'kraft',
  'amber',
  'copper',
  'brass',
  'bronze',
  'walnut',
  'oak',
  'bamboo',
  'cork',
  'tin',
  'concrete',
]);
