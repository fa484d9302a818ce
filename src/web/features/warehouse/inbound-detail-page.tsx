import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Receiving, ReceivingLine } from '../../../shared/contract/receivings';
import { INBOUND_STATUS_LABELS, lineDiscrepancy, receivingLevel } from '../../../shared/rules/fulfillment';
import { paths } from '../../routing/paths';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import {
  useCheckIn,
  useCloseReceiving,
  useCommitLine,
  useCountLine,
  useInboundReceiving,
} from './api/inbound-queries';
import { ForwardDialog } from './components/forward-dialog';

function DiscrepancyBadge({ expected, counted }: { expected: number; counted: number }) {
  const d = lineDiscrepancy(expected, counted);
  if (d === 0)
    return (
      <Badge color="teal.9" size="lg" variant="filled">
        Exact
      </Badge>
    );
  return (
    <Badge color={d < 0 ? 'red.9' : 'blue.9'} size="lg">
      {d < 0 ? `${-d} short` : `${d} over`}
    </Badge>
  );
}

function LineCard({
  sn,
  line,
  editable,
  goodRef,
}: {
  sn: string;
  line: ReceivingLine;
  editable: boolean;
  goodRef: (el: HTMLInputElement | null) => void;
}) {
  const count = useCountLine(sn);
  const commit = useCommitLine(sn);
  const [good, setGood] = useState<number | string>(line.countedAt ? line.receivedQty : '');
  const [damaged, setDamaged] = useState<number | string>(line.damagedQty);
  const [bin, setBin] = useState(line.bin ?? '');
  useEffect(() => {
    setGood(line.countedAt ? line.receivedQty : '');
    setDamaged(line.damagedQty);
    setBin(line.bin ?? '');
  }, [line]);
  const pending = line.receivedQty - line.committedQty + (line.damagedQty - line.damagedCommittedQty);
  const dirty =
    String(good) !== String(line.countedAt ? line.receivedQty : '') ||
    Number(damaged || 0) !== line.damagedQty ||
    bin.trim().toUpperCase() !== (line.bin ?? '');
  const error = count.error ?? commit.error;
  return (
    <Card withBorder padding="md" aria-label={`Line ${line.sku}`} component="section">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={700} ff="monospace" fz="lg">
            {line.sku}
          </Text>
          <Text size="sm">
            {line.title} · {line.variantLabel}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text fz="lg">
            Expected <b>{line.expectedQty}</b>
          </Text>
          {line.countedAt ? (
            <DiscrepancyBadge expected={line.expectedQty} counted={line.receivedQty + line.damagedQty} />
          ) : null}
        </Group>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          count.mutate({
            lineId: line.id,
            receivedQty: Number(good || 0),
            damagedQty: Number(damaged || 0),
            bin: bin.trim() || undefined,
          });
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="sm">
          <NumberInput
            ref={goodRef}
            size="lg"
            label="Received good"
            min={0}
            allowDecimal={false}
            value={good}
            onChange={setGood}
            disabled={!editable}
          />
          <NumberInput
            size="lg"
            label="Damaged"
            min={0}
            allowDecimal={false}
            value={damaged}
            onChange={setDamaged}
            disabled={!editable}
          />
          <TextInput
            size="lg"
            label="Bin"
            placeholder="A-01-1"
            value={bin}
            onChange={(e) => setBin(e.currentTarget.value)}
            disabled={!editable}
          />
        </SimpleGrid>
        <Group mt="sm" wrap="wrap">
          <Button
            type="submit"
            size="md"
            variant={dirty ? 'filled' : 'light'}
            loading={count.isPending}
            disabled={!editable || good === ''}
          >
            Save count
          </Button>
          <Button
            size="md"
            color="green"
            loading={commit.isPending}
            disabled={!editable || dirty || pending === 0}
            onClick={() => commit.mutate({ lineId: line.id, expectedCommitted: line.committedQty })}
          >
            {pending > 0 ? `Commit ${pending} to stock` : 'Committed'}
          </Button>
          <Text size="sm" c="dimmed">
            In stock from this line: {line.committedQty} good, {line.damagedCommittedQty} damaged
          </Text>
        </Group>
      </form>
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {error.message}
        </Alert>
      ) : null}
    </Card>
  );
}

function CheckIn({ r }: { r: Receiving }) {
  const checkIn = useCheckIn(r.sn);
  const [cartons, setCartons] = useState<number | string>(r.cartons);
  return (
    <Card withBorder padding="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          checkIn.mutate(Number(cartons || 0));
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            size="lg"
            label={`Cartons arrived (notice says ${r.cartons})`}
            min={0}
            allowDecimal={false}
            value={cartons}
            onChange={setCartons}
            w={280}
          />
          <Button type="submit" size="lg" loading={checkIn.isPending}>
            Check in
          </Button>
        </Group>
      </form>
      {checkIn.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {checkIn.error.message}
        </Alert>
      ) : null}
    </Card>
  );
}

