import { Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CatalogCompany, REGION_LABELS } from '../../../../shared/contract/catalog';
import { Fact } from '../../../ui/fact';
import { LoadMoreButton } from '../../../ui/load-more-button';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useCompanyItems } from '../api/get-company-items';
import { countryFlag, countryName, formatMoq, formatProductionTime, formatSamplePrice } from '../format';
import { ItemCard } from './item-card';

// The tab panels of a supplier profile (spec §2): profile info, base products, capabilities.

/** Profile info: the introduction and the figures founders compare. */
export function ProfileInfo({ c }: { c: CatalogCompany }) {
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-line' }}>
        {c.description || 'This supplier has not written an introduction yet.'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" maw={900}>
        <Fact label="Country" value={`${countryFlag(c.countryCode)} ${countryName(c.countryCode)}`} />
        <Fact label="Region" value={REGION_LABELS[c.region] ?? c.region} />
        <Fact label="US tariff rate" value={`${c.tariffRatePercent}%`} />
        <Fact label="Minimum order" value={formatMoq(c.moq)} />
        <Fact label="Sample price" value={formatSamplePrice(c.samplePriceCents)} />
        <Fact label="Production time" value={formatProductionTime(c.productionDays)} />
        <Fact label="Orders through Quarry" value={c.orderVolume.toLocaleString('en-US')} />
        <Fact
          label="On Quarry since"
          value={new Date(c.firstEnabledAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Base products: what the supplier makes, and (signed in) its catalog items, paged. */
export function BaseProducts({ c, preview = false }: { c: CatalogCompany; preview?: boolean }) {
  return (
    <Stack gap="md">
      {c.baseProducts.length ? (
        <Group gap={6}>
          {c.baseProducts.map((p) => (
            <Badge key={p} variant="light" color="gray">
              {p}
            </Badge>
          ))}
        </Group>
      ) : null}
      {preview ? null : <CompanyItems c={c} />}
    </Stack>
  );
}

function CompanyItems({ c }: { c: CatalogCompany }) {
  const items = useCompanyItems(c);
  const rows = items.data?.pages.flatMap((p) => p.rows) ?? [];
  if (items.isPending) return <PageLoader label="Loading products…" />;
  if (items.isError) return <PageError error={items.error} onRetry={() => items.refetch()} />;
  if (rows.length === 0) return <EmptySection title="No catalog products listed yet" />;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {rows.map((item) => (
          <ItemCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
      <LoadMoreButton query={items} label="More products" />
    </>
  );
}

export function Capabilities({ c }: { c: CatalogCompany }) {
  if (c.capabilities.length === 0) return <EmptySection title="No capabilities listed yet" />;
  return (
    <List spacing={4}>
      {c.capabilities.map((cap) => (
        <List.Item key={cap}>{cap}</List.Item>
      ))}
    </List>
  );
}
