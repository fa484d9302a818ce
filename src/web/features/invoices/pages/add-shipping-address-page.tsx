import { Alert, Anchor, Button, Checkbox, Container, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Address } from '../../../../shared/contract/cart';
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useInvoice } from '../api/get-invoice';
import { useSetInvoiceShippingAddress } from '../api/set-invoice-shipping-address';
import { useSaveShippingAddress, useShippingAddresses, validateAddress } from '../api/shipping-addresses';
import { AddressForm, formatAddress } from '../components/address-form';
import { UnpayableState } from '../components/unpayable-state';
import { invoicePaths, positiveInt } from '../paths';

const NEW = 'new';

/**
 * /add-shipping-address/{invoiceId}: where an invoice's goods go, when its supplier charges shipping later.
 * A saved address or a new one (checked by the shipping provider), then on to paying the invoice.
 */
export default function AddShippingAddressPage() {
  const { invoiceId } = useParams();
  const id = positiveInt(invoiceId);
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const addresses = useShippingAddresses();
  const setAddress = useSetInvoiceShippingAddress();
  const saveAddress = useSaveShippingAddress();
  const [choice, setChoice] = useState<string | null>(null);
  const [keep, setKeep] = useState(true);

  if (id == null)
    return (
      <PageError
        title="This invoice link is not valid"
        error={new Error('Check the address and try again.')}
      />
    );
  if (invoice.isPending || addresses.isPending) return <PageLoader label="Loading your addresses…" />;
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
  const saved = addresses.data ?? [];
  const preferred = saved.find((a) => a.isDefault) ?? saved[0];
  const selected = choice ?? (preferred ? String(preferred.id) : NEW);
  const busy = setAddress.isPending || saveAddress.isPending;
  const goPay = () => navigate(invoicePaths.pay(inv.id));

  function shipToSaved() {
    setAddress.mutate({ invoiceId: inv.id, shippingAddressId: Number(selected) }, { onSuccess: goPay });
  }
  async function shipToNew(address: Address) {
    try {
      if (keep) {
        const stored = await saveAddress.mutateAsync(address);
        await setAddress.mutateAsync({ invoiceId: inv.id, shippingAddressId: stored.id });
      } else await setAddress.mutateAsync({ invoiceId: inv.id, shippingAddress: address });
      goPay();
    } catch {
      // The mutation's error is shown above the form.
    }
  }

  const error = setAddress.error ?? saveAddress.error;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to={invoicePaths.pay(inv.id)} size="sm">
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
            {error ? (
              <Alert color="red" variant="light" role="alert" title="The address was not saved">
                {error.message}
              </Alert>
            ) : null}
            {addresses.isError ? (
              <Text size="sm" c="dimmed">
                Your saved addresses could not be loaded; enter the address below.
              </Text>
            ) : null}
            {saved.length ? (
              <Radio.Group label="Ship to" value={selected} onChange={setChoice}>
                <Stack gap="xs" mt="xs">
                  {saved.map((a) => (
                    <Radio
                      key={a.id}
                      value={String(a.id)}
                      label={formatAddress(a)}
                      description={a.isDefault ? 'Default' : undefined}
                    />
                  ))}
                  <Radio value={NEW} label="A new address" />
                </Stack>
              </Radio.Group>
            ) : null}
            {selected === NEW ? (
              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <AddressForm
                  submitLabel="Ship here"
                  busy={busy}
                  check={validateAddress}
                  onSubmit={(a) => void shipToNew(a)}
                >
                  <Checkbox
                    label="Save to my addresses"
                    checked={keep}
                    onChange={(e) => setKeep(e.currentTarget.checked)}
                  />
                </AddressForm>
              </Paper>
            ) : (
              <Group>
                <Button loading={busy} onClick={shipToSaved}>
                  Ship here
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
