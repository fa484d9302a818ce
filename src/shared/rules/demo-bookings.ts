// Booking a demo with a specialist (second document §2 "post-subscription modal": a scheduling link, plan tier 3
// gets a different one). Quarry schedules it itself: 30-minute slots on weekdays, 10:00–17:00 US Eastern
// (the specialists sit by the North Carolina warehouse), over the next two weeks, one founder per slot.

export const DEMO_KINDS = ['SPECIALIST', 'PROFESSIONAL_ONBOARDING'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

export const DEMO_KIND_COPY: Record<DemoKind, { title: string; description: string }> = {
  SPECIALIST: {
    title: 'Demo with a Quarry specialist',
    description: 'A 30-minute video call: your plan, sourcing, design and fulfillment, and your questions.',
  },
  PROFESSIONAL_ONBOARDING: {
    title: 'Professional onboarding with your account manager',
    description:
      'A 30-minute video call to set up your Professional plan: fulfillment, storefront and AI assistants.',
  },
};

/** The demo kind a plan's founder books: Professional (TIER_3) has its own onboarding. */
export const demoKindForPlan = (planType: string | null | undefined): DemoKind =>
  planType === 'TIER_3' ? 'PROFESSIONAL_ONBOARDING' : 'SPECIALIST';

export const DEMO_SLOT_MINUTES = 30;
export const DEMO_BOOKING_DAYS = 14;
/** Eastern time: EDT (UTC−4) from the second Sunday of March to the first Sunday of November, else EST (UTC−5). */
export function easternOffsetHours(day: Date): number {
  const y = day.getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(y, month, 1));
    return 1 + ((7 - first.getUTCDay()) % 7) + 7 * (n - 1);
  };
  const start = Date.UTC(y, 2, nthSunday(2, 2), 7); // 02:00 EST = 07:00 UTC
  const end = Date.UTC(y, 10, nthSunday(10, 1), 6); // 02:00 EDT = 06:00 UTC
  const t = day.getTime();
  return t >= start && t < end ? -4 : -5;
}

/** Every bookable slot start (UTC) from the day after `now` for DEMO_BOOKING_DAYS days: weekdays 10:00–16:30 ET. */
export function demoSlots(now: Date): Date[] {
  const slots: Date[] = [];
  for (let d = 1; d <= DEMO_BOOKING_DAYS; d++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + d, 12));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const offset = easternOffsetHours(day);
    for (let minutes = 10 * 60; minutes < 17 * 60; minutes += DEMO_SLOT_MINUTES) {
      slots.push(
        new Date(
          Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, minutes - offset * 60),
        ),
      );
    }
  }
  return slots;
}

/** Whether `at` is one of the slots offered at `now`. */
export const isDemoSlot = (at: Date, now: Date) => demoSlots(now).some((s) => s.getTime() === at.getTime());
