import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBuildingBank } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { type BankInfo, BankInfoBody } from '../../../../shared/contract/bank-info';
import { formatDate } from '../../../../shared/rules/dates';
import { isApiError } from '../../../api/api-error';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useBankInfo } from '../api/get-bank-info';
import { useUpdateBankInfo } from '../api/update-bank-info';

type Values = {
  holderName: string;
  bankName: string;
  accountType: 'CHECKING' | 'SAVINGS';
  routingNumber: string;
  accountNumber: string;
};

const toBody = (v: Values): BankInfoBody => ({ ...v, bankName: v.bankName.trim() || null });
const checkSchema = schemaResolver(BankInfoBody, { sync: true });

function BankInfoForm({ saved, onDone }: { saved: BankInfo | null; onDone: () => void }) {
  const update = useUpdateBankInfo();
  const form = useForm<Values>({
    initialValues: {
      holderName: saved?.holderName ?? '',
      bankName: saved?.bankName ?? '',
      accountType: saved?.accountType ?? 'CHECKING',
      routingNumber: '',
      accountNumber: '',
    },
    validate: (values) => checkSchema(toBody(values)),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(toBody(values));
      notifications.show({
        color: 'green',
        title: 'Bank account saved',
        message: 'Payouts go to this account.',
      });
      onDone();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });
  const digits = (field: 'routingNumber' | 'accountNumber') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        props.onChange(e.currentTarget.value.replace(/\D/g, '')),
    };
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Payout bank account">
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Account holder name"
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('holderName')}
        />
        <TextInput label="Bank name" description="Optional" {...form.getInputProps('bankName')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bank-account-type-label">
            Account type
          </Text>
          <SegmentedControl
            aria-labelledby="bank-account-type-label"
            data={[
              { value: 'CHECKING', label: 'Checking' },
              { value: 'SAVINGS', label: 'Savings' },
            ]}
            {...form.getInputProps('accountType')}
          />
        </Stack>
        <TextInput
          label="Routing number"
          description="9 digits, printed at the bottom left of a check"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          withAsterisk
          {...digits('routingNumber')}
        />
        <TextInput
          label="Account number"
          description="4 to 17 digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          withAsterisk
          {...digits('accountNumber')}
        />
        {update.isError && !isApiError(update.error) ? (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save bank account
          </Button>
          {saved ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The payout bank account: masked once saved (numbers never come back), replaced through the form. */
export function BankInfoSection() {
  const bank = useBankInfo();
  const [editing, setEditing] = useState(false);
  if (bank.isPending) return <PageLoader label="Loading bank account…" />;
  if (bank.isError)
    return (
      <PageError
        title="We couldn't load your bank account"
        error={bank.error}
        onRetry={() => bank.refetch()}
      />
    );
  const saved = bank.data;
  if (!saved || editing) {
    return (
      <Stack gap="sm">
        {!saved ? (
          <Text size="sm" c="dimmed">
            No bank account yet. Add one so your storefront payouts have somewhere to go.
          </Text>
        ) : null}
        <BankInfoForm saved={saved} onDone={() => setEditing(false)} />
      </Stack>
    );
  }
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <IconBuildingBank size={28} aria-hidden />
        <Stack gap={2} data-testid="bank-info-saved">
          <Text fw={500}>
            {saved.bankName ?? 'Bank account'} · {saved.accountType === 'CHECKING' ? 'Checking' : 'Savings'}
          </Text>
          <Text size="sm">Account {saved.accountNumberMasked}</Text>
          <Text size="sm">Routing {saved.routingNumberMasked}</Text>
          <Text size="xs" c="dimmed">
            {saved.holderName} · saved {formatDate(saved.updatedAt)}
          </Text>
        </Stack>
      </Group>
      <Button variant="default" onClick={() => setEditing(true)}>
        Change bank account
      </Button>
    </Group>
  );
}
