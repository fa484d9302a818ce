import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { InventoryMovement } from '../../../../shared/contract/inventory';
import { paths } from '../../../routing/paths';
import { RoleFieldset } from '../../../ui/can';
import { Fact } from '../../../ui/fact';
import { PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useSkuDetail, useUpdateSku } from '../api/inventory-queries';
import { StockBadges } from './stock-badges';

const REASONS: Record<InventoryMovement['reason'], string> = {
  ASN_EXPECTED: 'Shipping notice (inbound)',
  RECEIVED: 'Received into stock',
  RECEIVED_DAMAGED: 'Received damaged',
  ASN_CLOSED: 'Receiving closed (never arrived)',
  ASN_FORWARDED: 'Receiving forwarded to you (never stored)',
  ALLOCATED: 'Committed to an order',
  RELEASED: 'Released from an order',
  SHIPPED: 'Shipped',
  ADJUSTMENT: 'Cycle count adjustment',
  DISPOSED: 'Disposed',
};
const BUCKETS: Record<InventoryMovement['bucket'], string> = {
  ON_HAND: 'On hand',
  COMMITTED: 'Committed',
  INBOUND: 'Inbound',
  DAMAGED: 'Damaged',
};

function Reference({ m }: { m: InventoryMovement }) {
  if (m.refType === 'RECEIVING' && m.refId)
    return (
      <Anchor component={Link} to={paths.fulfillment.receiving(m.refId)} size="sm">
        {m.refId}
      </Anchor>
    );
  if (m.refType === 'ORDER' && m.refId)
    return (
      <Anchor component={Link} to={`/order-details/${m.refId}`} size="sm">
        Order {m.refId}
      </Anchor>
    );
  return <Text size="sm">{m.refType === 'MANUAL' ? 'Manual' : (m.refId ?? '—')}</Text>;
}

/** One SKU: counts, bins, the low-stock threshold and its ledger (newest first, older pages on demand). */
export function SkuDrawer({ skuId, onClose }: { skuId: number | null; onClose: () => void }) {
  const [cursor, setCursor] = useState<number[]>([]);
  const before = cursor[cursor.length - 1];
  const detail = useSkuDetail(skuId, before);
  const update = useUpdateSku();
  const [threshold, setThreshold] = useState<number | string>('');
  const [barcode, setBarcode] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new SKU starts at its newest ledger page
  useEffect(() => setCursor([]), [skuId]);
  const sku = detail.data?.sku;
  useEffect(() => {
    if (sku) {
      setThreshold(sku.lowStockThreshold);
      setBarcode(sku.barcode ?? '');
    }
  }, [sku]);
  return (
    <Drawer
      opened={skuId != null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={detail.data ? `${detail.data.product.title} · ${detail.data.sku.sku}` : 'SKU'}
    >
      {detail.isPending ? (
        <PageLoader />
      ) : detail.isError ? (
        <PageError error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <Stack>
          <Group justify="space-between">
            <Text>Variant: {detail.data.sku.variantLabel}</Text>
            <StockBadges stockStatus={detail.data.sku.stockStatus} lowStock={detail.data.sku.lowStock} />
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 5 }}>
            {(
              [
                ['On hand', detail.data.sku.onHand],
                ['Committed', detail.data.sku.committed],
                ['Fulfillable', detail.data.sku.fulfillable],
                ['Inbound', detail.data.sku.inbound],
                ['Damaged', detail.data.sku.damaged],
              ] as const
            ).map(([label, value]) => (
              <Fact key={label} label={label} value={value} size="lg" />
            ))}
          </SimpleGrid>
          <Text size="sm">
            Bins (North Carolina, US):{' '}
            {detail.data.sku.bins.length === 0
              ? 'none yet'
              : detail.data.sku.bins.map((b) => `${b.code} (${b.quantity})`).join(', ')}
          </Text>
          <RoleFieldset cls="fulfilment">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                update.mutate({
                  id: detail.data.sku.id,
                  lowStockThreshold: Number(threshold),
                  barcode: barcode.trim() || null,
                });
              }}
            >
              <Group align="flex-end">
                <NumberInput
                  label="Low-stock threshold"
                  min={0}
                  allowDecimal={false}
                  value={threshold}
                  onChange={setThreshold}
                  w={170}
                />
                <TextInput
                  label="Barcode"
                  value={barcode}
                  onChange={(e) => setBarcode(e.currentTarget.value)}
                  w={170}
                />
                <Button type="submit" loading={update.isPending}>
                  Save
                </Button>
              </Group>
              {update.isError ? (
                <Alert color="red" mt="xs" role="alert">
                  {update.error.message}
                </Alert>
              ) : update.isSuccess ? (
                <Text size="sm" c="green.8" mt="xs" role="status">
                  Saved
                </Text>
              ) : null}
            </form>
          </RoleFieldset>
          <Text size="xs" c="dimmed">
            Counts change only through the warehouse: receivings, orders and cycle counts.
          </Text>
          <Title order={3} fz="md">
            Stock ledger
          </Title>
          {detail.data.ledger.length === 0 ? (
            <Text size="sm" c="dimmed">
              No movements yet.
            </Text>
          ) : (
            <ScrollTable label="Stock ledger" minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Change</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Reference</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.data.ledger.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{new Date(m.at).toLocaleString()}</Table.Td>
                      <Table.Td>
                        {REASONS[m.reason]}
                        {m.note ? (
                          <Text size="xs" c="dimmed">
                            {m.note}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        {BUCKETS[m.bucket]} {m.delta > 0 ? `+${m.delta}` : m.delta}
                      </Table.Td>
                      <Table.Td>{m.actor}</Table.Td>
                      <Table.Td>
                        <Reference m={m} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <Group>
            <Button
              variant="default"
              disabled={cursor.length === 0}
              onClick={() => setCursor((c) => c.slice(0, -1))}
            >
              Newer
            </Button>
            <Button
              variant="default"
              disabled={detail.data.nextBefore == null}
              onClick={() =>
                detail.data.nextBefore != null && setCursor((c) => [...c, detail.data.nextBefore!])
              }
            >
              Older
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
