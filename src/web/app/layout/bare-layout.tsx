import { Anchor, Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { PreviewBanner } from './preview-banner';
import { START_OF_SESSION_PATH } from './session-rules';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Pages usable without the main layout (spec §2): no side menu, and no header unless one is given. */
export function BareLayout({ children, header }: { children?: ReactNode; header?: ReactNode }) {
  return (
    <>
      <SkipLink />
      {header}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100dvh" p={{ base: 'md', sm: 'xl' }}>
        <PreviewBanner />
        {children ?? <Outlet />}
      </Box>
    </>
  );
}

/**
 * A signed-in founder's page without the main layout (the agents, the AI assistants): no side menu, but a slim
 * header with the way back to Homebase, so the page is never a dead end.
 */
export function PrivateBareLayout() {
  return (
    <BareLayout
      header={
        <Box
          component="header"
          px={{ base: 'md', sm: 'xl' }}
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={START_OF_SESSION_PATH}
              fw={800}
              fz="lg"
              underline="never"
              c="violet.7"
            >
              Quarry
            </Anchor>
            <Anchor component={Link} to={START_OF_SESSION_PATH} size="sm">
              ← Back to Homebase
            </Anchor>
          </Group>
        </Box>
      }
    />
  );
}
