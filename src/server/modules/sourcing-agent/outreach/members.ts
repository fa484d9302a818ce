import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agentMembers } from '../../../db/schema/sourcing-agent';
import type { StoreCtx } from '../../../http/context';

// The sourcing agent's membership list (spec §7 ai-sourcing-agents-members, membership/count): a store joins
// once; joining again updates its email and note.

const columns = {
  storeId: agentMembers.storeId,
  email: agentMembers.email,
  note: agentMembers.note,
  createdAt: agentMembers.createdAt,
};

export async function joinAgentMembers(db: Db, ctx: StoreCtx, input: { email?: string; note?: string }) {
  const email = (input.email ?? ctx.user.email).toLowerCase();
  const [row] = await db
    .insert(agentMembers)
    .values({ storeId: ctx.storeId, userId: ctx.user.id, email, note: input.note ?? null })
    .onConflictDoUpdate({
      target: agentMembers.storeId,
      set: { email, ...(input.note === undefined ? {} : { note: input.note }) },
    })
    .returning(columns);
  return {
    storeId: row!.storeId,
    email: row!.email,
    note: row!.note,
    joinedAt: row!.createdAt.toISOString(),
  };
}

export async function countAgentMembers(db: Db) {
  const [row] = await db.select({ count: count() }).from(agentMembers);
  return { count: row?.count ?? 0 };
}
