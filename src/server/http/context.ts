import type { UserRole } from '../../shared/contract/auth';
import type { StoreRole } from '../../shared/rules/team-roles';
import type { stores } from '../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;

export type AuthUser = {
  id: number;
  email: string;
  role: UserRole;
  storeId: number | null;
  supplierId: number | null;
};

/** What a service knows about the caller; never a Fastify object. */
export type Ctx = {
  requestId: string;
  ip: string;
  user: AuthUser | null;
  store: StoreRow | null;
  storeId: number | null;
  role: UserRole | null;
  /** The caller's role in their store (decision 037): OWNER, ADMIN, FULFILMENT or VIEWER; null without a store. */
  storeRole?: StoreRole | null;
  isPreview: boolean;
};

/** A ctx whose caller acts for a store (owner or team member). */
export type StoreCtx = Ctx & { user: AuthUser; store: StoreRow; storeId: number };

/** Who may call a route. Every route declares it in `config.access`. */
export type Access = 'public' | 'user' | 'store' | 'supplier' | 'warehouse' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
    /** iat of the bearer token, to decide on renewal. */
    tokenIssuedAt?: number;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Mutating routes a preview account may still call (login, event reporting). */
    previewAllowed?: boolean;
  }
}
