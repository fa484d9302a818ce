import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { allowedOrigins, createOriginCheck } from '../../http/allowed-origins';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { connectRealtime } from './ws-test-client';

let t: TestApp;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://quarry.example',
      ALLOWED_ORIGINS: 'https://partner.example/, https://b.example',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = (await loginAs(t, 'founder@quarry.test')).token;
});
afterAll(() => t.close());

describe('realtime upgrade origin', () => {
  it('refuses a page of a foreign origin with 403, even with a valid token', async () => {
    for (const origin of ['https://evil.example', 'http://quarry.example', 'null', 'http://localhost:5173']) {
      await expect(connectRealtime(base, token, { origin })).rejects.toThrow('HTTP 403');
    }
  });

  it("accepts PUBLIC_URL's origin, the configured ones and a client that sends none", async () => {
    for (const origin of [
      'https://quarry.example',
      'https://partner.example',
      'https://b.example',
      undefined,
    ]) {
      const socket = await connectRealtime(base, token, { origin });
      await socket.waitFor((e) => e.type === 'ready');
      socket.ws.close();
    }
  });
});

describe('allowed origins', () => {
  it('are every loopback name of a loopback PUBLIC_URL, and the Vite dev server in development only', () => {
    const dev = allowedOrigins(parseConfig({ NODE_ENV: 'development', PORT: '3000' }));
    expect([...dev]).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173']),
    );
    const prod = createOriginCheck(
      parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quarry.example/' }),
    );
    expect(prod('https://quarry.example')).toBe(true);
    expect(prod('http://localhost:5173')).toBe(false);
    expect(prod('https://quarry.example.evil.example')).toBe(false);
    expect(() => parseConfig({ ALLOWED_ORIGINS: 'quarry.example' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
