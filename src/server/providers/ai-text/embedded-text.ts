import { AiError, type AiTextProvider, type TextTask } from './types';

const aborted = () => new AiError('The generation was cancelled.', 'ABORTED');

/** Runs a task's generator and validates its answer the same way a model's is validated. */
export function validateOutput<I, O>(task: TextTask<I, O>, input: I, value: unknown): O {
  const parsed = task.output.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AiError(
      `The AI answer did not have the expected shape (${first ? `${first.path.join('.') || 'answer'}: ${first.message}` : 'invalid'}) — try again.`,
      'INVALID_OUTPUT',
    );
  }
  return task.refine ? task.refine(parsed.data, input) : parsed.data;
}

/**
 * The offline text provider: each task's deterministic generator, grounded in the catalog figures its input
 * carries; the same input and seed give the same answer.
 */
export function createEmbeddedText(): AiTextProvider {
  return {
    kind: 'embedded',
    async generate<I, O>(task: TextTask<I, O>, input: I, opts: { seed: number; signal?: AbortSignal }) {
      if (opts.signal?.aborted) throw aborted();
      const value = task.embedded(input, opts.seed);
      if (opts.signal?.aborted) throw aborted();
      return validateOutput(task, input, value);
    },
  };
}
