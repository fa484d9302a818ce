import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AcceptTeamInviteSignupBody, type TeamInvitePreview } from '../../../../shared/contract/team';
import { STORE_ROLE_HINTS, STORE_ROLE_LABELS } from '../../../../shared/rules/team-roles';
import { isApiError } from '../../../api/api-error';
import { queryClient } from '../../../api/query-client';
import { clearSession, getSessionUser, getToken, saveSession } from '../../../api/token-store';
import { useSessionUser } from '../../../api/use-session-token';
import { encodeReturnPath } from '../../../app/layout/session-rules';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { acceptInvite, acceptInviteBySignup, useInvitePreview } from '../api/team-queries';

const AFTER_JOIN = '/account-info';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="calc(100dvh - 64px)" p="md">
      <Paper withBorder shadow="sm" p="lg" w="100%" maw={460}>
        <Stack gap="md">
          <Title order={1} fz="h3">
            Join a store on Quarry
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function SignUpToJoin({ token, invite }: { token: string; invite: TeamInvitePreview }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (v) => {
        const r = AcceptTeamInviteSignupBody.shape.password.safeParse(v);
        return r.success ? null : (r.error.issues[0]?.message ?? 'Choose a password');
      },
    },
  });
  async function submit(values: { password: string }) {
    setBusy(true);
    setError(null);
    try {
      const res = await acceptInviteBySignup({ token, password: values.password });
      queryClient.clear();
      saveSession(res.token, res.user, 'local');
      navigate(AFTER_JOIN, { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Your account was not created');
      setBusy(false);
    }
  }
  return (
    <form
      onSubmit={form.onSubmit((v) => void submit(v))}
      noValidate
      aria-label="Create your account and join"
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Could not join">
            {error}
          </Alert>
        ) : null}
        <Text size="sm">
          Your account: <strong>{invite.email}</strong>
        </Text>
        <PasswordInput
          label="Choose a password"
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          Create account and join
        </Button>
      </Stack>
    </form>
  );
}

function AcceptSignedIn({
  token,
  invite,
  email,
}: {
  token: string;
  invite: TeamInvitePreview;
  email: string;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (email.toLowerCase() !== invite.email.toLowerCase()) {
    return (
      <Alert color="yellow" variant="light" title="This invite is for another email">
        <Stack gap="xs">
          <Text size="sm">
            It was sent to {invite.email}, and you are signed in as {email}. Sign out, then open the link
            again.
          </Text>
          <Button size="xs" variant="light" w="fit-content" onClick={() => clearSession('signed-out')}>
            Sign out
          </Button>
        </Stack>
      </Alert>
    );
  }
  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const joined = await acceptInvite(token);
      // The same token now acts for the store (the server's auth cache was cleared); the saved user follows.
      const current = getToken();
      const saved = getSessionUser();
      queryClient.clear();
      if (current && saved)
        saveSession(current, { ...saved, storeId: joined.storeId, role: 'TEAM_MEMBER' }, 'local');
      navigate(AFTER_JOIN, { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'You did not join the store');
      setBusy(false);
    }
  }
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" role="alert" title="Could not join">
          {error}
        </Alert>
      ) : null}
      <Text size="sm">Signed in as {email}.</Text>
      <Button onClick={() => void accept()} loading={busy}>
        Accept and join {invite.storeTitle}
      </Button>
    </Stack>
  );
}

/** /team-invites/accept?token=…: the link of a team invite; sign up, or sign in, to join the store. */
export default function AcceptInvitePage() {
  const [params] = useLatestSearchParams();
  const token = params.get('token') ?? '';
  const user = useSessionUser();
  const preview = useInvitePreview(token);

  if (!token) {
    return (
      <Frame>
        <PageError
          title="This invite link is incomplete"
          error={new Error('Open the link from the invite email again.')}
        />
      </Frame>
    );
  }
  if (preview.isPending) {
    return (
      <Frame>
        <PageLoader label="Opening your invite…" />
      </Frame>
    );
  }
  if (preview.isError) {
    const gone =
      isApiError(preview.error) && (preview.error.code === 'NOT_FOUND' || preview.error.code === 'INVALID');
    return (
      <Frame>
        {gone ? (
          <Alert color="red" variant="light" role="alert" title="This invite link is no longer valid">
            It was cancelled or replaced by a newer one. Ask the store for a new invite.
          </Alert>
        ) : (
          <PageError
            title="We couldn't open this invite"
            error={preview.error}
            onRetry={() => preview.refetch()}
          />
        )}
      </Frame>
    );
  }
  const invite = preview.data;
  const returnPath = `/login?path=${encodeURIComponent(encodeReturnPath(`/team-invites/accept?token=${token}`))}`;
  return (
    <Frame>
      <Text>
        You are invited to <strong>{invite.storeTitle}</strong> as{' '}
        <strong>{STORE_ROLE_LABELS[invite.role]}</strong>.
      </Text>
      <Text size="sm" c="dimmed">
        {STORE_ROLE_HINTS[invite.role]}
      </Text>
      {invite.status === 'ACCEPTED' ? (
        <Alert color="blue" variant="light" title="This invite was already accepted">
          <Anchor component={Link} to={returnPath}>
            Sign in
          </Anchor>{' '}
          as {invite.email} to open the store.
        </Alert>
      ) : user ? (
        <AcceptSignedIn token={token} invite={invite} email={user.email} />
      ) : invite.hasAccount ? (
        <Stack gap="xs">
          <Text size="sm">{invite.email} already has a Quarry account: sign in to accept.</Text>
          <Button component={Link} to={returnPath}>
            Sign in to accept
          </Button>
        </Stack>
      ) : (
        <SignUpToJoin token={token} invite={invite} />
      )}
    </Frame>
  );
}
