import { createRng, type Rng } from '../../../db/seed/catalog/prng';
import type { Paint } from '../../../modules/catalog/images/shapes';
import { colorWordsIn } from '../../ai-text/lexicon/color-names';
import { type Hsl, hexToHsl, hslToHex } from '../../ai-text/lexicon/hsl';
import { keyWords, mixSeed } from '../../ai-text/lexicon/key-words';
import { pickMood } from '../../ai-text/lexicon/pick-mood';

/** A colour moved in hue, saturation and lightness, kept printable (never pure black or white). */
export const shift = ([h, s, l]: Hsl, dh: number, ds: number, dl: number): string =>
  hslToHex([h + dh, Math.max(0, Math.min(100, s + ds)), Math.max(2, Math.min(98, l + dl))]);

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Four colours (primary, secondary, accent, neutral): the given palette, or the prompt's colour words and mood. */
export function resolvePalette(
  prompt: string,
  palette: readonly string[] | undefined,
  seed: number,
): string[] {
  const given = (palette ?? []).filter((c) => HEX.test(c)).map((c) => c.toUpperCase());
  if (given.length >= 4) return given.slice(0, 4);
  const words = keyWords(prompt);
  const rng = createRng(mixSeed(seed, 'palette', prompt));
  const mood = pickMood(words, mixSeed(seed, prompt));
  const named = colorWordsIn(words);
  const base: Hsl[] = [...mood.palette];
  if (named[0]) base[0] = named[0];
  if (named[1]) base[2] = named[1];
  if (named[2]) base[1] = named[2];
  const derived = base.map((c) => shift(c, rng.int(-12, 12), rng.int(-6, 6), rng.int(-6, 6)));
  return [...given, ...derived.slice(given.length)].slice(0, 4);
}

/** The paint a silhouette is drawn with, from a palette. */
export function paintOf(palette: readonly string[], rng: Rng): Paint {
  const [p0, , p2, p3] = palette.map(hexToHsl) as [Hsl, Hsl, Hsl, Hsl];
  return {
    body: shift(p0, 0, 0, 0),
    shade: shift(p0, rng.int(-6, 6), 0, p0[2] > 30 ? -16 : 14),
    accent: shift(p2, 0, 0, 0),
    light: shift(p3, 0, 0, p3[2] < 80 ? 85 - p3[2] : 0),
  };
}
