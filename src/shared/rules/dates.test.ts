import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeOrDate } from './dates';

describe('formatDate', () => {
  it('formats as MMMM D, YYYY without zero padding', () => {
    expect(formatDate('2026-03-05T15:04:00Z')).toBe('March 5, 2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('December 31, 2025');
    expect(formatDate(Date.UTC(2024, 0, 1))).toBe('January 1, 2024');
  });

  it('uses UTC, not the local time zone', () => {
    expect(formatDate('2026-03-05T23:30:00-05:00')).toBe('March 6, 2026');
    expect(formatDate('2026-03-05T00:30:00+02:00')).toBe('March 4, 2026');
    // No offset: read as UTC. In any non-UTC zone, local parsing would move one of these to another day.
    expect(formatDate('2026-03-05T00:30:00')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T23:30:00.000')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
  });

  it('throws on invalid dates', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatRelativeOrDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;

  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [MINUTE * 2 - 1, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR + 59 * MINUTE, '3 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
  ])('%d ms ago → %s', (ms, text) => {
    expect(formatRelativeOrDate(ago(ms), now)).toBe(text);
  });

  it('shows date and time without year from one day old up to a year', () => {
    expect(formatRelativeOrDate(ago(24 * HOUR), now)).toBe('March 9, 12:00 PM');
    expect(formatRelativeOrDate('2026-03-05T15:04:00Z', now)).toBe('March 5, 3:04 PM');
    expect(formatRelativeOrDate('2025-12-20T00:05:00Z', now)).toBe('December 20, 12:05 AM');
    expect(formatRelativeOrDate('2025-03-10T12:00:01Z', now)).toBe('March 10, 12:00 PM');
  });

  it('adds the year from one calendar year old', () => {
    expect(formatRelativeOrDate('2025-03-10T12:00:00Z', now)).toBe('March 10, 2025, 12:00 PM');
    expect(formatRelativeOrDate('2024-03-05T15:04:00Z', now)).toBe('March 5, 2024, 3:04 PM');
  });

  it('uses the calendar year across a leap day', () => {
    const leapNow = new Date('2025-02-28T12:00:00Z');
    expect(formatRelativeOrDate('2024-02-29T12:00:00Z', leapNow)).toBe('February 29, 12:00 PM');
    expect(formatRelativeOrDate('2024-02-29T12:00:00Z', '2025-03-01T12:00:00Z')).toBe(
      'February 29, 2024, 12:00 PM',
    );
  });

  it('formats future dates as dates', () => {
    expect(formatRelativeOrDate('2026-03-10T12:00:30Z', now)).toBe('March 10, 12:00 PM');
    expect(formatRelativeOrDate('2026-04-01T09:15:00Z', now)).toBe('April 1, 9:15 AM');
    expect(formatRelativeOrDate('2027-06-01T18:45:00Z', now)).toBe('June 1, 2027, 6:45 PM');
  });

  it('accepts ISO strings and defaults now to the current time', () => {
    expect(formatRelativeOrDate(new Date(Date.now() - 2 * MINUTE).toISOString())).toBe('2 minutes ago');
  });
});
