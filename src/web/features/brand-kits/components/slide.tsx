import { Box, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SlideKey } from '../../../../shared/contract/brand-kits';
import { readableTextColor, SLIDE_LABELS } from '../../../../shared/rules/brand-kit';

/** One slide of the kit on its slide colour (the same frame in the editor, the public page and the PDF). */
export function Slide({
  slideKey,
  color,
  title = SLIDE_LABELS[slideKey],
  actions,
  children,
}: {
  slideKey: SlideKey;
  color: string;
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const text = readableTextColor(color);
  return (
    <Box
      component="section"
      aria-label={`${SLIDE_LABELS[slideKey]} slide`}
      data-testid={`slide-${slideKey}`}
      data-color={color.toLowerCase()}
      p={{ base: 'md', sm: 'xl' }}
      style={{ backgroundColor: color, color: text, borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} fz={{ base: 22, sm: 26 }} c={text}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
