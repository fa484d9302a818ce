import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Invoice } from '../../../../shared/contract/invoices';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { formatMoney } from '../../../../shared/rules/money';
import { formatDate } from '../labels';

/** After paying: what was paid, to whom, and the receipt's reference; focus lands here. */
export function PaymentReceipt({
  invoice,
  result,
  receiptNote,
}: {
  invoice: Pick<Invoice, 'number' | 'supplier'>;
  result: PaymentResult;
  receiptNote?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title="Payment received"
      data-testid="payment-receipt"
    >
      <Stack gap={4}>
        <Text size="sm">
          You paid {formatMoney(result.totals.totalCents, result.totals.currency)} for invoice{' '}
          {invoice.number} from {/* "Co., Ltd." already ends the sentence. */}
          {invoice.supplier.name.replace(/\.$/, '')}.
        </Text>
        <Text size="sm" c="dimmed">
          Receipt no. {result.id} · {formatDate(result.createdAt)}
        </Text>
        {receiptNote ? (
          <Text size="sm" c="dimmed">
            {receiptNote}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
