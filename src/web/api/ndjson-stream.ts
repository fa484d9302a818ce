import { apiStream } from './client';

/**
 * POSTs `body` to `path` and yields the response's NDJSON events (one JSON object a line) as they arrive. A
 * stream that ends before an event `isLast` accepts yields `cutOff`, so the caller never waits forever. The
 * request's own failures (4xx before the stream starts) throw as apiStream's errors do.
 */
export async function* postNdjson<E>(
  path: string,
  body: unknown,
  opts: { signal?: AbortSignal; isLast: (event: E) => boolean; cutOff: E },
): AsyncGenerator<E> {
  const response = await apiStream(path, { body, signal: opts.signal, quiet: true });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The answer could not be read.');
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    while (true) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (!line.trim()) continue;
        const event = JSON.parse(line) as E;
        if (opts.isLast(event)) finished = true;
        yield event;
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  if (!finished) yield opts.cutOff;
}
