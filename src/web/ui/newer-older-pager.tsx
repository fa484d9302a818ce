import { Button, Group } from '@mantine/core';

/**
 * "Newer" / "Older" for a list paged newest first (0-based `page`, `size` rows a page). Shown only when there
 * is more than one page: past the first page, or a full page that may have more after it.
 */
export function NewerOlderPager({
  page,
  rowCount,
  size,
  onPage,
}: {
  page: number;
  rowCount: number;
  size: number;
  onPage: (page: number) => void;
}) {
  if (page === 0 && rowCount < size) return null;
  return (
    <Group justify="flex-end">
      <Button size="xs" variant="default" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <Button size="xs" variant="default" disabled={rowCount < size} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </Group>
  );
}
