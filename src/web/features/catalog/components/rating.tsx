import { Group, Rating, Text } from '@mantine/core';

/** A read-only star rating with its number for screen readers and sighted users alike. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) {
    return (
      <Text size="xs" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Rating value={average} fractions={10} readOnly size="xs" aria-hidden />
      <Text size="xs" c="dimmed">
        {average.toFixed(1)} ({count} review{count === 1 ? '' : 's'})
      </Text>
    </Group>
  );
}
