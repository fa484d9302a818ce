// Times in the chat are the viewer's own local time (a meeting at 3 PM must read 3 PM where they are).
import { formatRelativeOrDate } from '../../../shared/rules/dates';

const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Tue, Mar 3, 3:00 PM CET": a meeting time. */
export const formatLocalDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The time under a bubble: the time alone today, else the day too. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? timeOnly.format(date) : dayAndTime.format(date);
}

/**
 * The time of a conversation's last message in the list: "5 minutes ago" under a day old, else the day and
 * time in the viewer's own zone, as under the bubbles (the spec's UTC dates are for records, not chat).
 */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed >= 0 && elapsed < 86_400_000) return formatRelativeOrDate(date, now);
  return dayAndTime.format(date);
}

/** A `datetime-local` input value ("2026-03-03T15:00", local) as an ISO instant, or null. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The name to show for an attached file: the message's own, else the last part of the URL. */
export function attachmentName(url: string, fileName: string | null): string {
  if (fileName) return fileName;
  const last = url.split(/[?#]/, 1)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/** The short preview of a message in a list row. */
export function messagePreview(m: {
  type: string;
  body: string;
  fileName: string | null;
  card: { title: string } | null;
}): string {
  const body = m.body.trim();
  if (body) return body.length > 120 ? `${body.slice(0, 120)}…` : body;
  switch (m.type) {
    case 'IMAGE':
      return 'Sent an image';
    case 'VIDEO':
      return 'Sent a video';
    case 'PDF':
      return m.fileName ? `Sent ${m.fileName}` : 'Sent a PDF';
    case 'ZOOM_MEETING_REQUEST':
      return 'Proposed a meeting';
    case 'ZOOM_MEETING':
      return 'Scheduled a meeting';
    default:
      if (m.card) return m.card.title;
      return m.fileName ? `Sent ${m.fileName}` : 'Sent a message';
  }
}
