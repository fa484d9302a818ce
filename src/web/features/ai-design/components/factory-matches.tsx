import { Anchor, Badge, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useProductMatches } from '../api/get-product-matches';

function MatchRow({ item }: { item: CatalogItem }) {
  const image = item.imageUrls[0];
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start" component="li" data-testid="factory-match">
      {image ? (
        <Image
          src={resizedImageUrl(image, 'compact')}
          alt=""
          w={64}
          h={64}
          width={64}
          height={64}
          radius="sm"
          fit="cover"
          loading="lazy"
          bg="gray.1"
          style={{ flexShrink: 0 }}
        />
      ) : (
        <Stack w={64} h={64} justify="center" bg="gray.1" style={{ borderRadius: 4 }} aria-hidden />
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.catalog.item(item.id)} fw={600} size="sm" lineClamp={2}>
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {item.companyName}
        </Text>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            From {formatMoney(item.productionMinPriceCents)}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            MOQ {item.moq.toLocaleString('en-US')}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );
}

/** "Find a factory for this": catalog products whose suppliers can make what the prompt describes. */
export function FactoryMatches({ description }: { description: string }) {
  const matches = useProductMatches(description);
  if (matches.isPending) return <PageLoader label="Finding factories that can make this…" />;
  if (matches.isError) return <PageError error={matches.error} onRetry={() => matches.refetch()} />;
  if (matches.data.length === 0)
    return (
      <EmptySection title="No matching products yet">
        Try describing the product in other words, or browse the suppliers.
      </EmptySection>
    );
  return (
    <Stack gap="xs" component="section" aria-label="Factories that can make this">
      <Text fw={600} size="sm">
        {matches.data.length} product{matches.data.length === 1 ? '' : 's'} from suppliers who can make this
      </Text>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {matches.data.map((item) => (
          <MatchRow key={item.id} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
