// Shapes every domain's contract shares: the error body, id params, counts, ok, paged list queries.
// (Not to be confused with commons.ts, the contract of the commons domain: settings, countries, utilities.)
import { z } from 'zod';

export const ErrorCode = z.enum([
  'INVALID',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PREVIEW_BLOCKED',
  /** 403: the store's plan lacks the module the route belongs to; details name the plan that has it. */
  'PLAN_REQUIRED',
  'ROLE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** 422: understood, but a business rule refuses it (never 403, which signs the user out, spec §8). */
  'REFUSED',
  'TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  message: z.string(),
  code: ErrorCode,
  details: z
    .union([
      z.array(z.object({ path: z.string(), message: z.string() })),
      z.object({ requiredPlan: z.enum(['TIER_1', 'TIER_2', 'TIER_2_5', 'TIER_3']), module: z.string() }),
    ])
    .optional()
    .describe('The failing fields of an invalid request, or (PLAN_REQUIRED) the plan that opens the route'),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

export const CountResponse = z.object({ count: z.number().int().nonnegative() });

export const OkResponse = z.object({ ok: z.literal(true) });

/** page (0-based), size (default 50, capped at 200) and sort (`field` or `-field`). */
export function listQuery<const T extends readonly [string, ...string[]]>(
  sortFields: T,
  opts: { maxSize?: number; defaultSize?: number } = {},
) {
  const sortValues = sortFields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(opts.maxSize ?? 200)
      .default(opts.defaultSize ?? 50),
    sort: z.enum(sortValues).optional(),
  });
}
