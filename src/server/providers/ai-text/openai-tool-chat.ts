import { toAiError } from './openai-errors';
import { type OpenAiConfig, openAiClient } from './openai-text';
import { AiError } from './types';

/** A function the model may call: its name, what it does, and its parameters as JSON Schema. */
export type ToolFunction = { name: string; description: string; parameters: Record<string, unknown> };

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

/** What the model said, and the calls it asked for (arguments as the model wrote them: unchecked JSON text). */
export type ToolChatAnswer = { content: string; toolCalls: { name: string; arguments: string }[] };

/**
 * One chat-completions call offering `tools` (OpenAI function calling). The caller validates each call's
 * arguments against its own schema before anything runs: a model's arguments are never trusted.
 */
export async function chatWithTools(
  cfg: OpenAiConfig,
  messages: ChatTurn[],
  tools: ToolFunction[],
  opts: { signal?: AbortSignal } = {},
): Promise<ToolChatAnswer> {
  const client = openAiClient(cfg);
  try {
    const res = await client.chat.completions.create(
      {
        model: cfg.textModel,
        messages,
        tools: tools.map((t) => ({ type: 'function' as const, function: t })),
        tool_choice: 'auto',
      },
      { signal: opts.signal, timeout: cfg.timeoutMs },
    );
    const message = res.choices?.[0]?.message;
    if (!message) throw new AiError('The AI service answered nothing — try again.', 'INVALID_OUTPUT');
    if (message.refusal) throw new AiError(`The AI service declined: ${message.refusal}`, 'REFUSED');
    const toolCalls = (message.tool_calls ?? []).flatMap((c) =>
      c.type === 'function' ? [{ name: c.function.name, arguments: c.function.arguments }] : [],
    );
    return { content: message.content ?? '', toolCalls };
  } catch (err) {
    throw toAiError(err, 'text', opts.signal);
  }
}
