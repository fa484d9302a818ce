import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Project, ProjectSummary } from '../../../shared/contract/projects';
import type { Db } from '../../db/client';
import { projectQuotes, projectRecipients, projectRequests } from '../../db/schema/projects';
import { notFound } from '../../http/errors';
import { supplierDisplay } from '../catalog/supplier-display';

// Named columns of a project request and its contract shapes. Counts are correlated subqueries, so a page
// of projects is one query.

export const summaryColumns = {
  id: projectRequests.id,
  type: projectRequests.type,
  status: projectRequests.status,
  title: projectRequests.title,
  quantity: projectRequests.quantity,
  audience: projectRequests.audience,
  creatorProjectId: projectRequests.creatorProjectId,
  createdAt: projectRequests.createdAt,
  updatedAt: projectRequests.updatedAt,
  sentAt: projectRequests.sentAt,
  // Spelled out: drizzle leaves columns unqualified inside sql``, which a subquery would resolve to its own table.
  recipientCount: sql<number>`(select count(*)::int from project_request_recipients r where r.project_id = project_requests.id)`,
  quoteCount: sql<number>`(select count(*)::int from project_quotes q where q.project_id = project_requests.id and q.status <> 'WITHDRAWN')`,
};

export const detailColumns = {
  ...summaryColumns,
  description: projectRequests.description,
  productOption: projectRequests.productOption,
  targetUnitPriceCents: projectRequests.targetUnitPriceCents,
  currency: projectRequests.currency,
  categoryIds: projectRequests.categoryIds,
  attachments: projectRequests.attachments,
  introMessage: projectRequests.introMessage,
  supplierIds: projectRequests.supplierIds,
  awardedQuoteId: projectRequests.awardedQuoteId,
  closedAt: projectRequests.closedAt,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'recipientCount' | 'quoteCount'
    ? number
    : (typeof projectRequests.$inferSelect)[K & keyof typeof projectRequests.$inferSelect];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(r: SummaryRow): ProjectSummary {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    title: r.title,
    quantity: r.quantity,
    audience: r.audience,
    creatorProjectId: r.creatorProjectId,
    recipientCount: Number(r.recipientCount),
    quoteCount: Number(r.quoteCount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    sentAt: iso(r.sentAt),
  };
}

/** The store's project row (locked FOR UPDATE inside a transaction when asked); another store's id is 404. */
export async function findOwnProject(
  db: Db,
  storeId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
) {
  const q = db
    .select({ id: projectRequests.id, status: projectRequests.status, audience: projectRequests.audience })
    .from(projectRequests)
    .where(and(eq(projectRequests.id, id), eq(projectRequests.storeId, storeId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('Project');
  return row;
}

/** GET /web/project-management/{id}: the project with its recipients. */
export async function getProject(db: Db, storeId: number, id: number): Promise<Project> {
  const [r] = await db
    .select(detailColumns)
    .from(projectRequests)
    .where(and(eq(projectRequests.id, id), eq(projectRequests.storeId, storeId)));
  if (!r) throw notFound('Project');
  const recipients = await db
    .select({
      companyId: projectRecipients.companyId,
      companyName: supplierDisplay.name,
      countryCode: supplierDisplay.countryCode,
      status: projectRecipients.status,
    })
    .from(projectRecipients)
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, projectRecipients.companyId))
    .where(eq(projectRecipients.projectId, id))
    .orderBy(asc(projectRecipients.createdAt), asc(projectRecipients.companyId));
  return {
    ...toSummary(r),
    description: r.description,
    productOption: r.productOption,
    targetUnitPriceCents: r.targetUnitPriceCents,
    currency: r.currency,
    categoryIds: r.categoryIds,
    attachments: r.attachments,
    introMessage: r.introMessage,
    supplierIds: r.supplierIds,
    recipients,
    awardedQuoteId: r.awardedQuoteId,
    closedAt: iso(r.closedAt),
  };
}

/** Live (not withdrawn) quotes of a project. */
export const liveQuote = ne(projectQuotes.status, 'WITHDRAWN');
