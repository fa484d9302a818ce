import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SupplierItem } from '../../../../shared/contract/supplier-portal';
import { isApiError } from '../../../api/api-error';
import { useSupplierCategoryOptions } from '../api/get-form-options';
import { useSaveSupplierItem } from '../api/save-item';
import { PACKING_LABELS, STOCK_LABELS } from '../labels';
import {
  type ProductValues,
  productBody,
  productValues,
  serverFieldErrors,
  validateProduct,
} from '../product-form-values';
import { ColorOptionsEditor } from './color-options-editor';
import { PicturesField } from './pictures-field';
import { PriceTiersEditor } from './price-tiers-editor';

/** A new product (`item` null) or an edit of one; saving keeps it enabled or disabled as it was. */
export function ProductForm({
  item,
  onSaved,
}: {
  item: SupplierItem | null;
  onSaved: (saved: SupplierItem) => void;
}) {
  const save = useSaveSupplierItem();
  const categories = useSupplierCategoryOptions();
  const form = useForm<ProductValues>({ initialValues: productValues(item) });
  const errors = form.errors as Record<string, string | undefined>;

  async function submit() {
    const found = validateProduct(form.values);
    form.setErrors(found);
    if (Object.keys(found).length) return;
    try {
      onSaved(await save.mutateAsync({ id: item?.id ?? null, body: productBody(form.values) }));
    } catch (error) {
      if (isApiError(error)) form.setErrors(serverFieldErrors(error.details));
    }
  }

  return (
    <form
      aria-label={item ? 'Edit product' : 'New product'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg" maw={820}>
        {save.error ? (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        ) : null}
        <TextInput
          label="Title"
          description="Before the first comma is what founders search and see suggested, e.g. “Bamboo tumbler, 500 ml”"
          required
          {...form.getInputProps('title')}
        />
        <Textarea label="Description" required autosize minRows={4} {...form.getInputProps('description')} />
        <Select
          label="Category"
          required
          searchable
          limit={60}
          nothingFoundMessage="No category by that name"
          placeholder={categories.isPending ? 'Loading categories…' : 'Search the categories'}
          data={categories.data ?? []}
          error={errors.categoryId ?? (categories.isError ? 'The categories could not be loaded' : undefined)}
          value={form.values.categoryId}
          onChange={(v) => form.setFieldValue('categoryId', v)}
        />
        <PicturesField
          value={form.values.imageUrls}
          onChange={(v) => form.setFieldValue('imageUrls', v)}
          error={errors.imageUrls}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="MOQ (units)"
            description="Minimum order quantity"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('moq')}
          />
          <Select
            label="Stock"
            allowDeselect={false}
            data={Object.entries(STOCK_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('stockStatus')}
          />
          <Select
            label="Packing"
            allowDeselect={false}
            data={Object.entries(PACKING_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('packing')}
          />
        </SimpleGrid>
        <PriceTiersEditor
          value={form.values.tiers}
          onChange={(v) => form.setFieldValue('tiers', v)}
          errors={errors}
          error={errors.tiers}
        />
        <ColorOptionsEditor
          value={form.values.colors}
          onChange={(v) => form.setFieldValue('colors', v)}
          errors={errors}
          error={errors.colors}
        />
        <Checkbox
          label="This is a sample kit (a set of samples founders can order before production)"
          {...form.getInputProps('isSampleKit', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save changes' : 'Add product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
