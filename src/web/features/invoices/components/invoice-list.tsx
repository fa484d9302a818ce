import { Anchor, Avatar, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Invoice } from '../../../../shared/contract/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { useCan } from '../../../api/use-can';
import { paths } from '../../../routing/paths';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useInvoices } from '../api/get-invoices';
import { formatDate, isOverdue } from '../labels';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** Open invoices first (the server's order, soonest due, within each group). */
const openFirst = (list: Invoice[]) => [
  ...list.filter((i) => i.status === 'OPEN'),
  ...list.filter((i) => i.status !== 'OPEN'),
];

/** The inbox's needs-payment list: every supplier invoice of the store, with a way to pay the open ones. */
export function InvoiceList() {
  const invoices = useInvoices();
  // A member who may not pay (`billing`, decision 042) opens the invoice to read it: "View", not "Pay".
  const canPay = useCan('billing');
  if (invoices.isPending) return <PageLoader label="Loading your invoices…" />;
  if (invoices.isError)
    return (
      <PageError
        title="We couldn't load your invoices"
        error={invoices.error}
        onRetry={() => invoices.refetch()}
      />
    );
  if (invoices.data.length === 0)
    return (
      <EmptySection title="No invoices to pay">
        When a supplier sends you an invoice, for a custom order or a quote you accepted, it appears here
        ready to pay.
      </EmptySection>
    );
  return (
    <ScrollTable label="Invoices" minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {openFirst(invoices.data).map((inv) => {
            const overdue = isOverdue(inv);
            return (
              <Table.Tr key={inv.id} data-testid="invoice-row" data-overdue={overdue || undefined}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={inv.supplier.logoUrl || null} alt="" size="sm" radius="sm">
                      {inv.supplier.name.slice(0, 1)}
                    </Avatar>
                    <Text size="sm" fw={500}>
                      {inv.supplier.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.invoices.pay(inv.id)} size="sm">
                    {inv.number}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatMoney(inv.totalCents, inv.currency)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 700 : undefined}>
                    {inv.dueAt ? formatDate(inv.dueAt) : 'On receipt'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={inv.status} overdue={overdue} />
                </Table.Td>
                <Table.Td ta="right">
                  {inv.status === 'OPEN' && canPay ? (
                    <Button
                      component={Link}
                      to={paths.invoices.pay(inv.id)}
                      size="xs"
                      aria-label={`Pay invoice ${inv.number} from ${inv.supplier.name}`}
                    >
                      Pay
                    </Button>
                  ) : (
                    <Button component={Link} to={paths.invoices.pay(inv.id)} size="xs" variant="default">
                      View
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
