import { Group, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { TEST_CARDS } from '../../../../shared/rules/payments';
import {
  BRAND_NAMES,
  type CardValues,
  cardBrand,
  cvcLength,
  digitsOf,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from '../card-input';

export type CardForm = UseFormReturnType<CardValues>;

/** The card form's state: checked on blur and before the card goes to the processor. */
export const useCardForm = () =>
  useForm<CardValues>({
    initialValues: emptyCard(),
    validate: (values) => validateCard(values),
    validateInputOnBlur: true,
  });

const spaced = (n: string) => formatCardNumber(n);

/** Number (spaced as typed), expiry MM/YY, security code and name; the processor's test cards in test mode. */
export function CardFields({
  form,
  testMode,
  disabled,
}: {
  form: CardForm;
  testMode: boolean;
  disabled?: boolean;
}) {
  const brand = cardBrand(form.values.number);
  const shownBrand =
    digitsOf(form.values.number).length > 0 && brand !== 'unknown' ? BRAND_NAMES[brand] : null;
  return (
    <Stack gap="sm" data-testid="card-fields">
      <TextInput
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        disabled={disabled}
        {...form.getInputProps('number')}
        onChange={(e) => form.setFieldValue('number', formatCardNumber(e.currentTarget.value))}
        rightSectionWidth={shownBrand ? 140 : undefined}
        rightSection={
          shownBrand ? (
            <Text size="xs" c="dimmed" data-testid="card-brand">
              {shownBrand}
            </Text>
          ) : null
        }
        description={
          testMode
            ? `Test mode: ${spaced(TEST_CARDS.success)} pays, ${spaced(TEST_CARDS.decline)} is declined, ${spaced(TEST_CARDS.authenticate)} asks for 3-D Secure; any future date and CVC.`
            : undefined
        }
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          disabled={disabled}
          {...form.getInputProps('expiry')}
          onChange={(e) => form.setFieldValue('expiry', formatExpiry(e.currentTarget.value))}
        />
        <TextInput
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={brand === 'amex' ? '4 digits' : 'CVC'}
          maxLength={cvcLength(brand)}
          disabled={disabled}
          {...form.getInputProps('cvc')}
          onChange={(e) => form.setFieldValue('cvc', digitsOf(e.currentTarget.value).slice(0, 4))}
        />
      </Group>
      <TextInput
        label="Name on card"
        autoComplete="cc-name"
        disabled={disabled}
        {...form.getInputProps('name')}
      />
    </Stack>
  );
}
