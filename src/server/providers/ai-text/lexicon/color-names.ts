import { COLOR_WORDS } from './data/color-words';
import { COLOR_WORDS_NOT_NAMES, MORE_COLOR_NAMES } from './data/named-colors';
import type { Hsl } from './hsl';
import { titleCase } from './key-words';

/** Names of colours, for naming palette entries by their nearest hue and lightness. */
const NAMED: readonly { name: string; hsl: Hsl }[] = [
  ...Object.entries(COLOR_WORDS)
    .filter(([w]) => !COLOR_WORDS_NOT_NAMES.has(w))
    .map(([w, hsl]) => ({ name: titleCase(w), hsl })),
  ...MORE_COLOR_NAMES,
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
