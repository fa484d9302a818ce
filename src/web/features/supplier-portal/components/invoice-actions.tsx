import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Invoice } from '../../../../shared/contract/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { type InvoiceAction, useInvoiceAction } from '../api/invoice-actions';

type ActionCopy = {
  button: string;
  title: string;
  body: (inv: Invoice) => string;
  confirm: string;
  color?: string;
  done: (inv: Invoice) => string;
};

const COPY: Record<InvoiceAction, ActionCopy> = {
  send: {
    button: 'Send',
    title: 'Send this invoice?',
    body: (inv) =>
      `${inv.store.title} gets a message in your conversation and an email with a link to pay ${formatMoney(inv.totalCents, inv.currency)}. You can't change it once sent.`,
    confirm: 'Send invoice',
    done: (inv) => `${inv.number} is sent to ${inv.store.title}`,
  },
  void: {
    button: 'Void',
    title: 'Void this invoice?',
    body: (inv) => `${inv.number} can no longer be paid, and it can't be reopened.`,
    confirm: 'Void invoice',
    color: 'red',
    done: (inv) => `${inv.number} is void`,
  },
  'mark-uncollectible': {
    button: 'Mark uncollectible',
    title: 'Mark this invoice uncollectible?',
    body: (inv) => `You no longer expect ${inv.store.title} to pay ${inv.number}; it can no longer be paid.`,
    confirm: 'Mark uncollectible',
    color: 'red',
    done: (inv) => `${inv.number} is marked uncollectible`,
  },
  'revoke-link': {
    button: 'Revoke link',
    title: 'Replace the pay link?',
    body: () =>
      'The link shared so far stops working; a new one replaces it. The founder can still pay in Quarry.',
    confirm: 'Revoke and replace',
    color: 'orange',
    done: () => 'The old link no longer works: share the new one',
  },
};

/** The moves the invoice's status allows (server rules; it answers 409 to any other). */
export function actionsFor(inv: Invoice): InvoiceAction[] {
  switch (inv.status) {
    case 'DRAFT':
      return ['send', 'void'];
    case 'OPEN':
      return ['mark-uncollectible', 'void', 'revoke-link'];
    default:
      return ['revoke-link'];
  }
}

/** The invoice's actions, each confirmed in a dialog before it runs. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const run = useInvoiceAction();
  const [asked, setAsked] = useState<InvoiceAction | null>(null);
  const copy = asked ? COPY[asked] : null;
  const close = () => {
    setAsked(null);
    run.reset();
  };
  return (
    <>
      <Group gap="sm">
        {actionsFor(invoice).map((action) => (
          <Button
            key={action}
            variant={action === 'send' ? 'filled' : 'default'}
            color={action === 'send' ? undefined : COPY[action].color}
            onClick={() => setAsked(action)}
          >
            {COPY[action].button}
          </Button>
        ))}
      </Group>
      <Modal opened={copy !== null} onClose={close} title={copy?.title}>
        {copy && asked ? (
          <Stack gap="md">
            <Text size="sm">{copy.body(invoice)}</Text>
            {run.error ? (
              <Alert color="red" variant="light" role="alert">
                {run.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                color={copy.color}
                loading={run.isPending}
                onClick={() =>
                  run.mutate(
                    { id: invoice.id, action: asked },
                    {
                      onSuccess: (next) => {
                        notifications.show({ color: 'green', message: copy.done(next) });
                        close();
                      },
                    },
                  )
                }
              >
                {copy.confirm}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
