import {
  AppShell,
  Avatar,
  Badge,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconFileDescription,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconPackage,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../api/use-session-token';
import { useSupplierProfile } from '../../features/supplier-portal/api/get-profile';
import { paths } from '../../routing/paths';
import { HeaderBrand } from './header-brand';
import { findActiveMenuItem } from './menu-match';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useNavDrawer } from './use-nav-drawer';
import { useSignOut } from './use-sign-out';

type NavItem = { label: string; link: string; icon: ComponentType<{ size?: number }> };

/** The supplier portal's side navigation (its own; the founder's side menu is never shown to a supplier). */
const SUPPLIER_NAV: readonly NavItem[] = [
  { label: 'Dashboard', link: paths.supplierPortal.dashboard(), icon: IconLayoutDashboard },
  { label: 'Inbox', link: paths.supplierPortal.inbox(), icon: IconMessages },
  { label: 'Custom project requests', link: paths.supplierPortal.requests(), icon: IconFileDescription },
  { label: 'Invoices', link: paths.supplierPortal.invoices(), icon: IconFileInvoice },
  { label: 'Products', link: paths.supplierPortal.products(), icon: IconPackage },
  { label: 'Profile', link: paths.supplierPortal.profile(), icon: IconUserCircle },
];

function SupplierHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const signOut = useSignOut();
  const profile = useSupplierProfile();
  const user = useSessionUser();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <HeaderBrand
          home={paths.supplierPortal.dashboard()}
          navOpened={navOpened}
          onToggleNav={onToggleNav}
        />
        <Badge variant="light" color="teal" visibleFrom="xs">
          Supplier
        </Badge>
        {profile.data ? (
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Avatar src={profile.data.logoUrl} alt="" size={28} radius="sm" />
            <Text fw={600} truncate="end" data-testid="header-supplier-name">
              {profile.data.name}
            </Text>
          </Group>
        ) : profile.isPending ? (
          <Skeleton height={18} width={160} aria-hidden />
        ) : null}
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

/** The supplier portal: its own header (company, sign out), side navigation and the page. */
export default function SupplierLayout({ children }: { children?: ReactNode }) {
  const nav = useNavDrawer();
  // The founder's menu rule: the most specific link wins (Products, not Dashboard, on /supplier/products/7).
  const active = findActiveMenuItem(useLocation().pathname, SUPPLIER_NAV);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !nav.opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <SupplierHeader navOpened={nav.opened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Supplier menu">
        <AppShell.Section grow component={ScrollArea} px="xs" py="sm">
          <Stack gap={2} component="nav" aria-label="Supplier portal">
            {SUPPLIER_NAV.map((item) => (
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
