import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeZoomOptions = {
  /** Answer the meeting call with this status and Zoom-style error body. */
  failWith?: { status: number; code: number; message: string };
  /** Never answer the meeting call (for time-outs). */
  hang?: boolean;
  /** Reject the first N bearer tokens with 401 (token expired on Zoom's side). */
  expireTokens?: number;
};

/** A loopback server speaking the two Zoom calls the adapter makes: the OAuth token and create-meeting. */
export async function startFakeZoomServer(opts: FakeZoomOptions = {}) {
  const requests: { path: string; auth: string; body: unknown }[] = [];
  let issued = 0;
  let expire = opts.expireTokens ?? 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const auth = req.headers.authorization ?? '';
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ path: `${url.pathname}${url.search}`, auth, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/oauth/token') {
        const ok = auth === `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        if (!ok || url.searchParams.get('grant_type') !== 'account_credentials') {
          return json(400, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
        }
        issued++;
        return json(200, { access_token: `token-${issued}`, token_type: 'bearer', expires_in: 3599 });
      }
      if (url.pathname === '/v2/users/me/meetings' && req.method === 'POST') {
        if (opts.hang) return;
        if (!auth.startsWith('Bearer token-'))
          return json(401, { code: 124, message: 'Invalid access token.' });
        if (expire > 0) {
          expire--;
          return json(401, { code: 124, message: 'Access token is expired.' });
        }
        if (opts.failWith) return json(opts.failWith.status, opts.failWith);
        return json(201, {
          id: 85746065432,
          topic: body.topic,
          type: 2,
          start_time: body.start_time,
          duration: body.duration,
          timezone: body.timezone,
          join_url: 'https://zoom.example/j/85746065432?pwd=abc',
          password: 'abc123',
        });
      }
      json(404, { code: 404, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    config: {
      accountId: 'acct-1',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiUrl: `${base}/v2`,
      oauthUrl: `${base}/oauth/token`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
