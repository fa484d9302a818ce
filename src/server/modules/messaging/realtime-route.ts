import websocket from '@fastify/websocket';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REALTIME_PATH } from '../../../shared/contract/messaging';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/auth';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { stores } from '../../db/schema/stores';
import type { Ctx, StoreRow } from '../../http/context';
import type { Api } from '../../http/types';
import { RealtimeConnection } from '../../realtime/connection';
import { findConversationRow, ownedBy, publishToParties } from './conversations';
import { messagesAfter } from './messages';
import { type ConversationRow, readStateOf, toMessage } from './rows';
import { identityChannel, type Viewer, viewerOf } from './viewer';

const REPLAY_LIMIT = 1000;
const HEARTBEAT_MS = 30_000;

type Authenticated = { viewer: Viewer; expiresAt: number; userId: number };

/**
 * GET /rest/main/realtime?token=… upgrades to a WebSocket for one tab: the session token is checked before
 * the upgrade (401 without a valid one) and again on every `renew`; the connection closes (4001) when its
 * token expires. Every tab of an identity listens on the bus channel `rt:{identity}`, so with Redis any
 * instance's message reaches every instance's tabs.
 */
export async function realtimeRoutes(app: Api, deps: AppDeps) {
  const { db, bus, tokens, presence } = deps;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const authenticated = new WeakMap<FastifyRequest, Authenticated>();
  const live = new Set<{ socket: { ping(): void; terminate(): void }; alive: boolean }>();

  async function authenticate(token: string | undefined): Promise<Authenticated | null> {
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const [u] = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        storeId: users.storeId,
        supplierId: users.supplierId,
        tokenVersion: users.tokenVersion,
        store: stores,
      })
      .from(users)
      .leftJoin(stores, eq(stores.id, users.storeId))
      .where(eq(users.id, claims.userId));
    if (!u || u.tokenVersion !== claims.tokenVersion) return null;
    const ctx = {
      user: { id: u.id, email: u.email, role: u.role, storeId: u.storeId, supplierId: u.supplierId },
      store: u.store as StoreRow | null,
      storeId: u.storeId,
      role: u.role,
    } as Ctx;
    try {
      return { viewer: viewerOf(ctx), expiresAt: claims.expiresAt, userId: u.id };
    } catch {
      return null;
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
        const token = (req.query as { token?: string }).token;
        const auth = await authenticate(token);
        if (!auth) {
          return reply.status(401).send({
            message: 'A valid token is required for the realtime connection',
            code: 'UNAUTHENTICATED',
          });
        }
        authenticated.set(req, auth);
      },
    },
    (socket, req) => {
      const auth = authenticated.get(req)!;
      const { viewer } = auth;
      const rows = new Map<number, ConversationRow>();
      async function conversation(id: number) {
        const cached = rows.get(id);
        if (cached) return cached;
        const row = await findConversationRow(db, viewer, id).catch(() => null);
        if (row) rows.set(id, row);
        return row;
      }
      const conn = new RealtimeConnection(
        socket,
        {
          async replay(cursors) {
            const out = new Map<number, ReturnType<typeof toMessage>[]>();
            if (cursors.size === 0) return out;
            const owned = await db
              .select()
              .from(conversations)
              .where(and(inArray(conversations.id, [...cursors.keys()]), ownedBy(viewer)));
            for (const c of owned) {
              const reads = readStateOf(c, viewer);
              const after = await messagesAfter(db, c.id, cursors.get(c.id) ?? -1, REPLAY_LIMIT);
              out.set(
                c.id,
                after.map((m) => toMessage(m, reads)),
              );
            }
            return out;
          },
          async range(conversationId, after, upTo) {
            const row = await conversation(conversationId);
            if (!row) return [];
            const [c] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
            const found = await db
              .select()
              .from(conversationMessages)
              .where(
                and(
                  eq(conversationMessages.conversationId, conversationId),
                  gt(conversationMessages.index, after),
                  lte(conversationMessages.index, upTo),
                ),
              )
              .orderBy(conversationMessages.index);
            return found.map((m) => toMessage(m, readStateOf(c ?? row.c, viewer)));
          },
          async typing(conversationId) {
            const row = await conversation(conversationId);
            if (!row) return false;
            const name = viewer.side === 'STORE' ? viewer.name : row.supplierName;
            publishToParties(
              bus,
              row.c,
              { type: 'typing', conversationId, identity: viewer.identity, name },
              viewer.side === 'STORE' ? 'SUPPLIER' : 'STORE',
            );
            return true;
          },
          async renew(token) {
            const next = await authenticate(token);
            return next && next.userId === auth.userId ? next.expiresAt : null;
          },
        },
        auth.expiresAt,
        (err) => req.log.error({ err }, 'realtime connection'),
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
