import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone: a labelled region that takes keyboard focus, so its hidden
 * columns can be reached with the arrow keys (axe's scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  minWidth,
  mah,
  children,
}: {
  label: string;
  minWidth: number;
  /** A height past which the rows scroll too (a long list inside a dialog). */
  mah?: number;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      mah={mah}
      // Positioned, so that absolutely placed content (visually hidden labels) scrolls with the table, not the page.
      pos="relative"
      style={{ overflowX: 'auto', overflowY: mah ? 'auto' : undefined }}
    >
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
