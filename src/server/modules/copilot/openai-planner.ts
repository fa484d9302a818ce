import { z } from 'zod';
import {
  COPILOT_TOOL_ARGUMENTS,
  COPILOT_TOOL_DESCRIPTIONS,
  COPILOT_TOOLS,
} from '../../../shared/contract/copilot';
import type { OpenAiConfig } from '../../providers/ai-text/openai-text';
import { chatWithTools, type ToolFunction } from '../../providers/ai-text/openai-tool-chat';
import { type CopilotPlanner, HELP_REPLY } from './planner';

export const COPILOT_INSTRUCTIONS =
  "You are Quarry's Brand Co-pilot for a founder building a product brand. Answer briefly. When the founder asks " +
  'to find products, start a brand kit, open a custom project or source a product, call the matching tool; ' +
  'the founder confirms anything that creates data before it runs. Never invent results.';

/** The tools as OpenAI functions: their parameters are the contract's zod schemas as JSON Schema. */
export const COPILOT_FUNCTIONS: ToolFunction[] = COPILOT_TOOLS.map((name) => ({
  name,
  description: COPILOT_TOOL_DESCRIPTIONS[name],
  parameters: z.toJSONSchema(COPILOT_TOOL_ARGUMENTS[name]) as Record<string, unknown>,
}));

/** Any OpenAI-compatible model with function calling: a call's arguments arrive unchecked (JSON text). */
export function createOpenAiPlanner(cfg: OpenAiConfig): CopilotPlanner {
  return {
    kind: 'openai',
    async plan(history, text, onText) {
      const answer = await chatWithTools(
        cfg,
        [
          { role: 'system', content: COPILOT_INSTRUCTIONS },
          ...history.map((t) => ({
            role: t.role === 'USER' ? ('user' as const) : ('assistant' as const),
            content: t.text,
          })),
          { role: 'user', content: text },
        ],
        COPILOT_FUNCTIONS,
        { onText },
      );
      const calls = answer.toolCalls.map((c) => ({ tool: c.name, arguments: parseJson(c.arguments) }));
      let reply = answer.content.trim();
      if (!reply) {
        // A bare tool call: the founder still reads a sentence, streamed like any other.
        reply = calls.length ? 'Here is what I would do:' : HELP_REPLY;
        onText?.(reply);
      }
      return { reply, calls };
    },
  };
}

/** Arguments that are not JSON stay as their text, and the tool's schema refuses them visibly. */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
