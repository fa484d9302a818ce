import { Button, SimpleGrid, Stack, Tabs } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../routing/paths';
import { LoadMoreButton } from '../../../../ui/load-more-button';
import { PageHeader } from '../../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../../ui/page-states';
import { useLatestSearchParams } from '../../../../ui/use-search-params';
import { ItemCard } from '../../components/item-card';
import { StoreSupplierList } from '../../components/store-supplier-list';
import { SupplierCard } from '../../components/supplier-card';
import { useFavoriteCompanies, useFavoriteItems } from '../api/get-favorites';

function FavoriteList<T extends { id: number }>({
  query,
  noun,
  cols,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<T[]>>;
  noun: string;
  cols: Record<string, number>;
  render: (row: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader label={`Loading favorite ${noun}…`} />;
  if (query.isError) return <PageError error={query.error} onRetry={() => query.refetch()} />;
  const rows = query.data.pages.flat();
  if (rows.length === 0) {
    return (
      <Stack align="flex-start" gap="xs" data-testid="favorites-empty">
        <EmptySection title={`No favorite ${noun} yet`}>
          Tap the heart on a {noun === 'suppliers' ? 'supplier' : 'product'} to keep it here.
        </EmptySection>
        <Button component={Link} to={paths.catalog.browse()} variant="light">
          Browse suppliers
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={cols} spacing="sm">
        {rows.map((row) => (
          <div key={row.id}>{render(row)}</div>
        ))}
      </SimpleGrid>
      <LoadMoreButton query={query} />
    </Stack>
  );
}

/**
 * /favorites: the suppliers and products the founder kept, with unfavorite on each. `inviteSupplier` is the
 * supplier-invites feature's button, composed into the header by the app.
 */
export default function FavoritesPage({ inviteSupplier }: { inviteSupplier?: ReactNode } = {}) {
  const [params, setParams] = useLatestSearchParams();
  const requested = params.get('tab');
  const tab = requested === 'products' || requested === 'my-suppliers' ? requested : 'suppliers';
  const companies = useFavoriteCompanies();
  const items = useFavoriteItems();
  return (
    <Stack gap="md">
      <PageHeader
        title="My favorites"
        description="Suppliers and products you saved while sourcing, and every supplier you work with."
        actions={inviteSupplier}
      />
      <Tabs
        value={tab}
        onChange={(v) =>
          setParams(v && v !== 'suppliers' ? { tab: v } : {}, { replace: true, preventScrollReset: true })
        }
      >
        <Tabs.List aria-label="Favorites">
          <Tabs.Tab value="suppliers">Suppliers</Tabs.Tab>
          <Tabs.Tab value="products">Products</Tabs.Tab>
          <Tabs.Tab value="my-suppliers">My suppliers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="suppliers" pt="lg">
          <FavoriteList
            query={companies}
            noun="suppliers"
            cols={{ base: 1, lg: 2 }}
            render={(s) => <SupplierCard supplier={s} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="lg">
          <FavoriteList
            query={items}
            noun="products"
            cols={{ base: 2, sm: 3, lg: 4 }}
            render={(i) => <ItemCard item={i} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="my-suppliers" pt="lg">
          <StoreSupplierList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
