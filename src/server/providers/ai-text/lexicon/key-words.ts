import { hashString } from '../../../db/seed/catalog/prng';
import { STOPWORDS } from './data/stopwords';

// The words the embedded generators compose from (moods, colours, sketch keys: the files beside this one)
// are shared by the text tasks and the image renderer, so a "lavender candle" reads and looks the same
// everywhere. This file reads a text's key words and derives the seeds every generator starts from.

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
