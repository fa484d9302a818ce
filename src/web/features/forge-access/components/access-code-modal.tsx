import { Alert, Button, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { useSubmitForgeCode } from '../api/submit-forge-code';
import { useSubmitForgeEmail } from '../api/submit-forge-email';

/**
 * Where the access-code modal (spec §6) came from and where it leads: `origin` is the path it was opened on
 * (closing returns there), `target` is where an accepted code goes, and `completeTarget` is where the target
 * sends the founder when they finish there (passed on as `?completeTarget=`).
 */
export type AccessCodeRoute = { origin: string; target: string; completeTarget?: string };

export const errorText = (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Something went wrong. Please try again.';

/** The path an accepted code goes to: the target, told where to go when it is done. */
export function targetHref({ target, completeTarget }: AccessCodeRoute): string {
  if (!completeTarget) return target;
  return `${target}${target.includes('?') ? '&' : '?'}completeTarget=${encodeURIComponent(completeTarget)}`;
}

const pathOf = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;

function CodeForm({ onGranted }: { onGranted: () => void }) {
  const [code, setCode] = useState('');
  const submit = useSubmitForgeCode();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit.mutate({ code }, { onSuccess: onGranted });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Enter the forge access code you were given to open the AI assistants for your store.
        </Text>
        <TextInput
          label="Access code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="off"
          required
          maxLength={64}
          error={submit.isError ? errorText(submit.error) : undefined}
          data-autofocus
        />
        <Button type="submit" loading={submit.isPending} disabled={!code.trim()}>
          Unlock AI assistants
        </Button>
      </Stack>
    </form>
  );
}

function WaitlistForm() {
  const [email, setEmail] = useState('');
  const join = useSubmitForgeEmail();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    join.mutate({ email });
  };
  if (join.isSuccess)
    return (
      <Alert color="green" variant="light" title="You're on the waitlist" role="status">
        We'll write to {join.data.email} as soon as there is room for your store.
      </Alert>
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          No code yet? Leave your email and we'll tell you when the assistants open for you.
        </Text>
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="email"
          required
          error={join.isError ? errorText(join.error) : undefined}
        />
        <Button type="submit" variant="light" loading={join.isPending} disabled={!email.trim()}>
          Join the waitlist
        </Button>
      </Stack>
    </form>
  );
}

/** The access-code modal: a code tab and a waitlist tab. A code accepted goes to the target. */
export function AccessCodeModal({
  opened,
  onClose,
  route,
}: {
  opened: boolean;
  onClose: () => void;
  route: AccessCodeRoute;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    onClose();
    if (pathOf(location) !== route.origin) navigate(route.origin);
  };
  const granted = () => {
    onClose();
    navigate(targetHref(route));
  };
  return (
    <Modal opened={opened} onClose={close} title="AI assistants access" centered size="md">
      <Tabs defaultValue="code" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="code">I have a code</Tabs.Tab>
          <Tabs.Tab value="waitlist">Join the waitlist</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="code">
          <CodeForm onGranted={granted} />
        </Tabs.Panel>
        <Tabs.Panel value="waitlist">
          <WaitlistForm />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
