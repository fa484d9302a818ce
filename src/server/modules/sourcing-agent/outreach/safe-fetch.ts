import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../../http/errors';

// Reading a supplier's public web page without becoming a way into private networks (SSRF, decision 050).
// Only http(s) on ports 80/443 (or the URL's own port when it is public); every host is resolved and every
// address checked — loopback, private, link-local (cloud metadata), CGNAT, documentation, multicast, IPv6 ULA
// and link-local, and IPv4 inside IPv6 — and the connection goes to the checked address (no second lookup a
// rebinding DNS could answer differently). Redirects are followed by hand and each hop checked again; time and
// size are capped. Any refusal is a plain 422 saying why.

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  /** DNS by default; tests inject one. */
  resolve?: Resolver;
  /**
   * Test-only: lets loopback through (nothing else private), so a loopback server can play a public site.
   * No configuration sets it; only tests pass it to the function directly.
   */
  allowLoopbackForTests?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
};

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const refuse = (message: string) => new AppError('REFUSED', message);

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const m = hex ?? sixToFour;
  if (!m) return null;
  const a = Number.parseInt(m[1]!, 16);
  const b = Number.parseInt(m[2]!, 16);
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
}

const isLoopback = (ip: string) => {
  const v4 = isIP(ip) === 4 ? ip : embeddedIpv4(ip);
  return v4 ? v4.startsWith('127.') : ip === '::1';
};

/** Whether an address is one Quarry may connect to for a supplier page. */
export function isPublicAddress(ip: string, opts: { allowLoopbackForTests?: boolean } = {}): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  if (opts.allowLoopbackForTests && isLoopback(ip)) return true;
  if (family === 4) return !blocked.check(ip, 'ipv4');
  const v4 = embeddedIpv4(ip);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(ip, 'ipv6');
}

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address to connect to for `url`'s host: refused unless every address it resolves to is public. */
async function checkedAddress(url: URL, opts: SafeFetchOptions): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refuse(`Only http and https pages can be read, not ${url.protocol.replace(':', '')}`);
  if (url.username || url.password) throw refuse('A page address with a user name or password is not read');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (!isPublicAddress(host, opts))
      throw refuse(`${host} is a private or reserved address: it is not read`);
    return { address: host, family: isIP(host) };
  }
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    throw refuse(`${host} is not a public host name`);
  let addresses: ResolvedAddress[];
  try {
    addresses = await (opts.resolve ?? defaultResolver)(host);
  } catch {
    throw refuse(`${host} could not be found (DNS): Quarry cannot reach that page`);
  }
  if (addresses.length === 0) throw refuse(`${host} could not be found (DNS): Quarry cannot reach that page`);
  const bad = addresses.find((a) => !isPublicAddress(a.address, opts));
  if (bad) throw refuse(`${host} points to a private or reserved address (${bad.address}): it is not read`);
  return addresses[0]!;
}

type Hop = { status: number; location: string | null; contentType: string; body: Buffer };

function requestOnce(url: URL, to: ResolvedAddress, maxBytes: number, deadline: number): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(refuse('The page took too long to answer'));
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': 'QuarrySourcingAgent/1.0', accept: 'text/html, text/plain;q=0.8' },
        // Connect to the address that was checked, whatever the name resolves to now.
        lookup: (_host, options, cb) => {
          if ((options as { all?: boolean }).all) (cb as (e: null, a: ResolvedAddress[]) => void)(null, [to]);
          else (cb as (e: null, a: string, f: number) => void)(null, to.address, to.family);
        },
        servername: isIP(url.hostname) ? undefined : url.hostname,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            req.destroy();
            reject(refuse(`The page is larger than ${Math.round(maxBytes / 1024)} KB: it is not read`));
          } else chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(refuse('The page took too long to answer'));
    }, remaining);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (err) =>
      reject(refuse(`Quarry cannot reach that page (${(err as NodeJS.ErrnoException).code ?? err.message})`)),
    );
    req.end();
  });
}

/** Fetches a public page (following up to `maxRedirects` checked redirects): its final URL, type and text. */
export async function safeFetch(
  raw: string,
  opts: SafeFetchOptions = {},
): Promise<{ url: string; contentType: string; text: string }> {
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const deadline = Date.now() + (opts.timeoutMs ?? 8000);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw new AppError('INVALID', 'Enter a web address such as https://supplier.example', {
      details: [{ path: 'body.supplierUrl', message: 'not a web address' }],
    });
  }
  for (let hop = 0; hop <= (opts.maxRedirects ?? 5); hop++) {
    const to = await checkedAddress(url, opts);
    const res = await requestOnce(url, to, maxBytes, deadline);
    if (res.status >= 300 && res.status < 400 && res.location) {
      url = new URL(res.location, url);
      continue;
    }
    if (res.status !== 200) throw refuse(`The page answered ${res.status}: Quarry cannot read it`);
    if (!/^(text\/html|application\/xhtml\+xml|text\/plain)/i.test(res.contentType))
      throw refuse(`The address is not a web page (${res.contentType || 'no type'})`);
    return { url: url.toString(), contentType: res.contentType, text: res.body.toString('utf8') };
  }
  throw refuse('The page redirects too many times');
}
