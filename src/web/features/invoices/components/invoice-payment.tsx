import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CheckoutTotals } from '../../../../shared/contract/cart';
import { PageError, PageLoader } from '../../../ui/page-states';
import { TotalsTable } from '../../../ui/totals-table';
import type { InvoicePaymentPanel, InvoicePaymentPanelProps } from '../slots';

/**
 * The amount due as the server previewed it, and the payment panel that pays it: the same on the founder's
 * invoice page and on the public pay link, which differ only in the preview they ask for and the target.
 */
export function InvoicePayment({
  preview,
  PaymentPanel,
  target,
  options,
  onPaid,
}: {
  preview: UseQueryResult<CheckoutTotals>;
  PaymentPanel: InvoicePaymentPanel;
} & Omit<InvoicePaymentPanelProps, 'totals'>) {
  if (preview.isPending) return <PageLoader label="Working out the amount due…" />;
  if (preview.isError)
    return (
      <PageError
        title="We couldn't work out the amount due"
        error={preview.error}
        onRetry={() => preview.refetch()}
      />
    );
  const totals = preview.data;
  return (
    <>
      <Paper withBorder p="md">
        <TotalsTable
          totals={totals}
          caption="Amount due"
          totalLabel="Total due"
          // An invoice without shipping has no shipping row, rather than a $0.00 one.
          shipping={totals.shippingCents ? 'amount' : 'hidden'}
        />
      </Paper>
      <PaymentPanel target={target} options={options} totals={totals} onPaid={onPaid} />
    </>
  );
}
