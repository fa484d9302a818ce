// /orders/new: a retail or wholesale order entered by hand — the customer, an address the carrier validates, lines
// from the store's warehouse SKUs (with their stock markers), prices, method, tags, notes; wholesale adds the
// retailer's requirements. One Idempotency-Key per form, so a retried submit never makes two orders.
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Address } from '../../../shared/contract/cart';
import {
  ORDER_SHIPPING_METHOD_LABELS,
  ORDER_SHIPPING_METHODS,
  type OrderShippingMethod,
  WHOLESALE_REQUIREMENT_KINDS,
  WHOLESALE_REQUIREMENT_LABELS,
} from '../../../shared/contract/sales-orders';
import { variantLabel } from '../../../shared/rules/fulfillment';
import { formatMoney } from '../../../shared/rules/money';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/call-api';
import { uploadFile } from '../../api/upload-file';
import { useCan } from '../../api/use-can';
import { addressText } from '../../ui/address-text';
import { RoleRefusedPage } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';
import { useSkuOptions } from './api/orders-queries';
import { AddressFields, suggestionOf } from './components/order-dialogs';

let draftId = 0;
type LineDraft = {
  id: number;
  sku: string | null;
  quantity: number | string;
  price: number | string;
  discount: number | string;
  tax: number | string;
};
const emptyLine = (): LineDraft => ({
  id: ++draftId,
  sku: null,
  quantity: 1,
  price: '',
  discount: 0,
  tax: 0,
});
const cents = (v: number | string) => Math.round(Number(v || 0) * 100);
const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9-]/g, '');

