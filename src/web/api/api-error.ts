import type { ErrorCode } from '../../shared/contract/shared-shapes';

export type ApiErrorCode = ErrorCode | 'NETWORK' | 'TIMEOUT';
export type ApiErrorDetail = { path: string; message: string };

/** Every failed call rejects with this; `message` is the catalogue's message (spec §8), ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: readonly ApiErrorDetail[];
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | null;

  constructor(opts: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: readonly ApiErrorDetail[];
    serverMessage?: string | null;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.details = opts.details ?? [];
    this.serverMessage = opts.serverMessage ?? null;
  }

  /**
   * Field errors keyed by form field: the server reports `body.email` or `body.externalFields.0.name`,
   * forms know `email` and `externalFields.0.name`.
   */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const detail of this.details) {
      const field = detail.path.replace(/^(body|query|querystring|params)\./, '');
      if (field && !(field in out)) out[field] = detail.message;
    }
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
