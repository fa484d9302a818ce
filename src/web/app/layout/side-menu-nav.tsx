import { Badge, NavLink, Skeleton, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconBrain,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconHelpCircle,
  IconHome,
  IconLink,
  IconPalette,
  IconPhoto,
  IconPrinter,
  IconRobot,
  IconSearch,
  IconSparkles,
  IconTrendingUp,
  IconUsers,
  IconWand,
} from '@tabler/icons-react';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionInfo } from '../../../shared/contract/stores';
import type { StoreRole } from '../../../shared/rules/team-roles';
import { isPathBuilt } from '../route-table';
import {
  activeMenuItem,
  isViewOnlyFor,
  type MenuEntry,
  type MenuItem,
  SIDE_MENU,
  visibleMenu,
} from './side-menu';

const ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  'ecomm-tools': IconHome,
  'ai-assistants': IconRobot,
  sourcing: IconSearch,
  'print-on-demand': IconPrinter,
  fulfillment: IconBuildingWarehouse,
  'content-studio': IconPhoto,
  pulse: IconTrendingUp,
  'retail-connect': IconLink,
  'ai-product-design': IconWand,
  'brand-kits': IconPalette,
  'visitor-id': IconUsers,
  'affiliate-marketing': IconSparkles,
  analytics: IconChartBar,
  storefront: IconBuildingStore,
  'brand-co-pilot': IconBrain,
  'get-help': IconHelpCircle,
};

function icon(key: string) {
  const Icon = ICONS[key];
  return Icon ? <Icon size={18} aria-hidden /> : undefined;
}

type ViewProps = {
  activeKey: string | null;
  openGroups: ReadonlySet<string>;
  onToggleGroup: (key: string, opened: boolean) => void;
  isPreviewAccount: boolean;
  storeRole: StoreRole | null;
  depth: number;
};

function MenuItemView({
  item,
  activeKey,
  isPreviewAccount,
  storeRole,
  depth,
}: { item: MenuItem } & ViewProps) {
  const isActive = item.key === activeKey;
  const isBlocked = Boolean(item.isPreviewBlocked && isPreviewAccount);
  const isBuilt = isPathBuilt(item.link);
  const leftSection = depth === 0 ? icon(item.key) : undefined;
  const ref = useRef<HTMLAnchorElement>(null);

  // A page opened by its URL may sit deep in a long menu: bring its item into view.
  useEffect(() => {
    if (isActive) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isActive]);

  if (isBuilt && !isBlocked) {
    // The member may read this area but not do what it is for (decision 042).
    const isViewOnly = isViewOnlyFor(item, storeRole);
    return (
      <NavLink
        ref={ref}
        component={Link}
        to={item.link}
        label={
          isViewOnly ? (
            <>
              {item.label}
              <VisuallyHidden> (view only)</VisuallyHidden>
            </>
          ) : (
            item.label
          )
        }
        rightSection={
          isViewOnly ? (
            <Badge size="xs" variant="light" color="gray" aria-hidden data-testid="menu-view-only">
              View only
            </Badge>
          ) : undefined
        }
        leftSection={leftSection}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        data-menu-key={item.key}
      />
    );
  }
  const reason = isBlocked ? 'Not available for preview accounts' : 'Coming soon';
  return (
    <Tooltip label={reason} position="right" withArrow openDelay={150}>
      <NavLink
        ref={ref}
        component="a"
        role="link"
        tabIndex={0}
        aria-disabled="true"
        className="menu-item-unavailable"
        label={
          <>
            {item.label}
            <VisuallyHidden> ({reason.toLowerCase()})</VisuallyHidden>
          </>
        }
        leftSection={leftSection}
        rightSection={
          // Deep chart items are long already: the dimmed label and tooltip say it there.
          isBlocked || depth > 1 ? null : (
            <Badge size="xs" variant="light" color="gray" aria-hidden>
              Soon
            </Badge>
          )
        }
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        data-menu-key={item.key}
        onClick={(event: React.MouseEvent) => event.preventDefault()}
      />
    </Tooltip>
  );
}

function MenuEntryView({ entry, ...props }: { entry: MenuEntry } & ViewProps) {
  if (entry.kind === 'item') return <MenuItemView item={entry} {...props} />;
  const opened = props.openGroups.has(entry.key);
  return (
    <NavLink
      component="button"
      type="button"
      label={entry.label}
      leftSection={props.depth === 0 ? icon(entry.key) : undefined}
      opened={opened}
      onChange={(next) => props.onToggleGroup(entry.key, next)}
      aria-expanded={opened}
      data-menu-key={entry.key}
      childrenOffset={props.depth === 0 ? 28 : 'sm'}
    >
      {entry.children.map((child) => (
        <MenuEntryView key={child.key} entry={child} {...props} depth={props.depth + 1} />
      ))}
    </NavLink>
  );
}

/**
 * The side menu: entries hidden by the session's flags are left out, unbuilt pages are shown disabled
 * ("Coming soon"), the item matching the path is highlighted and its groups opened. At the start of
 * a session (Homebase) no group is open.
 */
export function SideMenuNav({ session }: { session: SessionInfo | undefined }) {
  const { pathname } = useLocation();
  const entries = useMemo(() => (session ? visibleMenu(SIDE_MENU, session.menus) : []), [session]);
  const active = useMemo(() => activeMenuItem(pathname, entries), [pathname, entries]);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());

  // Navigating into a group opens it (and its parents); groups the user opened stay open.
  useEffect(() => {
    if (!active || active.parents.length === 0) return;
    setOpenGroups((current) => {
      const missing = active.parents.filter((g) => !current.has(g.key));
      return missing.length ? new Set([...current, ...missing.map((g) => g.key)]) : current;
    });
  }, [active]);

  if (!session) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading menu">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    );
  }

  const onToggleGroup = (key: string, opened: boolean) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (opened) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <div>
      {entries.map((entry) => (
        <MenuEntryView
          key={entry.key}
          entry={entry}
          activeKey={active?.item.key ?? null}
          openGroups={openGroups}
          onToggleGroup={onToggleGroup}
          isPreviewAccount={session.store?.isPreviewAccount ?? false}
          storeRole={session.storeRole}
          depth={0}
        />
      ))}
    </div>
  );
}
