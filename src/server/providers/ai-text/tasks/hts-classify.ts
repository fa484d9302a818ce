import { z } from 'zod';
import { HTS_LINES } from '../../../../shared/tariff/hts-table';
import { CATEGORY_HEADINGS, findHtsLine, suggestHts } from '../../../../shared/tariff/landed-cost';
import type { TextTask } from '../types';

// HTS classification of a product for the tariff-rate agent (issue 24; docs/decisions/051-tariff-agent.md).
// The embedded provider is the documented keyword and category mapping of `suggestHts`; a model gets the
// table's lines and must pick among them. Either way only codes the table holds survive (`refine`), and the
// founder confirms one: a suggestion, never a ruling.

export type HtsClassifyInput = {
  /** The product in words: a tech pack's name, category, description and materials, or the founder's text. */
  text: string;
  category?: string;
  /** The lines the model may choose from (the embedded table). */
  lines: { hts: string; description: string }[];
};

export const HtsClassifyOutput = z.object({
  candidates: z
    .array(
      z.object({
        hts: z.string().trim().min(1).max(20),
        reason: z.string().trim().min(3).max(400),
      }),
    )
    .max(8),
  /** Codes an answer named that the table does not hold (set by `refine`, never trusted from a model). */
  refused: z.array(z.string()).optional(),
});
export type HtsClassifyOutput = z.infer<typeof HtsClassifyOutput>;

export const MAX_HTS_CANDIDATES = 5;

/** The table's lines as the model sees them. */
export const htsLinesForModel = () => HTS_LINES.map((l) => ({ hts: l.hts, description: l.description }));

export const htsClassifyTask: TextTask<HtsClassifyInput, HtsClassifyOutput> = {
  name: 'hts_classify',
  instructions:
    'You are a US customs classification assistant. Given a product description (and maybe a catalog category), ' +
    'propose up to 5 8-digit HTSUS subheadings, most likely first, chosen ONLY from `lines`. For each, give the ' +
    'code exactly as written in `lines` and a one-sentence reason naming the product features that place it ' +
    'there (material, construction, use). Answer an empty list when no line fits. Never invent a code.',
  output: HtsClassifyOutput,
  embedded(input) {
    const headings = input.category ? (CATEGORY_HEADINGS[input.category] ?? []) : [];
    return {
      candidates: suggestHts(input.text, input.category, MAX_HTS_CANDIDATES).map((s) => {
        const words = s.matched.map((m) => `"${m}"`).join(', ');
        const inCategory = headings.includes(s.hts.slice(0, 4));
        return {
          hts: s.hts,
          reason:
            `The description mentions ${words}, a keyword of "${s.description}"` +
            (inCategory ? `; heading ${s.hts.slice(0, 4)} is one of the ${input.category} headings` : '') +
            ` (score ${s.score}).`,
        };
      }),
    };
  },
  refine(output) {
    const seen = new Set<string>();
    const candidates: HtsClassifyOutput['candidates'] = [];
    const refused: string[] = [];
    for (const c of output.candidates) {
      const line = findHtsLine(c.hts);
      if (!line) {
        refused.push(c.hts);
        continue;
      }
      if (seen.has(line.hts)) continue;
      seen.add(line.hts);
      candidates.push({ hts: line.hts, reason: c.reason });
    }
    return { candidates: candidates.slice(0, MAX_HTS_CANDIDATES), refused };
  },
};
