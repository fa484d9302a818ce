import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../api/use-can';
import { paths } from '../../routing/paths';
import { RoleRefusedPage } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { useCreateReceiving } from './api/receivings-queries';
import { SendInventoryForm } from './components/send-inventory-dialog';
import { defaultShipment, ShipmentFields, shipmentBody } from './components/shipment-fields';

type Line = { sku: string; title: string; quantity: number | string };
const blank = (): Line => ({ sku: '', title: '', quantity: 1 });

function OffPlatformForm() {
  const create = useCreateReceiving();
  const navigate = useNavigate();
  const [supplierName, setSupplierName] = useState('');
  const [lines, setLines] = useState<Line[]>([blank()]);
  const [shipment, setShipment] = useState(defaultShipment);
  const setLine = (i: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          {
            source: 'OFF_PLATFORM',
            supplierName,
            lines: lines.map((l) => ({
              sku: l.sku.trim(),
              title: l.title.trim() || undefined,
              quantity: Number(l.quantity || 0),
            })),
            ...shipmentBody(shipment),
          },
          { onSuccess: (r) => navigate(paths.fulfillment.receiving(r.sn)) },
        );
      }}
    >
      <Stack>
        <TextInput
          label="Supplier"
          required
          value={supplierName}
          onChange={(e) => setSupplierName(e.currentTarget.value)}
          maw={420}
        />
        <Title order={2} fz="lg">
          Lines
        </Title>
        <Text size="sm" c="dimmed">
          Use your SKU codes; a new code needs its product title and is added to your inventory.
        </Text>
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
          <Group key={i} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="SKU code"
              required
              value={l.sku}
              onChange={(e) => setLine(i, { sku: e.currentTarget.value })}
              w={170}
            />
            <TextInput
              label="Product title (new SKU)"
              value={l.title}
              onChange={(e) => setLine(i, { title: e.currentTarget.value })}
              w={240}
            />
            <NumberInput
              label="Expected units"
              required
              min={1}
              allowDecimal={false}
              value={l.quantity}
              onChange={(q) => setLine(i, { quantity: q })}
              w={130}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove line ${i + 1}`}
              disabled={lines.length === 1}
              onClick={() => setLines((ls) => ls.filter((_, n) => n !== i))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="default" onClick={() => setLines((ls) => [...ls, blank()])}>
            Add a line
          </Button>
        </Group>
        <Title order={2} fz="lg">
          Shipment
        </Title>
        <ShipmentFields value={shipment} onChange={setShipment} />
        {create.isError ? (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create receiving
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /receivings/new: a shipping notice from paid inventory orders or from any other supplier. */
export default function NewReceivingPage() {
  usePageTitle('New receiving');
  const [source, setSource] = useState<'ORDER' | 'OFF_PLATFORM'>('ORDER');
  const navigate = useNavigate();
  if (!useCan('fulfilment'))
    return (
      <RoleRefusedPage
        cls="fulfilment"
        title="New receiving"
        back={{ to: paths.fulfillment.receivings(), label: 'Back to receivings' }}
      />
    );
  return (
    <Stack>
      <Anchor component={Link} to={paths.fulfillment.receivings()} size="sm">
        ← Receivings
      </Anchor>
      <PageHeader
        title="New receiving"
        description="Tell the warehouse what is coming, so it can check it in and count it."
      />
      <SegmentedControl
        aria-label="Where the inventory comes from"
        data={[
          { value: 'ORDER', label: 'My paid inventory orders' },
          { value: 'OFF_PLATFORM', label: 'Another supplier' },
        ]}
        value={source}
        onChange={(v) => setSource(v as 'ORDER' | 'OFF_PLATFORM')}
        maw={460}
      />
      <Card withBorder padding="lg">
        {source === 'ORDER' ? (
          <SendInventoryForm onDone={() => navigate(paths.fulfillment.receivings())} />
        ) : (
          <OffPlatformForm />
        )}
      </Card>
    </Stack>
  );
}
