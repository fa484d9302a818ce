// The detail page's dialogs: hold, cancel units, tracking for units shipped by the store, the address (with the
// carrier's suggestion), and the wholesale requirements upload.
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { Address } from '../../../../shared/contract/cart';
import {
  FOUNDER_HOLD_REASONS,
  type OrderLine,
  type SalesOrderDetails,
  WHOLESALE_REQUIREMENT_KINDS,
  WHOLESALE_REQUIREMENT_LABELS,
} from '../../../../shared/contract/sales-orders';
import { HOLD_REASON_LABELS } from '../../../../shared/rules/fulfillment';
import { ApiError } from '../../../api/api-error';
import { uploadFile } from '../../../api/upload-file';
import { addressText } from '../../../ui/address-text';
import { useEditOrder, useLineAction } from '../api/orders-queries';

const errorOf = (e: unknown) => (e instanceof Error ? e.message : null);

export function HoldDialog({
  order,
  opened,
  onClose,
}: {
  order: SalesOrderDetails;
  opened: boolean;
  onClose: () => void;
}) {
  const edit = useEditOrder(order.id);
  const [reason, setReason] = useState<(typeof FOUNDER_HOLD_REASONS)[number]>('FOUNDER_HOLD');
  const [until, setUntil] = useState('');
  const [note, setNote] = useState('');
  const fields = edit.error instanceof ApiError ? edit.error.fieldErrors() : {};
  const submit = () =>
    edit.mutate(
      {
        path: 'PUT /web/orders/:id/change-op-status',
        body: {
          status: 'ON_HOLD',
          holdReason: reason,
          ...(reason === 'HOLD_UNTIL_DATE' ? { holdUntil: until } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      },
      { onSuccess: onClose },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={`Hold order ${order.orderNumber}`}>
      <Stack gap="sm">
        {order.processingStatus === 'PROCESSING' ? (
          <Alert color="orange">
            The warehouse is working on it: holding gives its allocated units back to stock.
          </Alert>
        ) : null}
        <Select
          label="Reason"
          data={FOUNDER_HOLD_REASONS.map((r) => ({ value: r, label: HOLD_REASON_LABELS[r] }))}
          value={reason}
          allowDeselect={false}
          onChange={(v) => v && setReason(v as typeof reason)}
        />
        {reason === 'HOLD_UNTIL_DATE' ? (
          <TextInput
            label="Hold until"
            type="date"
            value={until}
            onChange={(e) => setUntil(e.currentTarget.value)}
            error={fields.holdUntil}
            required
          />
        ) : null}
        <Textarea
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
        />
        {edit.error && !fields.holdUntil ? (
          <Alert color="red" role="alert">
            {errorOf(edit.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="orange" loading={edit.isPending} onClick={submit}>
            Hold order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function CancelUnitsDialog({
  orderId,
  line,
  onClose,
}: {
  orderId: number;
  line: OrderLine | null;
  onClose: () => void;
}) {
  const action = useLineAction(orderId);
  const open = line ? line.quantity - line.canceledQty - line.fulfilledQty : 0;
  const [qty, setQty] = useState<number | string>(1);
  return (
    <Modal opened={line !== null} onClose={onClose} title={line ? `Cancel units of ${line.sku}` : ''}>
      <Stack gap="sm">
        <Text size="sm">
          {open} unit{open === 1 ? '' : 's'} can be canceled. Allocated units among them go back to stock.
        </Text>
        <NumberInput
          label="Units to cancel"
          min={1}
          max={open}
          value={qty}
          onChange={setQty}
          allowDecimal={false}
        />
        {action.error ? (
          <Alert color="red" role="alert">
            {errorOf(action.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep them
          </Button>
          <Button
            color="red"
            loading={action.isPending}
            onClick={() =>
              line &&
              action.mutate(
                { kind: 'cancel', lineId: line.id, body: { quantity: Number(qty) } },
                { onSuccess: onClose },
              )
            }
          >
            Cancel units
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function TrackingDialog({
  orderId,
  line,
  onClose,
}: {
  orderId: number;
  line: OrderLine | null;
  onClose: () => void;
}) {
  const action = useLineAction(orderId);
  const open = line ? line.quantity - line.canceledQty - line.fulfilledQty : 0;
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [qty, setQty] = useState<number | string>('');
  const fields = action.error instanceof ApiError ? action.error.fieldErrors() : {};
  return (
    <Modal opened={line !== null} onClose={onClose} title={line ? `Shipped ${line.sku} yourself` : ''}>
      <Stack gap="sm">
        <Text size="sm">
          For units you delivered outside the warehouse (a wholesale drop-off, your own courier). They count
          as fulfilled; no label is bought.
        </Text>
        <TextInput
          label="Carrier"
          value={carrier}
          onChange={(e) => setCarrier(e.currentTarget.value)}
          error={fields.carrier}
          required
        />
        <TextInput
          label="Tracking number"
          value={tracking}
          onChange={(e) => setTracking(e.currentTarget.value)}
          error={fields.trackingNumber}
          required
        />
        <NumberInput
          label={`Units (default: all ${open})`}
          min={1}
          max={open}
          value={qty}
          onChange={setQty}
          allowDecimal={false}
          error={fields.quantity}
        />
        {action.error && Object.keys(fields).length === 0 ? (
          <Alert color="red" role="alert">
            {errorOf(action.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={action.isPending}
            onClick={() =>
              line &&
              action.mutate(
                {
                  kind: 'tracking',
                  lineId: line.id,
                  body: {
                    carrier,
                    trackingNumber: tracking,
                    ...(qty === '' ? {} : { quantity: Number(qty) }),
                  },
                },
                { onSuccess: onClose },
              )
            }
          >
            Save tracking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const ADDRESS_FIELDS: [keyof Address, string, boolean][] = [
  ['name', 'Recipient', true],
  ['company', 'Company', false],
  ['line1', 'Street address', true],
  ['line2', 'Apartment, suite', false],
  ['city', 'City', true],
  ['state', 'State / province', false],
  ['postalCode', 'Postal code', false],
  ['countryCode', 'Country (2 letters)', true],
  ['phone', 'Phone', false],
];

/** The carrier's suggestion, sent back as `suggestion.<field>` details of the 400. */
export function suggestionOf(error: unknown): Address | null {
  if (!(error instanceof ApiError)) return null;
  const entries = error.details.filter((d) => d.path.startsWith('suggestion.'));
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map((d) => [d.path.slice('suggestion.'.length), d.message])) as Address;
}

/** An address form; `onSave` answers a promise that rejects with the API's error. */
export function AddressFields({
  value,
  onChange,
  errors,
  prefix = '',
}: {
  value: Partial<Address>;
  onChange: (a: Partial<Address>) => void;
  errors: Record<string, string>;
  prefix?: string;
}) {
  return (
    <Group grow wrap="wrap" gap="sm" align="flex-start">
      {ADDRESS_FIELDS.map(([field, label, required]) => (
        <TextInput
          key={field}
          label={label}
          required={required}
          miw={200}
          value={(value[field] as string | null | undefined) ?? ''}
          onChange={(e) => onChange({ ...value, [field]: e.currentTarget.value })}
          error={errors[`${prefix}${field}`]}
        />
      ))}
    </Group>
  );
}

export function AddressDialog({
  order,
  opened,
  onClose,
}: {
  order: SalesOrderDetails;
  opened: boolean;
  onClose: () => void;
}) {
  const edit = useEditOrder(order.id);
  const [address, setAddress] = useState<Partial<Address>>(order.shippingAddress ?? { countryCode: 'US' });
  const fields = edit.error instanceof ApiError ? edit.error.fieldErrors() : {};
  const suggestion = suggestionOf(edit.error);
  const save = (a: Partial<Address>) =>
    edit.mutate({ path: 'PUT /web/orders/:id/shipping-address', body: a as Address }, { onSuccess: onClose });
  const clean = (a: Partial<Address>) =>
    Object.fromEntries(
      Object.entries(a).filter(([, v]) => v !== '' && v !== null && v !== undefined),
    ) as Partial<Address>;
  return (
    <Modal opened={opened} onClose={onClose} title="Shipping address" size="lg">
      <Stack gap="sm">
        <AddressFields value={address} onChange={setAddress} errors={fields} />
        {edit.error ? (
          <Alert color="red" role="alert">
            {errorOf(edit.error)}
          </Alert>
        ) : null}
        {suggestion ? (
          <Alert color="blue" title="The carrier suggests">
            <Stack gap="xs">
              <Text size="sm">{addressText(suggestion)}</Text>
              <Group>
                <Button
                  size="xs"
                  onClick={() => {
                    const next = { ...address, ...suggestion };
                    setAddress(next);
                    save(clean(next));
                  }}
                >
                  Use suggested address
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={edit.isPending} onClick={() => save(clean(address))}>
            Check and save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RequirementsDialog({
  order,
  opened,
  onClose,
}: {
  order: SalesOrderDetails;
  opened: boolean;
  onClose: () => void;
}) {
  const edit = useEditOrder(order.id);
  const [kind, setKind] = useState<(typeof WHOLESALE_REQUIREMENT_KINDS)[number]>('PACKING_SLIP');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      edit.mutate(
        {
          path: 'PUT /web/orders/:id/add-wholesale-order-requirements',
          body: { attachments: [{ kind, uploadId: uploaded.id }] },
        },
        { onSuccess: onClose },
      );
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add a wholesale requirement">
      <Stack gap="sm">
        <Select
          label="What it is"
          data={WHOLESALE_REQUIREMENT_KINDS.map((k) => ({
            value: k,
            label: WHOLESALE_REQUIREMENT_LABELS[k],
          }))}
          value={kind}
          allowDeselect={false}
          onChange={(v) => v && setKind(v as typeof kind)}
        />
        <FileInput
          label="File (PDF or picture)"
          accept="application/pdf,image/*"
          value={file}
          onChange={setFile}
          clearable
        />
        {error || edit.error ? (
          <Alert color="red" role="alert">
            {error ?? errorOf(edit.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!file} loading={uploading || edit.isPending} onClick={submit}>
            Attach
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
