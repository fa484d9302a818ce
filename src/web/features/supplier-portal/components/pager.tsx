import { Pagination } from '@mantine/core';
import { useListParams } from '../use-list-params';

/**
 * Page links under a list, nothing when it fits on one page. The page is the URL's (useListParams), as the
 * list's query reads it: page 1 leaves the parameter out.
 */
export function Pager({ total, pageSize }: { total: number; pageSize: number }) {
  const { page, update } = useListParams();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={(p) => update({ page: p === 1 ? null : String(p) })}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
    />
  );
}
