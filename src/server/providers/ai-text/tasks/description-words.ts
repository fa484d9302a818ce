import { keyWords } from '../lexicon/key-words';
import { sketchKeyOf } from '../lexicon/sketch-keys';
import type { CatalogGrounding } from '../types';

// What a founder's description says: the product it names, and who it is for.

/** The product a description talks about: a catalog noun it names, else the grounding's first noun, else the category. */
export function productNoun(description: string, category: string, grounding: CatalogGrounding): string {
  const text = `${description} ${category}`.toLowerCase();
  const named = grounding.productNouns.find((n) => text.includes(n.toLowerCase()));
  if (named) return named.toLowerCase();
  const words = keyWords(description);
  const sketchWord = words.find((w) => sketchKeyOf(w));
  if (sketchWord) return sketchWord.replace(/s$/, '');
  if (grounding.productNouns[0]) return grounding.productNouns[0].toLowerCase();
  return keyWords(category)[0]?.replace(/s$/, '') ?? 'product';
}

export const pluralNoun = (noun: string) =>
  /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;

/** "for busy parents" → "busy parents": the audience a description names, if any. */
export function namedAudience(description: string): string | null {
  const m = /\bfor\s+((?:[a-z'-]+\s*){1,4}?)(?=\s*(?:who|that|which|and|with|to|in|on|,|\.|;|$))/i.exec(
    description,
  );
  const phrase = m?.[1]?.trim().toLowerCase();
  if (!phrase || /^(the|a|an|my|your|our|every|all)$/.test(phrase)) return null;
  return phrase;
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
