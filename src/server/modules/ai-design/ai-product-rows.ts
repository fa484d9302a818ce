import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AiProduct } from '../../../shared/contract/ai-design';
import { FOREIGN_FILE_MESSAGE } from '../../../shared/contract/commons';
import { fileUrl } from '../../../shared/contract/uploads';
import type { Db } from '../../db/client';
import { aiIdeas, aiImageGenerations, aiProducts } from '../../db/schema/ai-design';
import { AppError, invalid, notFound } from '../../http/errors';
import { ownFileKey } from '../commons/own-files';
import { findOwnUploads } from '../uploads/find-own-uploads';

export const aiProductColumns = {
  id: aiProducts.id,
  aiIdeaId: aiProducts.aiIdeaId,
  title: aiProducts.title,
  description: aiProducts.description,
  prompt: aiProducts.prompt,
  category: aiProducts.category,
  sketchKeys: aiProducts.sketchKeys,
  imageUrls: aiProducts.imageUrls,
  suggestedRetailPriceCents: aiProducts.suggestedRetailPriceCents,
  watermarked: aiProducts.watermarked,
  inGallery: aiProducts.inGallery,
  createdAt: aiProducts.createdAt,
  updatedAt: aiProducts.updatedAt,
};
type Row = { [K in keyof typeof aiProductColumns]: (typeof aiProducts.$inferSelect)[K] };

export const toAiProduct = (r: Row): AiProduct => ({
  ...r,
  imageUrl: r.imageUrls[0] ?? '',
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** One of the store's AI products, or 404. */
export async function findAiProduct(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(aiProductColumns)
    .from(aiProducts)
    .where(and(eq(aiProducts.id, id), eq(aiProducts.storeId, storeId)));
  if (!row) throw notFound('AI product');
  return toAiProduct(row);
}

/** The products of the store's ideas, oldest first, by idea id. */
export async function productsOfIdeas(db: Db, storeId: number, ideaIds: number[]) {
  const byIdea = new Map<number, AiProduct[]>(ideaIds.map((id) => [id, []]));
  if (ideaIds.length === 0) return byIdea;
  const rows = await db
    .select(aiProductColumns)
    .from(aiProducts)
    .where(and(eq(aiProducts.storeId, storeId), inArray(aiProducts.aiIdeaId, ideaIds)))
    .orderBy(asc(aiProducts.createdAt), asc(aiProducts.id));
  for (const r of rows) byIdea.get(r.aiIdeaId!)?.push(toAiProduct(r));
  return byIdea;
}

/** 404 unless `aiIdeaId` is one of the store's ideas. */
export async function assertOwnIdea(db: Db, storeId: number, aiIdeaId: number | null | undefined) {
  if (aiIdeaId == null) return;
  const [own] = await db
    .select({ id: aiIdeas.id })
    .from(aiIdeas)
    .where(and(eq(aiIdeas.id, aiIdeaId), eq(aiIdeas.storeId, storeId)));
  if (!own) throw notFound('AI idea');
}

const ONLY_OWN_IMAGES = 'A design can only use your own images (your designs or your uploads)';

/**
 * The images of a design: each must be one of the store's own stored files (400 otherwise, naming the
 * image). Answers their canonical URLs, and whether any came from a watermarked (unpaid) generation.
 */
export async function resolveDesignImages(
  db: Db,
  storeId: number,
  publicUrl: string,
  urls: string[],
  path = 'body.imageUrls',
) {
  const keys = urls.map((u, i) => {
    try {
      return ownFileKey(u, publicUrl);
    } catch (err) {
      if (err instanceof AppError && err.message === FOREIGN_FILE_MESSAGE)
        throw invalid(ONLY_OWN_IMAGES, [{ path: `${path}.${i}`, message: 'is not a Quarry file' }]);
      throw err;
    }
  });
  const own = await findOwnUploads(db, { storeId }, keys);
  const missing = keys.findIndex((k) => !own.has(k));
  if (missing >= 0)
    throw invalid(ONLY_OWN_IMAGES, [{ path: `${path}.${missing}`, message: 'is not one of your files' }]);
  const unique = [...new Set(keys)];
  const [marked] = await db
    .select({ id: aiImageGenerations.id })
    .from(aiImageGenerations)
    .where(
      and(
        eq(aiImageGenerations.storeId, storeId),
        eq(aiImageGenerations.watermarked, true),
        or(...unique.map((k) => sql`${aiImageGenerations.imageKeys} @> ${JSON.stringify([k])}::jsonb`)),
      ),
    )
    .limit(1);
  return { imageUrls: unique.map(fileUrl), watermarked: Boolean(marked) };
}
