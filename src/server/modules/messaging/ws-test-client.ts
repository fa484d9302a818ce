// Test-only: a WebSocket client that records every event and can wait for one.
import WebSocket from 'ws';
import type { RealtimeEvent } from '../../../shared/contract/messaging';

export type TestSocket = Awaited<ReturnType<typeof connectRealtime>>;

export async function connectRealtime(baseUrl: string, token: string, opts: { origin?: string } = {}) {
  const ws = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/rest/main/realtime?token=${encodeURIComponent(token)}`,
    opts.origin ? { origin: opts.origin } : {},
  );
  const events: RealtimeEvent[] = [];
  const waiters: { match: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }[] = [];
  let closed: { code: number; reason: string } | null = null;
  const closedPromise = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      closed = { code, reason: reason.toString() };
      resolve(closed);
    }),
  );
  ws.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as RealtimeEvent;
    events.push(event);
    for (const w of [...waiters]) {
      if (w.match(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const client = {
    ws,
    events,
    get closed() {
      return closed;
    },
    closedPromise,
    send: (msg: object) => ws.send(JSON.stringify(msg)),
    /** The first event (already received or still to come) that matches. */
    waitFor<T extends RealtimeEvent>(match: (e: RealtimeEvent) => boolean, timeoutMs = 5000): Promise<T> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('timed out waiting for a realtime event')),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e as T);
          },
        });
      });
    },
    messages: (conversationId: number) =>
      events.flatMap((e) => (e.type === 'message' && e.conversationId === conversationId ? [e.message] : [])),
    close: () => {
      ws.close();
      return closedPromise;
    },
  };
  await client.waitFor((e) => e.type === 'ready');
  return client;
}
