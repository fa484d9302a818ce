import { Avatar, Badge, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionInfo } from '../../../shared/contract/stores';
import { CartButton } from '../../features/cart/components/cart-button';
import { HelpMenu } from '../../features/onboarding/components/help-menu';
import { PLAN_NAMES } from '../../features/stores/plan';
import { HeaderBrand } from './header-brand';
import { START_OF_SESSION_PATH } from './session-rules';
import { useSignOut } from './use-sign-out';

type Props = { session: SessionInfo | undefined; navOpened: boolean; onToggleNav: () => void };

export function AppHeader({ session, navOpened, onToggleNav }: Props) {
  const signOut = useSignOut();
  const store = session?.store ?? null;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <HeaderBrand home={START_OF_SESSION_PATH} navOpened={navOpened} onToggleNav={onToggleNav} />
        {session ? (
          <>
            <Text fw={600} truncate="end" data-testid="header-store-title" visibleFrom="xs">
              {store?.title}
            </Text>
            <Badge variant="light" data-testid="header-plan">
              {PLAN_NAMES[session.billingOption.planType]} plan
            </Badge>
          </>
        ) : (
          <Skeleton height={18} width={160} aria-hidden />
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {session ? <HelpMenu /> : null}
        {session ? <CartButton /> : null}
        <Menu position="bottom-end" width={240} withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label="Account menu" data-testid="account-menu">
              <Group gap={6} wrap="nowrap">
                <Avatar src={store?.avatarUrl || null} alt="" radius="xl" size={32} color="violet">
                  {store?.title.slice(0, 1).toUpperCase()}
                </Avatar>
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {session ? (
              <Menu.Label>
                <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
                  {store?.title}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {session.user.email}
                </Text>
              </Menu.Label>
            ) : null}
            <Menu.Item
              component={Link}
              to="/account-info"
              leftSection={<IconUserCircle size={16} aria-hidden />}
            >
              Account information
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
              Sign out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
