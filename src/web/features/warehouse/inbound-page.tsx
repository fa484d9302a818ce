import {
  Badge,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { INBOUND_STATUS_LABELS } from '../../../shared/rules/fulfillment';
import { paths } from '../../routing/paths';
import { PageHeader } from '../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import { useInboundQueue } from './api/inbound-queries';

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString();
const today = () => new Date().toISOString().slice(0, 10);

/** /warehouse/inbound: the receiving queue across stores by expected date; scan or type a number to open one. */
export default function InboundPage() {
  usePageTitle('Inbound');
  const [view, setView] = useState<'OPEN' | 'CLOSED'>('OPEN');
  const queue = useInboundQueue(view);
  const navigate = useNavigate();
  const [scan, setScan] = useState('');
  return (
    <Stack>
      <PageHeader
        title="Inbound"
        description="Shipping notices on their way to the North Carolina warehouse, soonest first."
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const code = scan.trim().toUpperCase();
          const hit = queue.data?.find((r) => r.sn === code || r.trackingNumber?.toUpperCase() === code);
          if (hit || code) navigate(paths.warehouse.inboundReceiving(hit?.sn ?? code));
        }}
      >
        <TextInput
          size="lg"
          label="Scan or type a receiving number or tracking number"
          leftSection={<IconScan size={20} />}
          value={scan}
          onChange={(e) => setScan(e.currentTarget.value)}
          maw={520}
        />
      </form>
      <SegmentedControl
        aria-label="Queue"
        size="md"
        data={[
          { value: 'OPEN', label: 'Open' },
          { value: 'CLOSED', label: 'Closed' },
        ]}
        value={view}
        onChange={(v) => setView(v as 'OPEN' | 'CLOSED')}
        maw={320}
      />
      {queue.isPending ? (
        <PageLoader label="Loading the queue…" />
      ) : queue.isError ? (
        <PageError error={queue.error} onRetry={() => queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptySection title={view === 'OPEN' ? 'Nothing inbound' : 'No closed receivings'}>
          {view === 'OPEN' ? 'New shipping notices from founders appear here.' : null}
        </EmptySection>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {queue.data.map((r) => {
            const late = !r.checkedInAt && r.expectedDate < today();
            return (
              <Card
                key={r.id}
                withBorder
                padding="md"
                component={Link}
                to={paths.warehouse.inboundReceiving(r.sn)}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} ff="monospace" fz="lg">
                    {/* The card's link is named by what it shows, this word first. */}
                    <VisuallyHidden>Receiving </VisuallyHidden>
                    {r.sn}
                  </Text>
                  <Badge
                    size="lg"
                    color={r.inboundStatus === 'RECEIVED_BY_PIETRA' ? 'teal.9' : late ? 'red.9' : 'blue.9'}
                    variant="filled"
                  >
                    {r.closedAt
                      ? `Closed · ${r.receivingLevel.toLowerCase()}`
                      : INBOUND_STATUS_LABELS[r.inboundStatus]}
                  </Badge>
                </Group>
                <Text fw={500}>{r.storeName}</Text>
                <Text size="sm">From {r.supplierName}</Text>
                <Text size="sm" c={late ? 'red.8' : 'dimmed'}>
                  Expected {day(r.expectedDate)}
                  {late ? ' (late)' : ''} · {r.cartons}{' '}
                  {r.packageType === 'PALLET' ? 'pallet cartons' : 'cartons'} · {r.expectedUnits} units in{' '}
                  {r.lineCount} lines
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
