import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Quote, SubmitQuoteBody, SupplierProjectRequest } from '../../../shared/contract/projects';
import { canTransitionQuote, isProjectOpenForQuotes } from '../../../shared/rules/project-status';
import type { Database, Db } from '../../db/client';
import { projectQuotes, projectRecipients, projectRequests } from '../../db/schema/projects';
import { linkedSupplierId } from '../../http/auth';
import type { Ctx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { supplierCategoryIdsOf } from '../catalog/supplier-display';
import { storeDisplay } from '../stores/store-display';

// The supplier's side of custom project requests (access 'supplier'): a supplier user acts for one catalog
// company (users.supplier_id). It sees requests sent to its company, and open requests still collecting
// quotes whose categories overlap its own; it quotes (revisable) or declines.

export const supplierCompanyId = linkedSupplierId;

// Subqueries are spelled out: drizzle leaves columns unqualified inside sql``.
const isRecipient = (companyId: number) =>
  sql`exists (select 1 from project_request_recipients r where r.project_id = project_requests.id and r.company_id = ${companyId})`;

/** The requests `companyId` may see (never a draft). */
function visibleTo(companyId: number): SQL {
  return and(
    isNotNull(projectRequests.sentAt),
    sql`(${isRecipient(companyId)} or (${projectRequests.audience} = 'OPEN' and ${projectRequests.status} = 'SENT'
      and project_requests.category_ids && ${supplierCategoryIdsOf(companyId)}))`,
  )!;
}

const quoteColumns = {
  id: projectQuotes.id,
  projectId: projectQuotes.projectId,
  companyId: projectQuotes.companyId,
  status: projectQuotes.status,
  priceTiers: projectQuotes.priceTiers,
  moq: projectQuotes.moq,
  leadTimeDays: projectQuotes.leadTimeDays,
  note: projectQuotes.note,
  revision: projectQuotes.revision,
  createdAt: projectQuotes.createdAt,
  updatedAt: projectQuotes.updatedAt,
};
type QuoteRow = { [K in keyof typeof quoteColumns]: (typeof projectQuotes.$inferSelect)[K] };
const toQuote = (q: QuoteRow): Quote => ({
  ...q,
  createdAt: q.createdAt.toISOString(),
  updatedAt: q.updatedAt.toISOString(),
});

function requestColumns(companyId: number) {
  return {
    id: projectRequests.id,
    type: projectRequests.type,
    status: projectRequests.status,
    title: projectRequests.title,
    description: projectRequests.description,
    productOption: projectRequests.productOption,
    quantity: projectRequests.quantity,
    targetUnitPriceCents: projectRequests.targetUnitPriceCents,
    currency: projectRequests.currency,
    categoryIds: projectRequests.categoryIds,
    attachments: projectRequests.attachments,
    introMessage: projectRequests.introMessage,
    audience: projectRequests.audience,
    storeId: projectRequests.storeId,
    storeName: storeDisplay.title,
    sentAt: projectRequests.sentAt,
    myStatus: sql<
      'PENDING' | 'QUOTED' | 'DECLINED'
    >`coalesce((select ${projectRecipients.status} from ${projectRecipients} where ${projectRecipients.projectId} = ${projectRequests.id} and ${projectRecipients.companyId} = ${companyId}), 'PENDING')`,
  };
}

async function withQuotes(db: Db, companyId: number, rows: Awaited<ReturnType<typeof selectRequests>>) {
  const quotes = rows.length
    ? await db
        .select(quoteColumns)
        .from(projectQuotes)
        .where(
          and(
            eq(projectQuotes.companyId, companyId),
            sql`${projectQuotes.projectId} in (${sql.join(
              rows.map((r) => sql`${r.id}`),
              sql`, `,
            )})`,
          ),
        )
    : [];
  const byProject = new Map(quotes.map((q) => [q.projectId, toQuote(q)]));
  return rows.map(
    (r): SupplierProjectRequest => ({
      ...r,
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      myQuote: byProject.get(r.id) ?? null,
    }),
  );
}

function selectRequests(db: Db, companyId: number) {
  return db
    .select(requestColumns(companyId))
    .from(projectRequests)
    .innerJoin(storeDisplay, eq(storeDisplay.id, projectRequests.storeId))
    .where(visibleTo(companyId))
    .$dynamic();
}

/** GET /web/supplier-project-requests: newest sent first by default. */
export async function listSupplierRequests(
  db: Db,
  ctx: Ctx,
  q: { page: number; size: number; sort: string },
): Promise<SupplierProjectRequest[]> {
  const companyId = supplierCompanyId(ctx);
  const column = q.sort.endsWith('quantity') ? projectRequests.quantity : projectRequests.sentAt;
  const dir = q.sort.startsWith('-') ? desc : asc;
  const rows = await selectRequests(db, companyId)
    .orderBy(dir(column), dir(projectRequests.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return withQuotes(db, companyId, rows);
}

export async function countSupplierRequests(db: Db, ctx: Ctx) {
  const companyId = supplierCompanyId(ctx);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectRequests)
    .where(visibleTo(companyId));
  return { count: Number(row?.count ?? 0) };
}

/**
 * The supplier's dashboard figures: requests it sees that still take quotes (`open`), and of those the ones
 * it has neither quoted nor declined (`awaitingReply`).
 */
export async function countOpenSupplierRequests(db: Db, ctx: Ctx) {
  const companyId = supplierCompanyId(ctx);
  const answered = sql`exists (select 1 from project_request_recipients r where r.project_id = project_requests.id
    and r.company_id = ${companyId} and r.status <> 'PENDING')`;
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      awaitingReply: sql<number>`(count(*) filter (where not ${answered}))::int`,
    })
    .from(projectRequests)
    .where(and(visibleTo(companyId), eq(projectRequests.status, 'SENT')));
  return { open: Number(row?.open ?? 0), awaitingReply: Number(row?.awaitingReply ?? 0) };
}

