import { and, eq, notInArray, sql } from 'drizzle-orm';
import { clearLoadingSlots, failSlots, withThumbnails } from '../../../shared/rules/brand-kit';
import type { AppDeps } from '../../app-deps';
import { brandKitRequests } from '../../db/schema/brand-kits';
import { publishKitRequest } from './kit-requests';
import { kitDoc, lockKit, saveKit } from './kit-rows';
import { existingSlots, failRequestsLocked } from './request-state';

// Recovery of generations whose worker was lost (a killed process, a deploy): at start-up and every
// minute, a request PENDING for longer than KIT_REQUEST_STALE_SECONDS since it started (or since it was
// asked for, when no worker took it) is failed, and the kit's pictures it left loading are emptied.

export const RECOVER_QUEUE = 'brand-kit-recover';
export const INTERRUPTED_MESSAGE = 'Generation was interrupted — try again.';

export async function recoverKitRequests(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  opts: { staleSeconds: number },
): Promise<{ failed: number }> {
  const stale = await deps.db
    .select({ id: brandKitRequests.id, brandKitId: brandKitRequests.brandKitId })
    .from(brandKitRequests)
    .where(
      and(
        eq(brandKitRequests.status, 'PENDING'),
        sql`coalesce(${brandKitRequests.startedAt}, ${brandKitRequests.createdAt}) < now() - make_interval(secs => ${opts.staleSeconds})`,
      ),
    )
    .limit(500);
  const byKit = new Map<number, number[]>();
  for (const r of stale) byKit.set(r.brandKitId, [...(byKit.get(r.brandKitId) ?? []), r.id]);
  let failed = 0;
  for (const [kitId, ids] of byKit) {
    const done = await deps.db.transaction(async (tx) => {
      const kit = await lockKit(tx, kitId);
      const before = kitDoc(kit);
      const result = await failRequestsLocked(tx, ids, INTERRUPTED_MESSAGE, before, []);
      if (!result.failed.length) return [];
      // Pictures still loading belong to the lost requests unless another one is still at work on the kit.
      const [alive] = await tx
        .select({ id: brandKitRequests.id })
        .from(brandKitRequests)
        .where(
          and(
            eq(brandKitRequests.brandKitId, kitId),
            eq(brandKitRequests.status, 'PENDING'),
            notInArray(brandKitRequests.id, ids),
          ),
        )
        .limit(1);
      const doc = alive
        ? result.failed.reduce(
            (d, r) => (r.type === 'IMAGE' ? failSlots(d, existingSlots(d, r.slots)) : d),
            before,
          )
        : clearLoadingSlots(before);
      await saveKit(tx, kitId, withThumbnails(doc));
      return result.failed;
    });
    for (const r of done) publishKitRequest(deps, r);
    failed += done.length;
  }
  return { failed };
}
