import { and, asc, count, desc, eq } from 'drizzle-orm';
import type {
  CreateProjectBody,
  Project,
  ProjectListQuery,
  ProjectSummary,
  UpdateProjectBody,
} from '../../../shared/contract/projects';
import { isProjectEditable, projectTransitionError } from '../../../shared/rules/project-status';
import type { Database, Db } from '../../db/client';
import { projectRecipients, projectRequests } from '../../db/schema/projects';
import type { StoreCtx } from '../../http/context';
import { conflict, invalid } from '../../http/errors';
import type { EmailProvider } from '../../providers/email/types';
import { notifySuppliers } from './notify-suppliers';
import { assertSendable, resolveProjectInput } from './project-input';
import { findOwnProject, getProject, summaryColumns, toSummary } from './project-rows';

export { getProject };

export type ProjectDeps = { db: Database; email: EmailProvider; publicUrl: string };

/**
 * POST /web/project-management: saves a draft, or sends at once when `send` is true. A retry with the same
 * Idempotency-Key answers the first request and emails no supplier twice.
 */
export async function createProject(
  deps: ProjectDeps,
  ctx: StoreCtx,
  body: CreateProjectBody,
  idempotencyKey?: string,
): Promise<Project> {
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(idempotencyKey))
    throw invalid('Idempotency-Key must be 1 to 200 visible ASCII characters');
  const { send, ...fields } = body;
  const input = await resolveProjectInput(deps.db, ctx.storeId, fields);
  if (send) assertSendable(input);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectRequests)
      .values({ ...input, storeId: ctx.storeId, idempotencyKey })
      .onConflictDoNothing({ target: [projectRequests.storeId, projectRequests.idempotencyKey] })
      .returning({ id: projectRequests.id });
    if (!row) {
      const [first] = await tx
        .select({ id: projectRequests.id })
        .from(projectRequests)
        .where(
          and(eq(projectRequests.storeId, ctx.storeId), eq(projectRequests.idempotencyKey, idempotencyKey!)),
        );
      return first!.id;
    }
    if (send) await markSent(tx, deps, ctx, row.id, input);
    return row.id;
  });
  void deps.email.deliver();
  return getProject(deps.db, ctx.storeId, id);
}

/** PUT /web/project-management/{id}: replaces a draft; a sent or finished project is 409. */
export async function updateProject(
  deps: ProjectDeps,
  ctx: StoreCtx,
  id: number,
  body: UpdateProjectBody,
): Promise<Project> {
  const input = await resolveProjectInput(deps.db, ctx.storeId, body);
  await deps.db.transaction(async (tx) => {
    const p = await findOwnProject(tx, ctx.storeId, id, { forUpdate: true });
    if (!isProjectEditable(p.status))
      throw conflict(`Only a draft can be edited; this project is ${p.status.toLowerCase()}`);
    await tx
      .update(projectRequests)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(projectRequests.id, id));
  });
  return getProject(deps.db, ctx.storeId, id);
}

/** POST /web/project-management/{id}/send: DRAFT → SENT; chosen suppliers become recipients and get an email. */
export async function sendProject(deps: ProjectDeps, ctx: StoreCtx, id: number): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const p = await findOwnProject(tx, ctx.storeId, id, { forUpdate: true });
    const why = projectTransitionError(p.status, 'SENT');
    if (why) throw conflict(why);
    const [full] = await tx
      .select({
        type: projectRequests.type,
        title: projectRequests.title,
        quantity: projectRequests.quantity,
        audience: projectRequests.audience,
        supplierIds: projectRequests.supplierIds,
        categoryIds: projectRequests.categoryIds,
        productOption: projectRequests.productOption,
      })
      .from(projectRequests)
      .where(eq(projectRequests.id, id));
    assertSendable(full!);
    await markSent(tx, deps, ctx, id, full!);
  });
  void deps.email.deliver();
  return getProject(deps.db, ctx.storeId, id);
}

async function markSent(
  tx: Db,
  deps: ProjectDeps,
  ctx: StoreCtx,
  id: number,
  p: { title: string; quantity: number; audience: 'CHOSEN' | 'OPEN'; supplierIds: readonly number[] },
) {
  const now = new Date();
  await tx
    .update(projectRequests)
    .set({ status: 'SENT', sentAt: now, updatedAt: now })
    .where(eq(projectRequests.id, id));
  if (p.audience !== 'CHOSEN' || p.supplierIds.length === 0) return;
  await tx
    .insert(projectRecipients)
    .values(p.supplierIds.map((companyId) => ({ projectId: id, companyId })))
    .onConflictDoNothing();
  await notifySuppliers(tx, deps.email, p.supplierIds, {
    subject: `New custom project request: ${p.title}`,
    lines: [
      `${ctx.store.title} sent you a custom project request on Quarry.`,
      `Project: ${p.title} (quantity ${p.quantity.toLocaleString('en-US')})`,
      `Request #${id}: sign in to Quarry to read it and answer with a quote: ${deps.publicUrl}`,
    ],
    ref: `project-request:${id}`,
  });
}

/** POST /web/project-management/{id}/close: a draft or sent project ends without a winner. */
export async function closeProject(deps: ProjectDeps, ctx: StoreCtx, id: number): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const p = await findOwnProject(tx, ctx.storeId, id, { forUpdate: true });
    const why = projectTransitionError(p.status, 'CLOSED');
    if (why) throw conflict(why);
    const now = new Date();
    await tx
      .update(projectRequests)
      .set({ status: 'CLOSED', closedAt: now, updatedAt: now })
      .where(eq(projectRequests.id, id));
  });
  return getProject(deps.db, ctx.storeId, id);
}

const SORT_COLUMNS = {
  createdAt: projectRequests.createdAt,
  updatedAt: projectRequests.updatedAt,
  title: projectRequests.title,
  status: projectRequests.status,
} as const;

const listFilter = (ctx: StoreCtx, q: Pick<ProjectListQuery, 'status' | 'creatorProjectId'>) =>
  and(
    eq(projectRequests.storeId, ctx.storeId),
    q.status ? eq(projectRequests.status, q.status) : undefined,
    q.creatorProjectId ? eq(projectRequests.creatorProjectId, q.creatorProjectId) : undefined,
  );

/** GET /web/project-management: the store's projects, newest first by default (ties by id). */
export async function listProjects(db: Db, ctx: StoreCtx, q: ProjectListQuery): Promise<ProjectSummary[]> {
  const desc_ = q.sort.startsWith('-');
  const column = SORT_COLUMNS[q.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const rows = await db
    .select(summaryColumns)
    .from(projectRequests)
    .where(listFilter(ctx, q))
    .orderBy(desc_ ? desc(column) : asc(column), desc_ ? desc(projectRequests.id) : asc(projectRequests.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toSummary);
}

export async function countProjects(
  db: Db,
  ctx: StoreCtx,
  q: Pick<ProjectListQuery, 'status' | 'creatorProjectId'>,
) {
  const [row] = await db.select({ count: count() }).from(projectRequests).where(listFilter(ctx, q));
  return { count: row?.count ?? 0 };
}
