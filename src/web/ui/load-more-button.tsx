import { Button } from '@mantine/core';

/** "Load more" under an infinite list: shown while there is a next page, busy while it loads. */
export function LoadMoreButton({
  query,
  label = 'Load more',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="default"
      onClick={() => query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      w="fit-content"
    >
      {label}
    </Button>
  );
}
