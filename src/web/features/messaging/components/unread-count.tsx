import { Badge, VisuallyHidden } from '@mantine/core';

/** An unread count: a badge to the eye, "N unread" to a screen reader (part of the link or row it sits in). */
export function UnreadCount({ count, noun = 'unread' }: { count: number; noun?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <Badge size="sm" circle={count < 10} aria-hidden data-testid="unread-badge" style={{ flexShrink: 0 }}>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>
        {count} {noun}
      </VisuallyHidden>
    </>
  );
}
