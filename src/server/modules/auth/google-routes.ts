import { AuthResponse, GoogleAuthConfig, GoogleLoginBody } from '../../../shared/contract/auth';
import { TOKEN_HEADER } from '../../../shared/contract/http';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { googleLogin } from './google-login';

const tags = ['auth'];
const pub = { access: 'public', previewAllowed: true } as const;

/** "Sign in with Google" through any OpenID Connect provider (OIDC_*); 404 with the reason when not set up. */
export function googleAuthRoutes(app: Api, deps: AppDeps) {
  app.get(
    '/google-auth/config',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Whether sign-in with Google is set up, and where it starts',
        response: { 200: GoogleAuthConfig },
      },
    },
    async () =>
      deps.identity
        ? {
            enabled: true,
            authorizationEndpoint: await deps.identity.authorizationEndpoint(),
            clientId: deps.identity.clientId,
          }
        : { enabled: false, authorizationEndpoint: null, clientId: null },
  );
  app.post(
    '/google-auth/login',
    {
      config: pub,
      schema: {
        tags,
        summary:
          'Sign in with an OpenID Connect ID token or authorization code; a new email becomes a founder',
        body: GoogleLoginBody,
        response: { 200: AuthResponse },
      },
    },
    async (req, reply) => {
      const session = await googleLogin(
        {
          db: deps.db,
          tokens: deps.tokens,
          limiter: deps.authLimiter,
          bus: deps.bus,
          identity: deps.identity,
          isPreview: (id) => deps.previewAccounts.has(id),
        },
        req.ctx,
        req.body,
      );
      reply.header(TOKEN_HEADER, session.token);
      return session;
    },
  );
}
