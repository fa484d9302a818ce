import { Anchor, Avatar, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { useHomepageGroupSuppliers } from '../api/get-homepage-group-suppliers';
import type { Vertical } from '../categories';
import { countryFlag, countryName } from '../format';
import { browseHref, startFromCategory } from '../search-params';
import { RatingLine } from './rating';
import './catalog-card.css';
import { paths } from '../../../routing/paths';

const SHOWN = 4; // and four placeholders while they load

/** One homepage group of the sourcing home: a vertical's top suppliers, compact, with a way to all of them. */
export function HomepageGroup({
  vertical,
  categoryIds,
}: {
  vertical: Vertical;
  categoryIds: readonly number[];
}) {
  const suppliers = useHomepageGroupSuppliers(vertical.name, categoryIds);
  const id = `group-${vertical.name.replace(/\W+/g, '-').toLowerCase()}`;
  // A group that fails or is empty is left out: the page has other ways in.
  if (suppliers.isError || (suppliers.isSuccess && suppliers.data.length === 0)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between">
        <Title order={3} fz="md" id={id}>
          Top suppliers in {vertical.name}
        </Title>
        <Anchor
          component={Link}
          to={browseHref(
            startFromCategory({ viewType: 'SUPPLIERS' }, { tab: vertical.tab, vertical: vertical.name }),
          )}
          size="sm"
        >
          See all
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {suppliers.isPending
          ? ['a', 'b', 'c', 'd'].map((k) => <Skeleton key={k} h={72} radius="md" />)
          : suppliers.data.slice(0, SHOWN).map((s) => (
              <Paper
                key={s.id}
                withBorder
                p="sm"
                component={Link}
                to={paths.catalog.supplier(s.id)}
                className="catalog-card"
                style={{ color: 'inherit', textDecoration: 'none' }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={s.logoUrl ? resizedImageUrl(s.logoUrl, 'compact') : null}
                    alt=""
                    radius="md"
                    imageProps={{ loading: 'lazy' }}
                  >
                    {s.name.slice(0, 2)}
                  </Avatar>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {s.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <span aria-hidden>{countryFlag(s.countryCode)} </span>
                      {countryName(s.countryCode)}
                    </Text>
                    <RatingLine average={s.reviewAverage} count={s.reviewCount} />
                  </Stack>
                </Group>
              </Paper>
            ))}
      </SimpleGrid>
    </Stack>
  );
}
