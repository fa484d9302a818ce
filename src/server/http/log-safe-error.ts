/**
 * Errors as they may be logged at error level. A failed query's error (Drizzle's wrapper) carries the
 * statement and its parameters, and PostgreSQL's `detail`/`where` quote row values: user text. Those stay
 * out; the SQLSTATE, the server's message and where it happened (constraint, table, column) stay in, with the
 * stack frames. The whole error is for debug level only (`debugDetail`).
 */

type Described = { type: string; message: string; stack?: string; [k: string]: unknown };

const DB_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'];

/** An error from the database (PostgreSQL or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(e: unknown): e is Error & Record<string, unknown> {
  const r = e as { code?: unknown; severity?: unknown } | null;
  return (
    e instanceof Error &&
    typeof r?.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(r.code) &&
    typeof r.severity === 'string'
  );
}

/** Drizzle's "Failed query: <sql> params: <values>" wrapper. */
function isQueryWrapper(e: unknown): e is Error & { query: unknown; params: unknown; cause?: unknown } {
  return e instanceof Error && 'query' in e && 'params' in e;
}

/** Only the `at …` lines: a stack's first line repeats the message. */
const framesOf = (e: Error) =>
  (e.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .join('\n');

/** The database error in an error's cause chain (at most a few levels), if any. */
function databaseCause(err: unknown): {
  wrapper: Error | null;
  db: (Error & Record<string, unknown>) | null;
} {
  let wrapper: Error | null = null;
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    if (isDatabaseError(e)) return { wrapper, db: e };
    if (isQueryWrapper(e)) wrapper ??= e;
    e = (e as { cause?: unknown }).cause;
  }
  return { wrapper, db: null };
}

/**
 * `err` itself unless it is (or wraps) a failed query: then the database error's code, message and
 * location, and the stack frames, without the statement, parameters or row values.
 */
export function loggableError(err: unknown): unknown {
  const { wrapper, db } = databaseCause(err);
  if (!wrapper && !db) return err;
  const out: Described = {
    type: 'DatabaseError',
    message: db ? db.message : 'A database query failed',
    stack: framesOf(wrapper ?? (db as Error)),
  };
  if (db) for (const f of DB_FIELDS) if (typeof db[f] === 'string') out[f] = db[f];
  return out;
}

/** True when `loggableError` left something out: the caller logs the whole error at debug level too. */
export const hasHiddenDetail = (err: unknown) => loggableError(err) !== err;
