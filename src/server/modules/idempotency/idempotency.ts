// Idempotency-Key with Stripe's semantics (issue 5): the first response to a key is stored and replayed for
// 24 h; the same key with other parameters is refused (422); a request while the first is still running gets
// 409. The claim is one INSERT … ON CONFLICT DO NOTHING, so two server instances agree on who runs it.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS } from '../../../shared/rules/payments';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { AppError, conflict, invalid, refused } from '../../http/errors';

/** How long a claim holds before another request may take over a key whose first request died. */
const LOCK_SECONDS = 60;

export type StoredResponse = { status: number; body: unknown };

export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key)
    throw invalid('Send an Idempotency-Key header with each payment (a new random value per attempt)');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw invalid('Idempotency-Key must be 1 to 255 visible ASCII characters');
  return key;
}

/** The parameters' fingerprint: the route and its body with keys in a stable order. */
export function requestHash(route: string, body: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, stable(x)]),
          )
        : v;
  return `${route}:${createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex')}`;
}

/**
 * Runs `fn` once per (scope, key). A 2xx or a 4xx answer is stored and replayed; an unexpected failure (5xx)
 * releases the key so a retry runs again (the payment workflow itself resumes from where it stopped).
 */
export async function withIdempotency(
  db: Db,
  scope: string,
  key: string,
  hash: string,
  fn: () => Promise<unknown>,
): Promise<StoredResponse> {
  const ttl = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  // A key older than 24 h is forgotten: the same key then starts afresh.
  const claimed = await db.execute(sql`
    insert into ${idempotencyKeys} (scope, key, request_hash, locked_until)
    values (${scope}, ${key}, ${hash}, now() + make_interval(secs => ${LOCK_SECONDS}))
    on conflict (scope, key) do update
      set request_hash = excluded.request_hash, locked_until = excluded.locked_until,
          response_status = null, response_body = null, created_at = now()
      where ${idempotencyKeys.createdAt} < ${ttl}
         or (${idempotencyKeys.responseStatus} is null and ${idempotencyKeys.requestHash} = excluded.request_hash
             and ${idempotencyKeys.lockedUntil} < now())
    returning 1 as claimed`);
  if ((claimed as { rows: unknown[] }).rows.length === 0) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) throw conflict('A request with this Idempotency-Key is being processed; retry in a moment');
    if (row.requestHash !== hash)
      throw refused(
        'This Idempotency-Key was used with different parameters; use a new key for a new payment',
      );
    if (row.responseStatus == null)
      throw conflict('A request with this Idempotency-Key is being processed; retry in a moment');
    return { status: row.responseStatus, body: row.responseBody };
  }
  let stored: StoredResponse;
  try {
    stored = { status: 200, body: await fn() };
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      throw err;
    }
    stored = { status: err.status, body: { message: err.message, code: err.code, details: err.details } };
  }
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: stored.status, responseBody: stored.body, lockedUntil: null })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return stored;
}

/** The daily sweep: keys older than 24 h are deleted. */
export async function sweepIdempotencyKeys(db: Db) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`));
}
