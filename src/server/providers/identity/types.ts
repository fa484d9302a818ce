/** Who an outside identity provider says signed in (OpenID Connect ID-token claims we use). */
export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
};

export type IdentityCredentials =
  | { idToken: string; nonce?: string }
  | { code: string; redirectUri: string; codeVerifier?: string; nonce?: string };

/** Sign-in with an OpenID Connect provider ("Sign in with Google"); null in AppDeps when not configured. */
export interface IdentityProvider {
  readonly issuer: string;
  readonly clientId: string;
  /** Where the browser starts the sign-in (the provider's authorization endpoint). */
  authorizationEndpoint(): Promise<string>;
  /** Verifies an ID token, or exchanges an authorization code and verifies the ID token it brings. */
  verify(credentials: IdentityCredentials): Promise<VerifiedIdentity>;
}
