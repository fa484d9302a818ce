import { AppShell, Badge, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconHome,
  IconLogout,
  IconPackageExport,
  IconPackageImport,
  IconPackages,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { WAREHOUSE_LOCATION } from '../../../shared/rules/constants';
import { useSessionUser } from '../../api/use-session-token';
import { paths } from '../../routing/paths';
import { HeaderBrand } from './header-brand';
import { findActiveMenuItem } from './menu-match';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useNavDrawer } from './use-nav-drawer';
import { useSignOut } from './use-sign-out';

type NavItem = { label: string; link: string; icon: ComponentType<{ size?: number }> };

/** The warehouse console's navigation (its own; warehouse staff never see the founder's side menu). */
export const WAREHOUSE_NAV: readonly NavItem[] = [
  { label: 'Home', link: paths.warehouse.home(), icon: IconHome },
  { label: 'Inbound', link: paths.warehouse.inbound(), icon: IconPackageImport },
  { label: 'Stock', link: paths.warehouse.stock(), icon: IconPackages },
  { label: 'Outbound', link: paths.warehouse.outbound(), icon: IconPackageExport },
];

function WarehouseHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const signOut = useSignOut();
  const user = useSessionUser();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <HeaderBrand home={paths.warehouse.home()} navOpened={navOpened} onToggleNav={onToggleNav} />
        <Badge variant="light" color="teal">
          Warehouse
        </Badge>
        <Text size="sm" c="dimmed" visibleFrom="sm" truncate="end">
          {WAREHOUSE_LOCATION}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {user ? (
          <Text size="sm" c="dimmed" visibleFrom="md" truncate="end">
            {user.email}
          </Text>
        ) : null}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={signOut}
        >
          Sign out
        </Button>
      </Group>
    </Group>
  );
}

/** The warehouse console (decision 046): its own header, navigation (WAREHOUSE_NAV) and the page. */
export default function WarehouseLayout({ children }: { children?: ReactNode }) {
  const nav = useNavDrawer();
  // The menu rule: the most specific link wins (Inbound, not Home, on /warehouse/inbound/R-1).
  const active = findActiveMenuItem(useLocation().pathname, WAREHOUSE_NAV);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !nav.opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <WarehouseHeader navOpened={nav.opened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Warehouse menu">
        <AppShell.Section grow component={ScrollArea} px="xs" py="sm">
          <Stack gap={2} component="nav" aria-label="Warehouse console">
            {WAREHOUSE_NAV.map((item) => (
              <NavLink
                key={item.link}
                component={Link}
                to={item.link}
                label={item.label}
                leftSection={<item.icon size={18} />}
                active={item === active}
                aria-current={item === active ? 'page' : undefined}
              />
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
