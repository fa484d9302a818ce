// Spec §9: dates read "MMMM D, YYYY"; times under a day old read as time ago, older ones as a date and
// time (with the year once over a year old). Always UTC with fixed English names, so the server,
// every browser and every test machine print the same text.

export type DateInput = string | number | Date;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// "2026-03-05T15:04" has no offset and JS would read it as local time; such strings are taken as UTC.
const ISO_WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

function toDate(input: DateInput): Date {
  const normalized = typeof input === 'string' && ISO_WITHOUT_OFFSET.test(input) ? `${input}Z` : input;
  const date = new Date(normalized instanceof Date ? normalized.getTime() : normalized);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

function formatMonthDay(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}`;
}

function formatTime(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function countAgo(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

// Calendar year, not 365 days, so leap years do not shift the boundary by a day.
function isAYearOrMoreApart(a: Date, b: Date): boolean {
  const [earlier, later] = a.getTime() <= b.getTime() ? [a, b] : [b, a];
  const anniversary = new Date(earlier.getTime());
  anniversary.setUTCFullYear(earlier.getUTCFullYear() + 1);
  return later.getTime() >= anniversary.getTime();
}

/** "March 5, 2026" (UTC). Throws RangeError on an unparseable date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  return `${formatMonthDay(date)}, ${date.getUTCFullYear()}`;
}

/**
 * "just now", "5 minutes ago", "3 hours ago" under a day old; otherwise "March 5, 3:04 PM", with the
 * year ("March 5, 2024, 3:04 PM") when a year or more away. Future dates always read as dates.
 */
export function formatRelativeOrDate(input: DateInput, now: DateInput = new Date()): string {
  const date = toDate(input);
  const current = toDate(now);
  const elapsed = current.getTime() - date.getTime();
  if (elapsed >= 0 && elapsed < DAY_MS) {
    if (elapsed < MINUTE_MS) return 'just now';
    if (elapsed < HOUR_MS) return countAgo(Math.floor(elapsed / MINUTE_MS), 'minute');
    return countAgo(Math.floor(elapsed / HOUR_MS), 'hour');
  }
  const year = isAYearOrMoreApart(date, current) ? `, ${date.getUTCFullYear()}` : '';
  return `${formatMonthDay(date)}${year}, ${formatTime(date)}`;
}
