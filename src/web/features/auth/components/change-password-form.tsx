import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ChangePasswordBody } from '../../../../shared/contract/auth';
import { isApiError } from '../../../api/api-error';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

const checkSchema = schemaResolver(ChangePasswordBody, { sync: true });

function validate({ confirmPassword, ...body }: Values): FormErrors {
  const errors = checkSchema(body);
  if (confirmPassword !== body.newPassword) errors.confirmPassword = 'The two new passwords do not match';
  return errors;
}

/** PUT /web/users/me/password; this device continues on the new token, every other session ends. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
  });

  const submit = form.onSubmit(async ({ confirmPassword: _, ...body }) => {
    try {
      await change.mutateAsync(ChangePasswordBody.parse(body));
      form.reset();
      notifications.show({
        color: 'green',
        title: 'Password changed',
        message: 'You stay signed in here; any other devices were signed out.',
      });
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
