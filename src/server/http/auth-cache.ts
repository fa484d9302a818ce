import type { StoreRole } from '../../shared/rules/team-roles';
import type { Bus } from '../realtime/bus';
import type { StoreRow } from './context';

export type AuthRow = {
  id: number;
  email: string;
  role: 'STORE_OWNER' | 'TEAM_MEMBER' | 'SUPPLIER' | 'WAREHOUSE_STAFF' | 'ADMIN';
  storeId: number | null;
  supplierId: number | null;
  tokenVersion: number;
  /** The member's role in their store (team_members), null for an owner or a user without a store. */
  teamRole: StoreRole | null;
  store: StoreRow | null;
};

const MAX_ENTRIES = 20_000;
export const USER_CHANGED = 'auth.user-changed';
export const STORE_CHANGED = 'auth.store-changed';

/**
 * The signed-in user's row and store, read on every request, kept for `ttlMs` (AUTH_CACHE_TTL_MS; 0 = off). Whoever changes
 * a user or store publishes USER_CHANGED/STORE_CHANGED on the bus, which clears it on every instance.
 */
export function createAuthCache(bus: Bus, ttlMs = 5_000) {
  const entries = new Map<number, { row: AuthRow; at: number }>();
  bus.subscribe(USER_CHANGED, (id) => entries.delete(Number(id)));
  bus.subscribe(STORE_CHANGED, (id) => {
    for (const [userId, e] of entries) if (e.row.storeId === Number(id)) entries.delete(userId);
  });
  return {
    get(userId: number): AuthRow | undefined {
      const e = entries.get(userId);
      if (!e) return undefined;
      if (Date.now() - e.at > ttlMs) {
        entries.delete(userId);
        return undefined;
      }
      return e.row;
    },
    set(row: AuthRow) {
      if (ttlMs === 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
      entries.set(row.id, { row, at: Date.now() });
    },
    clear: () => entries.clear(),
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
