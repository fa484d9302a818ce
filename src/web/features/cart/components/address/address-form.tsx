import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Address, type SavedAddress } from '../../../../../shared/contract/cart';
import { isApiError } from '../../../../api/api-error';
import { addressLines, addressText } from '../../../../ui/address-text';
import { useCountries, useStates } from '../../api/get-countries';
import { useSaveShippingAddress, useValidateAddress } from '../../api/shipping-addresses';
import { ADDRESS_FIELDS, type AddressValues, EMPTY_ADDRESS, fromAddress, toAddress } from './address-values';

const checkSchema = schemaResolver(Address, { sync: true });
const validate = (values: AddressValues): FormErrors => checkSchema(toAddress(values));

/** A problem the carrier named for a field this form has, else a general one. */
const fieldOf = (field: string) => {
  const name = field.replace(/^(body|address)\./, '');
  return ADDRESS_FIELDS.includes(name) ? name : null;
};

export type AddressFormProps = {
  /**
   * always: saved to the store's addresses (the checkout); optional: a "Save to my addresses" box, ticked;
   * never: used as it is (a public pay link has no store to save to).
   */
  save?: 'always' | 'optional' | 'never';
  /** Ask the carrier first (POST …/action/validate); off where there is no session to ask with. */
  checkWithCarrier?: boolean;
  submitLabel?: string;
  /** The caller is still busy with the last address (the submit button spins). */
  busy?: boolean;
  /** The address, checked (as the carrier normalized it) and saved when it was to be. */
  onDone: (done: { address: Address; saved: SavedAddress | null }) => void;
  onCancel?: () => void;
};

/**
 * A new shipping address, the one form for every screen that asks for one: checked by the schema, then by
 * the carrier, whose problems land on their fields and whose suggestions can be taken with one click; then
 * saved (POST /web/shipping-addresses) when the caller or the user wants it kept.
 */
export function AddressForm({
  save = 'always',
  checkWithCarrier = true,
  submitLabel = 'Save address',
  busy = false,
  onDone,
  onCancel,
}: AddressFormProps) {
  const form = useForm<AddressValues>({ initialValues: EMPTY_ADDRESS, validate });
  const countries = useCountries();
  const states = useStates(form.values.countryCode);
  const check = useValidateAddress();
  const saveAddress = useSaveShippingAddress();
  const [general, setGeneral] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<Address[]>([]);
  const willSave = save === 'always' || (save === 'optional' && form.values.keep);

  const submit = async (values: AddressValues) => {
    setGeneral([]);
    setSuggestions([]);
    let address = toAddress(values);
    try {
      if (checkWithCarrier) {
        const answer = await check.mutateAsync(address);
        if (!answer.valid) {
          const errors: FormErrors = {};
          const others: string[] = [];
          for (const p of answer.problems) {
            const field = fieldOf(p.field);
            if (field && !errors[field]) errors[field] = p.message;
            else others.push(p.message);
          }
          form.setErrors(errors);
          if (answer.problems.length === 0) others.push('The carrier cannot deliver to this address.');
          setGeneral(others);
          setSuggestions(answer.suggestions);
          return;
        }
        address = answer.normalized ?? address;
      }
      const isSaved = save === 'always' || (save === 'optional' && values.keep);
      const saved = isSaved
        ? await saveAddress.mutateAsync({ ...address, isDefault: values.isDefault })
        : null;
      onDone({ address, saved });
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
      setGeneral([error instanceof Error ? error.message : 'The address could not be checked.']);
    }
  };

  const takeSuggestion = (s: Address) => {
    const values = fromAddress(s, { isDefault: form.values.isDefault, keep: form.values.keep });
    form.setValues(values);
    form.clearErrors();
    void submit(values);
  };

  const stateOptions = states.data ?? [];
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="New shipping address">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Company"
            description="Optional"
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
          <TextInput
            label="Street address"
            required
            autoComplete="address-line1"
            {...form.getInputProps('line1')}
          />
          <TextInput
            label="Apartment, suite, unit"
            description="Optional"
            autoComplete="address-line2"
            {...form.getInputProps('line2')}
          />
          <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
          <Select
            label="Country"
            required
            searchable
            autoComplete="country"
            data={(countries.data ?? []).map((c) => ({ value: c.code, label: `${c.flag} ${c.name}` }))}
            placeholder={countries.isPending ? 'Loading countries…' : undefined}
            nothingFoundMessage="No such country"
            allowDeselect={false}
            {...form.getInputProps('countryCode')}
            onChange={(v) => {
              form.setFieldValue('countryCode', v ?? '');
              form.setFieldValue('state', '');
            }}
            error={form.errors.countryCode ?? (countries.isError ? countries.error.message : undefined)}
          />
          {stateOptions.length ? (
            <Select
              label="State / province"
              searchable
              autoComplete="address-level1"
              data={stateOptions.map((s) => ({ value: s.code, label: s.name }))}
              {...form.getInputProps('state')}
              onChange={(v) => form.setFieldValue('state', v ?? '')}
            />
          ) : (
            <TextInput
              label="State / province / region"
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
          )}
          <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('postalCode')} />
          <TextInput
            label="Phone"
            description="Optional, for the carrier"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        {save === 'optional' ? (
          <Checkbox label="Save to my addresses" {...form.getInputProps('keep', { type: 'checkbox' })} />
        ) : null}
        {willSave ? (
          <Checkbox
            label="Make this my default address"
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
        ) : null}
        {general.length ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {general.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Alert>
        ) : null}
        {suggestions.length ? (
          <Stack gap="xs" aria-label="Suggested addresses" role="group">
            <Text size="sm" fw={500}>
              Did you mean:
            </Text>
            {suggestions.map((s) => (
              <Paper key={addressLines(s).join('|')} withBorder p="xs" data-testid="address-suggestion">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{addressText(s)}</Text>
                  <Button size="compact-sm" variant="light" disabled={busy} onClick={() => takeSuggestion(s)}>
                    Use suggested address
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
        <Group>
          <Button type="submit" loading={check.isPending || saveAddress.isPending || busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="subtle" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
