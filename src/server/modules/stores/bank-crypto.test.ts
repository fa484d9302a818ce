import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openJson, sealJson } from './bank-crypto';

const key = randomBytes(32);
const value = { accountNumber: '000123456789', routingNumber: '011000015' };

describe('bank number sealing (AES-256-GCM)', () => {
  it('round-trips and never contains the plaintext', () => {
    const sealed = sealJson(key, 'store-bank-account:1', value);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('123456789');
    expect(openJson(key, 'store-bank-account:1', sealed)).toEqual(value);
  });
  it('uses a fresh IV each time', () => {
    expect(sealJson(key, 'a', value)).not.toBe(sealJson(key, 'a', value));
  });
  it('refuses another key, another store (AAD) and a changed byte', () => {
    const sealed = sealJson(key, 'store-bank-account:1', value);
    expect(() => openJson(randomBytes(32), 'store-bank-account:1', sealed)).toThrow();
    expect(() => openJson(key, 'store-bank-account:2', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => openJson(key, 'store-bank-account:1', parts.join('.'))).toThrow();
  });
});
