import type { FastifyInstance } from 'fastify';

/**
 * A route that refuses a body part-way (too large, bad token, wrong type) leaves the rest of it unread
 * on the connection; kept alive, the next request on that socket would wait behind bytes nobody reads.
 * Such answers say `Connection: close`, so Node ends the socket once the answer is flushed and the client
 * opens a fresh one (what Fastify itself does when its body parser fails).
 */
export function closeAfterUnreadBody(scope: FastifyInstance) {
  scope.addHook('onSend', async (req, reply, payload) => {
    if (req.raw.complete === false) reply.header('connection', 'close');
    return payload;
  });
}
