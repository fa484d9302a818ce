import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BrandKit, KitRequest, PublicBrandKit } from '../../../shared/contract/brand-kits';
import { type KitDoc, KitRuleError } from '../../../shared/rules/brand-kit';
import type { Db } from '../../db/client';
import { brandKitRequests, brandKits, brandKitWaitlist } from '../../db/schema/brand-kits';
import { invalid, notFound } from '../../http/errors';

// Reading and writing kit rows: the row ↔ the rules' KitDoc ↔ the contract's BrandKit, and the row lock
// every change is applied under.

export type KitRow = typeof brandKits.$inferSelect;
export type KitRequestRow = typeof brandKitRequests.$inferSelect;

export const KIT_NOT_FOUND = 'Brand kit';

/** The sections the rules work on (same names as the columns). */
export function kitDoc(row: KitRow): KitDoc {
  return {
    targetAudiences: row.targetAudiences,
    brandIdeas: row.brandIdeas,
    selectedBrandIdea: row.selectedBrandIdea,
    moodboardImages: row.moodboardImages,
    moodboardImagePrompts: row.moodboardImagePrompts,
    moodboardImageTray: row.moodboardImageTray,
    productSkus: row.productSkus,
    selectedProductUuids: row.selectedProductUuids,
    marketResearch: row.marketResearch,
    slideColors: row.slideColors,
    thumbnailImages: row.thumbnailImages,
  };
}

export function toKitRequest(r: KitRequestRow): KitRequest {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    error: r.error,
    progress: { done: r.progressDone, total: r.progressTotal },
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export function toPublicBrandKit(row: KitRow): PublicBrandKit {
  return {
    id: row.id,
    category: row.category,
    productDescription: row.productDescription,
    targetAudiences: row.targetAudiences,
    isWaitlistSitePublished: row.isWaitlistSitePublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    brandIdeas: { generations: row.brandIdeas, selected: row.selectedBrandIdea },
    moodboardImages: row.moodboardImages,
    moodboardImagePrompts: row.moodboardImagePrompts,
    moodboardImageTray: row.moodboardImageTray,
    productSkus: { generations: row.productSkus, selectedUuids: row.selectedProductUuids },
    marketResearch: row.marketResearch,
    slideColors: row.slideColors,
    thumbnailImages: row.thumbnailImages,
  };
}

/** The owner's view: the kit, what is generating now and the waitlist's size. */
export async function toBrandKit(db: Db, row: KitRow): Promise<BrandKit> {
  const [pending, [waitlist]] = await Promise.all([
    db
      .select()
      .from(brandKitRequests)
      .where(and(eq(brandKitRequests.brandKitId, row.id), eq(brandKitRequests.status, 'PENDING')))
      .orderBy(brandKitRequests.id),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(brandKitWaitlist)
      .where(eq(brandKitWaitlist.brandKitId, row.id)),
  ]);
  return {
    ...toPublicBrandKit(row),
    isShared: row.isShared,
    isArchived: row.isArchived,
    pendingRequests: pending.map(toKitRequest),
    waitlistCount: Number(waitlist?.n ?? 0),
  };
}

/** A kit of the store, or 404 (another store's kit reads exactly like an unknown one). */
export async function loadKit(db: Db, storeId: number, id: number): Promise<KitRow> {
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.storeId, storeId)));
  if (!row) throw notFound(KIT_NOT_FOUND);
  return row;
}

/** The kit's row under `select … for update`: every change to a kit is made holding it. */
export async function lockKit(tx: Db, id: number, storeId?: number): Promise<KitRow> {
  const [row] = await tx
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, id), storeId == null ? undefined : eq(brandKits.storeId, storeId)))
    .for('update');
  if (!row) throw notFound(KIT_NOT_FOUND);
  return row;
}

/** Writes the sections (and any plain fields), bumping the version: callers hold the row lock. */
export async function saveKit(
  tx: Db,
  id: number,
  doc: KitDoc,
  fields: Partial<
    Pick<KitRow, 'category' | 'productDescription' | 'isShared' | 'isWaitlistSitePublished' | 'isArchived'>
  > = {},
): Promise<KitRow> {
  const [row] = await tx
    .update(brandKits)
    .set({
      ...doc,
      ...fields,
      version: sql`${brandKits.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(brandKits.id, id))
    .returning();
  return row!;
}

/** The kit's latest request that is not archived (of one type when given). */
export async function latestRequest(db: Db, kitId: number, type?: KitRequestRow['type']) {
  const [row] = await db
    .select()
    .from(brandKitRequests)
    .where(
      and(
        eq(brandKitRequests.brandKitId, kitId),
        isNull(brandKitRequests.archivedAt),
        type ? eq(brandKitRequests.type, type) : undefined,
      ),
    )
    .orderBy(desc(brandKitRequests.createdAt), desc(brandKitRequests.id))
    .limit(1);
  return row ?? null;
}

/** Kits (of the given ids) with a request still generating. */
export async function kitsWithPending(db: Db, kitIds: number[]): Promise<Set<number>> {
  if (!kitIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: brandKitRequests.brandKitId })
    .from(brandKitRequests)
    .where(and(inArray(brandKitRequests.brandKitId, kitIds), eq(brandKitRequests.status, 'PENDING')));
  return new Set(rows.map((r) => r.id));
}

/** Runs kit rules, turning their refusals into 400s. */
export function applyRules<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof KitRuleError) throw invalid(err.message);
    throw err;
  }
}
