import { Avatar, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type StoreUser, UpdateProfileBody } from '../../../../shared/contract/stores';
import { isValidUrl } from '../../../../shared/rules/url';
import { isApiError } from '../../../api/api-error';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_TYPE_LABELS } from '../plan';

type Values = { title: string; avatarUrl: string; accountType: StoreUser['accountType'] };

const toBody = (values: Values): UpdateProfileBody => ({
  title: values.title,
  avatarUrl: values.avatarUrl.trim() === '' ? null : values.avatarUrl.trim(),
  accountType: values.accountType,
});

const checkSchema = schemaResolver(UpdateProfileBody, { sync: true });

function validate(values: Values): FormErrors {
  const errors = checkSchema(toBody(values));
  const avatarUrl = values.avatarUrl.trim();
  if (avatarUrl !== '' && !isValidUrl(avatarUrl) && !isStoredFileUrl(avatarUrl))
    errors.avatarUrl = 'Enter a full link to an image, like https://…';
  return errors;
}

/** A file Quarry stores (an uploaded avatar) is addressed by its path. */
const isStoredFileUrl = (url: string) => /^\/rest\/main\/files\/[A-Za-z0-9_.-]+$/.test(url);

/** Store name, avatar and account type (PUT /web/stores/me/profile). */
export function ProfileForm({ store }: { store: StoreUser }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    initialValues: { title: store.title, avatarUrl: store.avatarUrl ?? '', accountType: store.accountType },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(UpdateProfileBody.parse(toBody(values)));
      form.setValues({
        title: saved.title,
        avatarUrl: saved.avatarUrl ?? '',
        accountType: saved.accountType,
      });
      form.resetDirty();
      notifications.show({
        color: 'green',
        title: 'Profile saved',
        message: 'Your store profile is up to date.',
      });
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Store profile">
      <Stack gap="md" maw={520}>
        <TextInput label="Store name" required autoComplete="organization" {...form.getInputProps('title')} />
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={form.values.avatarUrl.trim() || null} alt="" radius="xl" size={42} color="violet">
            {form.values.title.slice(0, 1).toUpperCase()}
          </Avatar>
          <TextInput
            label="Avatar image URL"
            placeholder="https://… or upload an image"
            style={{ flex: 1 }}
            {...form.getInputProps('avatarUrl')}
          />
          <ImageUploadButton onUploaded={(file) => form.setFieldValue('avatarUrl', file.url)} />
        </Group>
        <Radio.Group label="Account type" {...form.getInputProps('accountType')}>
          <Group mt="xs">
            {Object.entries(ACCOUNT_TYPE_LABELS).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
