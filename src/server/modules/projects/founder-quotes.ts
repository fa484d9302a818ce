import { and, eq, ne } from 'drizzle-orm';
import type { ComparisonRow, Project, QuoteComparison } from '../../../shared/contract/projects';
import { canTransitionQuote, projectTransitionError } from '../../../shared/rules/project-status';
import { priceQuote } from '../../../shared/rules/quote-pricing';
import { requestDuty, requestHtsLine } from '../../../shared/tariff/country-ranking';
import type { Db } from '../../db/client';
import { projectQuotes, projectRequests } from '../../db/schema/projects';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { supplierDisplay } from '../catalog/supplier-display';
import type { ProjectDeps } from './manage-projects';
import { notifySuppliers } from './notify-suppliers';
import { findOwnProject, getProject, liveQuote } from './project-rows';

async function findQuote(tx: Db, projectId: number, quoteId: number) {
  const [q] = await tx
    .select({ id: projectQuotes.id, status: projectQuotes.status, companyId: projectQuotes.companyId })
    .from(projectQuotes)
    .where(and(eq(projectQuotes.id, quoteId), eq(projectQuotes.projectId, projectId)))
    .for('update');
  if (!q || q.status === 'WITHDRAWN') throw notFound('Quote');
  return q;
}

/**
 * POST /web/project-management/{id}/quotes/{quoteId}/award: the project is AWARDED to this quote; the other
 * live quotes are declined, and the winner's supplier users get an email.
 */
export async function awardQuote(
  deps: ProjectDeps,
  ctx: StoreCtx,
  id: number,
  quoteId: number,
): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const p = await findOwnProject(tx, ctx.storeId, id, { forUpdate: true });
    const q = await findQuote(tx, id, quoteId);
    const why = projectTransitionError(p.status, 'AWARDED');
    if (why) throw conflict(why);
    if (!canTransitionQuote(q.status, 'AWARDED'))
      throw conflict(`A ${q.status.toLowerCase()} quote cannot be awarded`);
    const now = new Date();
    await tx
      .update(projectQuotes)
      .set({ status: 'DECLINED', updatedAt: now })
      .where(
        and(
          eq(projectQuotes.projectId, id),
          ne(projectQuotes.id, quoteId),
          eq(projectQuotes.status, 'SUBMITTED'),
        ),
      );
    await tx
      .update(projectQuotes)
      .set({ status: 'AWARDED', updatedAt: now })
      .where(eq(projectQuotes.id, quoteId));
    const [project] = await tx
      .update(projectRequests)
      .set({ status: 'AWARDED', awardedQuoteId: quoteId, closedAt: now, updatedAt: now })
      .where(eq(projectRequests.id, id))
      .returning({ title: projectRequests.title });
    await notifySuppliers(tx, deps.email, [q.companyId], {
      subject: `Your quote won: ${project!.title}`,
      lines: [`${ctx.store.title} awarded your quote for "${project!.title}" (request #${id}) on Quarry.`],
      ref: `project-award:${id}`,
    });
  });
  void deps.email.deliver();
  return getProject(deps.db, ctx.storeId, id);
}

/** POST /web/project-management/{id}/quotes/{quoteId}/decline: the founder turns one quote down. */
export async function declineQuote(deps: ProjectDeps, ctx: StoreCtx, id: number, quoteId: number) {
  await deps.db.transaction(async (tx) => {
    const p = await findOwnProject(tx, ctx.storeId, id, { forUpdate: true });
    const q = await findQuote(tx, id, quoteId);
    if (p.status !== 'SENT')
      throw conflict(`Quotes of a ${p.status.toLowerCase()} project cannot be declined`);
    if (q.status === 'DECLINED') return;
    if (!canTransitionQuote(q.status, 'DECLINED'))
      throw conflict(`A ${q.status.toLowerCase()} quote cannot be declined`);
    await tx
      .update(projectQuotes)
      .set({ status: 'DECLINED', updatedAt: new Date() })
      .where(eq(projectQuotes.id, quoteId));
  });
  return getProject(deps.db, ctx.storeId, id);
}

