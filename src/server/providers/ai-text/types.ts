import type { z } from 'zod';
import type { ProductMatch } from '../../../shared/contract/brand-kits';

/**
 * What Quarry's catalog says about a category: the facts generated text is grounded in (market research,
 * product ideas, suggested retail prices). Built by `catalogGrounding` (modules/catalog/grounding.ts).
 */
export type CatalogGrounding = {
  /** The catalog category the kit's category matched ("Home & Living › Home Fragrance › Candles"), or null. */
  categoryPath: string | null;
  categoryIds: number[];
  itemCount: number;
  supplierCount: number;
  /** Suppliers per country, most first. */
  countries: { code: string; name: string; suppliers: number }[];
  /** Production unit prices (cents) of the matched items. */
  unitPriceCents: { min: number; median: number; max: number } | null;
  moq: { min: number; median: number; max: number } | null;
  samplePriceCents: { min: number; median: number; max: number } | null;
  /** Production time in days (median), when known. */
  productionDays: { min: number; median: number; max: number } | null;
  averageReview: number | null;
  /** Best-ranked matching items, the candidates product ideas are matched to. */
  topItems: ProductMatch[];
  /** Product nouns of the matched subgroups ("candle", "diffuser"). */
  productNouns: string[];
};

/** A grounding with nothing in it: no category matched and no title did. */
export const emptyGrounding = (): CatalogGrounding => ({
  categoryPath: null,
  categoryIds: [],
  itemCount: 0,
  supplierCount: 0,
  countries: [],
  unitPriceCents: null,
  moq: null,
  samplePriceCents: null,
  productionDays: null,
  averageReview: null,
  topItems: [],
  productNouns: [],
});

/** A named text task: its input, the zod schema its output must satisfy, and instructions for a model. */
export type TextTask<I, O> = {
  name: string;
  /** The system instructions an LLM gets (the embedded generator ignores them). */
  instructions: string;
  output: z.ZodType<O>;
  /** Deterministic, offline: the same input and seed give the same output. */
  embedded(input: I, seed: number): O;
  /** The user message an LLM gets (JSON of the input by default). */
  describe?(input: I): string;
  /**
   * Post-processing both providers run after validation (e.g. dropping catalog ids a model invented); the
   * result is what `generate` answers.
   */
  refine?(output: O, input: I): O;
};

export type TextOptions = { seed: number; signal?: AbortSignal };

/** Structured text generation: the answer is validated by the task's zod schema (invalid → AiError). */
export interface AiTextProvider {
  readonly kind: 'embedded' | 'openai';
  generate<I, O>(task: TextTask<I, O>, input: I, opts: TextOptions): Promise<O>;
}

/** A provider failure with words a founder can read (time-out, refused, invalid answer). */
export class AiError extends Error {
  constructor(
    message: string,
    readonly reason: 'TIMEOUT' | 'UNAVAILABLE' | 'REFUSED' | 'INVALID_OUTPUT' | 'ABORTED',
  ) {
    super(message);
    this.name = 'AiError';
  }
}
