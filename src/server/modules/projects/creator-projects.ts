import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  CreatorProject,
  CreatorProjectBody,
  UpdateCreatorProjectBody,
} from '../../../shared/contract/projects';
import type { Db } from '../../db/client';
import { creatorProjects } from '../../db/schema/projects';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import { lockStore } from '../stores/store-rows';

// Creator projects (GET, POST /web/creator-projects; PUT by id): the founder's product projects — an idea
// moving from ideation to launch — that custom project requests belong to (project_requests.creator_project_id).

/** The project made when the founder archives the last active one (spec §4). */
export const NEW_CREATOR_PROJECT_TITLE = 'My product idea';

const columns = {
  id: creatorProjects.id,
  title: creatorProjects.title,
  description: creatorProjects.description,
  stage: creatorProjects.stage,
  isArchived: creatorProjects.isArchived,
  createdAt: creatorProjects.createdAt,
  updatedAt: creatorProjects.updatedAt,
  requestCount: sql<number>`(select count(*)::int from project_requests r where r.creator_project_id = creator_projects.id)`,
};
type Row = {
  [K in keyof typeof columns]: K extends 'requestCount'
    ? number
    : (typeof creatorProjects.$inferSelect)[K & keyof typeof creatorProjects.$inferSelect];
};
const toCreatorProject = (r: Row): CreatorProject => ({
  ...r,
  requestCount: Number(r.requestCount),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function getOne(db: Db, ctx: StoreCtx, id: number) {
  const [row] = await db
    .select(columns)
    .from(creatorProjects)
    .where(and(eq(creatorProjects.id, id), eq(creatorProjects.storeId, ctx.storeId)));
  if (!row) throw notFound('Creator project');
  return toCreatorProject(row);
}

export async function createCreatorProject(db: Db, ctx: StoreCtx, body: CreatorProjectBody) {
  const [row] = await db
    .insert(creatorProjects)
    .values({ ...body, storeId: ctx.storeId })
    .returning({ id: creatorProjects.id });
  return getOne(db, ctx, row!.id);
}

/** PUT by id: edits the fields; `isArchived: true` archives by the rules of spec §4, false restores it. */
export async function updateCreatorProject(
  db: Db,
  ctx: StoreCtx,
  id: number,
  body: UpdateCreatorProjectBody,
) {
  const { isArchived, ...fields } = body;
  return db.transaction(async (tx) => {
    // The store's lock before the project's row, in the order archiving takes them.
    if (isArchived !== undefined) await lockStoreProjects(tx, ctx);
    const [row] = await tx
      .update(creatorProjects)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(creatorProjects.id, id), eq(creatorProjects.storeId, ctx.storeId)))
      .returning({ id: creatorProjects.id, isArchived: creatorProjects.isArchived });
    if (!row) throw notFound('Creator project');
    if (isArchived === true && !row.isArchived) await archiveInTx(tx, ctx, id);
    if (isArchived === false && row.isArchived) {
      await tx.update(creatorProjects).set({ isArchived: false }).where(eq(creatorProjects.id, id));
    }
    return getOne(tx, ctx, id);
  });
}

/**
 * PUT /web/creator-projects/{id}/archive (spec §4): the project leaves the list; the most recently updated
 * active project opens next, or — when none is left — a new one is created and opened. One transaction,
 * serialized per store (the store's row lock), so two archives at once cannot both leave the store empty.
 */
export async function archiveCreatorProject(db: Db, ctx: StoreCtx, id: number) {
  return db.transaction(async (tx) => archiveInTx(tx, ctx, id));
}

/** Serializes archiving per store: the store's row, locked without blocking rows that reference it. */
async function lockStoreProjects(tx: Db, ctx: StoreCtx) {
  await lockStore(tx, ctx.storeId, 'no key update');
}

async function archiveInTx(tx: Db, ctx: StoreCtx, id: number) {
  await lockStoreProjects(tx, ctx);
  const [archived] = await tx
    .update(creatorProjects)
    .set({ isArchived: true, updatedAt: new Date() })
    .where(and(eq(creatorProjects.id, id), eq(creatorProjects.storeId, ctx.storeId)))
    .returning({ id: creatorProjects.id });
  if (!archived) throw notFound('Creator project');
  const [last] = await tx
    .select({ id: creatorProjects.id })
    .from(creatorProjects)
    .where(and(eq(creatorProjects.storeId, ctx.storeId), eq(creatorProjects.isArchived, false)))
    .orderBy(desc(creatorProjects.updatedAt), desc(creatorProjects.id))
    .limit(1);
  if (last) return { archivedId: id, openProjectId: last.id, created: false };
  const [made] = await tx
    .insert(creatorProjects)
    .values({ storeId: ctx.storeId, title: NEW_CREATOR_PROJECT_TITLE })
    .returning({ id: creatorProjects.id });
  return { archivedId: id, openProjectId: made!.id, created: true };
}

const SORTS = {
  updatedAt: creatorProjects.updatedAt,
  createdAt: creatorProjects.createdAt,
  title: creatorProjects.title,
} as const;

const ofStore = (ctx: StoreCtx, isArchived = false) =>
  and(eq(creatorProjects.storeId, ctx.storeId), eq(creatorProjects.isArchived, isArchived));

/** The store's active projects, or its archived ones with `isArchived`. */
export async function listCreatorProjects(
  db: Db,
  ctx: StoreCtx,
  q: { page: number; size: number; sort: string; isArchived?: boolean },
) {
  const dir = q.sort.startsWith('-') ? desc : asc;
  const rows = await db
    .select(columns)
    .from(creatorProjects)
    .where(ofStore(ctx, q.isArchived))
    .orderBy(dir(SORTS[q.sort.replace(/^-/, '') as keyof typeof SORTS]), dir(creatorProjects.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCreatorProject);
}

export async function countCreatorProjects(db: Db, ctx: StoreCtx, q: { isArchived?: boolean } = {}) {
  const [row] = await db.select({ count: count() }).from(creatorProjects).where(ofStore(ctx, q.isArchived));
  return { count: row?.count ?? 0 };
}

/** Whether the creator project exists and is the store's own (another domain links to it). */
export async function isOwnCreatorProject(db: Db, storeId: number, creatorProjectId: number) {
  const [own] = await db
    .select({ id: creatorProjects.id })
    .from(creatorProjects)
    .where(and(eq(creatorProjects.id, creatorProjectId), eq(creatorProjects.storeId, storeId)));
  return Boolean(own);
}
