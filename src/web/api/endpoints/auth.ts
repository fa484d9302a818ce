// The auth API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type {
  AuthResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  GoogleAuthConfig,
  GoogleLoginBody,
  LoginBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetResponse,
  RegisterBody,
  RegisterQuery,
  SessionUser,
} from '../../../shared/contract/auth';

export type AuthEndpoints = {
  'POST /register': { query: typeof RegisterQuery; body: typeof RegisterBody; response: typeof AuthResponse };
  'POST /login': { body: typeof LoginBody; response: typeof AuthResponse };
  'POST /password-resets': { body: typeof PasswordResetRequestBody; response: typeof PasswordResetResponse };
  'POST /password-resets/confirm': {
    body: typeof PasswordResetConfirmBody;
    response: typeof PasswordResetResponse;
  };
  'PUT /web/users/me/password': { body: typeof ChangePasswordBody; response: typeof ChangePasswordResponse };
  'GET /web/users/me': { response: typeof SessionUser };
  'GET /google-auth/config': { response: typeof GoogleAuthConfig };
  'POST /google-auth/login': { body: typeof GoogleLoginBody; response: typeof AuthResponse };
};
