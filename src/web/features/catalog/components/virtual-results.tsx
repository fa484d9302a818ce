import { Box, Button, Center, Loader, SimpleGrid } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

const GAP = 16;

/**
 * Infinite results that stay smooth at hundreds of rows: only the rows near the viewport are in the
 * DOM (window virtualiser, measured heights), the grid's columns follow the width, and the next page
 * is fetched as the last rows come into view ("Load more" remains for keyboard users).
 */
export function VirtualResults<T extends { id: number }>({
  items,
  label,
  minColumnWidth,
  estimateRowHeight,
  renderItem,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  items: readonly T[];
  label: string;
  minColumnWidth: number;
  estimateRowHeight: number;
  /** `isFirstRow`: the row shown first (its pictures load at once). */
  renderItem: (item: T, position: { isFirstRow: boolean }) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const columns = Math.max(1, Math.floor((width + GAP) / (minColumnWidth + GAP)));
  const rowCount = Math.ceil(items.length / columns);

  // The list's width (columns) and distance from the top of the page (so window scroll maps to rows),
  // kept current as the layout changes. Set up once: a ref callback that changes on every render
  // would restart the observer each time the virtualiser re-renders, and never report a size.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight + GAP,
    overscan: 3,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (lastRow >= rowCount - 2 && hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [lastRow, rowCount, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: rows of a virtual grid sit between list and items */}
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            <SimpleGrid cols={columns} spacing={GAP} pb={GAP}>
              {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
                <Box key={item.id} role="listitem">
                  {renderItem(item, { isFirstRow: row.index === 0 })}
                </Box>
              ))}
            </SimpleGrid>
          </div>
        ))}
      </div>
      {isFetchingNextPage ? (
        <Center py="md" role="status" aria-live="polite">
          <Loader size="sm" aria-label="Loading more results" />
        </Center>
      ) : hasNextPage ? (
        <Center py="md">
          <Button variant="default" onClick={fetchNextPage}>
            Load more
          </Button>
        </Center>
      ) : null}
    </>
  );
}
