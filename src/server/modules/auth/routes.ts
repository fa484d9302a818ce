import {
  AuthResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  LoginBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetResponse,
  RegisterBody,
  RegisterQuery,
  SessionUser,
} from '../../../shared/contract/auth';
import { TOKEN_HEADER } from '../../../shared/contract/http';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { createDeviceCookies, type DeviceCookies } from './device-cookie';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { changePassword, login, registerStore } from './service';

const tags = ['auth'];

export function authRoutes(app: Api, deps: AppDeps) {
  const authDeps = { db: deps.db, tokens: deps.tokens, limiter: deps.authLimiter, bus: deps.bus };
  // Built on first sign-in, not at registration (the route table is also read without real dependencies).
  let devices: DeviceCookies | undefined;
  const deviceCookies = () =>
    (devices ??= createDeviceCookies({
      secret: deps.secrets.jwt,
      secure: deps.config.publicUrl.startsWith('https:'),
    }));
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
        { ...authDeps, isPreview: (id) => deps.previewAccounts.has(id), devices: deviceCookies() },
        req.ctx,
        req.body,
        req.headers.cookie,
      );
      reply.header(TOKEN_HEADER, session.token);
      reply.header('set-cookie', deviceCookie);
      return session;
    },
  );
  const resetDeps = {
    db: deps.db,
    limiter: deps.authLimiter,
    bus: deps.bus,
    email: deps.email,
    publicUrl: deps.config.publicUrl,
  };
  app.post(
    '/password-resets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Email a password-reset link; the same answer whether or not an account has the address',
        body: PasswordResetRequestBody,
        response: { 202: PasswordResetResponse },
      },
    },
    async (req, reply) => {
      reply.code(202);
      return requestPasswordReset(resetDeps, req.ctx, req.body);
    },
  );
  app.post(
    '/password-resets/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Set a new password with a reset link's token; every session ends",
        body: PasswordResetConfirmBody,
        response: { 200: PasswordResetResponse },
      },
    },
    async (req) => confirmPasswordReset(resetDeps, req.ctx, req.body),
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
