import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CreatorProject, CreatorProjectBody } from '../../../shared/contract/projects';
import type { Db } from '../../db/client';
import { creatorProjects } from '../../db/schema/projects';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';

// Creator projects (GET, POST /web/creator-projects; PUT by id): the founder's product projects — an idea
// moving from ideation to launch — that custom project requests belong to (project_requests.creator_project_id).

const columns = {
  id: creatorProjects.id,
  title: creatorProjects.title,
  description: creatorProjects.description,
  stage: creatorProjects.stage,
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

export async function updateCreatorProject(db: Db, ctx: StoreCtx, id: number, body: CreatorProjectBody) {
  const [row] = await db
    .update(creatorProjects)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(creatorProjects.id, id), eq(creatorProjects.storeId, ctx.storeId)))
    .returning({ id: creatorProjects.id });
  if (!row) throw notFound('Creator project');
  return getOne(db, ctx, id);
}

const SORTS = {
  updatedAt: creatorProjects.updatedAt,
  createdAt: creatorProjects.createdAt,
  title: creatorProjects.title,
} as const;

export async function listCreatorProjects(
  db: Db,
  ctx: StoreCtx,
  q: { page: number; size: number; sort: string },
) {
  const dir = q.sort.startsWith('-') ? desc : asc;
  const rows = await db
    .select(columns)
    .from(creatorProjects)
    .where(eq(creatorProjects.storeId, ctx.storeId))
    .orderBy(dir(SORTS[q.sort.replace(/^-/, '') as keyof typeof SORTS]), dir(creatorProjects.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCreatorProject);
}

export async function countCreatorProjects(db: Db, ctx: StoreCtx) {
  const [row] = await db
    .select({ count: count() })
    .from(creatorProjects)
    .where(eq(creatorProjects.storeId, ctx.storeId));
  return { count: row?.count ?? 0 };
}
