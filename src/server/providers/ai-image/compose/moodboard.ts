import type { Rng } from '../../../db/seed/catalog/prng';
import { hexToHsl } from '../../ai-text/lexicon/hsl';
import { mixSeed } from '../../ai-text/lexicon/key-words';
import type { Composition } from './composition';
import { shift } from './palette';
import { grain, linear } from './svg-parts';
import { TEXTURE_CUES, TEXTURE_KEYS, TEXTURES, type Texture } from './textures';

/** Mood-board textures: a material or pattern the prompt names (else one the seed picks), in the palette. */
export function moodboard(c: Composition, palette: string[], rng: Rng): string {
  const lower = c.prompt.toLowerCase();
  const cued = TEXTURE_CUES.find(([re]) => re.test(lower))?.[1];
  const offset =
    TEXTURE_KEYS.indexOf(cued ?? '') >= 0
      ? TEXTURE_KEYS.indexOf(cued ?? '')
      : rng.int(0, TEXTURE_KEYS.length - 1);
  const key = TEXTURE_KEYS[(offset + c.index * 3) % TEXTURE_KEYS.length] as string;
  // Each prompt leads with another palette colour, so eight textures of one palette still differ.
  const lead = mixSeed(c.seed, c.prompt) % 4;
  const ordered = [...palette.slice(lead), ...palette.slice(0, lead)];
  // Another ground colour for each picture of a request, as well as another texture.
  const bgPick = (rng.int(0, 3) + c.index) % 4;
  const bg = ordered[bgPick] as string;
  const dark = hexToHsl(bg)[2] < 45;
  // The other three colours, and a deeper tone of the ground as the fourth ink.
  const ink = [...ordered.filter((_, i) => i !== bgPick), shift(hexToHsl(bg), 0, 0, dark ? 18 : -18)];
  return `<defs>${linear('bg', bg, shift(hexToHsl(bg), rng.int(-15, 15), 0, dark ? 10 : -10), rng)}<radialGradient id="glow"><stop offset="0" stop-color="${ink[0]}" stop-opacity=".9"/><stop offset="1" stop-color="${ink[0]}" stop-opacity="0"/></radialGradient></defs><rect width="400" height="400" fill="url(#bg)"/>${(TEXTURES[key] as Texture)(rng, ink)}${grain(rng, dark ? '#fff' : '#000')}`;
}
