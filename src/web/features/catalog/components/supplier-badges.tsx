import { Badge, Group } from '@mantine/core';
import { IconCircleFilled, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { CatalogCompany } from '../../../../shared/contract/catalog';

/** Verified and online-now badges of a supplier. */
export function SupplierBadges({
  supplier,
}: {
  supplier: Pick<CatalogCompany, 'isVerified' | 'isOnlineNow'>;
}) {
  return (
    <Group gap={4}>
      {supplier.isVerified ? (
        <Badge
          size="sm"
          variant="light"
          color="blue"
          leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
        >
          Verified
        </Badge>
      ) : null}
      {supplier.isOnlineNow ? (
        <Badge
          size="sm"
          variant="light"
          color="green"
          leftSection={<IconCircleFilled size={8} aria-hidden />}
        >
          Online now
        </Badge>
      ) : null}
    </Group>
  );
}
