import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ImageSlotRef } from '../../../shared/contract/brand-kits';
import { failSlots, getSlot, type KitDoc, withThumbnails } from '../../../shared/rules/brand-kit';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { brandKitRequests } from '../../db/schema/brand-kits';
import { type KitEventDeps, publishKitRequest } from './kit-requests';
import { type KitRequestRow, type KitRow, kitDoc, lockKit, saveKit } from './kit-rows';

// A running request's writes. Each one takes the kit's row lock and goes ahead only while the request is
// still PENDING: a request a reset replaced, or recovery failed, writes nothing more.

export type RequestDeps = Pick<AppDeps, 'db' | 'bus'>;

/** Claims a PENDING request that no worker started yet (a job delivered twice runs once). */
export async function startRequest(db: Db, id: number): Promise<KitRequestRow | null> {
  const [row] = await db
    .update(brandKitRequests)
    .set({ startedAt: new Date() })
    .where(
      and(
        eq(brandKitRequests.id, id),
        eq(brandKitRequests.status, 'PENDING'),
        isNull(brandKitRequests.startedAt),
      ),
    )
    .returning();
  return row ?? null;
}

async function isPending(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: brandKitRequests.status })
    .from(brandKitRequests)
    .where(eq(brandKitRequests.id, id));
  return row?.status === 'PENDING';
}

type Progress = { done?: number; total?: number };

/**
 * Applies `change` to the kit under its lock while the request is PENDING, and moves the request's progress
 * (`done` adds to it; `total` sets it; a function is read after `change`). Answers false when the request is no longer PENDING.
 */
export async function pendingStep(
  deps: RequestDeps,
  request: KitRequestRow,
  change: (doc: KitDoc, kit: KitRow) => KitDoc,
  progressOf: Progress | (() => Progress) = {},
): Promise<boolean> {
  const moved = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, request.brandKitId);
    if (!(await isPending(tx, request.id))) return false;
    const doc = change(kitDoc(kit), kit);
    await saveKit(tx, kit.id, withThumbnails(doc));
    const progress = typeof progressOf === 'function' ? progressOf() : progressOf;
    if (progress.done || progress.total != null) {
      await tx
        .update(brandKitRequests)
        .set({
          progressDone: sql`${brandKitRequests.progressDone} + ${progress.done ?? 0}`,
          ...(progress.total != null ? { progressTotal: progress.total } : {}),
        })
        .where(eq(brandKitRequests.id, request.id));
    }
    return true;
  });
  if (moved) publishKitRequest(deps, { ...request, status: 'PENDING' });
  return moved;
}

/** The request succeeded: SUCCESS with its progress complete. */
export async function finishRequest(deps: RequestDeps, request: KitRequestRow): Promise<void> {
  const [done] = await deps.db
    .update(brandKitRequests)
    .set({ status: 'SUCCESS', finishedAt: new Date(), progressDone: sql`${brandKitRequests.progressTotal}` })
    .where(and(eq(brandKitRequests.id, request.id), eq(brandKitRequests.status, 'PENDING')))
    .returning({ id: brandKitRequests.id });
  if (done) publishKitRequest(deps, { ...request, status: 'SUCCESS' });
}

/** Slots of `slots` that still exist in the kit (an idea or product may have been replaced since). */
export function existingSlots(doc: KitDoc, slots: ImageSlotRef[]): ImageSlotRef[] {
  return slots.filter((slot) => {
    try {
      getSlot(doc, slot);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Marks PENDING requests FAILURE with `error`, under the kit's lock the caller holds, and empties the given
 * slots that are still loading. Answers the requests it failed (the caller publishes after commit).
 */
export async function failRequestsLocked(
  tx: Db,
  ids: number[],
  error: string,
  doc: KitDoc,
  loading: ImageSlotRef[],
): Promise<{ failed: KitRequestRow[]; doc: KitDoc }> {
  if (!ids.length) return { failed: [], doc };
  const failed = await tx
    .update(brandKitRequests)
    .set({ status: 'FAILURE', error, finishedAt: new Date() })
    .where(and(inArray(brandKitRequests.id, ids), eq(brandKitRequests.status, 'PENDING')))
    .returning();
  return { failed, doc: failed.length ? failSlots(doc, existingSlots(doc, loading)) : doc };
}

/** A generation failed: FAILURE with the founder-readable error, its loading slots emptied, the rest kept. */
export async function failRequest(
  deps: KitEventDeps & Pick<AppDeps, 'db'>,
  request: KitRequestRow,
  error: string,
  loading: ImageSlotRef[],
): Promise<void> {
  const failed = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, request.brandKitId).catch(() => null);
    if (!kit) return [];
    const before = kitDoc(kit);
    const result = await failRequestsLocked(tx, [request.id], error, before, loading);
    if (result.doc !== before) await saveKit(tx, kit.id, withThumbnails(result.doc));
    return result.failed;
  });
  for (const r of failed) publishKitRequest(deps, r);
}

/** Marks PENDING requests of these types FAILURE: their results would be for what the founder replaced. */
export async function supersedeRequests(
  tx: Db,
  kit: KitRow,
  types: readonly KitRequestRow['type'][] | 'ALL',
  reason: string,
): Promise<KitRequestRow[]> {
  const running = await tx
    .select({ id: brandKitRequests.id })
    .from(brandKitRequests)
    .where(
      and(
        eq(brandKitRequests.brandKitId, kit.id),
        eq(brandKitRequests.status, 'PENDING'),
        types === 'ALL' ? undefined : inArray(brandKitRequests.type, [...types]),
      ),
    );
  const ids = running.map((r) => r.id);
  const { failed } = await failRequestsLocked(tx, ids, reason, kitDoc(kit), []);
  return failed;
}
