// Booking a demo with a specialist (the post-subscription modal and the cancellation survey's "book a call"):
// Quarry's own scheduler over `demo_bookings`. A slot is taken by one founder (unique index on the standing
// bookings), a store holds one upcoming booking, and the meeting link comes from the meetings provider.
import { and, asc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { DemoBooking, DemoSlots } from '../../../shared/contract/subscriptions';
import {
  DEMO_BOOKING_DAYS,
  DEMO_KIND_COPY,
  DEMO_SLOT_MINUTES,
  demoKindForPlan,
  demoSlots,
  isDemoSlot,
} from '../../../shared/rules/demo-bookings';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { demoBookings } from '../../db/schema/subscriptions';
import type { StoreCtx } from '../../http/context';
import { conflict, invalid, notFound } from '../../http/errors';
import { escapeHtml } from '../../providers/email/escape-html';
import { createStandaloneMeeting } from '../messaging/meetings';
import { viewerOf } from '../messaging/viewer';
import { lockStore } from '../stores/store-rows';

export type DemoDeps = Pick<AppDeps, 'db' | 'meetings' | 'email' | 'secrets'>;

type Row = typeof demoBookings.$inferSelect;
const toBooking = (r: Row): DemoBooking => ({
  id: r.id,
  kind: r.kind,
  startsAt: r.startsAt.toISOString(),
  durationMinutes: DEMO_SLOT_MINUTES,
  joinUrl: r.joinUrl,
  canceled: r.canceledAt !== null,
});

/** The next two weeks' slots of the store's demo kind, each free or taken. */
export async function listDemoSlots(deps: DemoDeps, ctx: StoreCtx, now = new Date()): Promise<DemoSlots> {
  const kind = demoKindForPlan(ctx.store.planType);
  const slots = demoSlots(now);
  const until = new Date(now.getTime() + (DEMO_BOOKING_DAYS + 1) * 86_400_000);
  const taken = await deps.db
    .select({ startsAt: demoBookings.startsAt })
    .from(demoBookings)
    .where(
      and(
        eq(demoBookings.kind, kind),
        isNull(demoBookings.canceledAt),
        gte(demoBookings.startsAt, now),
        lt(demoBookings.startsAt, until),
      ),
    );
  const busy = new Set(taken.map((t) => t.startsAt.getTime()));
  return {
    kind,
    slots: slots.map((s) => ({ startsAt: s.toISOString(), available: !busy.has(s.getTime()) })),
  };
}

/** The store's upcoming and past bookings, soonest upcoming first. */
export async function listDemoBookings(deps: DemoDeps, ctx: StoreCtx): Promise<DemoBooking[]> {
  const rows = await deps.db
    .select()
    .from(demoBookings)
    .where(eq(demoBookings.storeId, ctx.storeId))
    .orderBy(asc(demoBookings.startsAt));
  return rows.map(toBooking);
}

/** Books a slot: a meeting link, the booking and its confirmation email; 409 when taken or one is booked. */
export async function bookDemo(deps: DemoDeps, ctx: StoreCtx, startsAtIso: string, now = new Date()) {
  const startsAt = new Date(startsAtIso);
  if (!isDemoSlot(startsAt, now)) {
    const message = 'Choose one of the offered times';
    throw invalid(message, [{ path: 'body.startsAt', message }]);
  }
  const kind = demoKindForPlan(ctx.store.planType);
  const copy = DEMO_KIND_COPY[kind];
  const meeting = await createStandaloneMeeting(
    deps,
    viewerOf(ctx),
    {
      topic: `${copy.title} — ${ctx.store.title}`,
      startTime: startsAt.toISOString(),
      durationMinutes: DEMO_SLOT_MINUTES,
    },
    deps.secrets.links,
  );
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockStore(tx, ctx.storeId, 'no key update');
      const [upcoming] = await tx
        .select({ startsAt: demoBookings.startsAt })
        .from(demoBookings)
        .where(
          and(
            eq(demoBookings.storeId, ctx.storeId),
            isNull(demoBookings.canceledAt),
            gt(demoBookings.startsAt, now),
          ),
        );
      if (upcoming)
        throw conflict(
          `You already have a demo booked for ${upcoming.startsAt.toUTCString()}; cancel it to pick another time`,
        );
      const [created] = await tx
        .insert(demoBookings)
        .values({ storeId: ctx.storeId, userId: ctx.user.id, kind, startsAt, joinUrl: meeting.joinUrl })
        .returning();
      const when = `${startsAt.toUTCString().replace(' GMT', ' UTC')}`;
      await deps.email.send(tx, {
        to: [ctx.user.email],
        subject: `Booked: ${copy.title}`,
        text: `${copy.title}\n${when} (${DEMO_SLOT_MINUTES} minutes)\n\nJoin the call: ${meeting.joinUrl}\n\n${copy.description}`,
        html: `<p><strong>${escapeHtml(copy.title)}</strong><br>${escapeHtml(when)} (${DEMO_SLOT_MINUTES} minutes)</p><p><a href="${escapeHtml(meeting.joinUrl)}">Join the call</a></p><p>${escapeHtml(copy.description)}</p>`,
        ref: `demo-booking:${created!.id}`,
      });
      return created!;
    });
    void deps.email.deliver();
    return toBooking(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Someone just booked that time; choose another');
    throw e;
  }
}

/** Cancels the store's upcoming booking; the slot is free again. */
export async function cancelDemo(deps: DemoDeps, ctx: StoreCtx, id: number, now = new Date()) {
  const [row] = await deps.db
    .update(demoBookings)
    .set({ canceledAt: now })
    .where(
      and(
        eq(demoBookings.id, id),
        eq(demoBookings.storeId, ctx.storeId),
        isNull(demoBookings.canceledAt),
        gt(demoBookings.startsAt, now),
      ),
    )
    .returning();
  if (!row) throw notFound('Upcoming demo');
  return toBooking(row);
}
