import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';
import { analyzeSupplier, profileFromPage } from './analyze-supplier';
import { OUTREACH_CALLS_PER_MINUTE } from './routes';
import { isPublicAddress, type Resolver } from './safe-fetch';

// The SSRF guard of -/analyze-suppliers-info. Nothing outside this machine is reachable, so a loopback server
// plays the supplier's site, reached only through the test-only switch (allowLoopbackForTests) that no
// configuration sets; the route itself (no switch) must refuse every private address.

const PAGE = `<!doctype html><html><head><title>Saigon Knit Co. | Home</title>
<meta name="description" content="Organic cotton knitwear factory in Ho Chi Minh City, Vietnam.">
</head><body><h1>Saigon Knit Co.</h1>
<script>var secret = "x@y.zz";</script>
<h2>Our products</h2><ul><li>Organic cotton T-shirts</li><li>Hoodies &amp; sweatshirts</li><li>Baby rompers</li></ul>
<p>Write to <a href="mailto:sales@saigonknit.example">sales@saigonknit.example</a> or call <a href="tel:+84 28 3822 1234">+84 28 3822 1234</a>.</p>
</body></html>`;

let server: http.Server;
let port = 0;
let t: TestApp;
let store: Awaited<ReturnType<typeof registerStore>>;

/** Plays DNS: supplier.example is the loopback server; evil.example resolves to loopback too; rebind to 10/8. */
const resolver: Resolver = async (host) => {
  if (host === 'supplier.example' || host === 'evil.example') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'inside.example') return [{ address: '10.0.0.7', family: 4 }];
  throw new Error('ENOTFOUND');
};
const testSwitch = { resolve: resolver, allowLoopbackForTests: true };

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/to-private') {
      res.writeHead(302, { location: 'http://10.1.2.3/admin' });
      return res.end();
    }
    if (req.url === '/to-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (req.url === '/to-inside') {
      res.writeHead(302, { location: 'http://inside.example/' });
      return res.end();
    }
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/' });
      return res.end();
    }
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('x'.repeat(2 * 1024 * 1024));
    }
    if (req.url === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  t = await createTestApp({ seed: false });
  store = await registerStore(t, 'Analyze Store');
}, 240_000);
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, metadata, ULA and IPv4 inside IPv6', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111'])
      expect(isPublicAddress(ip), ip).toBe(true);
  });
  it('lets only loopback through under the test switch', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopbackForTests: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopbackForTests: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopbackForTests: true })).toBe(false);
  });
});

describe('POST -/analyze-suppliers-info', () => {
  const analyze = (supplierUrl: string) =>
    callApi(t, 'POST', '/web/ai-sourcing-agents/-/analyze-suppliers-info', store.auth, { supplierUrl });

  it('refuses private and reserved addresses with the reason, before connecting', async () => {
    for (const [url, words] of [
      [`http://127.0.0.1:${port}/`, 'private or reserved'],
      ['http://10.0.0.5/', 'private or reserved'],
      ['http://169.254.169.254/latest/meta-data/', 'private or reserved'],
      [`http://[::1]:${port}/`, 'private or reserved'],
      ['http://[::ffff:127.0.0.1]/', 'private or reserved'],
      ['http://localhost/', 'not a public host name'],
      ['ftp://files.example/', 'Only http and https'],
      ['file:///etc/passwd', 'Only http and https'],
      ['http://user:pw@supplier.example/', 'user name or password'],
    ]) {
      const res = await analyze(url!);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toContain(words);
    }
  });

  it('limits page reads per store (429 past the share of a minute)', async () => {
    const other = await registerStore(t, 'Analyze Limit Store');
    const call = () =>
      callApi(t, 'POST', '/web/ai-sourcing-agents/-/analyze-suppliers-info', other.auth, {
        supplierUrl: 'http://10.0.0.1/',
      });
    for (let i = 0; i < OUTREACH_CALLS_PER_MINUTE; i++) expect((await call()).statusCode).toBe(422);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    // Another store keeps its own share.
    expect((await analyze('http://10.0.0.1/')).statusCode).toBe(422);
  });

  it('answers 400 for bad bodies', async () => {
    const url = '/web/ai-sourcing-agents/-/analyze-suppliers-info';
    expect((await callApi(t, 'POST', url, store.auth, { supplierUrl: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await callApi(t, 'POST', url, store.auth, { supplierUrl: 'http://a\0b' })).statusCode).toBe(400);
    expect((await callApi(t, 'POST', url, store.auth, { supplierUrl: '' })).statusCode).toBe(400);
  });
});

describe('analyzeSupplier with the loopback server as the supplier site', () => {
  it('refuses a host name that resolves to loopback (no switch)', async () => {
    const err = await refusal(analyzeSupplier(`http://evil.example:${port}/`, { resolve: resolver }));
    expect(err.message).toContain('points to a private or reserved address (127.0.0.1)');
  });

  it('refuses a redirect to a private address, to the metadata address and to a name inside', async () => {
    for (const path of ['/to-private', '/to-metadata', '/to-inside']) {
      const err = await refusal(analyzeSupplier(`http://supplier.example:${port}${path}`, testSwitch));
      expect(err.code, path).toBe('REFUSED');
      expect(err.message, path).toContain('private or reserved');
    }
  });

  it('says plainly when a page cannot be reached', async () => {
    // No DNS leaves the machine in tests: the injected resolver knows no such name.
    const gone = await refusal(analyzeSupplier('https://gone.example/', { resolve: resolver }));
    expect(gone.message).toContain('could not be found');
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const down = await refusal(analyzeSupplier(`http://supplier.example:${closedPort}/`, testSwitch));
    expect(down.message).toContain('cannot reach that page');
  });

  it('refuses pages too large and things that are not pages', async () => {
    const big = await refusal(
      analyzeSupplier(`http://supplier.example:${port}/big`, { ...testSwitch, maxBytes: 64 * 1024 }),
    );
    expect(big.message).toContain('larger than 64 KB');
    const pdf = await refusal(analyzeSupplier(`http://supplier.example:${port}/pdf`, testSwitch));
    expect(pdf.message).toContain('not a web page');
  });

  it('reads a public-looking page into a profile, following a same-site redirect', async () => {
    const profile = await analyzeSupplier(`http://supplier.example:${port}/moved`, testSwitch);
    expect(profile).toEqual({
      url: `http://supplier.example:${port}/`,
      name: 'Saigon Knit Co.',
      description: 'Organic cotton knitwear factory in Ho Chi Minh City, Vietnam.',
      products: ['Organic cotton T-shirts', 'Hoodies & sweatshirts', 'Baby rompers'],
      contact: { emails: ['sales@saigonknit.example'], phones: ['+84 28 3822 1234'] },
      countryGuess: 'VN',
      countryReason: expect.stringContaining('+84 28 3822 1234'),
    });
  });

  it('leaves empty what a page does not say', () => {
    const p = profileFromPage('https://www.mill.it/', '<html><body><p>Benvenuti</p></body></html>');
    expect(p).toMatchObject({ name: 'www.mill.it', products: [], contact: { emails: [], phones: [] } });
    expect(p.countryGuess).toBe('IT');
  });
});
