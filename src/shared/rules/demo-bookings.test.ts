import { describe, expect, it } from 'vitest';
import { demoKindForPlan, demoSlots, easternOffsetHours, isDemoSlot } from './demo-bookings';

describe('demo booking slots', () => {
  it('offers weekdays 10:00–16:30 Eastern for two weeks from tomorrow, in UTC', () => {
    const now = new Date('2026-11-26T15:00:00Z'); // a Thursday, EST
    const slots = demoSlots(now);
    expect(slots[0]!.toISOString()).toBe('2026-11-27T15:00:00.000Z'); // Friday 10:00 EST
    expect(slots[13]!.toISOString()).toBe('2026-11-27T21:30:00.000Z'); // Friday 16:30 EST
    expect(slots[14]!.toISOString()).toBe('2026-11-30T15:00:00.000Z'); // Monday, the weekend skipped
    expect(slots).toHaveLength(10 * 14); // ten weekdays, fourteen slots each
    expect(slots.every((s) => s.getUTCDay() !== 0 && s.getUTCDay() !== 6)).toBe(true);
  });

  it('follows daylight saving time', () => {
    expect(easternOffsetHours(new Date('2026-07-01T12:00:00Z'))).toBe(-4);
    expect(easternOffsetHours(new Date('2026-03-08T06:59:00Z'))).toBe(-5);
    expect(easternOffsetHours(new Date('2026-03-08T07:00:00Z'))).toBe(-4);
    expect(easternOffsetHours(new Date('2026-11-01T06:00:00Z'))).toBe(-5);
    expect(demoSlots(new Date('2026-07-01T12:00:00Z'))[0]!.toISOString()).toBe('2026-07-02T14:00:00.000Z');
  });

  it('knows its slots; Professional books its own onboarding', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(isDemoSlot(new Date('2026-11-27T15:30:00Z'), now)).toBe(true);
    expect(isDemoSlot(new Date('2026-11-27T15:10:00Z'), now)).toBe(false);
    expect(isDemoSlot(new Date('2026-11-26T16:00:00Z'), now)).toBe(false);
    expect(demoKindForPlan('TIER_3')).toBe('PROFESSIONAL_ONBOARDING');
    expect(demoKindForPlan('TIER_2')).toBe('SPECIALIST');
  });
});
