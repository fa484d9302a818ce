import { Select } from '@mantine/core';
import type { ViewType } from '../../../../shared/contract/catalog';
import { defaultSortFor, sortOptionsFor } from '../sorts';

/** The sort of the current view; Featured is the default and is left out of the URL. */
export function SortMenu({
  viewType,
  value,
  onChange,
}: {
  viewType: ViewType;
  value: string | undefined;
  onChange: (sort: string | undefined) => void;
}) {
  const options = sortOptionsFor(viewType);
  if (options.length === 0) return null;
  const fallback = defaultSortFor(viewType);
  return (
    <Select
      label="Sort by"
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value ?? fallback ?? null}
      onChange={(v) => onChange(v === null || v === fallback ? undefined : v)}
      allowDeselect={false}
      w={200}
      data-testid="sort-menu"
    />
  );
}
