import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import type { Invoice } from '../../../../shared/contract/invoices';
import {
  INVOICE_FAILURE_HANDLING,
  INVOICE_FAILURE_HANDLING_LABELS,
  type InvoiceFailureHandling,
} from '../../../../shared/rules/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import {
  SHIPPING_MODE_LABELS,
  SHIPPING_MODES,
  type ShippingMode,
} from '../../../../shared/rules/order-items';
import { isApiError } from '../../../api/api-error';
import type { Customer } from '../api/get-invoice-customers';
import { useCreateSupplierInvoice } from '../api/invoice-actions';
import {
  type InvoiceValues,
  invoiceBody,
  linesTotalCents,
  serverInvoiceErrors,
  validateInvoice,
} from '../invoice-form-values';
import { InvoiceLinesEditor } from './invoice-lines-editor';

const SHIPPING_OPTIONS = SHIPPING_MODES.map((m) => ({ value: m, label: SHIPPING_MODE_LABELS[m] }));
const FAILURE_OPTIONS = INVOICE_FAILURE_HANDLING.map((h) => ({
  value: h,
  label: INVOICE_FAILURE_HANDLING_LABELS[h],
}));

/** Today in the supplier's time zone, as a date input holds it. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * A new invoice: the founder (one of the supplier's customers), lines, shipping, what happens if it is not
 * paid by its due date, and a note. "Save draft" keeps it to change later; "Send" sends it to the founder.
 */
export function InvoiceForm({
  initialValues,
  customers,
  onCreated,
}: {
  initialValues: InvoiceValues;
  customers: readonly Customer[];
  onCreated: (invoice: Invoice) => void;
}) {
  const create = useCreateSupplierInvoice();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const form = useForm<InvoiceValues>({ initialValues });
  const errors = form.errors as Record<string, string | undefined>;
  const today = localToday();
  const total = linesTotalCents(form.values.lines);
  const options = customers.map((c) => ({ value: String(c.id), label: c.title }));

  async function submit(send: boolean) {
    const found = validateInvoice(form.values, today);
    form.setErrors(found);
    if (Object.keys(found).length) return;
    const body = invoiceBody(form.values, send);
    // One key per body: a retry of the same body replays the first answer; a changed form is a new request.
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    try {
      onCreated(await create.mutateAsync({ body, idempotencyKey: attempt.current.key }));
    } catch (error) {
      if (isApiError(error)) form.setErrors(serverInvoiceErrors(error.details));
    }
  }
  const sending = create.isPending && create.variables?.body.send === true;
  const saving = create.isPending && create.variables?.body.send !== true;

  return (
    <form
      aria-label="New invoice"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(true);
      }}
    >
      <Stack gap="lg">
        {create.error ? (
          <Alert color="red" variant="light" role="alert" title="Invoice not saved">
            {create.error.message}
          </Alert>
        ) : null}
        <Select
          label="Founder"
          description="Founders who have a conversation with you or sent you a custom project request"
          placeholder="Choose a founder"
          required
          searchable
          data={options}
          maw={420}
          nothingFoundMessage="No founder by that name"
          {...form.getInputProps('storeId')}
        />
        <InvoiceLinesEditor
          value={form.values.lines}
          onChange={(v) => form.setFieldValue('lines', v)}
          errors={errors}
          error={errors.lines}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Shipping"
            data={SHIPPING_OPTIONS}
            allowDeselect={false}
            description={
              form.values.shippingMode === 'CHARGE_SHIPPING_LATER'
                ? 'The founder is asked for the address to ship to'
                : undefined
            }
            value={form.values.shippingMode}
            onChange={(v) => v && form.setFieldValue('shippingMode', v as ShippingMode)}
          />
          <Select
            label="If it is not paid by the due date"
            data={FAILURE_OPTIONS}
            allowDeselect={false}
            value={form.values.failureHandling}
            onChange={(v) => v && form.setFieldValue('failureHandling', v as InvoiceFailureHandling)}
          />
          <TextInput
            type="date"
            label="Due date"
            description="Empty: two weeks after you send it"
            min={today}
            {...form.getInputProps('dueDate')}
          />
        </SimpleGrid>
        <Textarea
          label="Note to the founder"
          description="Payment terms, what the price includes"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('note')}
        />
        <Card withBorder padding="sm">
          <Group justify="space-between">
            <Text fw={500}>Total</Text>
            <Text fw={700} size="lg" data-testid="invoice-total" aria-live="polite">
              {formatMoney(total)}
            </Text>
          </Group>
        </Card>
        <Group>
          <Button type="submit" loading={sending} disabled={saving}>
            Send
          </Button>
          <Button variant="default" loading={saving} disabled={sending} onClick={() => void submit(false)}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
