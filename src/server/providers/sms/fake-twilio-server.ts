import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback server speaking Twilio's create-message call; `fail` answers with a Twilio-style error. */
export async function startFakeTwilioServer(opts: { fail?: { status: number; message: string } } = {}) {
  const received: { path: string; auth: string; form: Record<string, string> }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form });
      res.setHeader('content-type', 'application/json');
      if (opts.fail) {
        res.statusCode = opts.fail.status;
        return res.end(JSON.stringify({ code: 21211, message: opts.fail.message, status: opts.fail.status }));
      }
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          sid: `SM${received.length}`,
          to: form.To,
          from: form.From,
          body: form.Body,
          status: 'queued',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
