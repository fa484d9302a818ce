import { Progress, Stack, Text } from '@mantine/core';

/**
 * Long AI work in progress (ARCHITECTURE "Long work shows progress"): an indeterminate bar, and the same
 * words announced once to screen readers.
 */
export function GenerationProgress({ label }: { label: string }) {
  return (
    <Stack gap="xs" data-testid="generation-progress">
      <Text size="sm" role="status" aria-live="polite">
        {label}
      </Text>
      {/* The bar only animates: how long a generation takes is not known, so it claims no value. */}
      <Progress value={100} animated size="sm" aria-hidden />
    </Stack>
  );
}
