import { clearSession, saveSession } from '../api/token-store';

/** An unsigned JWT-shaped token with the given expiry (seconds from now); enough for client-side checks. */
export function makeToken(expiresInSeconds: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp, ...claims })}.signature`;
}

/** Where most page tests start: a fresh session as the owner (user 1) of store 3, kept in localStorage. */
export function signInTestFounder() {
  clearSession();
  saveSession(
    makeToken(3600),
    { id: 1, email: 'f@quarry.test', role: 'STORE_OWNER', storeId: 3, supplierId: null },
    'local',
  );
}