export default function NewOrderPage() {
  const canWork = useCan('fulfilment');
  const navigate = useNavigate();
  const skus = useSkuOptions();
  const [kind, setKind] = useState<'retail' | 'wholesale'>('retail');
  const [customer, setCustomer] = useState({ name: '', email: '', phone: '' });
  const [address, setAddress] = useState<Partial<Address>>({ countryCode: 'US' });
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [method, setMethod] = useState<OrderShippingMethod>('STANDARD');
  const [shipping, setShipping] = useState<number | string>(0);
  const [tags, setTags] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [orderNotes, setOrderNotes] = useState('');
  const [files, setFiles] = useState<
    { id: number; kind: (typeof WHOLESALE_REQUIREMENT_KINDS)[number]; file: File | null }[]
  >([]);
  // One key per attempt that reached the server's rules: a refused form gets a new key once it is corrected.
  const [key, setKey] = useState(newKey);

  const create = useMutation({
    mutationFn: async () => {
      const attachments = [];
      for (const f of files)
        if (f.file) attachments.push({ kind: f.kind, uploadId: (await uploadFile(f.file)).id });
      const clean = Object.fromEntries(
        Object.entries({ ...address, name: address.name || customer.name }).filter(
          ([, v]) => v !== '' && v != null,
        ),
      ) as Address;
      const body = {
        customerName: customer.name,
        customerEmail: customer.email || null,
        customerPhone: customer.phone || null,
        shippingAddress: clean,
        lines: lines.map((l) => ({
          sku: l.sku ?? '',
          quantity: Number(l.quantity),
          unitPriceCents: cents(l.price),
          discountCents: cents(l.discount),
          taxCents: cents(l.tax),
        })),
        shippingMethod: method,
        shippingCents: cents(shipping),
        tags,
        notes: notes || null,
        orderNotes: orderNotes || null,
      };
      const headers = { 'idempotency-key': `${key}-${kind}` };
      return kind === 'wholesale'
        ? callApi('POST /web/orders/manual-wholesale', {
            body: { ...body, attachments },
            headers,
            quiet: true,
          })
        : callApi('POST /web/orders/manual-retail', { body, headers, quiet: true });
    },
    onSuccess: (order) => navigate(`/order-details/${order.id}`),
    onError: (e) => {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) setKey(newKey());
    },
  });
  const fields = create.error instanceof ApiError ? create.error.fieldErrors() : {};
  const suggestion = suggestionOf(create.error);

  if (!canWork)
    return (
      <RoleRefusedPage
        cls="fulfilment"
        title="Create an order"
        back={{ to: '/orders', label: 'Back to orders' }}
      />
    );
  if (skus.isPending) return <PageLoader label="Loading your products…" />;
  if (skus.isError)
    return (
      <PageError title="We couldn't load your products" error={skus.error} onRetry={() => skus.refetch()} />
    );
  const options = skus.data.map((s) => ({
    value: s.sku,
    label: `${s.sku} — ${s.title}${variantLabel(s.variantTitle) === '—' ? '' : ` (${s.variantTitle})`} · ${s.stockStatus === 'IN_STOCK' ? `${s.fulfillable} in stock` : 'out of stock'}`,
  }));
  const priceOf = (sku: string | null) => skus.data.find((s) => s.sku === sku)?.priceCents ?? 0;
  const setLine = (i: number, patch: Partial<LineDraft>) =>
    setLines((ls) => ls.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const total =
    lines.reduce(
      (n, l) => n + Number(l.quantity || 0) * cents(l.price) - cents(l.discount) + cents(l.tax),
      0,
    ) + cents(shipping);

  return (
    <Stack gap="md" maw={980}>
      <Anchor component={Link} to="/orders" size="sm">
        ← All orders
      </Anchor>
      <PageHeader
        title="Create an order"
        description="For a sale you made outside your channels: the warehouse ships it like any other order."
      />
      {skus.data.length === 0 ? (
        <Alert color="blue">
          You have no products at the warehouse yet. Send inventory first; its SKUs appear here.
        </Alert>
      ) : null}
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as typeof kind)}
        data={[
          { value: 'retail', label: 'Retail order' },
          { value: 'wholesale', label: 'Wholesale order' },
        ]}
        aria-label="Order type"
        w={{ base: '100%', sm: 360 }}
      />
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Customer
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label={kind === 'wholesale' ? 'Retailer' : 'Name'}
            required
            miw={200}
            value={customer.name}
            onChange={(e) => setCustomer({ ...customer, name: e.currentTarget.value })}
            error={fields.customerName}
          />
          <TextInput
            label="Email"
            type="email"
            miw={200}
            value={customer.email}
            onChange={(e) => setCustomer({ ...customer, email: e.currentTarget.value })}
            error={fields.customerEmail}
          />
          <TextInput
            label="Phone"
            miw={160}
            value={customer.phone}
            onChange={(e) => setCustomer({ ...customer, phone: e.currentTarget.value })}
          />
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Ship to
        </Title>
        <AddressFields value={address} onChange={setAddress} errors={fields} prefix="shippingAddress." />
        {suggestion ? (
          <Alert color="blue" mt="sm" title="The carrier suggests">
            <Group justify="space-between">
              <Text size="sm">{addressText(suggestion)}</Text>
              <Button size="xs" onClick={() => setAddress({ ...address, ...suggestion })}>
                Use suggested address
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Items
        </Title>
        <Stack gap="sm">
          {lines.map((l, i) => (
            <Group key={l.id} align="flex-end" gap="xs" wrap="wrap">
              <Select
                label={`Product ${i + 1}`}
                placeholder="Choose a SKU"
                searchable
                data={options}
                value={l.sku}
                onChange={(v) => setLine(i, { sku: v, price: l.price === '' ? priceOf(v) / 100 : l.price })}
                error={fields[`lines.${i}.sku`]}
                miw={260}
                style={{ flex: 1 }}
              />
              <NumberInput
                label="Qty"
                min={1}
                allowDecimal={false}
                value={l.quantity}
                onChange={(v) => setLine(i, { quantity: v })}
                w={80}
                error={fields[`lines.${i}.quantity`]}
              />
              <NumberInput
                label="Unit price ($)"
                min={0}
                decimalScale={2}
                value={l.price}
                onChange={(v) => setLine(i, { price: v })}
                w={120}
                error={fields[`lines.${i}.unitPriceCents`]}
              />
              <NumberInput
                label="Discount ($)"
                min={0}
                decimalScale={2}
                value={l.discount}
                onChange={(v) => setLine(i, { discount: v })}
                w={110}
                error={fields[`lines.${i}.discountCents`]}
              />
              <NumberInput
                label="Tax ($)"
                min={0}
                decimalScale={2}
                value={l.tax}
                onChange={(v) => setLine(i, { tax: v })}
                w={100}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove product ${i + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLines((ls) => ls.filter((_, k) => k !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {fields.lines ? (
            <Text c="red.8" size="sm">
              {fields.lines}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => setLines((ls) => [...ls, emptyLine()])}
              disabled={lines.length >= 100}
            >
              Add a product
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Shipping and notes
        </Title>
        <Stack gap="sm">
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label="Shipping method"
              data={ORDER_SHIPPING_METHODS.map((m) => ({ value: m, label: ORDER_SHIPPING_METHOD_LABELS[m] }))}
              value={method}
              allowDeselect={false}
              onChange={(v) => v && setMethod(v as OrderShippingMethod)}
              miw={200}
            />
            <NumberInput
              label="Shipping charged ($)"
              min={0}
              decimalScale={2}
              value={shipping}
              onChange={setShipping}
              miw={160}
            />
            <TagsInput
              label="Tags"
              value={tags}
              onChange={setTags}
              maxTags={20}
              miw={200}
              placeholder="Press Enter after each"
            />
          </Group>
          <Textarea
            label="Notes for the warehouse and packing slip"
            value={orderNotes}
            onChange={(e) => setOrderNotes(e.currentTarget.value)}
            maxLength={2000}
          />
          <Textarea
            label="Internal notes"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            maxLength={5000}
          />
        </Stack>
      </Card>
      {kind === 'wholesale' ? (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Retailer requirements
          </Title>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              The packing slip, routing guide or carton labels the retailer sent (PDF or picture).
            </Text>
            {files.map((f, i) => (
              <Group key={f.id} align="flex-end" wrap="wrap">
                <Select
                  label="Kind"
                  data={WHOLESALE_REQUIREMENT_KINDS.map((k) => ({
                    value: k,
                    label: WHOLESALE_REQUIREMENT_LABELS[k],
                  }))}
                  value={f.kind}
                  allowDeselect={false}
                  onChange={(v) =>
                    v &&
                    setFiles((fs) => fs.map((x, k) => (k === i ? { ...x, kind: v as typeof f.kind } : x)))
                  }
                  w={180}
                />
                <FileInput
                  label="File"
                  accept="application/pdf,image/*"
                  value={f.file}
                  onChange={(file) => setFiles((fs) => fs.map((x, k) => (k === i ? { ...x, file } : x)))}
                  error={fields[`attachments.${i}.uploadId`]}
                  miw={220}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setFiles((fs) => fs.filter((_, k) => k !== i))}
                >
                  Remove
                </Button>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                disabled={files.length >= 10}
                onClick={() => setFiles((fs) => [...fs, { id: ++draftId, kind: 'PACKING_SLIP', file: null }])}
              >
                Add a file
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {create.error ? (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Text fw={600}>Total {formatMoney(Math.max(0, total))}</Text>
        <Group>
          <Button variant="default" component={Link} to="/orders">
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            Create order
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
