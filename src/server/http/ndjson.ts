import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a body of NDJSON lines (application/x-ndjson) as they are written, unbuffered by proxies. A route's
 * declared responses are its errors (JSON, sent before the stream starts); a 200 is this stream, which the
 * schema map cannot name.
 */
export function sendNdjson(reply: FastifyReply, body: Readable) {
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(body as never);
}
