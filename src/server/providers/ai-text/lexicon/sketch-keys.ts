import { SKETCH_KEYS, type SketchKey } from '../../../../shared/contract/ai-design';
import { productTypeOf } from './product-type';

/** The sketch key of the product a text names (its head noun: "kraft mailer box" → box), or null. */
export const sketchKeyOf = (text: string): SketchKey | null => productTypeOf(text)?.sketchKey ?? null;

export const isSketchKey = (s: string): s is SketchKey => (SKETCH_KEYS as readonly string[]).includes(s);