export async function getSupplierRequest(db: Db, ctx: Ctx, id: number): Promise<SupplierProjectRequest> {
  const companyId = supplierCompanyId(ctx);
  const rows = await selectRequests(db, companyId).where(
    and(visibleTo(companyId), eq(projectRequests.id, id)),
  );
  if (!rows[0]) throw notFound('Project request');
  return (await withQuotes(db, companyId, rows))[0]!;
}

/** Locks a request this supplier may answer; 404 when it may not see it, 409 once it stops taking quotes. */
async function lockAnswerable(tx: Db, companyId: number, id: number) {
  const [p] = await tx
    .select({ id: projectRequests.id, status: projectRequests.status })
    .from(projectRequests)
    .where(and(eq(projectRequests.id, id), visibleTo(companyId)))
    .for('update');
  if (!p) throw notFound('Project request');
  if (!isProjectOpenForQuotes(p.status))
    throw conflict(`This request is ${p.status.toLowerCase()} and no longer takes quotes`);
}

async function setRecipientStatus(tx: Db, id: number, companyId: number, status: 'QUOTED' | 'DECLINED') {
  await tx
    .insert(projectRecipients)
    .values({ projectId: id, companyId, status })
    .onConflictDoUpdate({
      target: [projectRecipients.projectId, projectRecipients.companyId],
      set: { status, updatedAt: new Date() },
    });
}

/** PUT /web/supplier-project-requests/{id}/quote: submits the supplier's quote, or revises it (revision + 1). */
export async function submitQuote(db: Database, ctx: Ctx, id: number, body: SubmitQuoteBody): Promise<Quote> {
  const companyId = supplierCompanyId(ctx);
  const quote = await db.transaction(async (tx) => {
    await lockAnswerable(tx, companyId, id);
    const [existing] = await tx
      .select({ status: projectQuotes.status })
      .from(projectQuotes)
      .where(and(eq(projectQuotes.projectId, id), eq(projectQuotes.companyId, companyId)));
    if (existing && !canTransitionQuote(existing.status, 'SUBMITTED'))
      throw conflict(`An ${existing.status.toLowerCase()} quote cannot be revised`);
    const values = {
      priceTiers: [...body.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity),
      moq: body.moq,
      leadTimeDays: body.leadTimeDays,
      note: body.note,
    };
    const [row] = await tx
      .insert(projectQuotes)
      .values({ ...values, projectId: id, companyId })
      .onConflictDoUpdate({
        target: [projectQuotes.projectId, projectQuotes.companyId],
        set: {
          ...values,
          status: 'SUBMITTED',
          revision: sql`${projectQuotes.revision} + 1`,
          updatedAt: new Date(),
        },
      })
      .returning(quoteColumns);
    await setRecipientStatus(tx, id, companyId, 'QUOTED');
    await tx.update(projectRequests).set({ updatedAt: new Date() }).where(eq(projectRequests.id, id));
    return row!;
  });
  return toQuote(quote);
}

/** POST /web/supplier-project-requests/{id}/decline: the supplier passes; a quote it gave is withdrawn. */
export async function declineRequest(db: Database, ctx: Ctx, id: number): Promise<SupplierProjectRequest> {
  const companyId = supplierCompanyId(ctx);
  await db.transaction(async (tx) => {
    await lockAnswerable(tx, companyId, id);
    const [existing] = await tx
      .select({ status: projectQuotes.status })
      .from(projectQuotes)
      .where(and(eq(projectQuotes.projectId, id), eq(projectQuotes.companyId, companyId)));
    if (existing && existing.status !== 'WITHDRAWN') {
      if (!canTransitionQuote(existing.status, 'WITHDRAWN'))
        throw conflict(`An ${existing.status.toLowerCase()} quote cannot be withdrawn`);
      await tx
        .update(projectQuotes)
        .set({ status: 'WITHDRAWN', updatedAt: new Date() })
        .where(and(eq(projectQuotes.projectId, id), eq(projectQuotes.companyId, companyId)));
    }
    await setRecipientStatus(tx, id, companyId, 'DECLINED');
  });
  return getSupplierRequest(db, ctx, id);
}
