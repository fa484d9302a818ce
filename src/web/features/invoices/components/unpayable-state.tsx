import { Alert, Text } from '@mantine/core';
import type { Invoice } from '../../../../shared/contract/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { formatDate } from '../labels';

/** An invoice that is not open: why there is nothing to pay, instead of a pay form. */
export function UnpayableState({
  invoice,
}: {
  invoice: Pick<Invoice, 'status' | 'paidAt' | 'totalCents' | 'currency' | 'supplier'>;
}) {
  const supplier = invoice.supplier.name;
  switch (invoice.status) {
    case 'PAID':
      return (
        <Alert color="green" variant="light" title="This invoice is paid" data-testid="invoice-state">
          <Text size="sm">
            {formatMoney(invoice.totalCents, invoice.currency)} was paid
            {invoice.paidAt ? ` on ${formatDate(invoice.paidAt)}` : ''}. There is nothing more to pay.
          </Text>
        </Alert>
      );
    case 'VOID':
      return (
        <Alert color="gray" variant="light" title="This invoice was voided" data-testid="invoice-state">
          <Text size="sm">
            {supplier} cancelled it, so there is nothing to pay. Ask them for a new invoice if you still owe
            them.
          </Text>
        </Alert>
      );
    case 'UNCOLLECTIBLE':
      return (
        <Alert
          color="orange"
          variant="light"
          title="This invoice can no longer be paid here"
          data-testid="invoice-state"
        >
          <Text size="sm">
            {supplier} marked it uncollectible after its due date. Contact them to settle it.
          </Text>
        </Alert>
      );
    default:
      return (
        <Alert
          color="gray"
          variant="light"
          title="This invoice is not ready to pay"
          data-testid="invoice-state"
        >
          <Text size="sm">{supplier} has not sent it yet; you can pay it once they do.</Text>
        </Alert>
      );
  }
}
