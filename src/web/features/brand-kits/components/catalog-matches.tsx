import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductMatch } from '../../../../shared/contract/brand-kits';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';

/** Catalog products that could make a product idea: image, title (to its page), supplier, price, MOQ. */
export function CatalogMatches({ matches }: { matches: ProductMatch[] }) {
  if (matches.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No matching catalog products yet.
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Matching catalog products"
    >
      {matches.map((m) => (
        <Group key={m.catalogItemId} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <Image src={m.imageUrl || null} alt="" w={48} h={48} radius="sm" fit="cover" fallbackSrc="" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.catalog.item(m.catalogItemId)} size="sm" lineClamp={1}>
              {m.title}
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {m.supplierName} · {formatMoney(m.unitPriceCents)} per unit · MOQ{' '}
              {m.moq.toLocaleString('en-US')}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
