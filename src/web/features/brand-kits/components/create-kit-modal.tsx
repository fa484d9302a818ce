import { Alert, Autocomplete, Button, Group, Modal, Stack, TagsInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { CreateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { contractValidator } from '../../../ui/contract-form';
import { useCreateBrandKit } from '../api/create-brand-kit';
import { categorySuggestions, useCategoryOptions } from '../api/get-category-options';

type Values = { category: string; productDescription: string; targetAudiences: string[] };

/** The contract's schema checks the form, so its messages are the server's ("Choose a category", …). */
const validate = contractValidator(
  CreateBrandKitBody,
  (values: Values) => values,
  (path) => String(path[0]),
);

/** Start a kit from an idea: a category, what the product is, and who it is for (optional). */
export function CreateKitModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateBrandKit();
  const categories = useCategoryOptions();
  const form = useForm<Values>({
    initialValues: { category: '', productDescription: '', targetAudiences: [] },
    validate,
  });
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Create a business kit" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const body = CreateBrandKitBody.parse(values);
          create.mutate(
            { ...body, targetAudiences: body.targetAudiences?.length ? body.targetAudiences : undefined },
            {
              onSuccess: (kit) => {
                form.reset();
                onClose();
                navigate(paths.brandKits.editor(kit.id));
              },
              onError: (e) => {
                if (isApiError(e)) form.setErrors(e.fieldErrors());
              },
            },
          );
        })}
      >
        <Stack gap="md">
          <Autocomplete
            label="Category"
            description="Pick one from the marketplace, or type your own"
            placeholder="Candles"
            data={categorySuggestions(categories.data ?? [])}
            maxDropdownHeight={280}
            withAsterisk
            {...form.getInputProps('category')}
          />
          <Textarea
            label="Product description"
            description="What is it, and what makes it yours?"
            placeholder="a calming lavender candle for busy parents"
            autosize
            minRows={3}
            maxLength={1000}
            withAsterisk
            {...form.getInputProps('productDescription')}
          />
          <TagsInput
            label="Target audiences"
            description="Optional: press Enter after each. We suggest some when you leave this empty."
            placeholder="Busy parents"
            maxTags={10}
            clearable
            {...form.getInputProps('targetAudiences')}
          />
          {create.error ? (
            <Alert color="red" variant="light" role="alert" title="The kit wasn't created">
              {create.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create kit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
