import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../routing/paths';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useCatalogCompanies } from '../api/get-catalog-companies';
import { useCatalogItems } from '../api/get-catalog-items';
import { useResultCount } from '../api/get-result-count';
import { type MarketplaceSearch, toApiFilters } from '../search-params';
import { itemSortOf, supplierSortOf } from '../sorts';
import { ItemCard } from './item-card';
import { ResultCount } from './result-count';
import { SortMenu } from './sort-menu';
import { SupplierCard } from './supplier-card';
import { VirtualResults } from './virtual-results';

type Props = {
  search: MarketplaceSearch;
  onSort: (sort: string | undefined) => void;
  onClearFilters: () => void;
};

/** The count of a search (and how its keyword was searched) beside the sort menu. */
function Header({
  count,
  noun,
  typed,
  children,
}: {
  count: ReturnType<typeof useResultCount>;
  noun: string;
  typed: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
      <ResultCount
        count={count.data?.count}
        noun={noun}
        isLoading={count.isPending}
        // A count still showing the last search's answer says nothing of this keyword.
        keyword={count.isPlaceholderData ? undefined : count.data?.keyword}
        typed={typed}
      />
      {children}
    </Group>
  );
}

function NoResults({ noun, onClearFilters }: { noun: string; onClearFilters: () => void }) {
  return (
    <EmptySection title={`No ${noun}s match this search`}>
      Try a shorter keyword or fewer filters.{' '}
      <Button variant="subtle" size="compact-sm" onClick={onClearFilters}>
        Clear filters
      </Button>
    </EmptySection>
  );
}

export function ProductResults({ search, onSort, onClearFilters }: Props) {
  const filters = toApiFilters(search);
  const list = useCatalogItems(filters, itemSortOf(search.sort));
  const count = useResultCount('items', filters);
  const items = list.data?.pages.flat() ?? [];
  return (
    <Stack gap={0}>
      <Header count={count} noun="product" typed={search.keyword.trim()}>
        <SortMenu viewType={search.viewType} value={search.sort} onChange={onSort} />
      </Header>
      {list.isPending ? (
        <PageLoader label="Finding products…" />
      ) : list.isError ? (
        <PageError title="We couldn't load products" error={list.error} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <NoResults noun="product" onClearFilters={onClearFilters} />
      ) : (
        <Box
          style={{ opacity: list.isPlaceholderData ? 0.5 : 1 }}
          aria-busy={list.isPlaceholderData}
          data-testid="results"
        >
          <VirtualResults
            items={items}
            label="Catalog products"
            minColumnWidth={170}
            estimateRowHeight={330}
            renderItem={(item, { isFirstRow }) => <ItemCard item={item} isPriority={isFirstRow} />}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={() => void list.fetchNextPage()}
          />
        </Box>
      )}
    </Stack>
  );
}

export function SupplierResults({ search, onSort, onClearFilters }: Props) {
  const filters = toApiFilters(search);
  const list = useCatalogCompanies(filters, supplierSortOf(search.sort));
  const count = useResultCount('companies', filters);
  const suppliers = list.data?.pages.flat() ?? [];
  return (
    <Stack gap={0}>
      <Header count={count} noun="supplier" typed={search.keyword.trim()}>
        <SortMenu viewType={search.viewType} value={search.sort} onChange={onSort} />
      </Header>
      {search.viewType === 'EXPANDED_NETWORK' ? (
        <Text size="sm" c="dimmed" mb="md">
          The expanded network: manufacturers beyond Quarry's core marketplace that our sourcing team can
          reach for you.
        </Text>
      ) : null}
      {list.isPending ? (
        <PageLoader label="Finding suppliers…" />
      ) : list.isError ? (
        <PageError title="We couldn't load suppliers" error={list.error} onRetry={() => list.refetch()} />
      ) : suppliers.length === 0 ? (
        <NoResults noun="supplier" onClearFilters={onClearFilters} />
      ) : (
        <Box
          style={{ opacity: list.isPlaceholderData ? 0.5 : 1 }}
          aria-busy={list.isPlaceholderData}
          data-testid="results"
        >
          <VirtualResults
            items={suppliers}
            label={search.viewType === 'EXPANDED_NETWORK' ? 'Expanded network suppliers' : 'Suppliers'}
            minColumnWidth={520}
            estimateRowHeight={170}
            renderItem={(supplier) => <SupplierCard supplier={supplier} />}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={() => void list.fetchNextPage()}
          />
        </Box>
      )}
    </Stack>
  );
}

/** The RFP view when the app gives no project list: a way into the custom project form. */
export function RfpPanel() {
  return (
    <Paper withBorder p="xl" maw={640} data-testid="rfp-panel">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconClipboardList size={24} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Request a custom project
        </Title>
        <Text>
          Can't find it in the catalog? Describe what you want made and matching suppliers answer with quotes
          you can compare side by side.
        </Text>
        <Button component={Link} to={paths.projects.create()}>
          Start a custom project
        </Button>
      </Stack>
    </Paper>
  );
}
