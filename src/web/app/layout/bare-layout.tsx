import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PreviewBanner } from './preview-banner';
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
