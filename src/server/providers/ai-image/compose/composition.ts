import type { SketchKey } from '../../../../shared/contract/ai-design';
import type { ImagePurpose } from '../types';

/** What one picture is asked to be: the renderer's whole input. */
export type Composition = {
  purpose: ImagePurpose;
  prompt: string;
  palette?: string[];
  sketchKey?: SketchKey;
  seed: number;
  /** Which of the `count` pictures this is: each is composed differently. */
  index: number;
  size: number;
  /** 0–1: the whole composition's opacity (image-to-image lays it over the starting picture). */
  opacity?: number;
};
