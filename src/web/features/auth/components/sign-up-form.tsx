import { Alert, Anchor, Button, Checkbox, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AuthResponse, RegisterBody } from '../../../../shared/contract/auth';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES } from '../../../../shared/rules/onboarding-quiz';
import { isApiError } from '../../../api/api-error';
import { paths } from '../../../routing/paths';
import { useRegister } from '../api/register';

type Props = {
  onSignedUp: (res: AuthResponse, keepSignedIn: boolean) => void;
  autoFocus?: boolean;
};

/** A new store and its owner, validated by the contract's RegisterBody before anything is sent. */
export function SignUpForm({ onSignedUp, autoFocus = false }: Props) {
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const register = useRegister();
  const form = useForm<RegisterBody>({
    initialValues: { title: '', email: '', password: '', accountType: 'UNDECIDED' },
    validate: schemaResolver(RegisterBody, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      onSignedUp(await register.mutateAsync(RegisterBody.parse(values)), keepSignedIn);
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fieldErrors());
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="md">
        {register.error ? (
          <Alert color="red" variant="light" role="alert" data-testid="sign-up-error">
            <SignUpErrorMessage message={register.error.message} />
          </Alert>
        ) : null}
        <TextInput
          label="Store or brand name"
          autoComplete="organization"
          required
          autoFocus={autoFocus}
          {...form.getInputProps('title')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Radio.Group label="Which best describes you?" {...form.getInputProps('accountType')}>
          <Stack gap={8} mt={6}>
            {ACCOUNT_TYPES.map((t) => (
              <Radio
                key={t}
                value={t}
                label={ACCOUNT_TYPE_LABELS[t].label}
                description={ACCOUNT_TYPE_LABELS[t].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label="Keep me signed in on this device"
          checked={keepSignedIn}
          onChange={(event) => setKeepSignedIn(event.currentTarget.checked)}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}

const SIGN_IN_INSTEAD = 'Sign in instead.';

/** The server's message; its "Sign in instead." (an email already taken) is a link to the sign-in tab. */
function SignUpErrorMessage({ message }: { message: string }) {
  if (!message.endsWith(SIGN_IN_INSTEAD)) return message;
  return (
    <>
      {message.slice(0, -SIGN_IN_INSTEAD.length)}
      <Anchor component={Link} to={paths.auth.signIn()} inherit>
        {SIGN_IN_INSTEAD}
      </Anchor>
    </>
  );
}
