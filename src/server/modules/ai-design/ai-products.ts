import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AiProduct,
  AiProductListQuery,
  CreateAiProductBody,
  UpdateAiProductBody,
} from '../../../shared/contract/ai-design';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { aiProducts } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import {
  aiProductColumns,
  assertOwnIdea,
  findAiProduct,
  resolveDesignImages,
  toAiProduct,
} from './ai-product-rows';

// AI products (spec §7 /web/ai-products): the store's saved designs — its image gallery — and the products
// of its ideations. Every image is one of the store's own files; every id is checked against the store.

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function insertAiProduct(tx: Db, deps: Deps, ctx: StoreCtx, body: CreateAiProductBody, path: string) {
  await assertOwnIdea(tx, ctx.storeId, body.aiIdeaId);
  const images = await resolveDesignImages(tx, ctx.storeId, deps.config.publicUrl, body.imageUrls, path);
  const [row] = await tx
    .insert(aiProducts)
    .values({ ...body, ...images, sketchKeys: [...new Set(body.sketchKeys)], storeId: ctx.storeId })
    .returning(aiProductColumns);
  return toAiProduct(row!);
}

/** POST /web/ai-products: saves a design. */
export async function createAiProduct(deps: Deps, ctx: StoreCtx, body: CreateAiProductBody) {
  return insertAiProduct(deps.db, deps, ctx, body, 'body.imageUrls');
}

/** POST /web/ai-products/bulk: all of them or none (one transaction). */
export async function createAiProducts(deps: Deps, ctx: StoreCtx, products: CreateAiProductBody[]) {
  return deps.db.transaction(async (tx) => {
    const out: AiProduct[] = [];
    for (const [i, body] of products.entries()) {
      out.push(await insertAiProduct(tx, deps, ctx, body, `body.products.${i}.imageUrls`));
    }
    return out;
  });
}

/** PUT /web/ai-products/{id}. */
export async function updateAiProduct(deps: Deps, ctx: StoreCtx, id: number, body: UpdateAiProductBody) {
  await assertOwnIdea(deps.db, ctx.storeId, body.aiIdeaId);
  const [row] = await deps.db
    .update(aiProducts)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(aiProducts.id, id), eq(aiProducts.storeId, ctx.storeId)))
    .returning(aiProductColumns);
  if (!row) throw notFound('AI product');
  return toAiProduct(row);
}

/**
 * DELETE /web/ai-products/{id}: removes one of the store's designs (from its gallery and its ideation).
 * Its image files stay the store's: a generation, another design or a kit may show them too.
 */
export async function deleteAiProduct(deps: Deps, ctx: StoreCtx, id: number) {
  const [row] = await deps.db
    .delete(aiProducts)
    .where(and(eq(aiProducts.id, id), eq(aiProducts.storeId, ctx.storeId)))
    .returning({ id: aiProducts.id });
  if (!row) throw notFound('AI product');
  return { ok: true as const };
}

export const getAiProduct = (deps: Deps, ctx: StoreCtx, id: number) =>
  findAiProduct(deps.db, ctx.storeId, id);

/** GET /web/ai-products: newest first, of an idea or in the gallery when asked. */
export async function listAiProducts(deps: Deps, ctx: StoreCtx, q: AiProductListQuery) {
  const where: SQL[] = [eq(aiProducts.storeId, ctx.storeId)];
  if (q.aiIdeaId !== undefined) where.push(eq(aiProducts.aiIdeaId, q.aiIdeaId));
  if (q.inGallery !== undefined) where.push(eq(aiProducts.inGallery, q.inGallery));
  const rows = await deps.db
    .select(aiProductColumns)
    .from(aiProducts)
    .where(and(...where))
    .orderBy(desc(aiProducts.createdAt), desc(aiProducts.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toAiProduct);
}

/** GET /web/ai-products/-/total-count: the designs the store saved to its gallery. */
export async function countGalleryProducts(db: Db, storeId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(aiProducts)
    .where(and(eq(aiProducts.storeId, storeId), eq(aiProducts.inGallery, true)));
  return { count: Number(row?.count ?? 0) };
}
