import type { ErrorCode } from '../../shared/contract/shared-shapes';
import { PREVIEW_BLOCKED_MESSAGE } from '../../shared/rules/messages';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PREVIEW_BLOCKED: 403,
  PLAN_REQUIRED: 403,
  ROLE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  REFUSED: 422,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export type ErrorDetail = { path: string; message: string };
/** PLAN_REQUIRED's details: the lowest plan with the route's module. */
export type PlanDetail = { requiredPlan: 'TIER_1' | 'TIER_2' | 'TIER_2_5' | 'TIER_3'; module: string };

/** The one error class services throw; the error handler maps `code` to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  /** PLAN_REQUIRED: answered as `details`. */
  readonly planDetail?: PlanDetail;
  readonly headers?: Record<string, string>;
  constructor(
    code: ErrorCode,
    message: string,
    opts: { details?: ErrorDetail[]; planDetail?: PlanDetail; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = opts.details;
    this.planDetail = opts.planDetail;
    this.headers = opts.headers;
  }
  get status() {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in to continue') => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/**
 * A business rule says no (no relationship with the supplier, a used review link). Not 403: the client
 * treats 403 as a permission failure and signs the user out (spec §8).
 */
export const refused = (message: string) => new AppError('REFUSED', message);
export const invalid = (message: string, details?: ErrorDetail[]) =>
  new AppError('INVALID', message, { details });
export const previewBlocked = () => new AppError('PREVIEW_BLOCKED', PREVIEW_BLOCKED_MESSAGE);
