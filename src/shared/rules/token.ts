// Spec §5/§6: a token is invalid when it cannot be decoded or has expired. The payload is only
// read, never trusted: the signature is the server's job. atob and TextDecoder (not Buffer) keep
// this working in browsers and Node alike.
import { INVALID_TOKEN_MESSAGE } from './messages';

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export type TokenPayload = Readonly<Record<string, unknown>>;

const PAYLOAD_PART = 2;

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function invalidToken(reason: string): InvalidTokenError {
  return new InvalidTokenError(`${INVALID_TOKEN_MESSAGE}: ${reason}`);
}

function decodeBase64Url(part: string): string {
  let base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const remainder = base64.length % 4;
  if (remainder === 1) throw new Error('base64 string is not of the correct length');
  if (remainder > 0) base64 += '='.repeat(4 - remainder);
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: invalid UTF-8 is an error, not silently replaced characters.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Decodes a JWT payload (part #2) without checking the signature; errors read like jwt-decode's. */
export function decodeToken(token: string): TokenPayload {
  if (typeof token !== 'string') throw invalidToken('must be a string');
  const part = token.split('.')[PAYLOAD_PART - 1];
  if (part === undefined) throw invalidToken(`missing part #${PAYLOAD_PART}`);

  let json: string;
  try {
    json = decodeBase64Url(part);
  } catch (error) {
    throw invalidToken(`invalid base64 for part #${PAYLOAD_PART} (${describeError(error)})`);
  }

  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch (error) {
    throw invalidToken(`invalid json for part #${PAYLOAD_PART} (${describeError(error)})`);
  }
  // Claims live in an object; a bare number or array cannot carry an expiry or a subject.
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw invalidToken(`invalid json for part #${PAYLOAD_PART} (not an object)`);
  }
  return payload as TokenPayload;
}

/** False when the token is absent, undecodable, or its exp (seconds) is at or before now. No exp: valid. */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  let payload: TokenPayload;
  try {
    payload = decodeToken(token);
  } catch {
    return false;
  }
  const { exp } = payload;
  if (exp === undefined) return true;
  // An exp we cannot read is treated as expired rather than as "never expires".
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
}
