import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled figure (quantity, MOQ, target price…): the label small above, the value below; `size` makes the
 * value a headline figure (stock counts).
 */
export function Fact({ label, value, size }: { label: string; value: ReactNode; size?: 'lg' | 'xl' }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={size ?? 'sm'} fw={size ? 600 : 500} component="div">
        {value}
      </Text>
    </Stack>
  );
}
