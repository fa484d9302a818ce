import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ImageSlotRef, KitRequestKind, KitRequestType } from '../../../shared/contract/brand-kits';
import { storeIdentity } from '../../../shared/contract/messaging';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { brandKitRequests } from '../../db/schema/brand-kits';
import { identityChannel } from '../messaging/viewer';
import type { KitRequestRow } from './kit-rows';

// Generation requests (spec §4: PENDING → SUCCESS | FAILURE): written in the transaction that asks for
// them (under the kit's lock), sent to the queue after it commits, and announced on the owner's channel.

export const GENERATE_QUEUE = 'brand-kit-generate';

export type AskedRequest = { row: KitRequestRow; isNew: boolean };

/** The seed of a kit's nth request of a type: the same kit and history give the same text. */
export function requestSeed(kitId: number, type: KitRequestKind, earlier: number): number {
  return createHash('sha256').update(`${kitId}:${type}:${earlier}`).digest().readUInt32BE(0) >>> 1;
}

async function insertRequest(
  tx: Db,
  kit: { id: number; storeId: number },
  type: KitRequestKind,
  extra: { slots?: ImageSlotRef[]; progressTotal?: number } = {},
): Promise<KitRequestRow> {
  const [earlier] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(brandKitRequests)
    .where(and(eq(brandKitRequests.brandKitId, kit.id), eq(brandKitRequests.type, type)));
  const [row] = await tx
    .insert(brandKitRequests)
    .values({
      brandKitId: kit.id,
      storeId: kit.storeId,
      type,
      seed: requestSeed(kit.id, type, Number(earlier?.n ?? 0)),
      slots: extra.slots ?? [],
      progressTotal: extra.progressTotal ?? 1,
    })
    .returning();
  return row!;
}

/**
 * Asks for generations of the given types; a type already PENDING answers the running request instead of a
 * second one. The caller holds the kit's row lock (so two asks never race) and dispatches after commit.
 */
export async function askForRequests(
  tx: Db,
  kit: { id: number; storeId: number },
  types: readonly KitRequestType[],
): Promise<AskedRequest[]> {
  const asked: AskedRequest[] = [];
  for (const type of types) {
    const [running] = await tx
      .select()
      .from(brandKitRequests)
      .where(
        and(
          eq(brandKitRequests.brandKitId, kit.id),
          eq(brandKitRequests.type, type),
          eq(brandKitRequests.status, 'PENDING'),
        ),
      )
      .limit(1);
    asked.push(
      running ? { row: running, isNew: false } : { row: await insertRequest(tx, kit, type), isNew: true },
    );
  }
  return asked;
}

/**
 * An IMAGE request for chosen slots (already put in the loading marker by the caller); `perSlot` images are
 * rendered for each (the first goes in the slot, the rest to its tray). Its progress counts images.
 */
export async function askForImages(
  tx: Db,
  kit: { id: number; storeId: number },
  slots: ImageSlotRef[],
  perSlot: number,
): Promise<AskedRequest> {
  return {
    row: await insertRequest(tx, kit, 'IMAGE', { slots, progressTotal: slots.length * perSlot }),
    isNew: true,
  };
}

export type KitEventDeps = Pick<AppDeps, 'bus'>;

/** Tells the owner's open tabs that a request moved (they refetch the kit). */
export function publishKitRequest(
  deps: KitEventDeps,
  r: Pick<KitRequestRow, 'id' | 'storeId' | 'brandKitId' | 'status'>,
) {
  deps.bus.publish(identityChannel(storeIdentity(r.storeId)), {
    type: 'kit-request',
    brandKitId: r.brandKitId,
    requestId: r.id,
    status: r.status,
  });
}

/** After the asking transaction committed: queue the new requests and announce them. */
export async function dispatchRequests(deps: Pick<AppDeps, 'bus' | 'jobs'>, asked: AskedRequest[]) {
  for (const { row, isNew } of asked) {
    if (!isNew) continue;
    // A send that fails leaves the request PENDING: the recovery job fails it, and the founder asks again.
    await deps.jobs.send(GENERATE_QUEUE, { requestId: row.id }).catch(() => null);
    publishKitRequest(deps, row);
  }
}
