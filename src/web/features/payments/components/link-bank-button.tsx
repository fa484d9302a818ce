import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentMethod } from '../../../../shared/contract/payments';
import { queryKeys } from '../../../api/query-keys';
import { type BankDetails, createLinkToken, linkBankAccount } from '../api/link-bank-account';
import { messageOf } from '../payment-errors';

// The embedded bank picker's test account (the numbers Stripe's test mode uses for US bank accounts).
const TEST_ROUTING = '110000000';
const TEST_ACCOUNT = '000123456789';

function validate(v: BankDetails) {
  const e: Partial<Record<keyof BankDetails, string>> = {};
  if (!/^\d{9}$/.test(v.routingNumber.trim())) e.routingNumber = 'The routing number is 9 digits';
  if (!/^\d{4,17}$/.test(v.accountNumber.trim())) e.accountNumber = 'The account number is 4 to 17 digits';
  if (!v.accountHolderName.trim()) e.accountHolderName = 'Enter the account holder’s name';
  return e;
}

/**
 * "Link a bank account": a link token from Quarry opens the bank picker, the picker answers a public token,
 * and the account is saved as a payment method (then chosen by `onLinked`).
 */
export function LinkBankButton({
  onLinked,
  disabled,
  variant = 'default',
}: {
  onLinked?: (method: PaymentMethod) => void;
  disabled?: boolean;
  variant?: 'default' | 'light';
}) {
  const queryClient = useQueryClient();
  const [linkToken, setLinkToken] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BankDetails>({
    initialValues: { routingNumber: '', accountNumber: '', accountHolderName: '' },
    validate,
    validateInputOnBlur: true,
  });

  async function open() {
    setOpening(true);
    setError(null);
    try {
      setLinkToken((await createLinkToken()).linkToken);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setOpening(false);
    }
  }

  async function submit(values: BankDetails) {
    if (!linkToken) return;
    setBusy(true);
    setError(null);
    try {
      const method = await linkBankAccount(linkToken, {
        routingNumber: values.routingNumber.trim(),
        accountNumber: values.accountNumber.trim(),
        accountHolderName: values.accountHolderName.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.methods() });
      setLinkToken(null);
      form.reset();
      onLinked?.(method);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Stack gap={4} align="flex-start">
        <Button
          variant={variant}
          leftSection={<IconBuildingBank size={16} aria-hidden />}
          loading={opening}
          disabled={disabled}
          onClick={() => void open()}
        >
          Link a bank account
        </Button>
        {error && !linkToken ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <Modal
        opened={linkToken != null}
        onClose={busy ? () => {} : () => setLinkToken(null)}
        title="Link your bank account"
        centered
      >
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Pay by ACH debit from a US checking account. Test mode: routing {TEST_ROUTING}, account{' '}
              {TEST_ACCOUNT}.
            </Text>
            <TextInput
              label="Routing number"
              inputMode="numeric"
              placeholder={TEST_ROUTING}
              data-autofocus
              {...form.getInputProps('routingNumber')}
            />
            <TextInput
              label="Account number"
              inputMode="numeric"
              placeholder={TEST_ACCOUNT}
              {...form.getInputProps('accountNumber')}
            />
            <TextInput
              label="Account holder name"
              autoComplete="name"
              {...form.getInputProps('accountHolderName')}
            />
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLinkToken(null)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Link account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
