import { SKETCH_KEYS, type SketchKey } from '../../../../shared/contract/ai-design';
import { SKETCH_WORDS } from './data/sketch-words';

/** The sketch key a text's product words imply (the first that names one), or null. */
export function sketchKeyOf(text: string): SketchKey | null {
  for (const w of text.toLowerCase().split(/[^a-z-]+/)) {
    const key = SKETCH_WORDS[w] ?? SKETCH_WORDS[w.replace(/s$/, '')];
    if (key) return key;
  }
  return null;
}

export const isSketchKey = (s: string): s is SketchKey => (SKETCH_KEYS as readonly string[]).includes(s);
