import type { SketchKey } from '../../../../shared/contract/ai-design';
import { CUE_WORDS, PHRASE_BREAKS, PRODUCT_COMPOUNDS } from './data/product-phrases';
import { SKETCH_WORDS } from './data/sketch-words';
import { STOPWORDS } from './data/stopwords';

/** What a prompt asks to design: its product (the head noun) and the words that describe it. */
export type ProductType = {
  /** The product's noun, as written ("box" of "kraft mailer box", "candle" of "tumbler candle"). */
  noun: string;
  /** The product's name: the noun and the product words right before it ("mailer box", "tote bag"). */
  name: string;
  /** The silhouette that draws it. */
  sketchKey: SketchKey;
  /** The words before the name in its phrase: material, colour, finish ("kraft"; "matte black ceramic"). */
  modifiers: string[];
};

const describing = (words: string[]) => words.filter((w) => w.length > 1 && !STOPWORDS.has(w));

const sketchOfWord = (w: string): SketchKey | undefined =>
  SKETCH_WORDS[w] ?? SKETCH_WORDS[w.replace(/s$/, '')];

/** The phrases of a text: cut at punctuation and at words that start a container, a content or a purpose. */
function phrasesOf(text: string): string[][] {
  const phrases: string[][] = [[]];
  for (const part of text.toLowerCase().split(/([^a-z-]+)/)) {
    if (!part) continue;
    if (!/^[a-z-]+$/.test(part)) {
      if (/[,;:.!?()/]/.test(part)) phrases.push([]);
      continue;
    }
    if (PHRASE_BREAKS.has(part)) phrases.push([]);
    else phrases.at(-1)!.push(part);
  }
  return phrases.filter((p) => p.length > 0);
}

/** The product a phrase names: its last product word (English puts the head noun last), or a two-word name. */
function headOf(words: string[]): ProductType | null {
  let cue: ProductType | null = null;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    const compound = i > 0 ? PRODUCT_COMPOUNDS[`${words[i - 1]} ${w}`] : undefined;
    const start = compound ? i - 1 : i;
    const sketchKey = compound?.sketchKey ?? sketchOfWord(w);
    if (!sketchKey) continue;
    if (!compound && CUE_WORDS.has(w)) {
      cue ??= { noun: w, name: w, sketchKey, modifiers: describing(words.slice(0, i)) };
      continue;
    }
    // Product words right before the name are part of it ("mailer box", "dropper bottle", "tumbler candle").
    let first = start;
    while (first > 0 && sketchOfWord(words[first - 1]!) && !CUE_WORDS.has(words[first - 1]!)) first--;
    return {
      noun: compound?.noun ?? w,
      name: words.slice(first, i + 1).join(' '),
      sketchKey,
      modifiers: describing(words.slice(0, first)),
    };
  }
  return cue;
}

/**
 * The product a prompt asks to design: the head noun of the first phrase that names one, so "matte black
 * ceramic tumbler candle" is a candle (ceramic, black, matte describe it), "kraft mailer box" a box and
 * "lavender soy candle in a tin" a candle. Null when no phrase names a product.
 */
export function productTypeOf(text: string): ProductType | null {
  let cue: ProductType | null = null;
  for (const phrase of phrasesOf(text)) {
    const head = headOf(phrase);
    if (head && !CUE_WORDS.has(head.noun)) return head;
    cue ??= head;
  }
  return cue;
}
