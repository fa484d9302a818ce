import { z } from 'zod';
import { StoreUser } from './stores';

export const UserRole = z.enum(['STORE_OWNER', 'TEAM_MEMBER', 'SUPPLIER', 'WAREHOUSE_STAFF', 'ADMIN']);
export type UserRole = z.infer<typeof UserRole>;
// Zod-free, so the web's first load imports it from http.ts without this file's schemas.
export { isStoreRole } from './http';

export const UserType = z.enum(['STORE']);

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));
const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const RegisterQuery = z.object({ userType: UserType.default('STORE') });
export const RegisterBody = z
  .object({
    email: Email,
    password: Password,
    title: z.string().trim().min(1, 'Enter your store or brand name').max(120),
    /** Spec §3 account types; the sign-up form asks it, an API caller may leave it (UNDECIDED). */
    accountType: z.enum(['CREATOR', 'SMB', 'UNDECIDED']).optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z
  .object({ email: Email, password: z.string().min(1, 'Enter your password').max(128) })
  .strict();
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: UserRole,
  storeId: z.number().int().nullable(),
  supplierId: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const AuthResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: SessionUser,
  store: StoreUser.nullable(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ChangePasswordResponse = z.object({ token: z.string(), expiresAt: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

export const ChangePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: Password })
  .strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Asks for a password-reset email; answered the same whether an account has the address or not. */
export const PasswordResetRequestBody = z.object({ email: Email }).strict();
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

/** Sets a new password with the token of a reset email (the same password rules as sign-up). */
export const PasswordResetConfirmBody = z
  .object({ token: z.string().trim().min(1, 'The reset link is incomplete').max(200), password: Password })
  .strict();
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

export const PasswordResetResponse = z.object({ message: z.string() });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * POST /google-auth/login: an ID token from the provider (`idToken`, e.g. a Google Identity Services
 * credential), or an authorization code from the redirect flow with the redirect URI it was issued for.
 */
export const GoogleLoginBody = z.union([
  z.object({ idToken: z.string().min(10).max(8192), nonce: z.string().max(200).optional() }).strict(),
  z
    .object({
      code: z.string().min(1).max(2048),
      redirectUri: z.url().max(2048),
      codeVerifier: z.string().min(43).max(128).optional(),
      nonce: z.string().max(200).optional(),
    })
    .strict(),
]);
export type GoogleLoginBody = z.infer<typeof GoogleLoginBody>;

/** GET /google-auth/config: whether "Sign in with Google" is set up, and where the browser starts it. */
export const GoogleAuthConfig = z.object({
  enabled: z.boolean(),
  authorizationEndpoint: z.string().nullable(),
  clientId: z.string().nullable(),
});
export type GoogleAuthConfig = z.infer<typeof GoogleAuthConfig>;
