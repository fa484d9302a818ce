import { z } from 'zod';
import { MATCH_WEIGHTS } from '../rules/factory-match';

// Factory matching of the AI sourcing agent (first spec document §7: POST /web/ai-sourcing-agents/-/match-factories;
// issue 24): suppliers ranked for a tech pack by a deterministic score out of 100 (shared/rules/factory-match.ts),
// every point explained.

export const MAX_MATCH_RESULTS = 50;

export const MatchFactoriesBody = z
  .object({
    techPackId: z.number().int().positive().describe("One of the store's tech packs (its current version)"),
    limit: z.number().int().min(1).max(MAX_MATCH_RESULTS).default(20),
    includeExpandedNetwork: z
      .boolean()
      .default(false)
      .describe("Also the catalog's expanded-network suppliers (in-network only by default)"),
  })
  .strict();
export type MatchFactoriesBody = z.infer<typeof MatchFactoriesBody>;

const MATCH_COMPONENTS = Object.keys(MATCH_WEIGHTS) as [
  keyof typeof MATCH_WEIGHTS,
  ...(keyof typeof MATCH_WEIGHTS)[],
];

export const MatchReason = z.object({
  component: z.enum(MATCH_COMPONENTS),
  points: z.number().int(),
  maxPoints: z.number().int().describe('0 when there was nothing to compare (the text says why)'),
  text: z.string(),
});

export const FactoryMatchResult = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  isExpandedNetwork: z.boolean(),
  score: z.number().int().describe('The sum of the points, out of 100'),
  reasons: z.array(MatchReason),
});
export type FactoryMatchResult = z.infer<typeof FactoryMatchResult>;

export const MatchFactoriesResponse = z.object({
  techPackId: z.number().int(),
  version: z.number().int().describe('The tech pack version matched'),
  words: z
    .array(z.string())
    .describe("The tech pack's category and product words the suppliers were matched on"),
  quantity: z.number().int().nullable(),
  results: z.array(FactoryMatchResult).describe('Best first; equal scores by supplier id'),
});
export type MatchFactoriesResponse = z.infer<typeof MatchFactoriesResponse>;
