import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../routing/paths';
import { PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useGoogleLogin } from '../api/google-auth';
import { AuthCard } from '../components/auth-card';
import { googleRedirectUri, takePendingGoogleSignIn } from '../google-redirect';
import { startSession } from '../sign-in';

/** /google-auth/callback: where the provider sends the user back; trades the code for a Quarry session. */
export default function GoogleCallbackPage() {
  const [params] = useLatestSearchParams();
  const login = useGoogleLogin();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takePendingGoogleSignIn(params.get('state'));
    const code = params.get('code');
    if (params.get('error')) return setProblem(`Google did not sign you in (${params.get('error')}).`);
    if (!pending || !code)
      return setProblem('This sign-in link has expired or was not started here. Please try again.');
    login
      .mutateAsync({ code, redirectUri: googleRedirectUri(), nonce: pending.nonce })
      .then((res) => {
        startSession(res, pending.keepSignedIn);
        setDone(pending.returnPath);
      })
      .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'Sign-in with Google failed.'));
  }, [params, login]);

  if (done !== null) return <Navigate replace to={`${paths.auth.signIn()}${done ? `?path=${done}` : ''}`} />;
  if (!problem) return <PageLoader label="Signing you in with Google…" />;
  return (
    <AuthCard heading="Sign in with Google">
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
        <Anchor component={Link} to={paths.auth.signIn()} size="sm" ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
