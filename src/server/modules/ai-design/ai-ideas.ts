import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AiIdea,
  AiIdeaListQuery,
  CreateAiIdeaBody,
  PublicAiIdea,
  PublicAiIdeaListQuery,
  UpdateAiIdeaBody,
} from '../../../shared/contract/ai-design';
import type { Db } from '../../db/client';
import { aiIdeas, aiProducts } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { invalid, notFound } from '../../http/errors';
import { isOwnCreatorProject } from '../projects/creator-projects';
import { aiProductColumns, productsOfIdeas, toAiProduct } from './ai-product-rows';

// Ideations (spec §7 /web/ai-ideas): AI products gathered under a creator project, saved ("submited") to
// Your ideations, and listed publicly once submitted and made public.

const columns = {
  id: aiIdeas.id,
  storeId: aiIdeas.storeId,
  creatorProjectId: aiIdeas.creatorProjectId,
  title: aiIdeas.title,
  prompt: aiIdeas.prompt,
  category: aiIdeas.category,
  submitted: aiIdeas.submitted,
  isPublic: aiIdeas.isPublic,
  selectedProductIds: aiIdeas.selectedProductIds,
  createdAt: aiIdeas.createdAt,
  updatedAt: aiIdeas.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof aiIdeas.$inferSelect)[K] };

async function withProducts(db: Db, storeId: number, rows: Row[]): Promise<AiIdea[]> {
  const products = await productsOfIdeas(
    db,
    storeId,
    rows.map((r) => r.id),
  );
  return rows.map(({ storeId: _store, ...r }) => {
    const own = products.get(r.id) ?? [];
    const ids = new Set(own.map((p) => p.id));
    return {
      ...r,
      // A product moved to another idea since it was selected is no longer selected here.
      selectedProductIds: r.selectedProductIds.filter((id) => ids.has(id)),
      products: own,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function findRow(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(aiIdeas)
    .where(and(eq(aiIdeas.id, id), eq(aiIdeas.storeId, storeId)));
  if (!row) throw notFound('AI idea');
  return row;
}

/** One of the store's ideas with its products, or 404. */
export async function getAiIdea(db: Db, ctx: StoreCtx, id: number): Promise<AiIdea> {
  const [idea] = await withProducts(db, ctx.storeId, [await findRow(db, ctx.storeId, id)]);
  return idea!;
}

/** GET /web/ai-ideas: newest first, of a creator project or by submitted when asked. */
export async function listAiIdeas(db: Db, ctx: StoreCtx, q: AiIdeaListQuery) {
  const where: SQL[] = [eq(aiIdeas.storeId, ctx.storeId)];
  if (q.creatorProjectId !== undefined) where.push(eq(aiIdeas.creatorProjectId, q.creatorProjectId));
  if (q.submitted !== undefined) where.push(eq(aiIdeas.submitted, q.submitted));
  const rows = await db
    .select(columns)
    .from(aiIdeas)
    .where(and(...where))
    .orderBy(desc(aiIdeas.createdAt), desc(aiIdeas.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return withProducts(db, ctx.storeId, rows);
}

async function assertOwnProject(db: Db, storeId: number, creatorProjectId: number | null) {
  if (creatorProjectId == null) return;
  if (!(await isOwnCreatorProject(db, storeId, creatorProjectId))) throw notFound('Creator project');
}

async function insertIdea(tx: Db, ctx: StoreCtx, body: CreateAiIdeaBody) {
  await assertOwnProject(tx, ctx.storeId, body.creatorProjectId);
  const [row] = await tx
    .insert(aiIdeas)
    .values({ ...body, storeId: ctx.storeId })
    .returning(columns);
  return row!;
}

/** POST /web/ai-ideas (ours): one idea. */
export async function createAiIdea(db: Db, ctx: StoreCtx, body: CreateAiIdeaBody) {
  const [idea] = await withProducts(db, ctx.storeId, [await insertIdea(db, ctx, body)]);
  return idea!;
}

/** POST /web/ai-ideas/bulk: all of them or none. */
export async function createAiIdeas(db: Db, ctx: StoreCtx, ideas: CreateAiIdeaBody[]) {
  const rows = await db.transaction(async (tx) => {
    const out: Row[] = [];
    for (const body of ideas) out.push(await insertIdea(tx, ctx, body));
    return out;
  });
  return withProducts(db, ctx.storeId, rows);
}

async function updateRow(db: Db, ctx: StoreCtx, id: number, set: Partial<typeof aiIdeas.$inferInsert>) {
  const [row] = await db
    .update(aiIdeas)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(aiIdeas.id, id), eq(aiIdeas.storeId, ctx.storeId)))
    .returning({ id: aiIdeas.id });
  if (!row) throw notFound('AI idea');
  return getAiIdea(db, ctx, id);
}

/** PUT /web/ai-ideas/{id}. */
export const updateAiIdea = (db: Db, ctx: StoreCtx, id: number, body: UpdateAiIdeaBody) =>
  updateRow(db, ctx, id, body);

/** PUT /web/ai-ideas/{id}/submited (the spec's spelling): saved to Your ideations, or taken back. */
export const submitAiIdea = (db: Db, ctx: StoreCtx, id: number, submitted: boolean) =>
  updateRow(db, ctx, id, { submitted });

/** PUT /web/ai-ideas/{id}/selected-product-ids: each id must be a product of this idea (400 otherwise). */
export async function selectIdeaProducts(db: Db, ctx: StoreCtx, id: number, selected: number[]) {
  await findRow(db, ctx.storeId, id);
  const ids = [...new Set(selected)];
  const own = await db
    .select({ id: aiProducts.id })
    .from(aiProducts)
    .where(and(eq(aiProducts.storeId, ctx.storeId), eq(aiProducts.aiIdeaId, id)));
  const known = new Set(own.map((p) => p.id));
  const stranger = ids.findIndex((p) => !known.has(p));
  if (stranger >= 0)
    throw invalid(`Product ${ids[stranger]} is not a product of this idea`, [
      { path: `body.selectedProductIds.${stranger}`, message: 'is not a product of this idea' },
    ]);
  return updateRow(db, ctx, id, { selectedProductIds: ids });
}

/** GET /web/ai-ideas/-/public: submitted public ideas of every store, newest first, without store fields. */
export async function listPublicAiIdeas(db: Db, q: PublicAiIdeaListQuery): Promise<PublicAiIdea[]> {
  const rows = await db
    .select(columns)
    .from(aiIdeas)
    .where(and(eq(aiIdeas.submitted, true), eq(aiIdeas.isPublic, true)))
    .orderBy(desc(aiIdeas.createdAt), desc(aiIdeas.id))
    .limit(q.size)
    .offset(q.page * q.size);
  if (rows.length === 0) return [];
  const products = await db
    .select({ ...aiProductColumns, storeId: aiProducts.storeId })
    .from(aiProducts)
    .where(
      inArray(
        aiProducts.aiIdeaId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(aiProducts.createdAt), asc(aiProducts.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    prompt: r.prompt,
    category: r.category,
    submitted: r.submitted,
    products: products
      .filter((p) => p.aiIdeaId === r.id && p.storeId === r.storeId)
      .map(({ storeId: _s, ...p }) => toAiProduct(p)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
