import type { TextTask } from '../types';
import { brandIdeasTask } from './brand-ideas';
import { htsClassifyTask } from './hts-classify';
import { marketResearchTask } from './market-research';
import { productConceptsTask } from './product-concepts';
import { productSkusTask } from './product-skus';
import { targetAudiencesTask } from './target-audiences';

// The text tasks of brand kits and AI ideation (docs/decisions/017-brand-kits-ai.md), one file each. Each has
// a zod output schema (what any model must answer), instructions for an LLM, and an embedded generator that
// answers offline: deterministic from (input, seed), composed from the description's words and grounded in
// the catalog figures of `CatalogGrounding`.

/** Every task by its name (the fake OpenAI server answers a json_schema by running the matching task). */
export const TEXT_TASKS = {
  [targetAudiencesTask.name]: targetAudiencesTask,
  [brandIdeasTask.name]: brandIdeasTask,
  [productSkusTask.name]: productSkusTask,
  [marketResearchTask.name]: marketResearchTask,
  [productConceptsTask.name]: productConceptsTask,
  [htsClassifyTask.name]: htsClassifyTask,
} as Record<string, TextTask<unknown, unknown>>;
