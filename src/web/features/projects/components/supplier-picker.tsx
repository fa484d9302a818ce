import { Box, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { MAX_PROJECT_SUPPLIERS } from '../../../../shared/contract/projects';
import { type SupplierOption, useSupplierSearch, useSuppliersById } from '../api/get-supplier-options';

/** Searchable supplier picker: chosen suppliers stay listed by name while the search shows others. */
export function SupplierPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const results = useSupplierSearch(keyword);
  const chosen = useSuppliersById(value);
  const [known, setKnown] = useState<Map<number, SupplierOption>>(new Map());
  const data = useMemo(() => {
    const all = new Map(known);
    for (const s of chosen.data ?? []) all.set(s.id, s);
    for (const s of results.data ?? []) all.set(s.id, s);
    return [...all.values()].map((s) => ({ value: String(s.id), label: `${s.name} (${s.countryCode})` }));
  }, [known, chosen.data, results.data]);

  return (
    <Box data-testid="supplier-picker">
      <MultiSelect
        label="Suppliers"
        description="Search by name or product; the request goes to each supplier you pick."
        placeholder={value.length ? undefined : 'Search suppliers'}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={data}
        value={value.map(String)}
        onChange={(ids) => {
          const next = ids.map(Number);
          const remembered = new Map(known);
          for (const s of results.data ?? []) if (next.includes(s.id)) remembered.set(s.id, s);
          setKnown(remembered);
          onChange(next);
        }}
        maxValues={MAX_PROJECT_SUPPLIERS}
        nothingFoundMessage={results.isFetching ? 'Searching…' : 'No supplier matches'}
        error={error}
      />
    </Box>
  );
}
