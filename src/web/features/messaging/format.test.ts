import { describe, expect, it } from 'vitest';
import { formatListTime, formatMessageTime } from './format';

describe('chat times', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('reads recent list times as time ago', () => {
    expect(formatListTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatListTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
  });

  it('shows older list times in the same zone and words as the bubbles', () => {
    const older = '2026-03-05T23:30:00Z';
    expect(formatListTime(older, now)).toBe(formatMessageTime(older, now));
  });
});
