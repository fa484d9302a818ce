import {
  Anchor,
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconFileDescription,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconPackage,
  IconUserCircle,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { clearLocalData } from '../../api/session';
import { useSessionUser } from '../../api/use-session-token';
import { useSupplierProfile } from '../../features/supplier-portal/api/get-profile';
import { supplierPaths } from '../../features/supplier-portal/paths';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

type NavItem = { label: string; to: string; icon: ComponentType<{ size?: number }>; exact?: boolean };

/** The supplier portal's side navigation (its own; the founder's side menu is never shown to a supplier). */
export const SUPPLIER_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: supplierPaths.dashboard(), icon: IconLayoutDashboard, exact: true },
  { label: 'Inbox', to: supplierPaths.inbox(), icon: IconMessages },
  { label: 'Custom project requests', to: supplierPaths.requests(), icon: IconFileDescription },
  { label: 'Products', to: supplierPaths.products(), icon: IconPackage },
  { label: 'Profile', to: supplierPaths.profile(), icon: IconUserCircle },
];

const isActive = (item: NavItem, pathname: string) =>
  item.exact ? pathname === item.to || pathname === `${item.to}/` : pathname.startsWith(item.to);

function SupplierHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const navigate = useNavigate();
  const profile = useSupplierProfile();
  const user = useSessionUser();
  function signOut() {
    clearLocalData();
    navigate('/login', { replace: true });
  }
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close menu' : 'Open menu'}
        />
        <Anchor
          component={Link}
          to={supplierPaths.dashboard()}
          fw={800}
          fz="lg"
          underline="never"
          c="violet.7"
        >
          Quarry
        </Anchor>
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
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  // On small screens the menu is a drawer: close it once a page is picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => nav.close(), [pathname]);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <SupplierHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Supplier menu">
        <AppShell.Section grow component={ScrollArea} px="xs" py="sm">
          <Stack gap={2} component="nav" aria-label="Supplier portal">
            {SUPPLIER_NAV.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} />}
                active={isActive(item, pathname)}
                aria-current={isActive(item, pathname) ? 'page' : undefined}
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
