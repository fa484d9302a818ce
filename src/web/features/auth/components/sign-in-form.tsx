import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AuthResponse, LoginBody } from '../../../../shared/contract/auth';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { useLogin } from '../api/login';

type Props = {
  onSignedIn: (res: AuthResponse, keepSignedIn: boolean) => void;
  autoFocus?: boolean;
};

/** Email and password, validated by the contract's LoginBody before anything is sent. */
export function SignInForm({ onSignedIn, autoFocus = false }: Props) {
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      onSignedIn(await login.mutateAsync(LoginBody.parse(values)), keepSignedIn);
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {login.error ? (
          <Alert color="red" variant="light" role="alert" data-testid="sign-in-error">
            {login.error.message}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus={autoFocus}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Keep me signed in on this device"
            checked={keepSignedIn}
            onChange={(event) => setKeepSignedIn(event.currentTarget.checked)}
          />
          <Anchor component={Link} to={paths.auth.forgotPassword()} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
