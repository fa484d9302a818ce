import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { formatMoney } from '../../../../shared/rules/money';
import { FavoriteButton } from '../favorites/components/favorite-button';
import { countryFlag, countryName } from '../format';
import './catalog-card.css';
import { paths } from '../../../routing/paths';
import { ProductImage } from '../../../ui/product-image';

/** Grid cards are 170–300 px wide: two columns on a phone, up to six on a wide screen. */
export const CARD_IMAGE_SIZES = '(max-width: 36em) 50vw, (max-width: 62em) 33vw, 260px';

/**
 * A catalog product in a grid: its picture, title, supplier, price from, MOQ. `isPriority` for the cards
 * in the first screenful: their pictures are fetched first.
 */
export function ItemCard({ item, isPriority = false }: { item: CatalogItem; isPriority?: boolean }) {
  const image = item.imageUrls[0];
  return (
    <Card withBorder padding="sm" className="catalog-card" data-testid="catalog-item-card" h="100%">
      <Card.Section>
        <ProductImage
          src={image}
          alt={item.title}
          sizes={CARD_IMAGE_SIZES}
          isPriority={isPriority}
          data-testid="catalog-item-image"
        />
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
