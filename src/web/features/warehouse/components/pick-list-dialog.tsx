import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../../../shared/rules/dates';
import { PageError, PageLoader } from '../../../ui/page-states';
import { usePickList } from '../api/outbound-queries';
import './pick-list-print.css';

/** One walk through the bins for the chosen orders; Print gives a paper list for the cart. */
export function PickListDialog({
  ids,
  opened,
  onClose,
}: {
  ids: number[];
  opened: boolean;
  onClose: () => void;
}) {
  const list = usePickList(opened ? ids : []);
  return (
    <Modal opened={opened} onClose={onClose} title="Pick list" size="xl" className="pick-list-modal">
      {list.isPending ? (
        <PageLoader label="Building the pick list…" />
      ) : list.isError ? (
        <PageError
          title="We couldn't build the pick list"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : (
        <Stack gap="sm" className="pick-list-print">
          <Text size="sm">
            {list.data.orders.length} order{list.data.orders.length === 1 ? '' : 's'}:{' '}
            {list.data.orders.map((o) => `${o.orderNumber} (${o.storeName}, ${o.units} units)`).join('; ')} ·
            printed {formatDate(list.data.generatedAt)}
          </Text>
          {list.data.picks.length === 0 ? (
            <Text c="dimmed">Nothing is allocated to these orders yet: allocate them first.</Text>
          ) : (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Bin</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Units</Table.Th>
                  <Table.Th>For orders</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.picks.map((p) => (
                  <Table.Tr key={`${p.bin}-${p.sku}`}>
                    <Table.Td fw={600}>{p.bin ?? 'No bin — ask the lead'}</Table.Td>
                    <Table.Td>{p.sku}</Table.Td>
                    <Table.Td>
                      {p.title}
                      {p.variant !== '—' ? ` · ${p.variant}` : ''}
                    </Table.Td>
                    <Table.Td ta="right">{p.quantity}</Table.Td>
                    <Table.Td>{p.orders.map((o) => `${o.orderNumber} ×${o.quantity}`).join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end" className="pick-list-actions">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
