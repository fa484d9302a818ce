import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A white card on a slide: its text takes the page's colour again, whatever the slide's colour is. */
export function SlideCard({
  children,
  style,
  ...props
}: PaperProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Paper p="md" radius="md" {...props} style={{ color: 'var(--mantine-color-text)', ...(style as object) }}>
      {children}
    </Paper>
  );
}
