import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure (quantity, MOQ, target price…): the label small above, the value below. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {value}
      </Text>
    </Stack>
  );
}
