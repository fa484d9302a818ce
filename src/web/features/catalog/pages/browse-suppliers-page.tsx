import { Box, Button, Drawer, Grid, Select, Stack, Tabs } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustments } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { SOURCING_TAB_LABELS, type SourcingTab, type ViewType } from '../../../../shared/contract/catalog';
import { PageHeader } from '../../../ui/page-header';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useCategories } from '../api/get-categories';
import { useCountryInfo } from '../api/get-country-info';
import { FilterPanel } from '../components/filter-panel';
import { ProductResults, RfpPanel, SupplierResults } from '../components/marketplace-results';
import { SearchBox } from '../components/search-box';
import {
  activeFilterCount,
  clearFilters,
  type MarketplaceSearch,
  parseSearch,
  serializeSearch,
  VIEW_TYPE_LABELS,
  VIEW_TYPES,
  withViewType,
} from '../search-params';

/**
 * The sourcing marketplace (spec §2): view types, filters, sort, count and infinite results, all in the URL.
 * The RFP view is another feature's (projects): the app composes it in through `rfpView`.
 */
export default function BrowseSuppliersPage({ rfpView }: { rfpView?: ReactNode } = {}) {
  const [params, setParams] = useLatestSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);
  const categories = useCategories();
  const countries = useCountryInfo();

  // A change builds on the last search asked for, even before the router has rendered it (decision 056).
  const go = (next: (prev: MarketplaceSearch) => MarketplaceSearch) => {
    setParams((prev) => serializeSearch(next(parseSearch(prev))));
    window.scrollTo({ top: 0 });
  };
  const patch = (change: Partial<MarketplaceSearch>) => go((prev) => ({ ...prev, ...change }));
  const clear = () => go(clearFilters);
  // Wide screens keep the filters beside the results; narrow ones open them in a drawer.
  const isWide = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpened, drawer] = useDisclosure(false);
  const filterCount = activeFilterCount(search);

  const filters = (
    <Stack gap="lg">
      <Select
        label="Sourcing area"
        data={(Object.entries(SOURCING_TAB_LABELS) as [SourcingTab, string][]).map(([value, label]) => ({
          value,
          label,
        }))}
        value={search.tab}
        onChange={(v) =>
          patch({
            tab: (v as SourcingTab | null) ?? 'ALL',
            vertical: undefined,
            group: undefined,
            subgroup: undefined,
          })
        }
        allowDeselect={false}
      />
      <FilterPanel
        search={search}
        categories={categories.data ?? []}
        countries={countries.data ?? []}
        onChange={patch}
        onClear={clear}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Browse suppliers"
        description="Find the right factory, product or service for your brand."
      />
      <Box maw={720}>
        <SearchBox initialKeyword={search.keyword} onSearch={(keyword) => patch({ keyword })} />
      </Box>
      <Tabs
        value={search.viewType}
        onChange={(v) => v && go((prev) => withViewType(prev, v as ViewType))}
        keepMounted={false}
      >
        <Tabs.List aria-label="View" data-tour="marketplace-views">
          {VIEW_TYPES.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {VIEW_TYPE_LABELS[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {search.viewType === 'RFP' ? (
        (rfpView ?? <RfpPanel />)
      ) : (
        <Grid gap="xl">
          {isWide ? (
            <Grid.Col span={3} data-tour="marketplace-filters">
              {filters}
            </Grid.Col>
          ) : (
            <Grid.Col span={12} data-tour="marketplace-filters">
              <Button
                variant="default"
                leftSection={<IconAdjustments size={16} aria-hidden />}
                onClick={drawer.open}
              >
                Filters{filterCount ? ` (${filterCount})` : ''}
              </Button>
              <Drawer opened={drawerOpened} onClose={drawer.close} title="Filters" position="left" size="sm">
                {filters}
              </Drawer>
            </Grid.Col>
          )}
          <Grid.Col span={isWide ? 9 : 12} data-tour="marketplace-results">
            {search.viewType === 'CATALOG_PRODUCTS' ? (
              <ProductResults search={search} onSort={(sort) => patch({ sort })} onClearFilters={clear} />
            ) : (
              <SupplierResults search={search} onSort={(sort) => patch({ sort })} onClearFilters={clear} />
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
