// Applying a carrier's tracking events to a shipment (decision 045), from the embedded carrier's timeline (the
// tracking job) or Shippo's webhook: each event is inserted once (the unique index on shipment, time and
// status makes a replay harmless), then the shipment's status, shipped and delivered times follow its events.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { FINAL_TRACKING_STATUSES, type TrackingStatus } from '../../../../shared/rules/tracking';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { shipments, trackingEvents } from '../../../db/schema/orders';
import { eventsDue } from '../../../providers/shipping/carrier-timeline';
import { EMBEDDED_LABEL_PREFIX } from '../../../providers/shipping/embedded-shipping';
import type { TrackingEvent, TrackingLocation } from '../../../providers/shipping/types';

export const locationText = (l: TrackingLocation | null) =>
  l ? [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || l.country : null;

/** Inserts the events a shipment has not seen and brings its status up to date; answers events added. */
export async function applyTrackingEvents(
  tx: Db,
  shipmentId: number,
  events: TrackingEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const inserted = await tx
    .insert(trackingEvents)
    .values(
      events.map((e) => ({
        shipmentId,
        status: e.status,
        at: new Date(e.at),
        location: locationText(e.location),
        description: e.description,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  if (inserted.length === 0) return 0;
  const [latest] = await tx
    .select({ status: trackingEvents.status, at: trackingEvents.at })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId))
    .orderBy(desc(trackingEvents.at), desc(trackingEvents.id))
    .limit(1);
  const [firstMove] = await tx
    .select({ at: trackingEvents.at })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.shipmentId, shipmentId),
        sql`${trackingEvents.status} not in ('PRE_TRANSIT', 'UNKNOWN')`,
      ),
    )
    .orderBy(asc(trackingEvents.at))
    .limit(1);
  const status = latest!.status as TrackingStatus;
  await tx
    .update(shipments)
    .set({
      trackingStatus: status,
      shippedAt: firstMove
        ? sql`coalesce(${shipments.shippedAt}, ${firstMove.at.toISOString()}::timestamptz)`
        : undefined,
      deliveredAt: status === 'DELIVERED' ? latest!.at : null,
    })
    .where(eq(shipments.id, shipmentId));
  return inserted.length;
}

/**
 * One pass of the embedded carrier (the tracking job): claims open shipments of the embedded carrier with
 * FOR UPDATE SKIP LOCKED (two instances never work the same shipment at once) and applies the events due.
 */
export async function applyDueEmbeddedEvents(db: Db, pace: number, now = new Date(), batch = 200) {
  return db.transaction(async (tx) => {
    const open = rowsOf<{ id: number; tracking_number: string; purchased_at: string | Date }>(
      await tx.execute(sql`
        select id, tracking_number, purchased_at from ${shipments}
         where delivered_at is null and voided_at is null
           and label_id like ${`${EMBEDDED_LABEL_PREFIX}%`}
           and tracking_status not in (${sql.join(
             [...FINAL_TRACKING_STATUSES].map((s) => sql`${s}`),
             sql`, `,
           )})
         order by id
         limit ${batch}
         for update skip locked`),
    );
    let events = 0;
    for (const s of open) {
      const due = eventsDue(s.tracking_number, new Date(s.purchased_at), pace, now);
      events += await applyTrackingEvents(tx, s.id, due);
    }
    return { shipments: open.length, events };
  });
}

/** The shipment a tracking number belongs to (a webhook names the number), or null. */
export async function shipmentByTracking(db: Db, trackingNumber: string) {
  const [row] = await db
    .select({ id: shipments.id, voidedAt: shipments.voidedAt })
    .from(shipments)
    .where(and(eq(shipments.trackingNumber, trackingNumber), isNull(shipments.voidedAt)));
  return row ?? null;
}