function CloseCard({ r }: { r: Receiving }) {
  const close = useCloseReceiving(r.sn);
  const [note, setNote] = useState('');
  const [forwarding, setForwarding] = useState(false);
  const level = receivingLevel(
    r.lines.map((l) => ({ expected: l.expectedQty, counted: l.receivedQty + l.damagedQty })),
  );
  const uncommitted = r.lines.some(
    (l) => l.receivedQty > l.committedQty || l.damagedQty > l.damagedCommittedQty,
  );
  // Goods can be refused and forwarded to the founder only while none of them went into stock.
  const nothingInStock = r.lines.every((l) => l.committedQty === 0 && l.damagedCommittedQty === 0);
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg">
        Close
      </Title>
      <Text size="sm" mb="sm">
        {level === 'NONE'
          ? 'Count at least one line to close.'
          : level === 'PARTIAL'
            ? 'Closes as PARTIAL: units that never came leave inbound.'
            : 'Closes as RECEIVED: every line counted in full.'}
        {uncommitted ? ' Commit every counted line first.' : ''}
        {nothingInStock ? ' Goods that cannot be stored can be forwarded to the founder instead.' : ''}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          w={320}
          size="md"
        />
        <Button
          size="lg"
          color="dark"
          loading={close.isPending}
          disabled={level === 'NONE' || uncommitted}
          onClick={() => close.mutate(note)}
        >
          {level === 'PARTIAL' ? 'Close as partial' : 'Close as received'}
        </Button>
        {nothingInStock ? (
          <Button size="lg" color="orange" variant="light" onClick={() => setForwarding(true)}>
            Forward to founder
          </Button>
        ) : null}
      </Group>
      <ForwardDialog sn={r.sn} opened={forwarding} onClose={() => setForwarding(false)} />
      {close.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {close.error.message}
        </Alert>
      ) : null}
    </Card>
  );
}

/** /warehouse/inbound/{sn}: check in, count each line, put away to a bin, commit, close. */
export default function InboundDetailPage() {
  const { sn = '' } = useParams();
  usePageTitle(`Inbound ${sn}`);
  const q = useInboundReceiving(sn);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [scan, setScan] = useState('');
  const [scanMiss, setScanMiss] = useState<string | null>(null);
  if (q.isPending) return <PageLoader label="Loading the receiving…" />;
  if (q.isError)
    return (
      <Stack>
        <Anchor component={Link} to={paths.warehouse.inbound()}>
          ← Inbound queue
        </Anchor>
        <PageError title={`We couldn't open receiving ${sn}`} error={q.error} onRetry={() => q.refetch()} />
      </Stack>
    );
  const r = q.data;
  const checkedIn = r.inboundStatus === 'RECEIVED_BY_PIETRA';
  const editable = checkedIn && !r.closedAt && !r.canceled;
  return (
    <Stack>
      <Anchor component={Link} to={paths.warehouse.inbound()}>
        ← Inbound queue
      </Anchor>
      <PageHeader
        title={`Receiving ${r.sn}`}
        description={`${r.storeName} · from ${r.supplierName} · ${r.cartons} ${r.packageType === 'PALLET' ? 'pallet ' : ''}carton${r.cartons === 1 ? '' : 's'}${r.trackingNumber ? ` · ${r.carrier ?? ''} ${r.trackingNumber}` : ''}`}
        actions={
          <Badge size="xl" color={r.closedAt ? 'dark' : checkedIn ? 'teal.9' : 'blue.9'} variant="filled">
            {r.canceled
              ? 'Canceled'
              : r.outcome === 'FORWARDED_TO_CREATOR'
                ? 'Forwarded to founder'
                : r.closedAt
                  ? `Closed · ${r.receivingLevel}`
                  : INBOUND_STATUS_LABELS[r.inboundStatus]}
          </Badge>
        }
      />
      {r.canceled ? <Alert color="red">The founder canceled this receiving.</Alert> : null}
      {r.outcome === 'FORWARDED_TO_CREATOR' ? (
        <Alert color="orange" title="Forwarded to the founder">
          {r.forwardReason}
          {r.forwardTrackingNumber ? ` · Tracking ${r.forwardTrackingNumber}` : ''}
        </Alert>
      ) : null}
      {!checkedIn && !r.canceled ? <CheckIn r={r} /> : null}
      {checkedIn ? (
        <Text>
          Checked in {r.checkedInAt ? new Date(r.checkedInAt).toLocaleString() : ''}: {r.cartonsCheckedIn} of{' '}
          {r.cartons} carton{r.cartons === 1 ? '' : 's'}
        </Text>
      ) : null}
      {editable ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const code = scan.trim().toUpperCase();
            const el = inputs.current.get(code);
            if (el) {
              el.focus();
              el.select();
              setScanMiss(null);
            } else setScanMiss(code);
            setScan('');
          }}
        >
          <TextInput
            size="lg"
            label="Scan a SKU to jump to its line"
            leftSection={<IconScan size={20} />}
            value={scan}
            onChange={(e) => setScan(e.currentTarget.value)}
            error={scanMiss ? `${scanMiss} is not on this receiving` : undefined}
            maw={520}
          />
        </form>
      ) : null}
      <Stack>
        {r.lines.map((l) => (
          <LineCard
            key={l.id}
            sn={r.sn}
            line={l}
            editable={editable}
            goodRef={(el) => {
              if (el) inputs.current.set(l.sku.toUpperCase(), el);
              else inputs.current.delete(l.sku.toUpperCase());
            }}
          />
        ))}
      </Stack>
      {editable ? <CloseCard r={r} /> : null}
    </Stack>
  );
}
