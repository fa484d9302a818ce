import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { PasswordResetRequestBody } from '../../../../shared/contract/auth';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

/** /forgot-password: asks for a reset email; the answer reads the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({
    initialValues: { email: '' },
    validate: schemaResolver(PasswordResetRequestBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await request.mutateAsync(PasswordResetRequestBody.parse(values));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  return (
    <AuthCard heading="Forgot your password?">
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status" data-testid="reset-requested">
            {request.data.message}
          </Alert>
          <Text size="sm">Check your inbox (and spam folder), then follow the link in the email.</Text>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack gap="md">
            <Text size="sm">
              Enter the email you sign in with and we will send you a link to choose a new password.
            </Text>
            {request.error ? (
              <Alert color="red" variant="light" role="alert" data-testid="reset-request-error">
                {request.error.message}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.auth.signIn()} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
