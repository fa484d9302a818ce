// The browser half of "Sign in with Google" (OpenID Connect authorization-code flow): a random state and
// nonce kept in sessionStorage for the round trip, checked when the provider sends the user back.
import { paths } from '../../routing/paths';

const KEY = 'quarry.google-auth';
type Pending = { state: string; nonce: string; returnPath: string | null; keepSignedIn: boolean };

const random = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export const googleRedirectUri = () => `${window.location.origin}${paths.auth.googleCallback()}`;

/** The provider's authorization URL for this attempt, after remembering its state and nonce. */
export function startGoogleSignIn(
  cfg: { authorizationEndpoint: string; clientId: string },
  opts: { returnPath: string | null; keepSignedIn: boolean },
): string {
  const pending: Pending = { state: random(), nonce: random(), ...opts };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  const url = new URL(cfg.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: cfg.clientId,
    redirect_uri: googleRedirectUri(),
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
  }).toString();
  return url.toString();
}

/** The attempt the provider answered, when its state matches; used once. */
export function takePendingGoogleSignIn(state: string | null): Pending | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Pending;
    return pending.state === state ? pending : null;
  } catch {
    return null;
  }
}
