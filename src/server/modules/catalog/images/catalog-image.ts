import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ImageResizeName, imageResizeWidth } from '../../../../shared/rules/image-size';
import type { Db } from '../../../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import { listCategories } from '../../../db/seed/catalog/taxonomy';
import type { Shape } from '../../../db/seed/catalog/taxonomy-types';
import { notFound } from '../../../http/errors';
import type { StorageProvider } from '../../../providers/storage/types';
import { resizedCopy } from '../../uploads/resize';
import { itemSvg, logoSvg } from './render-svg';

export type CatalogImageDeps = { db: Db; storage: StorageProvider };
export type CatalogImageTarget = { kind: 'item'; id: number; n: number } | { kind: 'company'; id: number };

const SHAPE_BY_SUBGROUP = new Map(listCategories().map((c) => [c.subgroup, c.shape]));
/** The silhouette an item of this subgroup is drawn with. */
export const shapeOfSubgroup = (subgroup: string): Shape => SHAPE_BY_SUBGROUP.get(subgroup) ?? 'box';
// Concurrent first requests for the same picture share one render.
const rendering = new Map<string, Promise<void>>();

/** A short digest of what a picture is drawn from besides the seed (a logo's name), for its storage key. */
const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

/**
 * What to draw and under which storage key — every input of the drawing is part of it (seed, a logo's name,
 * an item's silhouette), so a renamed supplier or a product moved to another category gets a new picture —
 * or, for a supplier that uploaded its own logo, where that logo is.
 */
async function resolve(
  db: Db,
  target: CatalogImageTarget,
): Promise<{ key: string; svg: () => string } | { uploaded: string }> {
  if (target.kind === 'company') {
    const [row] = await db
      .select({ seed: catalogCompanies.seed, name: catalogCompanies.name, logoUrl: catalogCompanies.logoUrl })
      .from(catalogCompanies)
      .where(eq(catalogCompanies.id, target.id));
    if (!row) throw notFound('Supplier');
    if (row.logoUrl) return { uploaded: row.logoUrl };
    return {
      key: `catalog-images/company-${target.id}-${row.seed}-${digest(row.name)}.png`,
      svg: () => logoSvg(row.seed, row.name),
    };
  }
  const [row] = await db
    .select({
      seed: catalogItems.seed,
      imageCount: catalogItems.imageCount,
      subgroup: catalogCategories.subgroup,
    })
    .from(catalogItems)
    .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
    .where(eq(catalogItems.id, target.id));
  if (!row || target.n >= row.imageCount) throw notFound('Image');
  const shape = shapeOfSubgroup(row.subgroup);
  return {
    key: `catalog-images/item-${target.id}-${target.n}-${row.seed}-${shape}.png`,
    svg: () => itemSvg(row.seed, shape, target.n),
  };
}

/**
 * The PNG of an item picture or supplier logo: rendered from the row's seed on first request, then cached;
 * or `redirect`, the uploaded logo of a supplier that has one.
 */
export async function openCatalogImage(
  deps: CatalogImageDeps,
  target: CatalogImageTarget,
  size: ImageResizeName,
): Promise<
  | { redirect: string }
  | { body: Readable; size: number; contentType: string; etag: string; redirect?: undefined }
> {
  const resolved = await resolve(deps.db, target);
  if ('uploaded' in resolved) return { redirect: resolved.uploaded };
  const { key, svg } = resolved;
  if (!(await deps.storage.head(key))) {
    let job = rendering.get(key);
    if (!job) {
      job = sharp(Buffer.from(svg()))
        .png({ compressionLevel: 8 })
        .toBuffer()
        .then((png) => deps.storage.put(key, png, 'image/png'))
        .finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    await job;
  }
  const head = await deps.storage.head(key);
  if (!head) throw notFound('Image');
  const width = imageResizeWidth(size);
  const file = { key, fileName: key, contentType: 'image/png', size: head.size };
  const served = (width && (await resizedCopy(deps, file, width))) || file;
  const obj = await deps.storage.get(served.key);
  if (!obj) throw notFound('Image');
  // The served file's key names everything it was drawn from: its digest is the picture's version.
  return { body: obj.body, size: obj.size, contentType: 'image/png', etag: `"${digest(served.key)}"` };
}
