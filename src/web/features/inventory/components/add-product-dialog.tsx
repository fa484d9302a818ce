import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCatalogSearch, useCreateProduct } from '../api/inventory-queries';

type Variant = { sku: string; variantTitle: string; price: number | string; weightOz: number | string };
const blank = (): Variant => ({ sku: '', variantTitle: '', price: '', weightOz: 8 });

/** "Add product": by hand (title, variants with SKU codes, price, weight) or from a supplier's catalog product. */
export function AddProductDialog({
  opened,
  onClose,
  initialCatalogItemId,
}: {
  opened: boolean;
  onClose: () => void;
  initialCatalogItemId?: number;
}) {
  const create = useCreateProduct();
  const [tab, setTab] = useState<string | null>(initialCatalogItemId ? 'catalog' : 'manual');
  const [title, setTitle] = useState('');
  const [variants, setVariants] = useState<Variant[]>([blank()]);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const search = useCatalogSearch(debounced);
  const [catalogItemId, setCatalogItemId] = useState<string>(
    initialCatalogItemId ? String(initialCatalogItemId) : '',
  );
  const [prefix, setPrefix] = useState('');

  function close() {
    create.reset();
    setTitle('');
    setVariants([blank()]);
    setKeyword('');
    setCatalogItemId('');
    setPrefix('');
    onClose();
  }
  const setVariant = (i: number, patch: Partial<Variant>) =>
    setVariants((vs) => vs.map((v, n) => (n === i ? { ...v, ...patch } : v)));

  function submit() {
    const body =
      tab === 'manual'
        ? {
            title,
            variants: variants.map((v) => ({
              sku: v.sku,
              variantTitle: v.variantTitle || undefined,
              priceCents: Math.round(Number(v.price || 0) * 100),
              weightOz: Number(v.weightOz || 8),
            })),
          }
        : { catalogItemId: Number(catalogItemId), skuPrefix: prefix.trim() || undefined };
    create.mutate(body, { onSuccess: close });
  }

  return (
    <Modal opened={opened} onClose={close} title="Add product" size="lg">
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="manual">By hand</Tabs.Tab>
          <Tabs.Tab value="catalog">From a catalog product</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manual">
          <Stack>
            <TextInput
              label="Title"
              required
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            {variants.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
              <Group key={i} align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  label="SKU code"
                  required
                  value={v.sku}
                  onChange={(e) => setVariant(i, { sku: e.currentTarget.value })}
                  w={150}
                />
                <TextInput
                  label="Variant"
                  placeholder="Default Title"
                  value={v.variantTitle}
                  onChange={(e) => setVariant(i, { variantTitle: e.currentTarget.value })}
                  w={130}
                />
                <NumberInput
                  label="Price ($)"
                  min={0}
                  decimalScale={2}
                  value={v.price}
                  onChange={(x) => setVariant(i, { price: x })}
                  w={100}
                />
                <NumberInput
                  label="Weight (oz)"
                  min={1}
                  allowDecimal={false}
                  value={v.weightOz}
                  onChange={(x) => setVariant(i, { weightOz: x })}
                  w={100}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove variant ${i + 1}`}
                  disabled={variants.length === 1}
                  onClick={() => setVariants((vs) => vs.filter((_, n) => n !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="default" onClick={() => setVariants((vs) => [...vs, blank()])}>
                Add a variant
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="catalog">
          <Stack>
            <TextInput
              label="Search the supplier catalog"
              placeholder="Tote bag, candle…"
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
            />
            {search.isFetching ? <Text size="sm">Searching…</Text> : null}
            {search.isError ? <Alert color="red">{search.error.message}</Alert> : null}
            {search.data && search.data.length === 0 ? (
              <Text size="sm">No catalog products match.</Text>
            ) : null}
            {search.data && search.data.length > 0 ? (
              <Radio.Group label="Catalog product" value={catalogItemId} onChange={setCatalogItemId}>
                <Stack gap="xs" mt="xs">
                  {search.data.map((item) => (
                    <Radio
                      key={item.id}
                      value={String(item.id)}
                      label={`${item.title} — ${item.companyName}`}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            ) : null}
            {catalogItemId && !search.data ? (
              <Text size="sm">Catalog product #{catalogItemId} chosen.</Text>
            ) : null}
            <TextInput
              label="SKU prefix (optional)"
              description="Each colour becomes a SKU: PREFIX-COLOUR"
              value={prefix}
              onChange={(e) => setPrefix(e.currentTarget.value)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {create.isError ? (
        <Alert color="red" mt="md" role="alert">
          {create.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending} disabled={tab === 'catalog' && !catalogItemId}>
          Add product
        </Button>
      </Group>
    </Modal>
  );
}
