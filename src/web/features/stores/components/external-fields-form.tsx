import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type StoreUser, UpdateExternalFieldsBody } from '../../../../shared/contract/stores';
import { isApiError } from '../../../api/api-error';
import { useUpdateExternalFields } from '../api/update-external-fields';

type Row = { id: string; name: string; value: string };
type Values = { externalFields: Row[] };

const toRows = (store: StoreUser): Row[] => store.externalFields.map((f) => ({ id: randomId(), ...f }));
const toBody = (values: Values): UpdateExternalFieldsBody => ({
  externalFields: values.externalFields.map(({ name, value }) => ({ name, value })),
});
const checkSchema = schemaResolver(UpdateExternalFieldsBody, { sync: true });

/** Extra name/value pairs about the store (Instagram handle, website…): add, edit, remove, save. */
export function ExternalFieldsForm({ store }: { store: StoreUser }) {
  const update = useUpdateExternalFields();
  const form = useForm<Values>({
    initialValues: { externalFields: toRows(store) },
    validate: (values) => checkSchema(toBody(values)),
  });
  const rows = form.values.externalFields;

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toBody(values));
      form.setValues({ externalFields: toRows(saved) });
      form.resetDirty();
      notifications.show({
        color: 'green',
        title: 'Fields saved',
        message: 'Your extra store details are saved.',
      });
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Extra store details">
      <Stack gap="sm" maw={640}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No extra details yet. Add your website, social handles or anything your suppliers should know.
          </Text>
        ) : (
          rows.map((row, index) => (
            <Group key={row.id} align="flex-start" wrap="nowrap" gap="sm">
              <TextInput
                label="Name"
                placeholder="Instagram"
                style={{ flex: 1 }}
                {...form.getInputProps(`externalFields.${index}.name`)}
              />
              <TextInput
                label="Value"
                placeholder="@yourbrand"
                style={{ flex: 2 }}
                {...form.getInputProps(`externalFields.${index}.value`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                size="lg"
                aria-label={`Remove ${row.name || `field ${index + 1}`}`}
                onClick={() => form.removeListItem('externalFields', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('externalFields', { id: randomId(), name: '', value: '' })}
          >
            Add field
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
