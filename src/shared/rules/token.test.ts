import { describe, expect, it } from 'vitest';
import { decodeToken, InvalidTokenError, isTokenValid } from './token';

function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function makeToken(payload: unknown): string {
  return `${encodeBase64Url('{"alg":"HS256","typ":"JWT"}')}.${encodeBase64Url(JSON.stringify(payload))}.signature`;
}

const NOW_MS = Date.UTC(2026, 2, 5, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('decodeToken', () => {
  it('decodes the payload, including UTF-8 and base64url-only characters', () => {
    // '??>' and '~~~' encode to base64 with '/' and '+', which base64url turns into '_' and '-'.
    const payload = { sub: 'store_42', name: 'Zoë 😀', odd: '??>~~~', exp: NOW_S + 60 };
    const token = makeToken(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)).toEqual(payload);
  });

  it('accepts payloads that still carry = padding', () => {
    const padded = `${encodeBase64Url('{}')}.${btoa('{"a":1}')}.sig`;
    expect(btoa('{"a":1}')).toMatch(/=$/);
    expect(decodeToken(padded)).toEqual({ a: 1 });
  });

  it('reports a missing payload part', () => {
    expect(() => decodeToken('onlyonepart')).toThrow(InvalidTokenError);
    expect(() => decodeToken('onlyonepart')).toThrow(/^Invalid token specified: missing part #2$/);
  });

  it('reports invalid base64', () => {
    expect(() => decodeToken('a.!!!!.c')).toThrow(/^Invalid token specified: invalid base64 for part #2/);
    // A length of 4n+1 can never be valid base64.
    expect(() => decodeToken('a.abcde.c')).toThrow(/^Invalid token specified: invalid base64 for part #2/);
    // Valid base64 of bytes that are not UTF-8.
    expect(() => decodeToken(`a.${btoa('\xff\xfe')}.c`)).toThrow(/invalid base64 for part #2/);
  });

  it('reports invalid json', () => {
    expect(() => decodeToken(`a.${encodeBase64Url('not json')}.c`)).toThrow(
      /^Invalid token specified: invalid json for part #2/,
    );
    expect(() => decodeToken('a..c')).toThrow(/invalid json for part #2/);
  });

  it('rejects payloads that are not JSON objects', () => {
    for (const value of [42, null, [1, 2], 'text']) {
      expect(() => decodeToken(makeToken(value))).toThrow(/invalid json for part #2/);
    }
  });

  it('rejects non-strings from untyped callers', () => {
    expect(() => decodeToken(undefined as unknown as string)).toThrow(/must be a string/);
  });

  it('throws errors named InvalidTokenError', () => {
    try {
      decodeToken('x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('InvalidTokenError');
    }
  });
});

describe('isTokenValid', () => {
  it('is true before exp and false at or after it', () => {
    expect(isTokenValid(makeToken({ exp: NOW_S + 1 }), NOW_MS)).toBe(true);
    expect(isTokenValid(makeToken({ exp: NOW_S }), NOW_MS)).toBe(false);
    expect(isTokenValid(makeToken({ exp: NOW_S - 1 }), NOW_MS)).toBe(false);
  });

  it('treats exp as seconds, not milliseconds', () => {
    expect(isTokenValid(makeToken({ exp: NOW_S + 10 }), NOW_MS + 9_000)).toBe(true);
    expect(isTokenValid(makeToken({ exp: NOW_S + 10 }), NOW_MS + 11_000)).toBe(false);
  });

  it('treats a token without exp as valid', () => {
    expect(isTokenValid(makeToken({ sub: 'x' }), NOW_MS)).toBe(true);
  });

  it('treats an unreadable exp as expired', () => {
    expect(isTokenValid(makeToken({ exp: String(NOW_S + 60) }), NOW_MS)).toBe(false);
    expect(isTokenValid(makeToken({ exp: null }), NOW_MS)).toBe(false);
  });

  it('is false for absent or undecodable tokens', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
    expect(isTokenValid('')).toBe(false);
    expect(isTokenValid('garbage')).toBe(false);
    expect(isTokenValid('a.!!!.c')).toBe(false);
  });

  it('defaults now to the current time', () => {
    const nowS = Math.floor(Date.now() / 1000);
    expect(isTokenValid(makeToken({ exp: nowS + 3600 }))).toBe(true);
    expect(isTokenValid(makeToken({ exp: nowS - 3600 }))).toBe(false);
  });
});
