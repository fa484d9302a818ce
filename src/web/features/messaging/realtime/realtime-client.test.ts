import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../../../shared/contract/messaging';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  PING_INTERVAL_MS,
  RealtimeClient,
  type SocketLike,
} from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts and says ready. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: 'ready', identity: 'store_1', expiresAt: '2030-01-01T00:00:00Z' });
  }
  receive(event: RealtimeEvent | string) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(cursors: Record<string, number> = {}) {
  const sockets: FakeSocket[] = [];
  const events: RealtimeEvent[] = [];
  const statuses: string[] = [];
  const onReconnected = vi.fn();
  const client = new RealtimeClient({
    origin: 'ws://app.test',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    getCursors: () => cursors,
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onReconnected,
  });
  const last = () => sockets.at(-1)!;
  return { client, sockets, events, statuses, last, onReconnected };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RealtimeClient', () => {
  it('connects with the token, resumes the loaded conversations after ready, and passes events on', () => {
    const t = setup({ '5': 12, '9': -1 });
    t.client.setToken('tok-1');
    expect(t.sockets).toHaveLength(0); // not started yet
    t.client.start();
    expect(t.last().url).toBe('ws://app.test/rest/main/realtime?token=tok-1');
    expect(t.client.status).toBe('connecting');
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'resume', cursors: { '5': 12, '9': -1 } }]);
    expect(t.client.status).toBe('open');
    t.last().receive({ type: 'typing', conversationId: 5, identity: 'customer_7', name: 'Amber' });
    t.last().receive('not json');
    expect(t.events.map((e) => e.type)).toEqual(['ready', 'typing']);
  });

  it('waits for a token before connecting', () => {
    const t = setup();
    t.client.start();
    expect(t.sockets).toHaveLength(0);
    expect(t.client.status).toBe('idle');
    t.client.setToken('tok-1');
    expect(t.sockets).toHaveLength(1);
  });

  it('reconnects with capped exponential backoff and resumes from the cursors of that moment', () => {
    const cursors: Record<string, number> = { '5': 3 };
    const t = setup(cursors);
    t.client.setToken('tok-1');
    t.client.start();
    t.last().open();
    cursors['5'] = 7;
    t.last().drop();
    expect(t.client.status).toBe('reconnecting');
    // Attempts at 0.5 s, 1 s, 2 s … (random 0.5 → no jitter) while the server stays away.
    vi.advanceTimersByTime(499);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(2);
    t.last().drop();
    vi.advanceTimersByTime(1000);
    expect(t.sockets).toHaveLength(3);
    t.last().drop();
    vi.advanceTimersByTime(1999);
    expect(t.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(4);
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'resume', cursors: { '5': 7 } }]);
    expect(t.onReconnected).toHaveBeenCalledTimes(1);
    expect(t.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    // After a successful ready the backoff starts over.
    t.last().drop();
    vi.advanceTimersByTime(500);
    expect(t.sockets).toHaveLength(5);
  });

  it('caps the backoff at 15 s', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(10, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(10, () => 0.99)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('renews the token in place on the open socket', () => {
    const t = setup();
    t.client.setToken('tok-1');
    t.client.start();
    t.last().open();
    t.client.setToken('tok-2');
    expect(t.sockets).toHaveLength(1);
    expect(t.last().sent.at(-1)).toEqual({ type: 'renew', token: 'tok-2' });
    // The next connection uses the new token.
    t.last().drop();
    vi.advanceTimersByTime(500);
    expect(t.last().url).toContain('token=tok-2');
  });

  it('renews after ready when the token changed while the socket was opening', () => {
    const t = setup();
    t.client.setToken('tok-1');
    t.client.start();
    t.client.setToken('tok-2');
    t.last().open();
    expect(t.last().sent).toEqual([
      { type: 'resume', cursors: {} },
      { type: 'renew', token: 'tok-2' },
    ]);
  });

  it('does not hammer after 4001: waits for a different token', () => {
    const t = setup();
    t.client.setToken('bad');
    t.client.start();
    t.last().drop(4001);
    expect(t.client.status).toBe('unauthorized');
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
    t.client.setToken('bad'); // the same token again changes nothing
    expect(t.sockets).toHaveLength(1);
    t.client.setToken('good');
    expect(t.sockets).toHaveLength(2);
    expect(t.last().url).toContain('token=good');
    t.last().open();
    expect(t.client.status).toBe('open');
  });

  it('pings every 25 s while open, and stops on stop()', () => {
    const t = setup();
    t.client.setToken('tok-1');
    t.client.start();
    t.last().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(t.last().sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
    const socket = t.last();
    t.client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(t.client.status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
    expect(socket.sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
  });

  it('closes on sign-out and reconnects on the next sign-in', () => {
    const t = setup();
    t.client.setToken('tok-1');
    t.client.start();
    t.last().open();
    t.client.setToken(null);
    expect(t.last().closedWith).toBe(1000);
    expect(t.client.status).toBe('idle');
    vi.advanceTimersByTime(30_000);
    expect(t.sockets).toHaveLength(1);
    t.client.setToken('tok-2');
    expect(t.sockets).toHaveLength(2);
  });

  it('throttles typing to one signal per 2 s per conversation, and only while open', () => {
    const t = setup();
    t.client.setToken('tok-1');
    t.client.start();
    expect(t.client.sendTyping(5, 0)).toBe(false);
    t.last().open();
    expect(t.client.sendTyping(5, 1000)).toBe(true);
    expect(t.client.sendTyping(5, 2000)).toBe(false);
    expect(t.client.sendTyping(6, 2000)).toBe(true);
    expect(t.client.sendTyping(5, 3000)).toBe(true);
    expect(t.last().sent.filter((m) => (m as { type: string }).type === 'typing')).toEqual([
      { type: 'typing', conversationId: 5 },
      { type: 'typing', conversationId: 6 },
      { type: 'typing', conversationId: 5 },
    ]);
  });

  it('skips the rest of the backoff when asked (back online)', () => {
    const t = setup();
    t.client.setToken('tok-1');
    t.client.start();
    t.last().open();
    t.last().drop();
    t.last().drop(); // a close of a replaced socket is ignored
    vi.advanceTimersByTime(500);
    t.last().drop();
    expect(t.sockets).toHaveLength(2);
    t.client.reconnectNow();
    expect(t.sockets).toHaveLength(3);
  });
});
