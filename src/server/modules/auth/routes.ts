import {
  AuthResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  LoginBody,
  RegisterBody,
  RegisterQuery,
  SessionUser,
} from '../../../shared/contract/auth';
import { TOKEN_HEADER } from '../../../shared/contract/http';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { createDeviceCookies } from './device-cookie';
import { changePassword, login, registerStore } from './service';

const tags = ['auth'];

export function authRoutes(app: Api, deps: AppDeps) {
  const authDeps = { db: deps.db, tokens: deps.tokens, limiter: deps.authLimiter, bus: deps.bus };
  const devices = createDeviceCookies({
    secret: deps.secrets.jwt,
    secure: deps.config.publicUrl.startsWith('https:'),
  });
  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a store and its owner',
        querystring: RegisterQuery,
        body: RegisterBody,
        response: { 200: AuthResponse },
      },
    },
    async (req, reply) => {
      const res = await registerStore(authDeps, req.ctx, req.body);
      reply.header(TOKEN_HEADER, res.token);
      return res;
    },
  );
  app.post(
    '/login',
    {
      config: { access: 'public', previewAllowed: true },
      schema: {
        tags,
        summary: 'Sign in; answers a new token every time',
        body: LoginBody,
        response: { 200: AuthResponse },
      },
    },
    async (req, reply) => {
      const { session, deviceCookie } = await login(
        { ...authDeps, isPreview: (id) => deps.previewAccounts.has(id), devices },
        req.ctx,
        req.body,
        req.headers.cookie,
      );
      reply.header(TOKEN_HEADER, session.token);
      reply.header('set-cookie', deviceCookie);
      return session;
    },
  );
  app.put(
    '/web/users/me/password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse },
      },
    },
    async (req, reply) => {
      const res = await changePassword(authDeps, req.ctx, req.body);
      reply.header(TOKEN_HEADER, res.token);
      return res;
    },
  );
  app.get(
    '/web/users/me',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Who is signed in, for every role', response: { 200: SessionUser } },
    },
    async (req) => req.ctx.user!,
  );
}
