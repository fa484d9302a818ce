import { Stack, Text } from '@mantine/core';
import type { KeywordApplied } from '../../../../shared/contract/catalog';

/**
 * The number of results, announced to screen readers as it changes, and how the keyword was searched when
 * not as typed: "Showing results for candle" after "candel", or any of the words when no result holds all.
 */
export function ResultCount({
  count,
  noun,
  isLoading,
  keyword,
  typed,
}: {
  count: number | undefined;
  noun: string;
  isLoading: boolean;
  /** From the count: set only when the keyword was corrected or matched by any of its words. */
  keyword?: KeywordApplied;
  typed?: string;
}) {
  return (
    // Grows beside the sort menu, wrapping its own lines, and goes above the menu only on narrow screens.
    <Stack gap={2} role="status" aria-live="polite" style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <Text size="sm" c="dimmed" data-testid="result-count">
        {count === undefined
          ? isLoading
            ? 'Counting results…'
            : ''
          : `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`}
      </Text>
      {keyword && typed ? (
        <Text size="sm" data-testid="keyword-applied">
          {keyword.match === 'CORRECTED' ? (
            <>
              Showing results for <strong>{keyword.text}</strong>. No {noun}s match “{typed}”.
            </>
          ) : (
            <>
              No {noun} matches every word of “{typed}”: showing {noun}s with any of them.
            </>
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
