// One WebSocket to /rest/main/realtime for the whole tab. After the server's `ready` it asks for a replay
// of every loaded conversation (`resume`), so a reconnect loses nothing; it reconnects with capped
// exponential backoff, renews the token in place, pings to keep proxies from idling the socket out, and
// stops knocking after a 4001/4003 close until a different token arrives.
import { REALTIME_CLOSE, REALTIME_PATH } from '../../../../shared/contract/http';
import type { RealtimeClientMessage, RealtimeEvent } from '../../../../shared/contract/messaging';

export type RealtimeStatus =
  /** No token, or not started. */
  | 'idle'
  | 'connecting'
  | 'open'
  /** Lost: waiting out the backoff before the next attempt. */
  | 'reconnecting'
  /** The server refused the token: waiting for a new one. */
  | 'unauthorized';

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type RealtimeClientOptions = {
  /** Builds the socket; the default opens a browser WebSocket. */
  createSocket?: (url: string) => SocketLike;
  /** ws(s)://host — defaults to the page's own host. */
  origin?: string;
  /** Last index the tab holds per conversation, read at each (re)connect. */
  getCursors: () => Record<string, number>;
  onEvent: (event: RealtimeEvent) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Called at every `ready` after the first: lists may have changed while the tab was away. */
  onReconnected?: () => void;
};

export const PING_INTERVAL_MS = 25_000;
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 15_000;
export const TYPING_THROTTLE_MS = 2_000;
const OPEN = 1;

/** The wait before reconnect attempt `attempt` (0-based): 0.5 s, 1 s, 2 s … capped at 15 s, ±20 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const raw = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(Math.min(BACKOFF_MAX_MS, raw * (0.8 + random() * 0.4)));
}

function defaultOrigin(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
}

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  /** The token the current socket was opened (or last renewed) with. */
  private socketToken: string | null = null;
  /** The token the server refused; no reconnect until the token differs. */
  private refusedToken: string | null = null;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private hasBeenReady = false;
  private statusValue: RealtimeStatus = 'idle';
  private lastTyping = new Map<number, number>();

  constructor(private readonly opts: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.statusValue;
  }

  /** Starts (or keeps) the connection while there is a usable token. */
  start() {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes the socket and forgets the backoff; start() begins again. */
  stop() {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'done');
    }
    this.attempt = 0;
    this.setStatus('idle');
  }

  /**
   * The session token changed (sign-in, renewal by a response header, sign-out). An open socket is
   * renewed in place; a refused or idle client reconnects with the new token; null closes.
   */
  setToken(token: string | null) {
    if (token === this.token) return;
    this.token = token;
    if (!this.running) return;
    if (token === null) {
      const socket = this.socket;
      this.socket = null;
      this.clearTimers();
      if (socket) {
        this.detach(socket);
        socket.close(1000, 'signed out');
      }
      this.setStatus('idle');
      return;
    }
    if (this.isOpen()) {
      if (this.send({ type: 'renew', token })) this.socketToken = token;
      return;
    }
    if (this.statusValue === 'unauthorized' || this.statusValue === 'idle') {
      this.attempt = 0;
      this.connect();
    }
  }

  /** Tells the other side the viewer is typing; at most once per TYPING_THROTTLE_MS per conversation. */
  sendTyping(conversationId: number, now: number = Date.now()): boolean {
    const last = this.lastTyping.get(conversationId) ?? Number.NEGATIVE_INFINITY;
    if (now - last < TYPING_THROTTLE_MS) return false;
    if (!this.isOpen()) return false;
    this.lastTyping.set(conversationId, now);
    return this.send({ type: 'typing', conversationId });
  }

  /** Skips the rest of a backoff wait (the browser came back online, the tab became visible). */
  reconnectNow() {
    if (this.running && this.statusValue === 'reconnecting') {
      this.attempt = 0;
      this.connect();
    }
  }

  isOpen(): boolean {
    return this.statusValue === 'open' && this.socket?.readyState === OPEN;
  }

  private send(message: RealtimeClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.statusValue) return;
    this.statusValue = status;
    this.opts.onStatus?.(status);
  }

  private clearTimers() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
  }

  private detach(socket: SocketLike) {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private connect() {
    this.clearTimers();
    if (!this.running) return;
    if (!this.token) {
      this.setStatus('idle');
      return;
    }
    if (this.token === this.refusedToken) {
      this.setStatus('unauthorized');
      return;
    }
    if (this.socket) {
      this.detach(this.socket);
      this.socket.close(1000, 'reconnect');
    }
    const origin = this.opts.origin ?? defaultOrigin();
    const url = `${origin}${REALTIME_PATH}?token=${encodeURIComponent(this.token)}`;
    const create = this.opts.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
    this.setStatus(this.attempt === 0 && !this.hasBeenReady ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = create(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    const tokenUsed = this.token;
    this.socketToken = tokenUsed;
    this.socket = socket;
    socket.onmessage = (ev) => this.handleMessage(ev.data);
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (!this.running) return;
      if (ev.code === REALTIME_CLOSE.UNAUTHORIZED || ev.code === REALTIME_CLOSE.FORBIDDEN) {
        // Knocking again with the same token would only be refused again.
        const refused = this.socketToken ?? tokenUsed;
        this.refusedToken = refused;
        if (this.token && this.token !== refused) {
          this.connect();
          return;
        }
        this.setStatus('unauthorized');
        return;
      }
      this.scheduleReconnect();
    };
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => {};
  }

  private scheduleReconnect() {
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private handleMessage(data: unknown) {
    if (typeof data !== 'string') return;
    let event: RealtimeEvent;
    try {
      event = JSON.parse(data) as RealtimeEvent;
    } catch {
      return;
    }
    if (typeof event !== 'object' || event === null || typeof event.type !== 'string') return;
    if (event.type === 'ready') {
      const reconnected = this.hasBeenReady;
      this.hasBeenReady = true;
      this.attempt = 0;
      this.refusedToken = null;
      this.send({ type: 'resume', cursors: this.opts.getCursors() });
      // The token may have been renewed while the socket was opening.
      if (this.token && this.token !== this.socketToken && this.send({ type: 'renew', token: this.token }))
        this.socketToken = this.token;
      this.setStatus('open');
      this.startPing();
      if (reconnected) this.opts.onReconnected?.();
    }
    this.opts.onEvent(event);
  }

  private startPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }
}
