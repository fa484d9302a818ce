import type { Rng } from '../../../db/seed/catalog/prng';
import { colorName, colorWordsIn } from '../lexicon/color-names';
import { MOODS, type Mood } from '../lexicon/data/moods';
import { hslToHex } from '../lexicon/hsl';
import { mixSeed, titleCase } from '../lexicon/key-words';
import { pickMood } from '../lexicon/pick-mood';
import { NAME_ENDINGS, NAME_PLACES } from './data/brand-name-parts';
import { PALETTE_ROLES } from './data/palette-roles';

// The parts of a brand idea the embedded generator composes: its name, its palette, the moods it draws on.

/** A name from the mood's roots and the description's words that `taken` does not refuse. */
export function brandName(
  rng: Rng,
  mood: Mood,
  words: readonly string[],
  noun: string,
  taken: (n: string) => boolean,
) {
  const kws = words.filter((w) => w.length >= 4 && !/s$/.test(w) && w !== noun).slice(0, 4);
  const kw = () => titleCase(rng.pick(kws.length ? kws : mood.roots.map((r) => r.toLowerCase())));
  const patterns = [
    () => `${rng.pick(mood.roots)} & ${kw()}`,
    () => `${rng.pick(mood.roots)} ${titleCase(noun)} Co.`,
    () => `${titleCase(rng.pick(mood.adjectives))} ${kw()}`,
    () => {
      const w = kw();
      return `${w.slice(0, Math.max(3, Math.ceil(w.length / 2)))}${rng.pick(NAME_ENDINGS)}`;
    },
    () => `The ${rng.pick(mood.roots)} ${rng.pick(NAME_PLACES)}`,
    () => {
      const [a, b] = rng.sample(mood.roots, 2);
      return `${a}${(b ?? '').toLowerCase()}`;
    },
  ];
  for (let attempt = 0; attempt < 40; attempt++) {
    const name = rng.pick(patterns)().replace(/\s+/g, ' ').trim();
    if (name.length >= 2 && name.length <= 60 && !taken(name)) return name;
  }
  let n = 2;
  const base = `${rng.pick(mood.roots)} ${titleCase(noun)}`;
  while (taken(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

/** The mood's four colours, the ones the description names first, each jittered and named. */
export function palette(rng: Rng, mood: Mood, words: readonly string[]) {
  const named = colorWordsIn(words);
  const base = mood.palette.map(([h, s, l]) => [h, s, l] as [number, number, number]);
  // Colours the founder names take the primary and accent places.
  if (named[0]) base[0] = [...named[0]];
  if (named[1]) base[2] = [...named[1]];
  const used = new Set<string>();
  return base.map((hsl, i) => {
    const jittered = [
      hsl[0] + rng.int(-10, 10),
      hsl[1] + (hsl[1] > 5 ? rng.int(-8, 8) : 0),
      hsl[2] + rng.int(-5, 5),
    ] as const;
    const name = colorName(jittered, used);
    used.add(name);
    return {
      hexCode: hslToHex(jittered),
      name,
      description: (PALETTE_ROLES[i] ?? PALETTE_ROLES[3])?.(mood) as string,
    };
  });
}

/** The moods ranked for a description: the one it calls first, then the others by cue count. */
export function rankedMoods(words: readonly string[], seed: number): Mood[] {
  const first = pickMood(words, seed);
  const rest = MOODS.filter((m) => m !== first)
    .map((m) => ({ m, score: m.cues.filter((c) => words.includes(c)).length }))
    .sort((a, b) => b.score - a.score || (mixSeed(seed, a.m.key) % 7) - (mixSeed(seed, b.m.key) % 7));
  return [first, ...rest.map((r) => r.m)];
}
