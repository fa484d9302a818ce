import { Badge, VisuallyHidden } from '@mantine/core';
import { useOpenInvoiceCount } from '../api/get-invoice-count';

/** Invoices waiting to be paid, for the inbox's Invoices tab: a badge to the eye, words to a screen reader. */
export function InvoiceCountBadge() {
  const count = useOpenInvoiceCount().data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <Badge
        size="sm"
        circle={count < 10}
        aria-hidden
        data-testid="invoice-count-badge"
        style={{ flexShrink: 0 }}
      >
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{count} to pay</VisuallyHidden>
    </>
  );
}
