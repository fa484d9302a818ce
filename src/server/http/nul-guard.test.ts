import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callApi, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';
import { findNul } from './nul-guard';

let t: TestApp;
let founder: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  founder = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(() => t.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const nul = encodeURIComponent('a\0b');

describe('NUL characters in requests', () => {
  it('are refused with 400 naming the field, on every kind of input', async () => {
    const cases: [CallArgs, string][] = [
      [['POST', '/web/creator-projects', founder, { title: 'a\0b' }], 'body.title contains a NUL character'],
      [['GET', `/web/catalog-items?keyword=${nul}`, founder], 'querystring.keyword contains a NUL character'],
      [
        ['GET', `/web/catalog-items/action/count?keyword=${nul}`, founder],
        'querystring.keyword contains a NUL character',
      ],
      [
        ['GET', `/web/catalog-companies?vertical=${nul}`, founder],
        'querystring.vertical contains a NUL character',
      ],
      [['GET', `/web/conversations?q=${nul}`, founder], 'querystring.q contains a NUL character'],
      [['GET', `/payments/challenges/${nul}`, founder], 'params.id contains a NUL character'],
      [['GET', `/payments/wallet-orders/${nul}`, founder], 'params.id contains a NUL character'],
      [
        ['PUT', '/web/stores/me/configs', founder, { configs: { 'a\0b': 1 } }],
        'body.configs has a key that contains a NUL character',
      ],
      [
        ['PUT', '/web/stores/me/configs', founder, { configs: { list: ['ok', { deep: 'x\0' }] } }],
        'body.configs.list.1.deep contains a NUL character',
      ],
    ];
    for (const [args, message] of cases) {
      const res = await call(...args);
      expect({ url: args[1], status: res.statusCode, body: res.json() }).toMatchObject({
        status: 400,
        body: { code: 'INVALID', message },
      });
    }
  });

  it('are refused on public routes too, and text without them still works', async () => {
    const res = await call('GET', `/public/creator-invoices/${nul}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'params.sn contains a NUL character' });
    const ok = await call('POST', '/web/creator-projects', founder, { title: 'No NUL here ␀ \\0' });
    expect(ok.statusCode).toBe(200);
  });

  it('findNul walks arrays and keys without recursion and skips bytes', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep, 'body')?.path.startsWith('body.0.0')).toBe(true);
    expect(findNul({ file: Buffer.from([0, 1, 0]) }, 'body')).toBeNull();
    expect(findNul({ a: 1, b: [true, null, 'ok'] }, 'body')).toBeNull();
  });
});

describe('the error log', () => {
  it("keeps a failed query's statement and parameters out of error level (debug has them)", async () => {
    const lines: { level: number; err?: { message?: string; code?: string; stack?: string } }[] = [];
    const app = Fastify({
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    registerErrorHandler(app);
    app.get('/boom', async () => t.deps.db.execute(sql`select ${'secret\0value'}::text as leaked_column`));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    const logged = JSON.stringify(errors);
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('leaked_column');
    expect(errors[0]?.err).toMatchObject({ code: '22021', message: expect.stringContaining('0x00') });
    expect(JSON.stringify(lines.filter((l) => l.level === 20))).toContain('leaked_column');
  });
});
