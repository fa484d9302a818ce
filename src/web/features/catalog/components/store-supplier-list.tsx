import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SupplierRelationship } from '../../../../shared/contract/supplier-invites';
import { paths } from '../../../routing/paths';
import { LoadMoreButton } from '../../../ui/load-more-button';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useStoreSuppliers } from '../api/store-suppliers';
import { countryFlag, countryName } from '../format';

const RELATIONSHIP_LABELS: Record<SupplierRelationship, string> = {
  FAVORITED: 'Favorite',
  INVITED: 'Invited',
  REVIEWED: 'Reviewed',
  REQUESTED: 'Custom project',
  MESSAGED: 'Messaged',
};

/** Every supplier the founder works with, including invited factories that aren't on Quarry yet. */
export function StoreSupplierList() {
  const suppliers = useStoreSuppliers();
  if (suppliers.isPending) return <PageLoader label="Loading your suppliers…" />;
  if (suppliers.isError) return <PageError error={suppliers.error} onRetry={() => suppliers.refetch()} />;
  const rows = suppliers.data.pages.flat();
  if (rows.length === 0)
    return (
      <EmptySection title="No suppliers yet">
        Favorite a supplier while sourcing, or invite a factory you already work with.
      </EmptySection>
    );
  return (
    <Stack gap="sm" data-testid="store-suppliers">
      {rows.map((s) => (
        <Paper key={`${s.companyId ?? 'invite'}-${s.inviteId ?? s.companyId}`} withBorder p="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              {s.companyId ? (
                <Anchor component={Link} to={paths.catalog.supplier(s.companyId)} fw={600}>
                  {s.name}
                </Anchor>
              ) : (
                <Text fw={600}>{s.name}</Text>
              )}
              <Text size="xs" c="dimmed">
                {s.company ? (
                  <>
                    <span aria-hidden>{countryFlag(s.company.countryCode)} </span>
                    {countryName(s.company.countryCode)}
                  </>
                ) : (
                  'Not on Quarry yet: we have invited them'
                )}
                {s.website ? ` · ${s.website}` : ''}
              </Text>
            </Stack>
            <Group gap={4}>
              {s.relationships.map((r) => (
                <Badge key={r} variant="light" color={r === 'INVITED' ? 'grape' : 'blue'}>
                  {RELATIONSHIP_LABELS[r]}
                </Badge>
              ))}
            </Group>
          </Group>
        </Paper>
      ))}
      <LoadMoreButton query={suppliers} />
    </Stack>
  );
}
