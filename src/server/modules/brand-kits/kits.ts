import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type BrandKit,
  type BrandKitListQuery,
  type CreateBrandKitBody,
  type KitListItem,
  type KitRequestType,
  MAX_ACTIVE_BRAND_KITS,
  type TargetAudience,
} from '../../../shared/contract/brand-kits';
import {
  ALL_KIT_REQUEST_TYPES,
  emptyKitDoc,
  selectedIdeaOf,
  slideCompleteness,
} from '../../../shared/rules/brand-kit';
import type { AppDeps } from '../../app-deps';
import { brandKits } from '../../db/schema/brand-kits';
import type { StoreCtx } from '../../http/context';
import { refused } from '../../http/errors';
import { lockStore } from '../stores/store-rows';
import { askForRequests, dispatchRequests } from './kit-requests';
import { kitDoc, kitsWithPending, loadKit, toBrandKit } from './kit-rows';

// Creating, listing and reading a store's kits (GET/POST /web/brand-kit-modules, GET …/{id}).

export type KitDeps = Pick<AppDeps, 'db' | 'bus' | 'jobs'>;

/** Audiences the founder named, first named first (newest first, as the rules order them). */
function namedAudiences(names: string[]): TargetAudience[] {
  const seen = new Set<string>();
  const now = Date.now();
  return names
    .filter((name) => {
      const k = name.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map((name, i) => ({
      uuid: crypto.randomUUID(),
      createdAt: new Date(now - i).toISOString(),
      name,
      description: '',
    }));
}

/**
 * POST /web/brand-kit-modules: the kit, and its four generations asked for in the same transaction (target
 * audiences only when the founder named none); the jobs are sent once it commits.
 */
export async function createBrandKit(
  deps: KitDeps,
  ctx: StoreCtx,
  body: CreateBrandKitBody,
): Promise<BrandKit> {
  const { row, asked } = await deps.db.transaction(async (tx) => {
    // One creation at a time per store, so the limit holds under concurrent requests.
    await lockStore(tx, ctx.storeId, 'update');
    const [active] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(brandKits)
      .where(and(eq(brandKits.storeId, ctx.storeId), eq(brandKits.isArchived, false)));
    if (Number(active?.n ?? 0) >= MAX_ACTIVE_BRAND_KITS)
      throw refused(
        `You have ${MAX_ACTIVE_BRAND_KITS} active brand kits, the most a store keeps. Archive one to start another.`,
      );
    const targetAudiences = namedAudiences(body.targetAudiences ?? []);
    const [kit] = await tx
      .insert(brandKits)
      .values({
        storeId: ctx.storeId,
        category: body.category,
        productDescription: body.productDescription,
        ...emptyKitDoc(),
        targetAudiences,
      })
      .returning();
    const types: readonly KitRequestType[] = targetAudiences.length
      ? ALL_KIT_REQUEST_TYPES.filter((t) => t !== 'TARGET_AUDIENCE')
      : ALL_KIT_REQUEST_TYPES;
    return { row: kit!, asked: await askForRequests(tx, kit!, types) };
  });
  await dispatchRequests(deps, asked);
  return toBrandKit(deps.db, row);
}

const ORDER = {
  '-createdAt': [desc(brandKits.createdAt), desc(brandKits.id)],
  createdAt: [asc(brandKits.createdAt), asc(brandKits.id)],
  '-updatedAt': [desc(brandKits.updatedAt), desc(brandKits.id)],
} as const;

/** GET /web/brand-kit-modules: the store's kits that have a category and a description (spec §5). */
export async function listBrandKits(
  deps: Pick<AppDeps, 'db'>,
  ctx: StoreCtx,
  q: BrandKitListQuery,
): Promise<KitListItem[]> {
  const rows = await deps.db
    .select()
    .from(brandKits)
    .where(
      and(
        eq(brandKits.storeId, ctx.storeId),
        eq(brandKits.isArchived, q.isArchived),
        ne(sql`trim(${brandKits.category})`, ''),
        ne(sql`trim(${brandKits.productDescription})`, ''),
      ),
    )
    .orderBy(...ORDER[q.sort])
    .limit(q.size)
    .offset(q.page * q.size);
  const pending = await kitsWithPending(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const doc = kitDoc(row);
    return {
      id: row.id,
      category: row.category,
      productDescription: row.productDescription,
      isArchived: row.isArchived,
      isShared: row.isShared,
      isWaitlistSitePublished: row.isWaitlistSitePublished,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      thumbnailImages: row.thumbnailImages,
      brandName: selectedIdeaOf(doc)?.brandName ?? null,
      completeSlides: slideCompleteness(doc).completeCount,
      pending: pending.has(row.id),
    };
  });
}

/** GET /web/brand-kit-modules/{id}: the kit with what is generating now; another store's is 404. */
export async function getBrandKit(deps: Pick<AppDeps, 'db'>, ctx: StoreCtx, id: number): Promise<BrandKit> {
  return toBrandKit(deps.db, await loadKit(deps.db, ctx.storeId, id));
}
