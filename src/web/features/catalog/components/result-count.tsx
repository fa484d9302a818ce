import { Text } from '@mantine/core';

/** The number of results, announced to screen readers as it changes. */
export function ResultCount({
  count,
  noun,
  isLoading,
}: {
  count: number | undefined;
  noun: string;
  isLoading: boolean;
}) {
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="result-count">
      {count === undefined
        ? isLoading
          ? 'Counting results…'
          : ''
        : `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`}
    </Text>
  );
}
