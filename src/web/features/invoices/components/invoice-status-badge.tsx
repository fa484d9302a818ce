import { Badge } from '@mantine/core';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../../../shared/rules/invoices';
import { INVOICE_STATUS_COLORS } from '../labels';

export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue?: boolean }) {
  return (
    <Badge
      color={overdue ? 'red' : INVOICE_STATUS_COLORS[status]}
      variant="light"
      data-testid="invoice-status"
    >
      {overdue ? 'Overdue' : INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
