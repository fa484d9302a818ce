import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Category, SOURCING_TAB_LABELS, type SourcingTab } from '../../../../shared/contract/catalog';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useCategories } from '../api/get-categories';
import { useProductListings } from '../api/get-product-listings';
import { useSourcingTabSuppliers } from '../api/get-sourcing-tab-suppliers';
import { verticalsOf } from '../categories';
import { HomepageGroup } from '../components/homepage-group';
import { ItemCard } from '../components/item-card';
import { RecommendPanel } from '../components/recommend-panel';
import { SearchBox } from '../components/search-box';
import { SupplierCard } from '../components/supplier-card';
import { browseHref, DEFAULT_SEARCH, startFromCategory } from '../search-params';

const TABS = Object.keys(SOURCING_TAB_LABELS) as SourcingTab[];
const NEW_PRODUCTS_SHOWN = 12;
const FEATURED_SHOWN = 6;

function parseTab(value: string | null): SourcingTab {
  return TABS.includes(value as SourcingTab) ? (value as SourcingTab) : 'ALL';
}

function CategoryStarts({
  tab,
  categories,
  preferred,
}: {
  tab: SourcingTab;
  categories: readonly Category[];
  preferred: readonly string[];
}) {
  // The founder's own categories (their quiz answers) come first.
  const rank = (name: string) => (preferred.includes(name) ? 0 : 1);
  const verticals = verticalsOf(categories, tab).sort((a, b) => rank(a.name) - rank(b.name));
  if (verticals.length === 0) return <EmptySection title="No categories in this area yet" />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {verticals.map((v) => (
        <Card
          key={v.name}
          withBorder
          padding="md"
          component={Link}
          to={browseHref(startFromCategory(DEFAULT_SEARCH, { tab: v.tab, vertical: v.name }))}
          data-testid="category-start"
          data-preferred={preferred.includes(v.name) || undefined}
        >
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text fw={600}>{v.name}</Text>
            {preferred.includes(v.name) ? (
              <Badge variant="light" size="sm">
                For you
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {v.groups.slice(0, 4).join(' · ')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const GROUPS_SHOWN = 3;

/** The homepage groups: the top suppliers of the tab's first verticals. */
function HomepageGroups({ tab, categories }: { tab: SourcingTab; categories: readonly Category[] }) {
  const verticals = verticalsOf(categories, tab).slice(0, GROUPS_SHOWN);
  if (verticals.length === 0) return null;
  return (
    <Stack gap="lg">
      {verticals.map((v) => (
        <HomepageGroup
          key={v.name}
          vertical={v}
          categoryIds={categories.filter((c) => c.vertical === v.name).map((c) => c.id)}
        />
      ))}
    </Stack>
  );
}

function FeaturedSuppliers({ tab }: { tab: SourcingTab }) {
  const suppliers = useSourcingTabSuppliers(tab);
  if (suppliers.isPending) return <PageLoader label="Loading suppliers…" />;
  if (suppliers.isError)
    return (
      <PageError
        title="We couldn't load suppliers"
        error={suppliers.error}
        onRetry={() => suppliers.refetch()}
      />
    );
  if (suppliers.data.length === 0) return <EmptySection title="No featured suppliers in this area yet" />;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      {suppliers.data.slice(0, FEATURED_SHOWN).map((s) => (
        <SupplierCard key={s.id} supplier={s} />
      ))}
    </SimpleGrid>
  );
}

function NewProducts({ tab, categories }: { tab: SourcingTab; categories: readonly Category[] }) {
  const listings = useProductListings();
  const tabOf = useMemo(() => new Map(categories.map((c) => [c.id, c.tab])), [categories]);
  if (listings.isPending) return <PageLoader label="Loading new products…" />;
  if (listings.isError)
    return (
      <PageError
        title="We couldn't load new products"
        error={listings.error}
        onRetry={() => listings.refetch()}
      />
    );
  const items = listings.data
    .filter((item) => tab === 'ALL' || tabOf.get(item.categoryId) === tab)
    .slice(0, NEW_PRODUCTS_SHOWN);
  if (items.length === 0) return <EmptySection title="No new products in this area yet" />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 6 }} spacing="sm">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

function Section({
  title,
  id,
  more,
  tour,
  children,
}: {
  title: string;
  id: string;
  more?: ReactNode;
  /** The guided tour's name for the section. */
  tour?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} data-tour={tour}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </Box>
  );
}

/**
 * The sourcing home (spec §2): five tabs, search, category starting points (the founder's own first),
 * featured suppliers, new products.
 */
export default function SourcingHomePage({
  preferredVerticals = [],
}: {
  preferredVerticals?: readonly string[];
}) {
  const [params, setParams] = useLatestSearchParams();
  const navigate = useNavigate();
  const tab = parseTab(params.get('tab'));
  const categories = useCategories();

  const search = (keyword: string) => navigate(browseHref({ ...DEFAULT_SEARCH, keyword, tab }));

  return (
    <Stack gap="xl">
      <PageHeader
        title="Sourcing"
        description="1,200+ vetted suppliers for products, packaging and services."
      />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'ALL' ? { tab: v } : {}, { preventScrollReset: true })}
      >
        <Tabs.List aria-label="Sourcing areas" data-tour="sourcing-tabs">
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {SOURCING_TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Box maw={720} data-tour="sourcing-search">
        <SearchBox initialKeyword="" onSearch={search} />
      </Box>
      <Section title="Tell us what you need" id="recommend-heading">
        <RecommendPanel />
      </Section>
      <Section title="Start with a category" id="category-starts-heading" tour="category-starts">
        {categories.isPending ? (
          <PageLoader label="Loading categories…" />
        ) : categories.isError ? (
          <PageError
            title="We couldn't load categories"
            error={categories.error}
            onRetry={() => categories.refetch()}
          />
        ) : (
          <CategoryStarts tab={tab} categories={categories.data} preferred={preferredVerticals} />
        )}
      </Section>
      <Section
        title="Featured suppliers"
        id="featured-suppliers-heading"
        more={
          <Anchor
            component={Link}
            to={browseHref({ ...DEFAULT_SEARCH, tab, viewType: 'SUPPLIERS' })}
            size="sm"
          >
            Browse all suppliers
          </Anchor>
        }
      >
        <FeaturedSuppliers tab={tab} />
      </Section>
      <HomepageGroups tab={tab} categories={categories.data ?? []} />
      <Section
        title="New products"
        id="new-products-heading"
        more={
          <Anchor component={Link} to={browseHref({ ...DEFAULT_SEARCH, tab, sort: '-enabledAt' })} size="sm">
            See all products
          </Anchor>
        }
      >
        <NewProducts tab={tab} categories={categories.data ?? []} />
      </Section>
    </Stack>
  );
}
