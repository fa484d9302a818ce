import { Alert, Anchor, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Address, SavedAddress } from '../../../../shared/contract/cart';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useInvoice } from '../api/get-invoice';
import { useSetInvoiceShippingAddress } from '../api/set-invoice-shipping-address';
import { UnpayableState } from '../components/unpayable-state';
import { positiveInt } from '../paths';
import type { InvoiceSlots } from '../slots';

/**
 * /add-shipping-address/{invoiceId}: where an invoice's goods go, when its supplier charges shipping later.
 * A saved address or a new one (checked by the carrier, kept if the user wants), then on to paying the invoice.
 */
export default function AddShippingAddressPage({ AddressPicker }: Pick<InvoiceSlots, 'AddressPicker'>) {
  const { invoiceId } = useParams();
  const id = positiveInt(invoiceId);
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const setAddress = useSetInvoiceShippingAddress();
  const [chosen, setChosen] = useState<number>();

  if (id == null)
    return (
      <PageError
        title="This invoice link is not valid"
        error={new Error('Check the address and try again.')}
      />
    );
  if (invoice.isPending) return <PageLoader label="Loading the invoice…" />;
  if (invoice.isError)
    return (
      <PageError
        title={
          isApiError(invoice.error) && invoice.error.status === 404
            ? "We couldn't find this invoice"
            : "We couldn't load this invoice"
        }
        error={invoice.error}
        onRetry={() => invoice.refetch()}
      />
    );
  const inv = invoice.data;
  const goPay = () => navigate(paths.invoices.pay(inv.id));
  const shipTo = (where: { shippingAddressId: number } | { shippingAddress: Address }) =>
    setAddress.mutate({ invoiceId: inv.id, ...where }, { onSuccess: goPay });
  const shipToNew = ({ address, saved }: { address: Address; saved: SavedAddress | null }) =>
    shipTo(saved ? { shippingAddressId: saved.id } : { shippingAddress: address });

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to={paths.invoices.pay(inv.id)} size="sm">
            ← Invoice {inv.number}
          </Anchor>
        </Group>
        <PageHeader
          title="Add a shipping address"
          description={`${inv.supplier.name} ships the goods of invoice ${inv.number} here and adds the shipping cost before you pay.`}
        />
        {inv.status !== 'OPEN' ? (
          <UnpayableState invoice={inv} />
        ) : (
          <>
            {setAddress.error ? (
              <Alert color="red" variant="light" role="alert" title="The address was not saved">
                {setAddress.error.message}
              </Alert>
            ) : null}
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <AddressPicker
                value={chosen}
                onChange={setChosen}
                onAdded={shipToNew}
                save="optional"
                submitLabel="Ship here"
                busy={setAddress.isPending}
              >
                <Group>
                  <Button
                    loading={setAddress.isPending}
                    disabled={chosen === undefined}
                    onClick={() => chosen !== undefined && shipTo({ shippingAddressId: chosen })}
                  >
                    Ship here
                  </Button>
                </Group>
              </AddressPicker>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
