import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { REALTIME_PATH } from '../../../shared/contract/messaging';
import type { AppDeps } from '../../app-deps';
import { createOriginCheck } from '../../http/allowed-origins';
import { createAuthenticator, withUser } from '../../http/auth';
import type { Ctx } from '../../http/context';
import { loggableError } from '../../http/log-safe-error';
import type { Api } from '../../http/types';
import { RealtimeConnection } from '../../realtime/connection';
import { findConversationRow, publishTyping } from './conversations';
import { messagesInRanges } from './messages';
import { identityChannel, type Viewer, viewerOf } from './viewer';

const REPLAY_LIMIT = 1000;
const HEARTBEAT_MS = 30_000;

type Connected = { viewer: Viewer; expiresAt: number; userId: number };

/**
 * GET /rest/main/realtime?token=… upgrades to a WebSocket for one tab: the session token is checked before
 * the upgrade (401 without a valid one) and again on every `renew`; the connection closes (4001) when its
 * token expires. Every tab of an identity listens on the bus channel `rt:{identity}`, so with Redis any
 * instance's message reaches every instance's tabs. A page of another origin than PUBLIC_URL's (or one of
 * ALLOWED_ORIGINS) is refused with 403 before the upgrade; a client that sends no Origin (not a browser) is
 * not (http/allowed-origins.ts).
 */
export async function realtimeRoutes(app: Api, deps: AppDeps) {
  const { db, bus, presence } = deps;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const connected = new WeakMap<FastifyRequest, Connected>();
  const live = new Set<{
    socket: { ping(): void; terminate(): void; close(code: number, reason: string): void };
    alive: boolean;
  }>();
  // A stopping instance tells every open tab to reconnect (1012 Service Restart): the balancer sends the
  // new connection to another instance, and the tab's resume fills in what it missed.
  deps.lifecycle.onDrain(() => {
    for (const entry of live) entry.socket.close(1012, 'Quarry is restarting: reconnect');
  });
  // The same token check as every HTTP request (signature, expiry, token version; cached user rows).
  const authenticator = createAuthenticator(deps);
  const originAllowed = createOriginCheck(deps.config);
  const base: Ctx = {
    requestId: '',
    ip: '',
    user: null,
    store: null,
    storeId: null,
    role: null,
    isPreview: false,
  };

  async function authenticate(token: string | undefined): Promise<Connected | null> {
    const auth = token ? await authenticator.authenticate(token) : null;
    if (!auth) return null;
    try {
      return { viewer: viewerOf(withUser(base, auth)), expiresAt: auth.expiresAt, userId: auth.user.id };
    } catch {
      return null; // an account without an inbox (warehouse staff)
    }
  }

  const heartbeat = setInterval(() => {
    for (const entry of live) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req.headers.origin)) {
          return reply.status(403).send({
            message: 'This page may not open the realtime connection: its origin is not allowed',
            code: 'FORBIDDEN',
          });
        }
        const token = (req.query as { token?: string }).token;
        const auth = await authenticate(token);
        if (!auth) {
          return reply.status(401).send({
            message: 'A valid token is required for the realtime connection',
            code: 'UNAUTHENTICATED',
          });
        }
        connected.set(req, auth);
      },
    },
    (socket, req) => {
      const auth = connected.get(req)!;
      const { viewer } = auth;
      const conn = new RealtimeConnection(
        socket,
        {
          messages: (ranges) => messagesInRanges(db, viewer, ranges, REPLAY_LIMIT),
          async typing(conversationId) {
            const row = await findConversationRow(db, viewer, conversationId).catch(() => null);
            if (row) publishTyping(bus, viewer, row);
            return row !== null;
          },
          async renew(token) {
            const next = await authenticate(token);
            return next && next.userId === auth.userId ? next.expiresAt : null;
          },
        },
        auth.expiresAt,
        (err) => req.log.error({ err: loggableError(err) }, 'realtime connection'),
      );
      const entry = { socket, alive: true };
      live.add(entry);
      socket.on('pong', () => {
        entry.alive = true;
      });
      const unsubscribe = bus.subscribe(identityChannel(viewer.identity), (event) =>
        conn.deliver(event as never),
      );
      presence.connected(viewer.identity);
      socket.on('close', () => {
        conn.dispose();
        live.delete(entry);
        unsubscribe();
        presence.disconnected(viewer.identity);
      });
      conn.send({
        type: 'ready',
        identity: viewer.identity,
        expiresAt: new Date(auth.expiresAt * 1000).toISOString(),
      });
    },
  );
}
