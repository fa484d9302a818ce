import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentMethod } from '../../../../shared/contract/payments';
import { MAX_SAVED_CARDS } from '../../../../shared/rules/payments';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { createCardToken } from '../api/create-card-token';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePaymentsConfig } from '../api/get-payments-config';
import {
  useAttachPaymentMethod,
  useDetachPaymentMethod,
  useSetDefaultPaymentMethod,
} from '../api/payment-method-actions';
import { methodExpiry, methodTitle } from '../method-label';
import { messageOf } from '../payment-errors';
import { CardFields, useCardForm } from './card-fields';
import { LinkBankButton } from './link-bank-button';

/** Adds a card: the processor tokenizes it, then it is saved to the store (POST /web/payment-methods). */
function AddCardForm({ isFirst, onDone }: { isFirst: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const attach = useAttachPaymentMethod();
  const form = useCardForm();
  const [makeDefault, setMakeDefault] = useState(isFirst);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const token = await createCardToken(queryClient, form.values);
      const saved = await attach.mutateAsync({ token: token.id, setDefault: makeDefault || undefined });
      notifications.show({ color: 'green', message: `${methodTitle(saved)} is saved.` });
      onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" maw={520}>
      <form onSubmit={form.onSubmit(() => void submit())} noValidate aria-label="Add a card">
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert" title="Card not saved">
              {error}
            </Alert>
          ) : null}
          <CardFields form={form} testMode={config.data?.testMode ?? false} disabled={busy} />
          <Checkbox
            label="Make this my default payment method"
            checked={makeDefault}
            disabled={isFirst || busy}
            onChange={(e) => setMakeDefault(e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={busy}>
              Save card
            </Button>
            <Button variant="default" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function MethodRow({ method, onRemove }: { method: PaymentMethod; onRemove: (m: PaymentMethod) => void }) {
  const setDefault = useSetDefaultPaymentMethod();
  const title = methodTitle(method);
  return (
    <Group justify="space-between" wrap="wrap" py="xs" data-testid="payment-method-row">
      <Group gap="sm">
        <IconCreditCard size={20} aria-hidden />
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={500}>{title}</Text>
            {method.isDefault ? (
              <Badge size="sm" variant="light">
                Default
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {methodExpiry(method) ?? 'Bank account'}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs">
        {method.isDefault ? null : (
          <Button
            size="xs"
            variant="subtle"
            loading={setDefault.isPending}
            onClick={() =>
              setDefault.mutate(method.id, {
                onError: (e) => notifications.show({ color: 'red', message: messageOf(e) }),
              })
            }
            aria-label={`Make ${title} the default`}
          >
            Make default
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => onRemove(method)}
          aria-label={`Remove ${title}`}
        >
          Remove
        </Button>
      </Group>
    </Group>
  );
}

/** Account information's payment methods: saved cards and bank accounts, at most MAX_SAVED_CARDS. */
export function PaymentMethodsSection() {
  const methods = usePaymentMethods();
  const detach = useDetachPaymentMethod();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  if (methods.isPending) return <PageLoader label="Loading your payment methods…" />;
  if (methods.isError)
    return (
      <PageError
        title="We couldn't load your payment methods"
        error={methods.error}
        onRetry={() => methods.refetch()}
      />
    );
  const list = methods.data;
  const atLimit = list.length >= MAX_SAVED_CARDS;

  return (
    <Stack gap="md" data-testid="payment-methods">
      {list.length === 0 ? (
        <EmptySection title="No saved payment methods">
          Save a card or link a bank account to pay for samples, inventory and supplier invoices in one click.
        </EmptySection>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((m) => (
            <li key={m.id}>
              <MethodRow method={m} onRemove={setRemoving} />
            </li>
          ))}
        </Stack>
      )}
      <Text size="sm" c={atLimit ? undefined : 'dimmed'} data-testid="payment-methods-limit">
        {atLimit
          ? `You have ${MAX_SAVED_CARDS} saved payment methods, the most you can keep. Remove one to add another.`
          : `${list.length} of ${MAX_SAVED_CARDS} saved payment methods.`}
      </Text>
      {adding ? (
        <AddCardForm isFirst={list.length === 0} onDone={() => setAdding(false)} />
      ) : (
        <Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={atLimit}
            onClick={() => setAdding(true)}
          >
            Add a card
          </Button>
          <LinkBankButton
            disabled={atLimit}
            onLinked={(m) => notifications.show({ color: 'green', message: `${methodTitle(m)} is linked.` })}
          />
        </Group>
      )}

      <Modal
        opened={removing != null}
        onClose={() => {
          setRemoving(null);
          detach.reset();
        }}
        title="Remove this payment method?"
        centered
      >
        {removing ? (
          <Stack gap="md">
            <Text size="sm">
              {methodTitle(removing)} will no longer be offered at checkout.
              {removing.isDefault ? ' It is your default; choose another default afterwards.' : ''}
            </Text>
            {detach.error ? (
              <Alert color="red" variant="light" role="alert">
                {detach.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setRemoving(null);
                  detach.reset();
                }}
                disabled={detach.isPending}
              >
                Keep it
              </Button>
              <Button
                color="red"
                loading={detach.isPending}
                onClick={() =>
                  detach.mutate(removing.id, {
                    onSuccess: () => {
                      notifications.show({
                        color: 'green',
                        message: `${methodTitle(removing)} was removed.`,
                      });
                      setRemoving(null);
                      detach.reset();
                    },
                  })
                }
              >
                Remove
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
