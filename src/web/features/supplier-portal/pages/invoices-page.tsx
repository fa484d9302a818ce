import { Anchor, Badge, Button, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/rules/dates';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '../../../../shared/rules/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useSupplierInvoiceCount, useSupplierInvoices } from '../api/get-invoices';
import { Pager } from '../components/pager';
import { INVOICE_STATUS_COLORS } from '../labels';
import { useListParams } from '../use-list-params';

const PAGE_SIZE = 20;
type Filter = 'ALL' | InvoiceStatus;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] })),
];

/** /supplier/invoices: the supplier's invoices by status, newest first, paged. */
export default function SupplierInvoicesPage() {
  const { params, page, update } = useListParams();
  // Only the filters offered: a hand-edited URL falls back to all, never a failed load.
  const filter = FILTERS.find((f) => f.value === params.get('status'))?.value ?? 'ALL';
  const status = filter === 'ALL' ? undefined : filter;
  const list = useSupplierInvoices({ status, page: page - 1, size: PAGE_SIZE });
  const count = useSupplierInvoiceCount(status);

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Bill founders for what you make for them; they pay in Quarry or through the invoice's link."
        actions={
          <Button
            component={Link}
            to={paths.supplierPortal.newInvoice()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New invoice
          </Button>
        }
      />
      <Stack gap="md">
        <Tabs value={filter} onChange={(v) => update({ status: v === 'ALL' ? null : v, page: null })}>
          <Tabs.List aria-label="Invoice status">
            {FILTERS.map((f) => (
              <Tabs.Tab key={f.value} value={f.value}>
                {f.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {list.isPending ? (
          <PageLoader label="Loading your invoices…" />
        ) : list.isError ? (
          <PageError
            title="We couldn't load your invoices"
            error={list.error}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          filter === 'ALL' ? (
            <EmptySection title="No invoices yet">
              Invoice a founder you work with, or send one from your quote on a custom project request.
            </EmptySection>
          ) : (
            <EmptySection title={`No invoices ${INVOICE_STATUS_LABELS[filter].toLowerCase()}`}>
              Invoices with this status appear here.
            </EmptySection>
          )
        ) : (
          <ScrollTable label="Invoices" minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Your invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Founder</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Due</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((inv) => (
                  <Table.Tr key={inv.id} data-testid="invoice-row">
                    <Table.Td>
                      <Anchor component={Link} to={paths.supplierPortal.invoice(inv.id)} fw={600} size="sm">
                        {inv.number}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        Created {formatDate(inv.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{inv.store.title}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(inv.totalCents, inv.currency)}</Table.Td>
                    <Table.Td>
                      <Badge color={INVOICE_STATUS_COLORS[inv.status]} variant="light">
                        {INVOICE_STATUS_LABELS[inv.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{inv.dueAt ? formatDate(inv.dueAt) : '—'}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Pager total={count.data?.count ?? 0} pageSize={PAGE_SIZE} />
      </Stack>
    </>
  );
}
