import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { sampleImage } from './test-helpers';

let t: TestApp;
let auth: Record<string, string>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

type RawExchange = {
  head: string;
  status: number;
  headers: Record<string, string>;
  closedAfterMs: number | null;
};

/**
 * Writes `head` and `body` on a fresh socket and answers the response and whether the server closed the
 * socket within `waitMs` of answering (null: it kept it open, the bug this guards against).
 */
function rawExchange(head: string, body: Buffer, waitMs = 3000): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let answeredAt = 0;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        head: received,
        status: Number(statusLine.split(' ')[1]),
        headers,
        closedAfterMs: closed ? Date.now() - answeredAt : null,
      });
    };
    let timer: NodeJS.Timeout = setTimeout(() => finish(false), 20_000);
    socket.on('data', (d) => {
      if (!answeredAt) {
        answeredAt = Date.now();
        clearTimeout(timer);
        timer = setTimeout(() => finish(false), waitMs);
      }
      received += d.toString('latin1');
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', (err) => (answeredAt ? finish(true) : reject(err)));
    socket.write(head);
    socket.write(body);
  });
}

describe('a refused upload body', () => {
  it('closes the connection after a 413 on a signed PUT instead of leaving it half read', async () => {
    const png = await sampleImage(20, 10);
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/upload/signed-url',
        headers: auth,
        payload: { fileName: 'a.png', contentType: 'image/png', size: png.length },
      })
    ).json();
    const body = Buffer.concat([png, Buffer.alloc(256 * 1024, 1)]);
    const res = await rawExchange(
      `PUT ${signed.uploadUrl} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
      body,
    );
    expect(res.status, res.head).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.closedAfterMs, 'the server closes the socket').not.toBeNull();

    // A link refused before any byte is read (forged token) closes the same way.
    const forged = await rawExchange(
      `PUT /rest/main/uploads/signed/not-a-token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.subarray(0, 1024),
    );
    expect(forged.status, forged.head).toBe(400);
    expect(forged.headers.connection).toBe('close');
    expect(forged.closedAfterMs).not.toBeNull();

    // The next request, on a fresh connection, is answered at once.
    const again = (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/upload/signed-url',
        headers: auth,
        payload: { fileName: 'b.png', contentType: 'image/png', size: png.length },
      })
    ).json();
    const put = await fetch(`http://127.0.0.1:${port}${again.uploadUrl}`, {
      method: 'PUT',
      headers: again.headers,
      body: new Uint8Array(png),
      signal: AbortSignal.timeout(5000),
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('connection')).not.toBe('close');
  });
});
