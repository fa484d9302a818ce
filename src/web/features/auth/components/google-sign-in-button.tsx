import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useGoogleAuthConfig } from '../api/google-auth';
import { startGoogleSignIn } from '../google-redirect';

/** "Continue with Google", shown only when the server has an OpenID Connect provider set up. */
export function GoogleSignInButton({ returnPath }: { returnPath: string | null }) {
  const config = useGoogleAuthConfig();
  const cfg = config.data;
  if (!cfg?.enabled || !cfg.authorizationEndpoint || !cfg.clientId) return null;
  const { authorizationEndpoint, clientId } = cfg;
  return (
    <>
      <Divider label="or" labelPosition="center" my="md" />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={() => {
          window.location.assign(
            startGoogleSignIn({ authorizationEndpoint, clientId }, { returnPath, keepSignedIn: true }),
          );
        }}
      >
        Continue with Google
      </Button>
    </>
  );
}
