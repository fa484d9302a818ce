import { Avatar, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type StoreUser, UpdateProfileBody } from '../../../../shared/contract/stores';
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
const validate = (values: Values): FormErrors => checkSchema(toBody(values));

/** The server takes only the store's own uploads in these types as its avatar (suppliers see it). */
const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.jfif';

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
        <Group align="center" wrap="nowrap">
          <Avatar
            src={form.values.avatarUrl || null}
            alt={form.values.avatarUrl ? 'Your avatar' : ''}
            radius="xl"
            size={42}
            color="violet"
          >
            {form.values.title.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Avatar
            </Text>
            <Group gap="xs">
              <ImageUploadButton
                label="Upload an avatar"
                accept={AVATAR_ACCEPT}
                onUploaded={(file) => form.setFieldValue('avatarUrl', file.url)}
              />
              {form.values.avatarUrl ? (
                <Button variant="subtle" size="sm" onClick={() => form.setFieldValue('avatarUrl', '')}>
                  Remove avatar
                </Button>
              ) : null}
            </Group>
            {form.errors.avatarUrl ? (
              <Text size="sm" c="red" role="alert">
                {form.errors.avatarUrl}
              </Text>
            ) : null}
          </Stack>
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
