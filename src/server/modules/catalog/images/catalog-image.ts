import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ImageResizeName, imageResizeWidth } from '../../../../shared/rules/image-size';
import type { Db } from '../../../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import { notFound } from '../../../http/errors';
import type { StorageProvider } from '../../../providers/storage/types';
import { lookKey, lookOfItem } from './item-look';
import { itemSvg, logoSvg } from './render-svg';

export type CatalogImageDeps = { db: Db; storage: StorageProvider };
export type CatalogImageTarget = { kind: 'item'; id: number; n: number } | { kind: 'company'; id: number };

/** The widths the SVGs declare: 'original' is served at it. */
const ITEM_WIDTH = 1024;
const LOGO_WIDTH = 512;
// Concurrent first requests for the same picture share one render.
const rendering = new Map<string, Promise<void>>();

/** A short digest of what a picture is drawn from besides the seed (a logo's name), for its storage key. */
const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

/**
 * What to draw and under which storage key — every input of the drawing is part of it (seed, a logo's name,
 * an item's look read from its title), so a renamed supplier or product, or a product moved to another
 * category, gets a new picture — or, for a supplier that uploaded its own logo, where that logo is.
 */
async function resolve(
  db: Db,
  target: CatalogImageTarget,
): Promise<{ key: string; svg: () => string; drawnWidth: number } | { uploaded: string }> {
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
      drawnWidth: LOGO_WIDTH,
    };
  }
  const [row] = await db
    .select({
      seed: catalogItems.seed,
      imageCount: catalogItems.imageCount,
      title: catalogItems.title,
      subgroup: catalogCategories.subgroup,
    })
    .from(catalogItems)
    .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
    .where(eq(catalogItems.id, target.id));
  if (!row || target.n >= row.imageCount) throw notFound('Image');
  const look = lookOfItem(row);
  return {
    key: `catalog-images/item-${target.id}-${target.n}-${row.seed}-${digest(lookKey(look))}.png`,
    svg: () => itemSvg(row.seed, look, target.n),
    drawnWidth: ITEM_WIDTH,
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
  const { drawnWidth } = resolved;
  const width = imageResizeWidth(size) ?? drawnWidth;
  // Each size preset is drawn at its own width (a 160-px thumbnail costs a fraction of a full render and
  // resize), once, and kept under a key naming the width.
  const key = resolved.key.replace(/\.png$/, width === drawnWidth ? '.png' : `-w${width}.png`);
  if (!(await deps.storage.head(key))) {
    let job = rendering.get(key);
    if (!job) {
      const density = (72 * width) / drawnWidth;
      job = sharp(Buffer.from(resolved.svg()), { density })
        .resize(width, width)
        .png({ compressionLevel: 8 })
        .toBuffer()
        .then((png) => deps.storage.put(key, png, 'image/png'))
        .finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    await job;
  }
  const obj = await deps.storage.get(key);
  if (!obj) throw notFound('Image');
  // The key names everything it was drawn from: its digest is the picture's version.
  return { body: obj.body, size: obj.size, contentType: 'image/png', etag: `"${digest(key)}"` };
}
