import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { formatMoney } from '../../../../shared/rules/money';
import { FavoriteButton } from '../favorites/components/favorite-button';
import { countryFlag, countryName } from '../format';
import './catalog-card.css';
import { paths } from '../../../routing/paths';

/** A catalog product in a grid: compact image, title, supplier, price from, MOQ. */
export function ItemCard({ item }: { item: CatalogItem }) {
  const image = item.imageUrls[0];
  return (
    <Card withBorder padding="sm" className="catalog-card" data-testid="catalog-item-card" h="100%">
      <Card.Section>
        <AspectRatio ratio={1}>
          {image ? (
            <Image src={resizedImageUrl(image, 'large')} alt={item.title} loading="lazy" fit="cover" />
          ) : (
            <Text c="dimmed" size="xs" ta="center">
              No image
            </Text>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          <Text
            component={Link}
            to={paths.catalog.item(item.id)}
            className="catalog-card-link"
            fw={600}
            size="sm"
            lineClamp={2}
          >
            {item.title}
          </Text>
          <div className="catalog-card-action">
            <FavoriteButton kind="items" id={item.id} name={item.title} isFavorite={item.isFavorite} />
          </div>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          <span aria-hidden>{countryFlag(item.countryCode)} </span>
          {item.companyName} · {countryName(item.countryCode)}
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
    </Card>
  );
}
