import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useQueryDialog } from '../../../ui/use-query-dialog';
import { useCreateReceiving, useSendableItems } from '../api/receivings-queries';
import { defaultShipment, ShipmentFields, shipmentBody } from './shipment-fields';

/** The dialog's query parameter (spec §2: dialogs opened by a parameter). */
export const SEND_MY_INVENTORY = { name: 'open', value: 'SEND_MY_INVENTORY' } as const;

export const useSendInventoryDialog = () => useQueryDialog(SEND_MY_INVENTORY);

/**
 * `?open=SEND_MY_INVENTORY`: the paid inventory items not sent yet, with quantities, and the shipment's
 * details; creates the receiving and opens it.
 */
export function SendInventoryDialog() {
  const { opened, close } = useSendInventoryDialog();
  return (
    <Modal opened={opened} onClose={close} title="Send inventory to the warehouse" size="xl">
      {opened ? <SendInventoryForm onDone={close} /> : null}
    </Modal>
  );
}

export function SendInventoryForm({ onDone }: { onDone: () => void }) {
  const items = useSendableItems();
  const create = useCreateReceiving();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Record<number, number | string>>({});
  const [shipment, setShipment] = useState(defaultShipment);
  if (items.isPending) return <PageLoader label="Loading your paid inventory…" />;
  if (items.isError) return <PageError error={items.error} onRetry={() => items.refetch()} />;
  if (items.data.length === 0)
    return (
      <Stack>
        <Text>
          Every inventory item you paid for is already on its way to the warehouse, or there is none yet.
        </Text>
        <Group>
          <Button component={Link} to={paths.fulfillment.newReceiving()} variant="default" onClick={onDone}>
            Send from another supplier
          </Button>
        </Group>
      </Stack>
    );
  const picked = Object.entries(chosen).map(([id, q]) => ({
    orderItemId: Number(id),
    quantity: Number(q || 0),
  }));
  function submit() {
    create.mutate(
      { source: 'ORDER', items: picked, ...shipmentBody(shipment) },
      {
        onSuccess: (r) => {
          onDone();
          navigate(paths.fulfillment.receiving(r.sn));
        },
      },
    );
  }
  return (
    <Stack>
      <Text size="sm">
        Choose the paid inventory your supplier ships to the Quarry warehouse in North Carolina, US.
      </Text>
      <ScrollTable label="Paid inventory" minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Send</VisuallyHidden>
              </Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th>Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.data.map((i) => {
              const on = i.orderItemId in chosen;
              return (
                <Table.Tr key={i.orderItemId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Send ${i.title}`}
                      checked={on}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setChosen((c) => {
                          const next = { ...c };
                          if (checked) next[i.orderItemId] = i.quantity;
                          else delete next[i.orderItemId];
                          return next;
                        });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    {i.title}
                    {i.variant && i.variant !== 'Default Title' && i.variant !== 'Title'
                      ? ` · ${i.variant}`
                      : ''}
                  </Table.Td>
                  <Table.Td ff="monospace">{i.sku}</Table.Td>
                  <Table.Td>{i.supplierName}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantity of ${i.title}`}
                      size="xs"
                      w={100}
                      min={1}
                      allowDecimal={false}
                      disabled={!on}
                      value={on ? chosen[i.orderItemId] : i.quantity}
                      onChange={(q) => setChosen((c) => ({ ...c, [i.orderItemId]: q }))}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <ShipmentFields value={shipment} onChange={setShipment} />
      {create.isError ? (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending} disabled={picked.length === 0}>
          Create receiving
        </Button>
      </Group>
    </Stack>
  );
}