type SortKey = 'landedCost' | 'unitPrice' | 'moq' | 'leadTime';
const SORT_VALUE: Record<SortKey, (r: ComparisonRow) => number> = {
  landedCost: (r) => r.landedCostCents,
  unitPrice: (r) => r.unitPriceCents,
  moq: (r) => r.moq,
  leadTime: (r) => r.leadTimeDays,
};

/**
 * GET /web/project-management/{id}/quotes/comparison: every live quote priced at the founder's quantity
 * (src/shared/rules/quote-pricing.ts): MOQ, unit price by the tier rule, lead time and landed cost. The duty
 * is the tariff table's (the tariff-rate agent's, shared/tariff) for the HTS line the request's words
 * suggest, from the supplier's country, today; the catalog's rate for the country only when no line matched.
 * Best value = lowest landed cost among quotes still in play.
 */
export async function compareQuotes(
  db: Db,
  ctx: StoreCtx,
  id: number,
  sort: string,
): Promise<QuoteComparison> {
  const [p] = await db
    .select({
      quantity: projectRequests.quantity,
      target: projectRequests.targetUnitPriceCents,
      title: projectRequests.title,
      description: projectRequests.description,
    })
    .from(projectRequests)
    .where(and(eq(projectRequests.id, id), eq(projectRequests.storeId, ctx.storeId)));
  if (!p) throw notFound('Project');
  const quotes = await db
    .select({
      id: projectQuotes.id,
      companyId: projectQuotes.companyId,
      companyName: supplierDisplay.name,
      countryCode: supplierDisplay.countryCode,
      tariffRatePercent: supplierDisplay.tariffRatePercent,
      status: projectQuotes.status,
      priceTiers: projectQuotes.priceTiers,
      moq: projectQuotes.moq,
      leadTimeDays: projectQuotes.leadTimeDays,
      note: projectQuotes.note,
    })
    .from(projectQuotes)
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, projectQuotes.companyId))
    .where(and(eq(projectQuotes.projectId, id), liveQuote));
  const today = new Date().toISOString().slice(0, 10);
  const line = requestHtsLine(p);
  const rows: ComparisonRow[] = quotes.map((q) => {
    const tariffRatePercent = requestDuty(line, q.countryCode, today, q.tariffRatePercent).percent;
    const price = priceQuote(q, p.quantity, tariffRatePercent);
    return {
      quoteId: q.id,
      companyId: q.companyId,
      companyName: q.companyName,
      countryCode: q.countryCode,
      status: q.status,
      moq: q.moq,
      leadTimeDays: q.leadTimeDays,
      note: q.note,
      priceTiers: [...q.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity),
      ...price,
      tariffRatePercent,
      meetsTarget: p.target == null ? null : price.unitPriceCents <= p.target,
      isBestValue: false,
    };
  });
  const inPlay = rows
    .filter((r) => r.status === 'SUBMITTED' || r.status === 'AWARDED')
    .sort(
      (a, b) =>
        a.landedCostCents - b.landedCostCents || a.leadTimeDays - b.leadTimeDays || a.quoteId - b.quoteId,
    );
  const best = inPlay[0];
  if (best) best.isBestValue = true;
  const key = sort.replace(/^-/, '') as SortKey;
  const dir = sort.startsWith('-') ? -1 : 1;
  rows.sort((a, b) => dir * (SORT_VALUE[key](a) - SORT_VALUE[key](b)) || a.quoteId - b.quoteId);
  return {
    projectId: id,
    quantity: p.quantity,
    currency: 'USD',
    targetUnitPriceCents: p.target,
    bestQuoteId: best?.quoteId ?? null,
    tariffLine: line,
    rows,
  };
}
