import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_HEADER, TOKEN_HEADER } from '../../shared/contract/http';
import { LEGACY_MEMBER_ROLE, type StoreRole } from '../../shared/rules/team-roles';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { stores } from '../db/schema/stores';
import { teamMembers } from '../db/schema/team';
import type { TokenService } from '../modules/auth/tokens';
import type { PreviewAccounts } from '../modules/commons/business-settings';
import type { AuthCache, AuthRow } from './auth-cache';
import type { Access, AuthUser, Ctx, StoreCtx, StoreRow } from './context';
import { forbidden, previewBlocked, unauthenticated } from './errors';
import { checkStoreRole } from './role-guard';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The user and store of a token in one round trip (prepared: it runs on every request). */
function prepareAuthQuery(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      storeId: users.storeId,
      supplierId: users.supplierId,
      tokenVersion: users.tokenVersion,
      teamRole: teamMembers.role,
      store: stores,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.storeId, users.storeId)))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id');
}

export type AuthDeps = {
  db: Database;
  tokens: TokenService;
  previewAccounts: PreviewAccounts;
  authCache: AuthCache;
};

/** Who a token is: the user (and its store) it was signed for, if still valid for them. */
export type Authenticated = {
  user: AuthUser;
  store: StoreRow | null;
  storeRole: StoreRole | null;
  isPreview: boolean;
  issuedAt: number;
  expiresAt: number;
};

/**
 * Token → user, for every way in (HTTP requests and the realtime WebSocket): the signature and expiry,
 * then the user row (cached per instance, cleared through the bus) and its token version.
 */
export function createAuthenticator(deps: AuthDeps) {
  const authQuery = prepareAuthQuery(deps.db);
  async function loadUser(id: number): Promise<AuthRow | undefined> {
    const cached = deps.authCache.get(id);
    if (cached) return cached;
    const [row] = await authQuery.execute({ id });
    if (row) deps.authCache.set(row);
    return row;
  }
  async function authenticate(token: string): Promise<Authenticated | null> {
    const claims = await deps.tokens.verify(token);
    const row = claims ? await loadUser(claims.userId) : undefined;
    if (!claims || !row || row.tokenVersion !== claims.tokenVersion) return null;
    return {
      user: {
        id: row.id,
        email: row.email,
        role: row.role,
        storeId: row.storeId,
        supplierId: row.supplierId,
      },
      store: row.store,
      storeRole: storeRoleOf(row),
      isPreview: await deps.previewAccounts.has(row.storeId),
      issuedAt: claims.issuedAt,
      expiresAt: claims.expiresAt,
    };
  }
  return { loadUser, authenticate };
}

export function registerAuth(app: FastifyInstance, deps: AuthDeps & { renewAfterSeconds: number }) {
  const { loadUser, authenticate } = createAuthenticator(deps);

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (req) => {
    const ctx: Ctx = {
      requestId: req.id,
      ip: req.ip,
      user: null,
      store: null,
      storeId: null,
      role: null,
      storeRole: null,
      isPreview: false,
    };
    req.ctx = ctx;
    if (req.is404) return;
    const access: Access = req.routeOptions.config.access ?? 'user';
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const auth = await authenticate(header.slice(7).trim());
      if (auth) {
        Object.assign(ctx, withUser(ctx, auth));
        req.tokenIssuedAt = auth.issuedAt;
      } else if (access !== 'public') {
        throw unauthenticated('Your session has expired - please log in again.');
      }
    }
    checkAccess(ctx, access);
    // Store members are held to their store role on every route they can reach (decision 037).
    if (ctx.storeRole && access !== 'public') checkStoreRole(ctx, req.method, req.routeOptions.url ?? '');
    if (ctx.isPreview && !SAFE_METHODS.has(req.method) && !req.routeOptions.config.previewAllowed) {
      throw previewBlocked();
    }
  });

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = req.ctx;
    if (!ctx?.user) return;
    if (ctx.isPreview) reply.header(PREVIEW_HEADER, 'true');
    const age = Math.floor(Date.now() / 1000) - (req.tokenIssuedAt ?? 0);
    if (req.tokenIssuedAt && age >= deps.renewAfterSeconds && !reply.hasHeader(TOKEN_HEADER)) {
      const row = await loadUser(ctx.user.id);
      if (row) reply.header(TOKEN_HEADER, (await deps.tokens.sign(row.id, row.tokenVersion)).token);
    }
  });
}

/** The store role of a user row: the owner is OWNER; a member has the role of their team row (decision 037). */
function storeRoleOf(row: AuthRow): StoreRole | null {
  if (row.storeId == null) return null;
  if (row.role === 'STORE_OWNER') return 'OWNER';
  if (row.role === 'TEAM_MEMBER') return row.teamRole ?? LEGACY_MEMBER_ROLE;
  return null;
}

/** A ctx for an authenticated caller. */
export function withUser(base: Ctx, auth: Authenticated): Ctx {
  return {
    ...base,
    user: auth.user,
    role: auth.user.role,
    store: auth.store,
    storeId: auth.user.storeId,
    storeRole: auth.storeRole,
    isPreview: auth.isPreview,
  };
}

function checkAccess(ctx: Ctx, access: Access) {
  if (access === 'public') return;
  if (!ctx.user) throw unauthenticated();
  if (access === 'user') return;
  const ok =
    (access === 'store' &&
      ctx.storeId != null &&
      (ctx.role === 'STORE_OWNER' || ctx.role === 'TEAM_MEMBER')) ||
    (access === 'supplier' && ctx.role === 'SUPPLIER') ||
    (access === 'warehouse' && ctx.role === 'WAREHOUSE_STAFF') ||
    (access === 'admin' && ctx.role === 'ADMIN');
  if (!ok) throw forbidden("This account doesn't have the permission to do this");
}

/** Narrows a ctx on a route declared `access: 'store'`. */
export function storeCtx(ctx: Ctx): StoreCtx {
  if (!ctx.user || !ctx.store || ctx.storeId == null) throw forbidden();
  return ctx as StoreCtx;
}

/** The catalog company a supplier account acts for; 403 for an account not linked to one yet. */
export function linkedSupplierId(ctx: Ctx): number {
  const id = ctx.role === 'SUPPLIER' ? ctx.user?.supplierId : null;
  if (id == null) throw forbidden('This supplier account is not linked to a supplier company yet');
  return id;
}
