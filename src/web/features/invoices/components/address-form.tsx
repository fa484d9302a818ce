import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { Address, type AddressValidation } from '../../../../shared/contract/cart';
import { useCountries, useStates } from '../api/shipping-addresses';

type Values = {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone: string;
};

const empty: Values = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: 'US',
  phone: '',
};

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const toAddress = (v: Values) => ({
  name: v.name,
  company: orNull(v.company),
  line1: v.line1,
  line2: orNull(v.line2),
  city: v.city,
  state: orNull(v.state),
  postalCode: orNull(v.postalCode),
  countryCode: v.countryCode,
  phone: orNull(v.phone),
});

export const formatAddress = (a: Address) =>
  [
    a.name,
    a.company,
    a.line1,
    a.line2,
    a.city,
    [a.state, a.postalCode].filter(Boolean).join(' '),
    a.countryCode,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * A new shipping address: checked with the contract's Address schema, then (when `check` is given) by the
 * shipping provider, whose problems land on their fields and whose suggestions can be taken as they are.
 */
export function AddressForm({
  submitLabel,
  busy,
  check,
  onSubmit,
  children,
}: {
  submitLabel: string;
  /** Extra choices shown above the submit button. */
  children?: ReactNode;
  busy?: boolean;
  check?: (address: Address) => Promise<AddressValidation>;
  onSubmit: (address: Address) => void;
}) {
  const form = useForm<Values>({ initialValues: empty });
  const countries = useCountries();
  const states = useStates(form.values.countryCode);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<AddressValidation | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Values) {
    setResult(null);
    setError(null);
    const parsed = Address.safeParse(toAddress(values));
    if (!parsed.success) {
      form.setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    if (!check) {
      onSubmit(parsed.data);
      return;
    }
    setChecking(true);
    try {
      const validation = await check(parsed.data);
      if (validation.valid) {
        onSubmit(validation.normalized ?? parsed.data);
        return;
      }
      form.setErrors(Object.fromEntries(validation.problems.map((p) => [p.field, p.message])));
      setResult(validation);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The address could not be checked.');
    } finally {
      setChecking(false);
    }
  }

  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: s.name }));
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate aria-label="New address">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {result && !result.valid ? (
          <Alert color="orange" variant="light" role="alert" title="Please check this address">
            <Stack gap="xs">
              {result.problems
                .filter((p) => !(p.field in empty))
                .map((p) => (
                  <Text size="sm" key={`${p.field}-${p.message}`}>
                    {p.message}
                  </Text>
                ))}
              {result.suggestions.length ? (
                <>
                  <Text size="sm">Did you mean:</Text>
                  {result.suggestions.map((s) => (
                    <Paper withBorder p="xs" key={formatAddress(s)}>
                      <Group justify="space-between" wrap="nowrap">
                        <Text size="sm">{formatAddress(s)}</Text>
                        <Button size="xs" variant="light" onClick={() => onSubmit(s)} disabled={busy}>
                          Use this address
                        </Button>
                      </Group>
                    </Paper>
                  ))}
                </>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Company"
            description="Optional"
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
        </SimpleGrid>
        <TextInput
          label="Street address"
          required
          autoComplete="address-line1"
          {...form.getInputProps('line1')}
        />
        <TextInput
          label="Apartment, suite, etc."
          description="Optional"
          autoComplete="address-line2"
          {...form.getInputProps('line2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Country"
            required
            searchable
            allowDeselect={false}
            data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            placeholder={countries.isPending ? 'Loading countries…' : undefined}
            {...form.getInputProps('countryCode')}
            onChange={(v) => {
              form.setFieldValue('countryCode', v ?? '');
              form.setFieldValue('state', '');
            }}
          />
          <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
          {stateOptions.length ? (
            <Select
              label="State / province"
              searchable
              data={stateOptions}
              {...form.getInputProps('state')}
              onChange={(v) => form.setFieldValue('state', v ?? '')}
            />
          ) : (
            <TextInput
              label="State / province"
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
          )}
          <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('postalCode')} />
        </SimpleGrid>
        <TextInput
          label="Phone"
          description="Optional, for the carrier"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        {children}
        <Group>
          <Button type="submit" loading={checking || busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
