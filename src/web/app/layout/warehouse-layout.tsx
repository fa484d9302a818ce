import { AppShell, Badge, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, NavLink, Outlet } from 'react-router';
import { useSessionUser } from '../../api/use-session-token';
import { paths } from '../../routing/paths';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useSignOut } from './use-sign-out';

/** The warehouse console's shell: one header with the console's sections and sign-out, big targets. */
export default function WarehouseLayout() {
  const signOut = useSignOut();
  const user = useSessionUser();
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Text component={Link} to={paths.warehouse.inbound()} fw={800} fz="lg" c="inherit" td="none">
              Quarry
            </Text>
            <Badge color="dark" variant="outline" visibleFrom="xs">
              Warehouse · NC
            </Badge>
            <nav aria-label="Warehouse console">
              <Button component={NavLink} to={paths.warehouse.inbound()} variant="subtle" size="md">
                Inbound
              </Button>
            </nav>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {user?.email}
            </Text>
            <Button variant="default" leftSection={<IconLogout size={16} />} onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
