import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from './errors';

/** The three parsed inputs, named as the validation errors name them (`body.title`, `querystring.q`). */
const INPUTS = [
  ['body', (req: FastifyRequest) => req.body],
  ['querystring', (req: FastifyRequest) => req.query],
  ['params', (req: FastifyRequest) => req.params],
] as const;

/** Parsed values are plain records (the query string's have a prototype-less class); bytes are not walked. */
const isRecord = (v: object): v is Record<string, unknown> =>
  !ArrayBuffer.isView(v) &&
  !(v instanceof ArrayBuffer) &&
  typeof (v as { pipe?: unknown }).pipe !== 'function';

/**
 * The first place a NUL character hides in a parsed value (a string, an array item, an object's key or
 * value), as `{ path, key }`; null when there is none. Iterative, so a deeply nested body cannot overflow
 * the stack. Objects, arrays and strings are walked; a Buffer or stream (file bytes) is not.
 */
export function findNul(value: unknown, root: string): { path: string; inKey: boolean } | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return { path, inKey: false };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object' && isRecord(v)) {
      for (const key of Object.keys(v)) {
        if (key.includes('\0')) return { path, inKey: true };
        stack.push([v[key], `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reached a query failed it with a 500 (and the error log
 * carried the statement). Every route's parsed JSON body, query string and path parameters are checked here,
 * before validation, and a NUL anywhere is a 400 naming the field. Multipart and raw uploads are bytes, not
 * parsed values, and are not looked at.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const [name, read] of INPUTS) {
      const found = findNul(read(req), name);
      if (!found) continue;
      const path = found.path.replaceAll('\0', '\\0');
      const message = found.inKey ? 'has a key that contains a NUL character' : 'contains a NUL character';
      throw invalid(`${path} ${message}`, [{ path, message }]);
    }
  });
}
