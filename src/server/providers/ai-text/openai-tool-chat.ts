import { toAiError } from './openai-errors';
import { type OpenAiConfig, openAiClient } from './openai-text';
import { AiError } from './types';

/** A function the model may call: its name, what it does, and its parameters as JSON Schema. */
export type ToolFunction = { name: string; description: string; parameters: Record<string, unknown> };

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

/** What the model said, and the calls it asked for (arguments as the model wrote them: unchecked JSON text). */
export type ToolChatAnswer = { content: string; toolCalls: { name: string; arguments: string }[] };

/**
 * One chat-completions call offering `tools` (OpenAI function calling), streamed (`stream: true`): the text goes to
 * `onText` as the model writes it, and each call's arguments are joined from their fragments by the call's
 * index. The caller validates each call's arguments against its own schema before anything runs: a model's
 * arguments are never trusted.
 */
export async function chatWithTools(
  cfg: OpenAiConfig,
  messages: ChatTurn[],
  tools: ToolFunction[],
  opts: { signal?: AbortSignal; onText?: (piece: string) => void } = {},
): Promise<ToolChatAnswer> {
  const client = openAiClient(cfg);
  try {
    const stream = await client.chat.completions.create(
      {
        model: cfg.textModel,
        stream: true,
        messages,
        tools: tools.map((t) => ({ type: 'function' as const, function: t })),
        tool_choice: 'auto',
      },
      { signal: opts.signal, timeout: cfg.timeoutMs },
    );
    let content = '';
    let chunks = 0;
    const calls: { name: string; arguments: string }[] = [];
    for await (const chunk of stream) {
      const delta = chunk.choices?.[0]?.delta;
      if (!delta) continue;
      chunks++;
      if (delta.refusal) throw new AiError(`The AI service declined: ${delta.refusal}`, 'REFUSED');
      if (delta.content) {
        content += delta.content;
        opts.onText?.(delta.content);
      }
      for (const part of delta.tool_calls ?? []) {
        calls[part.index] ??= { name: '', arguments: '' };
        const call = calls[part.index]!;
        if (part.function?.name) call.name += part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
      }
    }
    if (!chunks) throw new AiError('The AI service answered nothing — try again.', 'INVALID_OUTPUT');
    return { content, toolCalls: calls.filter((c) => c?.name) };
  } catch (err) {
    throw toAiError(err, 'text', opts.signal);
  }
}
