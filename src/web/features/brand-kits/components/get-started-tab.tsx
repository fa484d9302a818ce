import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconMessage, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BrandKit, ProductMatch, ProductSku } from '../../../../shared/contract/brand-kits';
import { isRealImage, kitDocOf, selectedSkusOf } from '../../../../shared/rules/brand-kit';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { SlideCard } from './slide-card';

function SupplierRow({ match }: { match: ProductMatch }) {
  return (
    <Stack gap="xs" component="li" data-testid="get-started-supplier">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src={match.imageUrl || null} alt="" w={56} h={56} radius="sm" fit="cover" fallbackSrc="" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.catalog.supplier(match.supplierId)} fw={600} size="sm">
            {match.supplierName}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {match.title} · {formatMoney(match.unitPriceCents)} per unit · MOQ{' '}
            {match.moq.toLocaleString('en-US')}
            {match.samplePriceCents != null ? ` · sample ${formatMoney(match.samplePriceCents)}` : ''}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.messaging.inbox({ supplierId: match.supplierId, catalogItemId: match.catalogItemId })}
          size="xs"
          variant="light"
          leftSection={<IconMessage size={14} aria-hidden />}
          aria-label={`Message supplier ${match.supplierName}`}
        >
          Message supplier
        </Button>
        <Button
          component={Link}
          to={paths.projects.create(match.supplierId)}
          size="xs"
          variant="default"
          leftSection={<IconTools size={14} aria-hidden />}
          aria-label={`Start a custom project with ${match.supplierName}`}
        >
          Start a custom project
        </Button>
        <Button
          component={Link}
          to={paths.catalog.item(match.catalogItemId)}
          size="xs"
          variant="default"
          leftSection={<IconFlask size={14} aria-hidden />}
          aria-label={`Get samples of ${match.title}`}
        >
          Get samples
        </Button>
      </Group>
    </Stack>
  );
}

function ProductSuppliers({ sku }: { sku: ProductSku }) {
  return (
    <SlideCard>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          {isRealImage(sku.image) ? (
            <Image src={sku.image} alt="" w={64} h={64} radius="sm" fit="cover" />
          ) : null}
          <Stack gap={0}>
            <Title order={3} fz="lg">
              {sku.title}
            </Title>
            <Text size="sm" c="dimmed">
              Retail at {formatMoney(sku.suggestedRetailPriceCents)}
            </Text>
          </Stack>
        </Group>
        {sku.matches.length > 0 ? (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {sku.matches.map((match) => (
              <SupplierRow key={match.catalogItemId} match={match} />
            ))}
          </Stack>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              No supplier in the catalog makes this yet. Ask suppliers to quote it instead.
            </Text>
            <Button component={Link} to={paths.projects.create()} size="xs" variant="light">
              Start a custom project
            </Button>
          </Stack>
        )}
      </Stack>
    </SlideCard>
  );
}

/** The Get started slide: for each selected product idea, the suppliers to talk to and how to start. */
export function GetStartedTab({ kit }: { kit: BrandKit }) {
  const skus = selectedSkusOf(kitDocOf(kit));
  if (skus.length === 0) return <Text>Select product ideas to see the suppliers who can make them.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {skus.map((sku) => (
        <ProductSuppliers key={sku.uuid} sku={sku} />
      ))}
    </SimpleGrid>
  );
}
