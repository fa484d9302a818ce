import { ActionIcon, Autocomplete, type ComboboxItem, type ComboboxItemGroup, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCamera, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Suggestion } from '../../../../shared/contract/catalog';
import { paths } from '../../../routing/paths';
import { useSuggestions } from '../api/suggest-auto-complete';
import { browseHref, DEFAULT_SEARCH } from '../search-params';

const KIND_GROUPS: Record<Suggestion['kind'], string> = {
  item: 'Products',
  supplier: 'Suppliers',
  category: 'Categories',
  keyword: 'Searches',
};

/** Suggestions as option groups; an option's value says where it leads ("item:12"). */
export function suggestionGroups(
  suggestions: readonly Suggestion[],
): ComboboxItemGroup<ComboboxItem, string>[] {
  const groups = new Map<Suggestion['kind'], ComboboxItemGroup<ComboboxItem, string>>();
  suggestions.forEach((s, i) => {
    const group = groups.get(s.kind) ?? { group: KIND_GROUPS[s.kind], items: [] };
    group.items.push({ value: `${s.kind}:${s.id ?? ''}:${i}`, label: s.text });
    groups.set(s.kind, group);
  });
  return [...groups.values()];
}

/**
 * The marketplace search box: suggestions as you type (debounced 200 ms, served by the API's
 * typo-tolerant autocomplete); Enter searches; a product or supplier suggestion opens its page.
 */
export function SearchBox({
  initialKeyword,
  onSearch,
  label = 'Search products and suppliers',
}: {
  initialKeyword: string;
  onSearch: (keyword: string) => void;
  label?: string;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialKeyword);
  // Suggestions show while typing; a search (Enter or an option) closes them so they cover nothing.
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(value, 200);
  const suggestions = useSuggestions(debounced.trim());
  // A new search from elsewhere (back button, category start) shows its keyword.
  useEffect(() => setValue(initialKeyword), [initialKeyword]);

  const open = (optionValue: string) => {
    setOpened(false);
    const [kind, id] = optionValue.split(':');
    // The suggestions may have been replaced by a later answer since the option was drawn: a keyword
    // option that is no longer among them searches what is typed, never an empty search.
    const label =
      suggestions.data?.find((s, i) => `${s.kind}:${s.id ?? ''}:${i}` === optionValue)?.text ?? value.trim();
    if (kind === 'item' && id) navigate(paths.catalog.item(Number(id)));
    else if (kind === 'supplier' && id) navigate(paths.catalog.supplier(Number(id)));
    // A category suggestion is a starting point: that category, with the other filters reset.
    else if (kind === 'category' && id)
      navigate(browseHref({ ...DEFAULT_SEARCH, categoryIds: [Number(id)] }));
    else onSearch(label);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to happy-dom (tests) or Safari < 17
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setOpened(false);
        onSearch(value.trim());
      }}
    >
      <Autocomplete
        label={label}
        placeholder="Try “glass bottle”, “tote bag” or a supplier name"
        value={value}
        onChange={(v) => {
          setValue(v);
          setOpened(true);
        }}
        dropdownOpened={opened}
        onDropdownOpen={() => setOpened(true)}
        onDropdownClose={() => setOpened(false)}
        onOptionSubmit={open}
        data={value.trim() ? suggestionGroups(suggestions.data ?? []) : []}
        // The server already ranks and typo-matches: show its answer as it is.
        filter={({ options }) => options}
        leftSection={<IconSearch size={16} aria-hidden />}
        // The camera opens search by image; the clear button (when there is text) sits beside it.
        rightSection={
          <Tooltip label="Search by image">
            <ActionIcon
              component={Link}
              to={paths.imageSearch.search()}
              variant="subtle"
              size="sm"
              aria-label="Search by image"
            >
              <IconCamera size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        }
        rightSectionPointerEvents="all"
        clearable
        onClear={() => onSearch('')}
        maxDropdownHeight={320}
        data-testid="catalog-search"
      />
    </form>
  );
}
