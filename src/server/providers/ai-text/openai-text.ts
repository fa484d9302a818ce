import OpenAI from 'openai';
import { z } from 'zod';
import { validateOutput } from './embedded-text';
import { toAiError } from './openai-errors';
import { AiError, type AiTextProvider, type TextTask } from './types';

export type OpenAiConfig = {
  baseUrl: string;
  apiKey: string;
  textModel: string;
  imageModel: string;
  timeoutMs: number;
};

/** The openai client for an OpenAI-compatible endpoint (one retry; the configured time-out per attempt). */
export const openAiClient = (cfg: OpenAiConfig) =>
  new OpenAI({
    baseURL: cfg.baseUrl,
    // Local servers often take no key; the client insists on one.
    apiKey: cfg.apiKey || 'none',
    timeout: cfg.timeoutMs,
    maxRetries: 1,
  });

/**
 * Any OpenAI-compatible chat-completions endpoint with structured output: the task's zod schema as a
 * json_schema response format, the answer parsed and validated (an invalid answer is INVALID_OUTPUT).
 */
export function createOpenAiText(cfg: OpenAiConfig): AiTextProvider {
  const client = openAiClient(cfg);
  return {
    kind: 'openai',
    async generate<I, O>(task: TextTask<I, O>, input: I, opts: { seed: number; signal?: AbortSignal }) {
      let content: string | null | undefined;
      try {
        const res = await client.chat.completions.create(
          {
            model: cfg.textModel,
            messages: [
              { role: 'system', content: task.instructions },
              { role: 'user', content: task.describe ? task.describe(input) : JSON.stringify(input) },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: task.name,
                schema: z.toJSONSchema(task.output) as Record<string, unknown>,
                strict: false,
              },
            },
            seed: opts.seed,
          },
          { signal: opts.signal, timeout: cfg.timeoutMs },
        );
        const choice = res.choices?.[0];
        if (choice?.message?.refusal)
          throw new AiError(`The AI service declined: ${choice.message.refusal}`, 'REFUSED');
        content = choice?.message?.content;
      } catch (err) {
        throw toAiError(err, 'text', opts.signal);
      }
      if (!content) throw new AiError('The AI service answered nothing — try again.', 'INVALID_OUTPUT');
      let json: unknown;
      try {
        json = JSON.parse(stripFence(content));
      } catch {
        throw new AiError(
          'The AI service answered something that is not JSON — try again.',
          'INVALID_OUTPUT',
        );
      }
      return validateOutput(task, input, json);
    },
  };
}

/** Some compatible servers wrap JSON in a ```json fence despite the response format. */
const stripFence = (s: string) => s.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
