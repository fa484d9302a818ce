import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CatalogCompany } from '../../../../shared/contract/catalog';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { FavoriteButton } from '../favorites/components/favorite-button';
import { countryFlag, countryName, formatMoq, formatProductionTime, formatSamplePrice } from '../format';
import './catalog-card.css';
import { paths } from '../../../routing/paths';
import { RatingLine } from './rating';
import { SupplierBadges } from './supplier-badges';

/** A supplier as a row of the marketplace: logo, name, badges, country, the numbers founders compare. */
export function SupplierCard({ supplier }: { supplier: CatalogCompany }) {
  return (
    <Card withBorder padding="md" className="catalog-card" data-testid="supplier-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar
          src={supplier.logoUrl ? resizedImageUrl(supplier.logoUrl, 'compact') : null}
          alt={`${supplier.name} logo`}
          size={64}
          radius="md"
          imageProps={{ loading: 'lazy' }}
        >
          {supplier.name.slice(0, 2)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap={6}>
              <Text
                component={Link}
                to={paths.catalog.supplier(supplier.id)}
                className="catalog-card-link"
                fw={600}
                lineClamp={1}
              >
                {supplier.name}
              </Text>
              <SupplierBadges supplier={supplier} />
            </Group>
            <div className="catalog-card-action">
              <FavoriteButton
                kind="companies"
                id={supplier.id}
                name={supplier.name}
                isFavorite={supplier.isFavorite}
              />
            </div>
          </Group>
          <Text size="sm" c="dimmed">
            <span aria-hidden>{countryFlag(supplier.countryCode)} </span>
            {countryName(supplier.countryCode)} · {supplier.tariffRatePercent}% US tariff
          </Text>
          <RatingLine average={supplier.reviewAverage} count={supplier.reviewCount} />
          <Text size="sm" lineClamp={2}>
            {supplier.description}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light" color="gray">
              {formatMoq(supplier.moq)}
            </Badge>
            <Badge variant="light" color="gray">
              Sample {formatSamplePrice(supplier.samplePriceCents)}
            </Badge>
            <Badge variant="light" color="gray">
              Production {formatProductionTime(supplier.productionDays)}
            </Badge>
            <Badge variant="light" color="gray">
              {supplier.orderVolume.toLocaleString('en-US')} orders
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
