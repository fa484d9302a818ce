/** True when a query failed on a unique constraint (PostgreSQL and PGlite report 23505). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's and node-postgres's ways of saying the connection is gone: the server ended the session
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), a connection exception (08xxx),
 * or the socket closed under the client. The statement's fate is unknown unless it was never sent.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|terminating connection|Client was closed|Connection ended unexpectedly/i;

/** True when a query failed because its database connection broke (see CONNECTION_CODES). */
export function isConnectionError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when node-postgres refused the statement before sending it (the client was already broken). */
export function wasNeverSent(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /not queryable/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A statement that only reads (a SELECT or a WITH … SELECT writing nothing, no row locks, no sequence or
 * notification side effects): running it again after a lost connection cannot change anything.
 */
export function isReadOnlyStatement(text: string): boolean {
  const code = text.replace(/--[^\n]*/g, '').replace(/'(?:[^']|'')*'/g, "''");
  if (!/^\s*\(?\s*(select|with|show)\b/i.test(code)) return false;
  return !/\b(insert|update|delete|merge|truncate|nextval|setval|pg_notify|pg_advisory\w*|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|into)\b/i.test(
    code,
  );
}
