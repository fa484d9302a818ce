import { Button, Group, ScrollArea } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { InvoiceCountBadge } from '../../../features/invoices/components/invoice-count-badge';
import { InboxUnreadBadge } from '../../../features/messaging/components/inbox-unread-badge';
import { paths } from '../../../routing/paths';

/** The inbox tabs of spec §2, in order; each is its own route under /inbox. */
export const INBOX_TAB_LINKS = [
  [paths.messaging.inbox(), 'Messages'],
  ['/inbox/my-suppliers', 'My suppliers'],
  ['/inbox/orders', 'Orders & shipments'],
  ['/inbox/needs-payment', 'Invoices'],
  ['/inbox/custom-project-requests', 'Custom project requests'],
] as const;

/** What a tab counts, next to its label: unread messages, invoices to pay. */
const TAB_BADGES: Partial<Record<(typeof INBOX_TAB_LINKS)[number][0], ReactNode>> = {
  [paths.messaging.inbox()]: <InboxUnreadBadge />,
  '/inbox/needs-payment': <InvoiceCountBadge />,
};

/**
 * The tab bar every inbox page shows (composed here in app/, since the tabs belong to several features).
 * Tabs are links, so each one can be opened in a new tab or shared.
 */
export function InboxTabs() {
  const { pathname } = useLocation();
  // On a phone the bar scrolls: the current tab is brought into view, not left half off the edge.
  const activeTab = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route makes another tab the active one
  useEffect(() => {
    activeTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    // A phone cannot fit the five tabs: the bar scrolls sideways, and no tab shrinks below its full label.
    <ScrollArea type="scroll" scrollbarSize={4} mb="md">
      <Group
        component="nav"
        aria-label="Inbox"
        gap={4}
        wrap="nowrap"
        pb={4}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {INBOX_TAB_LINKS.map(([to, label]) => {
          const active = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <Button
              key={to}
              component={Link}
              to={to}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              size="sm"
              aria-current={active ? 'page' : undefined}
              ref={active ? activeTab : undefined}
              rightSection={TAB_BADGES[to]}
              style={{ flexShrink: 0 }}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
