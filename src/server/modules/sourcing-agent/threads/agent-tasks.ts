import {
  AgentBrief,
  type BriefField,
  ClarifyOutput,
  DraftOutput,
} from '../../../../shared/contract/agent-threads';
import type { TechPackAgentType } from '../../../../shared/contract/tech-packs';
import { BRIEF_QUESTIONS, formatBriefValue, missingBriefFields } from '../../../../shared/rules/agent-brief';
import { AiError, type TextTask } from '../../../providers/ai-text/types';

// The agent's two language steps (decision 049), each a TextTask: the embedded generator answers offline and
// deterministically; an OpenAI-compatible model answers the same zod schema, validated before it is stored.

export type ClarifyInput = { agentType: TechPackAgentType; idea: string; brief: AgentBrief };

const COUNTRIES: [RegExp, string][] = [
  [/\b(united states|usa|u\.s\.a?\.?|america)\b/i, 'US'],
  [/\b(united kingdom|uk|britain|england)\b/i, 'GB'],
  [/\bcanada\b/i, 'CA'],
  [/\baustralia\b/i, 'AU'],
  [/\bgermany\b/i, 'DE'],
  [/\bfrance\b/i, 'FR'],
  [/\bnetherlands\b/i, 'NL'],
  [/\bjapan\b/i, 'JP'],
];

const BOXES: [RegExp, AgentBrief['boxType']][] = [
  [/\bmailer/i, 'MAILER'],
  [/\b(rsc|shipping carton|slotted)/i, 'RSC'],
  [/\bfolding carton/i, 'FOLDING_CARTON'],
  [/\brigid/i, 'RIGID'],
];

/**
 * What an idea states plainly, read by fixed patterns: "500 units", "$6.50" (or "6 dollars"), "ship to the
 * US", a YYYY-MM-DD date, "made of organic cotton", a box type and "10x8x2". The product is the idea's
 * first clause (up to 60 characters).
 */
