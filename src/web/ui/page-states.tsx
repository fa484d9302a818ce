import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** While a page's data loads: never a blank screen. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed load: what went wrong (the error catalogue's message) and a way to try again. */
export function PageError({
  title = "We couldn't load this page",
  error,
  onRetry,
}: {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const message = error instanceof Error ? error.message : 'There was an error. Please try again later.';
  return (
    <Alert color="red" variant="light" title={title} role="alert" maw={640}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A section with nothing in it yet, and what the user can do about it. */
export function EmptySection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4} py="md" align="flex-start">
      <Text fw={500}>{title}</Text>
      {children ? (
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
