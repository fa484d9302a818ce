import { Anchor, Badge, Box, Button, Grid, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { RoleLock } from '../../../ui/can';
import { Fact } from '../../../ui/fact';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useCatalogCompany } from '../api/get-catalog-company';
import { useCatalogItem } from '../api/get-catalog-item';
import { useSimilarItems } from '../api/get-similar-items';
import { recordItemDetailView } from '../api/record-detail-view';
import { ColorSwatches } from '../components/color-swatches';
import { ImageGallery } from '../components/image-gallery';
import { ItemCard } from '../components/item-card';
import { isNotFound, MissingState } from '../components/missing-state';
import { PriceTiersTable } from '../components/price-tiers-table';
import { SupplierBadges } from '../components/supplier-badges';
import { FavoriteButton } from '../favorites/components/favorite-button';
import { countryFlag, countryName, formatProductionTime, PACKING_LABELS, stockLabel } from '../format';
import type { CatalogReviewsSection } from '../slots';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

function SupplierCapabilities({ companyId, preview }: { companyId: number; preview: boolean }) {
  const company = useCatalogCompany(companyId);
  if (company.isPending) return <PageLoader label="Loading supplier…" />;
  if (company.isError) return <PageError error={company.error} onRetry={() => company.refetch()} />;
  const c = company.data;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Anchor
          component={Link}
          to={preview ? paths.catalog.previewSupplier(c.id) : paths.catalog.supplier(c.id)}
          fw={600}
        >
          {c.name}
        </Anchor>
        <SupplierBadges supplier={c} />
      </Group>
      <Text size="sm" c="dimmed">
        <span aria-hidden>{countryFlag(c.countryCode)} </span>
        {countryName(c.countryCode)} · {c.tariffRatePercent}% US tariff · production{' '}
        {formatProductionTime(c.productionDays)}
      </Text>
      {c.capabilities.length ? (
        <List size="sm" spacing={2}>
          {c.capabilities.map((cap) => (
            <List.Item key={cap}>{cap}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">This supplier hasn't listed its capabilities yet.</Text>
      )}
    </Stack>
  );
}

function SimilarProducts({ itemId }: { itemId: number }) {
  const similar = useSimilarItems(itemId);
  if (similar.isPending) return <PageLoader label="Finding similar products…" />;
  if (similar.isError) return <PageError error={similar.error} onRetry={() => similar.refetch()} />;
  if (similar.data.length === 0) return <EmptySection title="No similar products yet" />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {similar.data.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A product's page; `preview` is the public, read-only version (no favorites, similar items or review form).
 * `purchase` and `ReviewsSection` are other features' (the cart's ordering panel, the reviews), composed in
 * by the app.
 */
export function ItemDetail({
  item,
  preview = false,
  purchase,
  ReviewsSection,
}: {
  item: CatalogItem;
  preview?: boolean;
  purchase?: ReactNode;
  ReviewsSection: CatalogReviewsSection;
}) {
  return (
    <Stack gap="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ImageGallery images={item.imageUrls} title={item.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {item.title}
              </Title>
              {/* The title wraps; the button keeps its full label. */}
              {preview ? null : (
                <Box style={{ flexShrink: 0 }}>
                  <FavoriteButton
                    kind="items"
                    id={item.id}
                    name={item.title}
                    isFavorite={item.isFavorite}
                    variant="button"
                  />
                </Box>
              )}
            </Group>
            <Text size="sm">
              by{' '}
              <Anchor
                component={Link}
                to={
                  preview
                    ? paths.catalog.previewSupplier(item.companyId)
                    : paths.catalog.supplier(item.companyId)
                }
                data-testid="item-supplier-link"
              >
                {item.companyName}
              </Anchor>{' '}
              <span aria-hidden>{countryFlag(item.countryCode)}</span> {countryName(item.countryCode)}
            </Text>
            <Text fz="xl" fw={700}>
              From {formatMoney(item.productionMinPriceCents)}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                per unit
              </Text>
            </Text>
            <PriceTiersTable tiers={item.priceTiers} />
            {preview ? null : purchase}
            <Group>
              <RoleLock cls="write">
                <Button component={Link} to={paths.projects.create(item.companyId)} variant="light">
                  Start a custom project
                </Button>
              </RoleLock>
              {preview ? null : (
                // The inbox opens the conversation and attaches this product to the first message.
                <RoleLock cls="write">
                  <Button
                    component={Link}
                    to={paths.messaging.inbox({ supplierId: item.companyId, catalogItemId: item.id })}
                    variant="default"
                  >
                    Message supplier
                  </Button>
                </RoleLock>
              )}
            </Group>
            <SimpleGrid cols={3} spacing="sm" maw={420}>
              <Fact label="Minimum order" value={`${item.moq.toLocaleString('en-US')} units`} />
              <Fact label="Packing" value={PACKING_LABELS[item.packing] ?? item.packing} />
              <Fact
                label="Stock"
                value={
                  <Badge
                    variant="light"
                    color={item.stockStatus === 'OUT_OF_STOCK' ? 'red' : 'green'}
                    // The column is a third of 420 px: the label wraps instead of ending in "…".
                    h="auto"
                    py={2}
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
                  >
                    {stockLabel(item.stockStatus)}
                  </Badge>
                }
              />
            </SimpleGrid>
            <ColorSwatches value={item.colorOptions} />
            {item.isSampleKit ? <Badge variant="light">Sample kit</Badge> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <Section title="Description" id="item-description">
        <Text style={{ whiteSpace: 'pre-line' }}>{item.description || 'No description yet.'}</Text>
      </Section>
      <Section title="Supplier capabilities" id="item-supplier">
        <SupplierCapabilities companyId={item.companyId} preview={preview} />
      </Section>
      {preview ? null : (
        <Section title="Similar products" id="item-similar">
          <SimilarProducts itemId={item.id} />
        </Section>
      )}
      <Section title="Reviews" id="item-reviews">
        <ReviewsSection companyId={item.companyId} itemId={item.id} readOnly={preview} />
      </Section>
    </Stack>
  );
}

/**
 * /browse-suppliers/catalog-item/:itemId (spec §2 product detail); the app passes the cart's `purchase` panel
 * and the reviews feature's section.
 */
export default function CatalogItemPage({
  purchase,
  ReviewsSection,
}: {
  purchase?: (item: CatalogItem) => ReactNode;
  ReviewsSection: CatalogReviewsSection;
}) {
  const id = Number(useParams().itemId);
  const item = useCatalogItem(id);

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void recordItemDetailView(id);
  }, [id]);

  if (!Number.isInteger(id) || id <= 0 || (item.isError && isNotFound(item.error)))
    return <MissingState what="product" />;
  if (item.isPending) return <PageLoader label="Loading product…" />;
  if (item.isError) return <PageError error={item.error} onRetry={() => item.refetch()} />;
  return <ItemDetail item={item.data} purchase={purchase?.(item.data)} ReviewsSection={ReviewsSection} />;
}
