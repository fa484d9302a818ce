import { Alert, Center, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { AuthResponse } from '../../../shared/contract/auth';
import { isValidEmail } from '../../../shared/rules/email';
import { setPreviewAccount } from '../../api/preview-state';
import { useSessionToken } from '../../api/use-session-token';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { startSession } from '../../features/auth/sign-in';
import { trackUserRegister } from '../../features/events/track';
import { quizPathAfterSignUp } from '../../features/onboarding/onboarding-params';
import { useLatestSearchParams } from '../../ui/use-search-params';
import { postLoginPath } from '../layout/session-rules';

type Tab = 'sign-in' | 'sign-up';

/** /login: sign in or create a store; then the return path (?path=base64) or Homebase. */
export default function LoginPage() {
  const [params, setParams] = useLatestSearchParams();
  const token = useSessionToken();
  const tab: Tab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const [firstTab] = useState(tab);
  const [signedUp, setSignedUp] = useState(false);

  // Signed up just now: the quiz (spec: sign-up runs /homebase/quiz). Signed in: where the user was headed.
  if (token)
    return (
      <Navigate replace to={signedUp ? quizPathAfterSignUp(params) : postLoginPath(params.get('path'))} />
    );

  function begin(res: AuthResponse, keepSignedIn: boolean) {
    if (res.store?.isPreviewAccount) setPreviewAccount(true);
    startSession(res, keepSignedIn);
  }

  function selectTab(next: string | null) {
    const nextParams = new URLSearchParams(params);
    if (next === 'sign-up') nextParams.set('tab', 'sign-up');
    else nextParams.delete('tab');
    setParams(nextParams, { replace: true });
  }

  return (
    <Center mih="calc(100dvh - 64px)">
      <Stack w="100%" maw={420} gap="lg">
        <Stack gap={4} align="center">
          <Title order={1} c="violet.7" fz={32}>
            Quarry
          </Title>
          <Text c="dimmed" ta="center">
            Source, design, make and sell your product brand.
          </Text>
        </Stack>
        {isValidEmail(params.get('transferred')) ? (
          <Alert color="green" variant="light" role="status">
            {params.get('transferred')} is now the store's owner. Sign in again to continue as an admin.
          </Alert>
        ) : null}
        <Paper withBorder shadow="sm" p="lg">
          <Tabs value={tab} onChange={selectTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="sign-in">Sign in</Tabs.Tab>
              <Tabs.Tab value="sign-up">Create account</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm onSignedIn={begin} autoFocus={firstTab === 'sign-in'} />
              <GoogleSignInButton returnPath={params.get('path')} />
            </Tabs.Panel>
            <Tabs.Panel value="sign-up">
              <SignUpForm
                autoFocus={firstTab === 'sign-up'}
                onSignedUp={(res, keepSignedIn) => {
                  trackUserRegister({ userId: res.user.id, email: res.user.email });
                  setSignedUp(true);
                  begin(res, keepSignedIn);
                }}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Center>
  );
}
