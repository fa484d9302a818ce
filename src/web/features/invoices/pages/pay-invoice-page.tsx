import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Invoice } from '../../../../shared/contract/invoices';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';
import { useCan } from '../../../api/use-can';
import { paths } from '../../../routing/paths';
import { RoleLock, RoleNote } from '../../../ui/can';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useAddInvoiceToCart } from '../api/add-invoice-to-cart';
import { useInvoice } from '../api/get-invoice';
import { useInvoicePreview } from '../api/get-invoice-preview';
import { InvoicePayment } from '../components/invoice-payment';
import { InvoiceSummary } from '../components/invoice-summary';
import { PaymentReceipt } from '../components/payment-receipt';
import { UnpayableState } from '../components/unpayable-state';
import { positiveInt } from '../paths';
import type { InvoiceSlots } from '../slots';

function PaySection({
  invoice,
  PaymentPanel,
  onPaid,
}: Pick<InvoiceSlots, 'PaymentPanel'> & { invoice: Invoice; onPaid: (r: PaymentResult) => void }) {
  const preview = useInvoicePreview(invoice.id, true);
  const addToCart = useAddInvoiceToCart();
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Pay this invoice
      </Title>
      <InvoicePayment
        preview={preview}
        PaymentPanel={PaymentPanel}
        target={{ invoiceId: invoice.id }}
        options={{}}
        onPaid={onPaid}
      />
      <Paper withBorder p="md">
        {invoice.inCart ? (
          <Group justify="space-between">
            <Text size="sm">This invoice is in your cart, to pay with your other items.</Text>
            <Button component={Link} to={paths.cart.checkout()} variant="light" size="xs">
              Go to checkout
            </Button>
          </Group>
        ) : (
          <Group justify="space-between">
            <Text size="sm">
              Ordering samples or inventory too? Pay this invoice with them in one checkout.
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
              loading={addToCart.isPending}
              onClick={() =>
                addToCart.mutate(invoice.id, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: `Invoice ${invoice.number} is in your cart.`,
                    }),
                  onError: (e) => notifications.show({ color: 'red', message: e.message }),
                })
              }
            >
              Add to cart
            </Button>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}

/** /pay-invoice/{invoiceId}: a supplier's invoice to the store, and paying it (or why it cannot be paid). */
export default function PayInvoicePage({ PaymentPanel }: Pick<InvoiceSlots, 'PaymentPanel'>) {
  const { invoiceId } = useParams();
  const id = positiveInt(invoiceId);
  const invoice = useInvoice(id);
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const canBill = useCan('billing');

  const back = (
    <Anchor component={Link} to={paths.invoices.list()} size="sm">
      ← Invoices
    </Anchor>
  );
  let body: ReactNode;
  if (id == null)
    body = (
      <PageError
        title="This invoice link is not valid"
        error={new Error('Check the address and try again.')}
      />
    );
  else if (invoice.isPending) body = <PageLoader label="Loading the invoice…" />;
  else if (invoice.isError)
    body =
      isApiError(invoice.error) && invoice.error.status === 404 ? (
        <PageError
          title="We couldn't find this invoice"
          error={new Error('It may belong to another store, or the link is mistyped.')}
        />
      ) : (
        <PageError
          title="We couldn't load this invoice"
          error={invoice.error}
          onRetry={() => invoice.refetch()}
        />
      );
  else {
    const inv = invoice.data;
    body = (
      <Stack gap="lg">
        <InvoiceSummary invoice={inv} />
        {paid ? (
          <Stack gap="sm" align="flex-start">
            <PaymentReceipt
              invoice={inv}
              result={paid}
              receiptNote="A receipt is on its way to your email."
            />
            <Button component={Link} to={paths.invoices.list()} variant="light">
              Back to invoices
            </Button>
          </Stack>
        ) : inv.status !== 'OPEN' ? (
          <UnpayableState invoice={inv} />
        ) : inv.needsShippingAddress ? (
          <Alert color="blue" variant="light" title="Where should the goods go?">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {inv.supplier.name} charges shipping on this invoice once you give a shipping address.
              </Text>
              <RoleLock cls="fulfilment">
                <Button component={Link} to={paths.invoices.addShippingAddress(inv.id)}>
                  Add a shipping address
                </Button>
              </RoleLock>
            </Stack>
          </Alert>
        ) : !canBill ? (
          // Paying (and its preview) is `billing` (decision 042): the member sees the invoice and why not.
          <Paper withBorder p="md" data-testid="pay-invoice-role-refused">
            <Stack gap="xs">
              <Title order={2} fz="lg">
                Pay this invoice
              </Title>
              <RoleNote cls="billing" />
            </Stack>
          </Paper>
        ) : (
          <PaySection
            invoice={inv}
            PaymentPanel={PaymentPanel}
            onPaid={(result) => {
              setPaid(result);
              void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all() });
            }}
          />
        )}
      </Stack>
    );
  }
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group>{back}</Group>
        {body}
      </Stack>
    </Container>
  );
}
