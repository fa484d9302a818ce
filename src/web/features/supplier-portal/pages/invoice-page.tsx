import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Invoice } from '../../../../shared/contract/invoices';
import { formatDate } from '../../../../shared/rules/dates';
import { INVOICE_FAILURE_HANDLING_LABELS, INVOICE_STATUS_LABELS } from '../../../../shared/rules/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { SHIPPING_MODE_LABELS } from '../../../../shared/rules/order-items';
import { paths } from '../../../routing/paths';
import { addressText } from '../../../ui/address-text';
import { Fact } from '../../../ui/fact';
import { InvoiceLinesTable } from '../../../ui/invoice-lines-table';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useSupplierInvoice } from '../api/get-invoice';
import { BackLink } from '../components/back-link';
import { InvoiceActions } from '../components/invoice-actions';
import { INVOICE_STATUS_COLORS } from '../labels';

/** The pay link anyone holding it can pay through; it works once the invoice is sent. */
function PublicLink({ invoice }: { invoice: Invoice }) {
  if (!invoice.sn) return null;
  if (invoice.status === 'DRAFT')
    return (
      <Text size="sm" c="dimmed">
        The public pay link works once you send the invoice.
      </Text>
    );
  const url = `${window.location.origin}${paths.invoices.publicPay(invoice.sn)}`;
  return (
    <TextInput
      label="Public pay link"
      description="Anyone with this link can see and pay the invoice. Revoke it to replace it."
      value={url}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      data-testid="public-link"
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label="Copy link"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

function shipTo(invoice: Invoice) {
  const a = invoice.shippingAddress;
  if (a) return addressText(a);
  return invoice.needsShippingAddress ? 'Waiting for the founder' : '—';
}

/** /supplier/invoices/{id}: the invoice, its pay link, and what can still be done with it. */
export default function SupplierInvoicePage() {
  const { id } = useParams();
  const invoiceId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const invoice = useSupplierInvoice(invoiceId);
  const back = <BackLink to={paths.supplierPortal.invoices()} label="All invoices" />;
  if (invoice.isPending) return <PageLoader label="Loading the invoice…" />;
  if (invoice.isError)
    return (
      <>
        {back}
        <PageError
          title="We couldn't load this invoice"
          error={invoice.error}
          onRetry={() => invoice.refetch()}
        />
      </>
    );
  const inv = invoice.data;
  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {inv.number}
            </Title>
            <Badge color={INVOICE_STATUS_COLORS[inv.status]} data-testid="invoice-status">
              {INVOICE_STATUS_LABELS[inv.status]}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            To{' '}
            <Anchor component={Link} to={paths.supplierPortal.inbox(inv.store.id)} inherit>
              {inv.store.title}
            </Anchor>
            {inv.projectId ? (
              <>
                {' · '}
                <Anchor component={Link} to={paths.supplierPortal.request(inv.projectId)} inherit>
                  custom project request
                </Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
        <InvoiceActions invoice={inv} />
      </Group>
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Total" value={formatMoney(inv.totalCents, inv.currency)} />
            <Fact label="Created" value={formatDate(inv.createdAt)} />
            <Fact label="Sent" value={inv.sentAt ? formatDate(inv.sentAt) : 'Not yet'} />
            <Fact
              label={inv.paidAt ? 'Paid' : 'Due'}
              value={
                inv.paidAt
                  ? formatDate(inv.paidAt)
                  : inv.dueAt
                    ? formatDate(inv.dueAt)
                    : 'Two weeks after sending'
              }
            />
            <Fact label="Shipping" value={SHIPPING_MODE_LABELS[inv.shippingMode]} />
            <Fact label="Ship to" value={shipTo(inv)} />
            <Fact
              label="If unpaid by the due date"
              value={INVOICE_FAILURE_HANDLING_LABELS[inv.failureHandling]}
            />
          </SimpleGrid>
        </Card>
        <InvoiceLinesTable invoice={inv} />
        {inv.note ? (
          <Stack gap={4}>
            <Title order={2} fz="md">
              Note to the founder
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {inv.note}
            </Text>
          </Stack>
        ) : null}
        <PublicLink invoice={inv} />
      </Stack>
    </>
  );
}
