/** An unsigned JWT-shaped token with the given expiry (seconds from now); enough for client-side checks. */
export function makeToken(expiresInSeconds: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp, ...claims })}.signature`;
}