export function readIdea(agentType: TechPackAgentType, idea: string): AgentBrief {
  const out: AgentBrief = {};
  const first = idea.split(/[.,;:\n!?]| for | with | made of /i)[0]?.trim() ?? '';
  const name = first.replace(
    /^(i want|i'd like|we want|we need|i need|make|create)\s+(to make\s+)?(an?\s+)?/i,
    '',
  );
  if (name.length >= 3) out.productName = name.slice(0, 60).trim();
  const qty = idea.match(/\b(\d[\d,]*)\s*(units|pcs|pieces|boxes|items|pairs)\b/i);
  if (qty) {
    const n = Number(qty[1]!.replace(/,/g, ''));
    if (Number.isInteger(n) && n >= 1 && n <= 100_000_000) out.quantity = n;
  }
  const price = idea.match(/\$\s?(\d+(?:\.\d{1,2})?)|\b(\d+(?:\.\d{1,2})?)\s*(?:usd|dollars)\b/i);
  if (price) {
    const cents = Math.round(Number(price[1] ?? price[2]) * 100);
    if (cents >= 1 && cents <= 1_000_000_000) out.targetUnitCostCents = cents;
  }
  for (const [re, code] of COUNTRIES)
    if (re.test(idea)) {
      out.destinationCountry = code;
      break;
    }
  const date = idea.match(/\b(\d{4}-\d{2}-\d{2})\b/);
  if (date && AgentBrief.shape.productionDate.safeParse(date[1]).success) out.productionDate = date[1];
  const materials = idea.match(/\bmade (?:of|from) ([^.,;\n]{3,120})/i);
  if (materials && agentType !== 'PACKAGING') out.materials = materials[1]!.trim();
  if (agentType === 'PACKAGING') {
    for (const [re, type] of BOXES)
      if (re.test(idea)) {
        out.boxType = type;
        break;
      }
    const dims = idea.match(/\b(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)/i);
    if (dims) {
      const [l, w, h] = [dims[1], dims[2], dims[3]].map(Number) as [number, number, number];
      if ([l, w, h].every((n) => n > 0 && n <= 1000)) out.dimensions = { length: l, width: w, height: h };
    }
  }
  return out;
}

/** Brief fields the model did not read from the idea or answers are asked in the documented words. */
export const clarifyTask: TextTask<ClarifyInput, ClarifyOutput> = {
  name: 'agent_clarify',
  instructions:
    'You are a sourcing agent helping a founder brief factories. From the idea, extract only the brief fields it ' +
    'states plainly (money in integer US cents, countries as ISO alpha-2 codes, dates as YYYY-MM-DD, dimensions ' +
    'in inches). Then ask one short question for each field the brief still lacks among `required`, in that order.',
  output: ClarifyOutput,
  describe: (input) =>
    JSON.stringify({ ...input, required: missingBriefFields(input.agentType, input.brief) }),
  embedded(input) {
    const extracted = readIdea(input.agentType, input.idea);
    const merged = { ...extracted, ...input.brief };
    return {
      extracted,
      questions: missingBriefFields(input.agentType, merged).map((field) => ({
        field,
        text: BRIEF_QUESTIONS[field],
      })),
    };
  },
  refine(output, input) {
    // The brief decides which fields are asked: questions for fields already known are dropped, and a missing
    // field the model did not ask about is asked in the documented words.
    const brief = { ...output.extracted, ...input.brief };
    const missing = missingBriefFields(input.agentType, brief);
    const asked = new Map<BriefField, string>();
    for (const q of output.questions)
      if (missing.includes(q.field) && !asked.has(q.field)) asked.set(q.field, q.text);
    return {
      extracted: output.extracted,
      questions: missing.map((field) => ({ field, text: asked.get(field) ?? BRIEF_QUESTIONS[field] })),
    };
  },
};

export type DraftSupplier = { key: string; name: string | null; countryCode: string | null };
export type DraftInput = {
  agentType: TechPackAgentType;
  techPack: {
    productName: string;
    version: number;
    category: string | null;
    facts: { label: string; value: string }[];
  };
  suppliers: DraftSupplier[];
};

/** The facts of a brief a first message names. */
export function briefFacts(brief: AgentBrief, fields: readonly BriefField[]) {
  return fields
    .filter((f) => f !== 'productName' && brief[f] !== undefined)
    .map((f) => ({ field: f, value: formatBriefValue(f, brief) }));
}

function embeddedDraft(input: DraftInput, s: DraftSupplier): string {
  const { techPack } = input;
  const what = input.agentType === 'PACKAGING' ? 'packaging for' : 'a production run of';
  const lines = techPack.facts.map((f) => `- ${f.label}: ${f.value}`);
  return [
    s.name ? `Hello ${s.name} team,` : 'Hello,',
    '',
    `We are looking for a manufacturer for ${what} ${techPack.productName}${techPack.category ? ` (${techPack.category})` : ''}. ` +
      `Our tech pack (version ${techPack.version}) has the full specification.`,
    ...(lines.length ? ['', ...lines] : []),
    '',
    'Could you quote your unit price at this quantity, your MOQ, the sample cost and the lead times for samples and production?',
    '',
    'Thank you,',
  ].join('\n');
}

/** A first message to each chosen supplier, from the approved tech pack; every supplier gets exactly one. */
export const draftOutreachTask: TextTask<DraftInput, DraftOutput> = {
  name: 'agent_outreach_drafts',
  instructions:
    'You write first messages from a founder to factories, one per supplier key given. Each message greets the ' +
    'supplier, names the product, lists the facts given (never invent others), says the tech pack is attached ' +
    'and asks for unit price, MOQ, sample cost and lead times. Plain text, under 1200 characters.',
  output: DraftOutput,
  embedded: (input) => ({
    drafts: input.suppliers.map((s) => ({ key: s.key, message: embeddedDraft(input, s) })),
  }),
  refine(output, input) {
    const byKey = new Map(output.drafts.map((d) => [d.key, d.message]));
    const missing = input.suppliers.filter((s) => !byKey.has(s.key));
    if (missing.length > 0)
      throw new AiError(
        `The AI answer had no message for ${missing.map((s) => s.name ?? s.key).join(', ')} — try again.`,
        'INVALID_OUTPUT',
      );
    return { drafts: input.suppliers.map((s) => ({ key: s.key, message: byKey.get(s.key)! })) };
  },
};
