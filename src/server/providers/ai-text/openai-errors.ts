import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { AiError } from './types';

/** What an OpenAI-compatible server said, in the founder's words. */
function serverMessage(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  const raw = typeof body?.message === 'string' ? body.message : err.message;
  return raw.replace(/^\d{3}\s+/, '').trim();
}

/**
 * Maps an error of the openai client (or of our own checks) to an AiError: time-outs → TIMEOUT, a caller's
 * abort → ABORTED, 5xx and connection failures → UNAVAILABLE, other 4xx (401, 429…) → REFUSED with the
 * server's message. An AiError passes through.
 */
export function toAiError(err: unknown, service: 'text' | 'image', signal?: AbortSignal): AiError {
  if (err instanceof AiError) return err;
  const what = service === 'text' ? 'The AI service' : 'The AI image service';
  if (err instanceof APIConnectionTimeoutError)
    return new AiError(`${what} took too long to answer — try again.`, 'TIMEOUT');
  if (err instanceof APIUserAbortError || (err as Error)?.name === 'AbortError') {
    if (signal?.aborted) return new AiError('The generation was cancelled.', 'ABORTED');
    return new AiError(`${what} took too long to answer — try again.`, 'TIMEOUT');
  }
  if (err instanceof APIConnectionError)
    return new AiError(`${what} could not be reached — try again in a moment.`, 'UNAVAILABLE');
  if (err instanceof APIError) {
    const status = err.status ?? 0;
    const said = serverMessage(err);
    if (status >= 500 || status === 0)
      return new AiError(
        `${what} is unavailable right now (${status || 'no answer'}) — try again in a moment.`,
        'UNAVAILABLE',
      );
    if (status === 401 || status === 403)
      return new AiError(`${what} refused the request: the API key was not accepted (${said}).`, 'REFUSED');
    if (status === 429)
      return new AiError(`${what} is rate-limiting or out of quota (${said}) — try again later.`, 'REFUSED');
    return new AiError(`${what} refused the request: ${said}`, 'REFUSED');
  }
  return new AiError(`${what} failed: ${(err as Error)?.message ?? String(err)}`, 'UNAVAILABLE');
}
