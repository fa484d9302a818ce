import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import type { Address } from '../../../../shared/contract/cart';
import type { Invoice } from '../../../../shared/contract/invoices';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';
import { addressText } from '../../../ui/address-text';
import { PageError, PageLoader } from '../../../ui/page-states';
import { usePublicInvoicePreview } from '../api/get-invoice-preview';
import { usePublicInvoice } from '../api/get-public-invoice';
import { InvoicePayment } from '../components/invoice-payment';
import { InvoiceSummary } from '../components/invoice-summary';
import { PaymentReceipt } from '../components/payment-receipt';
import { UnpayableState } from '../components/unpayable-state';
import type { InvoiceSlots } from '../slots';

type Slots = Pick<InvoiceSlots, 'PaymentPanel' | 'AddressForm'>;

// A pay link's token is 20 to 100 characters (the contract's InvoiceSnParams): anything else is not a link.
const isLinkToken = (sn: string) => sn.length >= 20 && sn.length <= 100;

function InvalidLink() {
  return (
    <Paper withBorder p="xl" maw={560} data-testid="invalid-invoice-link">
      <Stack gap="sm">
        <Title order={1} fz={24}>
          This invoice link is not valid
        </Title>
        <Text c="dimmed">
          It may have been mistyped, or the supplier replaced it with a new one. Ask the supplier who sent it
          for a fresh link.
        </Text>
      </Stack>
    </Paper>
  );
}

function PublicPaySection({
  sn,
  invoice,
  PaymentPanel,
  AddressForm,
  onPaid,
}: Slots & { sn: string; invoice: Invoice; onPaid: (r: PaymentResult) => void }) {
  const [address, setAddress] = useState<Address | null>(null);
  const needsAddress = invoice.needsShippingAddress && !address;
  const options = address ? { shippingAddress: address } : {};
  const preview = usePublicInvoicePreview(sn, options, !needsAddress);

  if (needsAddress)
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Where should the goods go?
          </Title>
          <Text size="sm" c="dimmed">
            {invoice.supplier.name} adds shipping to this invoice once it knows the address.
          </Text>
          {/* A payer through the link may have no session: no carrier check, nowhere to save it. */}
          <AddressForm
            save="never"
            checkWithCarrier={false}
            submitLabel="Continue to payment"
            onDone={(done) => setAddress(done.address)}
          />
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Pay this invoice
      </Title>
      {address ? (
        <Group justify="space-between">
          <Text size="sm">Ships to {addressText(address)}</Text>
          <Button variant="subtle" size="xs" onClick={() => setAddress(null)}>
            Change address
          </Button>
        </Group>
      ) : null}
      <InvoicePayment
        preview={preview}
        PaymentPanel={PaymentPanel}
        target={{ sn }}
        options={options}
        onPaid={onPaid}
      />
    </Stack>
  );
}

/** /public-pay-invoice/{sn}: anyone with the link pays the invoice, no account needed. */
export default function PublicPayInvoicePage({ PaymentPanel, AddressForm }: Slots) {
  const { sn = '' } = useParams();
  const valid = isLinkToken(sn);
  const invoice = usePublicInvoice(sn, valid);
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<PaymentResult | null>(null);

  let body: ReactNode;
  if (!valid || (invoice.isError && isApiError(invoice.error) && invoice.error.status === 404))
    body = <InvalidLink />;
  else if (invoice.isPending) body = <PageLoader label="Loading the invoice…" />;
  else if (invoice.isError)
    body = (
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
          <PaymentReceipt
            invoice={inv}
            result={paid}
            receiptNote="If you gave an email address, the receipt is on its way there. You can close this page."
          />
        ) : inv.status !== 'OPEN' ? (
          <UnpayableState invoice={inv} />
        ) : (
          <PublicPaySection
            sn={sn}
            invoice={inv}
            PaymentPanel={PaymentPanel}
            AddressForm={AddressForm}
            onPaid={(result) => {
              setPaid(result);
              void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.public(sn) });
            }}
          />
        )}
      </Stack>
    );
  }
  return (
    <Container size="md" px={0} py="md">
      {body}
    </Container>
  );
}
