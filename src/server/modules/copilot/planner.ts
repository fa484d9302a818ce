import type { CopilotToolName } from '../../../shared/contract/copilot';
import { chunkWords } from '../../providers/ai-text/embedded-chat';

/** A tool call the planner proposes; `arguments` are unchecked until the service validates them. */
export type PlannedCall = { tool: string; arguments: unknown };
export type Plan = { reply: string; calls: PlannedCall[] };
export type PlannerTurn = { role: 'USER' | 'ASSISTANT'; text: string };

/**
 * Turns the founder's message (and the conversation so far) into a reply and proposed tool calls. The reply's
 * text goes to `onText` as it is written; the plan's `reply` is the whole of it.
 */
export interface CopilotPlanner {
  readonly kind: 'embedded' | 'openai';
  plan(history: PlannerTurn[], text: string, onText?: (piece: string) => void): Promise<Plan>;
}

export const HELP_REPLY =
  'I can find products in the catalog ("find bamboo toothbrushes"), start a brand kit ("start a brand kit for soy candles"), ' +
  'open a custom project ("open a custom project for 500 canvas tote bags") or start the sourcing agent ("source a stainless steel water bottle"). What would you like to do?';

const DEFAULT_QUANTITY = 100;

const clean = (s: string) =>
  s
    .trim()
    .replace(/^["“'](.*)["”']$/, '$1')
    .replace(/[.!?]+$/, '')
    .trim();
const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** "soy candles in Home Fragrance" → category Home Fragrance; else the idea's last word ("Candles"). */
function brandKitArgs(rest: string) {
  const inCategory = /^(.*?)\s+(?:in|under|category:?)\s+(?:the\s+)?(.+?)(?:\s+category)?$/i.exec(rest);
  if (inCategory)
    return { category: titleCase(clean(inCategory[2]!)), productDescription: clean(inCategory[1]!) };
  const words = rest.split(/\s+/).filter(Boolean);
  return { category: titleCase(words[words.length - 1] ?? rest), productDescription: rest };
}

/** "500 canvas tote bags" → quantity 500, the rest as the title and description. */
function projectArgs(rest: string) {
  const qty = /(\d[\d,]*)\s*(?:units?|pcs|pieces|x\b)?/i.exec(rest);
  const quantity = qty ? Number(qty[1]!.replace(/,/g, '')) : DEFAULT_QUANTITY;
  const what = clean(qty ? rest.replace(qty[0], ' ').replace(/\s+/g, ' ') : rest).replace(
    /^(?:of|for)\s+/i,
    '',
  );
  return { title: titleCase(what).slice(0, 200), description: rest, quantity };
}

type Intent = {
  pattern: RegExp;
  tool: CopilotToolName;
  args: (rest: string) => Record<string, unknown>;
  reply: string;
};

/** In order: the more specific phrasings first ("find a factory for …" is the sourcing agent, not search). */
const INTENTS: Intent[] = [
  {
    pattern:
      /\b(?:start|create|make|build|begin)\s+(?:a\s+|an\s+|my\s+|the\s+)?(?:new\s+)?brand\s+kit\s+(?:for|about|around|on)\s+(.+)/i,
    tool: 'start_brand_kit',
    args: (rest) => brandKitArgs(clean(rest)),
    reply: 'I can start that brand kit. Confirm below and I will create it.',
  },
  {
    pattern:
      /\b(?:open|create|start|make|post)\s+(?:a\s+|an\s+|new\s+)*custom\s+project(?:\s+request)?\s*(?:for|to\s+make|about|:)?\s*(.+)/i,
    tool: 'open_custom_project',
    args: (rest) => projectArgs(clean(rest)),
    reply: 'Here is the custom project I would save as a draft. Confirm to create it.',
  },
  {
    pattern:
      /\b(?:source|sourcing\s+agent\s+(?:for|with)|find\s+(?:a\s+|me\s+a\s+)?(?:factory|factories|manufacturer|manufacturers|maker)\s+(?:for|to\s+make|that\s+makes?))\s+(.+)/i,
    tool: 'start_sourcing_agent',
    args: (rest) => ({ idea: clean(rest) }),
    reply: 'The sourcing agent can take this idea from brief to factory shortlist.',
  },
  {
    pattern: /\b(?:find|search\s+(?:for\s+)?|look\s+for|show\s+me|browse)\s+(.+)/i,
    tool: 'search_products',
    args: (rest) => ({ query: clean(rest).replace(/^(?:some|me|products?\s+(?:like|for))\s+/i, '') }),
    reply: 'Searching the catalog.',
  },
];

function planOffline(text: string): Plan {
  for (const intent of INTENTS) {
    const m = intent.pattern.exec(text);
    if (m?.[1] && clean(m[1]))
      return { reply: intent.reply, calls: [{ tool: intent.tool, arguments: intent.args(m[1]) }] };
  }
  return { reply: HELP_REPLY, calls: [] };
}

/** The offline planner: deterministic phrase matching on the four things the co-pilot can do. */
export function createEmbeddedPlanner(): CopilotPlanner {
  return {
    kind: 'embedded',
    async plan(_history, text, onText) {
      const plan = planOffline(text);
      if (onText) for (const piece of chunkWords(plan.reply)) onText(piece);
      return plan;
    },
  };
}
