import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { PasswordResetConfirmBody } from '../../../../shared/contract/auth';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useConfirmPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

type Values = { password: string };
const PasswordOnly = PasswordResetConfirmBody.pick({ password: true });

/** /reset-password?token=…: the page a reset email links to; sets the new password, then offers sign-in. */
export default function ResetPasswordPage() {
  const [params] = useLatestSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const form = useForm<Values>({
    initialValues: { password: '' },
    validate: schemaResolver(PasswordOnly, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await confirm.mutateAsync(PasswordResetConfirmBody.parse({ token, password: values.password }));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  const signIn = (
    <Anchor component={Link} to={paths.auth.signIn()} size="sm" ta="center">
      Back to sign in
    </Anchor>
  );
  const askAgain = (
    <Anchor component={Link} to={paths.auth.forgotPassword()}>
      Ask for a new link
    </Anchor>
  );

  if (!token) {
    return (
      <AuthCard heading="Choose a new password">
        <Alert color="red" variant="light" role="alert">
          This link is incomplete. Open the link from the email again, or {askAgain}.
        </Alert>
        {signIn}
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard heading="Password changed">
        <Alert color="green" variant="light" role="status" data-testid="reset-done">
          {confirm.data.message}
        </Alert>
        <Button component={Link} to={paths.auth.signIn()} fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading="Choose a new password">
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <Text size="sm">
            Setting a new password signs your account out everywhere; then sign in with it.
          </Text>
          {confirm.error ? (
            <Alert color="red" variant="light" role="alert" data-testid="reset-error">
              {confirm.error.message} {askAgain}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            autoFocus
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
      {signIn}
    </AuthCard>
  );
}
