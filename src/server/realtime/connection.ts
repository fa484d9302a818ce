import type { WebSocket } from 'ws';
import {
  type Message,
  REALTIME_CLOSE,
  RealtimeClientMessage,
  type RealtimeEvent,
} from '../../shared/contract/messaging';

/** What a connection needs from the messaging domain (kept as functions so realtime/ stays transport). */
export type ConnectionServices = {
  /**
   * Messages of the caller's own conversations in each range (after `after`, up to `upTo` when given),
   * oldest first per conversation; other conversations give nothing.
   */
  messages(ranges: { id: number; after: number; upTo?: number }[]): Promise<Map<number, Message[]>>;
  /** Tells the other side of the caller's conversation that the caller types; false when not a party. */
  typing(conversationId: number): Promise<boolean>;
  /** The new token's expiry (seconds since epoch) if it is valid for the same user, else null. */
  renew(token: string): Promise<number | null>;
};

const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** One JSON string per message, shared by every tab it goes to (the bus hands all of them one object). */
const serialized = new WeakMap<Message, string>();
const MAX_CLIENT_MESSAGES_PER_10S = 100;
const MAX_RESUME_CONVERSATIONS = 500;

/**
 * One browser tab's realtime connection. Delivery per conversation is in index order with no duplicates:
 * `lastSent` remembers the highest index sent; during a resume, live messages wait in a queue and are
 * flushed (minus what the replay already sent) after it; a live message that skips an index (two
 * instances' deliveries crossing) first fetches the gap.
 */
export class RealtimeConnection {
  private readonly lastSent = new Map<number, number>();
  /** Indexes sent per conversation, so a resume never repeats one a live delivery already sent. */
  private readonly sent = new Map<number, Set<number>>();
  private replaying = false;
  private queued: Extract<RealtimeEvent, { type: 'message' }>[] = [];
  private chain: Promise<void> = Promise.resolve();
  private expiryTimer: NodeJS.Timeout | null = null;
  private windowStart = Date.now();
  private windowCount = 0;
  closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly services: ConnectionServices,
    expiresAtSeconds: number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.armExpiry(expiresAtSeconds);
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return this.close(REALTIME_CLOSE.POLICY, 'text frames only');
      void this.onClientMessage(raw.toString());
    });
  }

  send(event: RealtimeEvent, raw?: string) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that stops reading would hold memory without bound; it resumes when it reconnects.
      this.close(REALTIME_CLOSE.POLICY, 'too far behind');
      return;
    }
    this.socket.send(raw ?? JSON.stringify(event));
  }

  /** An event from the bus for this connection's identity. */
  deliver(event: RealtimeEvent) {
    if (event.type !== 'message') return this.send(event);
    if (this.replaying) {
      this.queued.push(event);
      return;
    }
    this.chain = this.chain.then(() => this.deliverMessage(event)).catch(this.onError);
  }

  private async deliverMessage(event: Extract<RealtimeEvent, { type: 'message' }>) {
    const { conversationId, message } = event;
    const last = this.lastSent.get(conversationId);
    if (last !== undefined && message.index <= last) return;
    if (last !== undefined && message.index > last + 1) {
      const gap = await this.services.messages([
        { id: conversationId, after: last, upTo: message.index - 1 },
      ]);
      for (const missed of gap.get(conversationId) ?? []) {
        this.sendMessage(conversationId, missed);
      }
    }
    this.sendMessage(conversationId, message);
  }

  private sendMessage(conversationId: number, message: Message) {
    const sent = this.sent.get(conversationId) ?? new Set<number>();
    this.sent.set(conversationId, sent);
    if (sent.has(message.index)) return;
    sent.add(message.index);
    if (sent.size > 2000) for (const i of [...sent].sort((a, b) => a - b).slice(0, 1000)) sent.delete(i);
    const last = this.lastSent.get(conversationId) ?? -1;
    if (message.index > last) this.lastSent.set(conversationId, message.index);
    let raw = serialized.get(message);
    if (raw === undefined) {
      raw = JSON.stringify({ type: 'message', conversationId, message });
      serialized.set(message, raw);
    }
    this.send({ type: 'message', conversationId, message }, raw);
  }

  private async onClientMessage(raw: string) {
    const now = Date.now();
    if (now - this.windowStart > 10_000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    if (++this.windowCount > MAX_CLIENT_MESSAGES_PER_10S)
      return this.close(REALTIME_CLOSE.POLICY, 'too many messages');
    let msg: RealtimeClientMessage;
    try {
      const parsed = RealtimeClientMessage.safeParse(JSON.parse(raw));
      if (!parsed.success) return this.send({ type: 'error', message: 'Unknown or malformed message' });
      msg = parsed.data;
    } catch {
      return this.send({ type: 'error', message: 'Messages are JSON' });
    }
    try {
      switch (msg.type) {
        case 'ping':
          return this.send({ type: 'pong' });
        case 'typing':
          if (!(await this.services.typing(msg.conversationId))) {
            this.send({ type: 'error', message: 'Conversation not found' });
          }
          return;
        case 'renew': {
          const exp = await this.services.renew(msg.token);
          if (exp == null) return this.close(REALTIME_CLOSE.UNAUTHORIZED, 'invalid token');
          this.armExpiry(exp);
          return this.send({ type: 'renewed', expiresAt: new Date(exp * 1000).toISOString() });
        }
        case 'resume':
          return await this.resume(msg.cursors);
      }
    } catch (err) {
      this.onError(err);
      this.send({ type: 'error', message: 'Something went wrong; try again' });
    }
  }

  private async resume(raw: Record<string, number>) {
    const cursors = new Map<number, number>();
    for (const [key, index] of Object.entries(raw).slice(0, MAX_RESUME_CONVERSATIONS)) {
      const id = Number(key);
      if (Number.isInteger(id) && id > 0) cursors.set(id, index);
    }
    // Let deliveries already under way finish, then hold live messages until the replay is sent.
    await this.chain;
    this.replaying = true;
    try {
      // What the client has counts as sent (live messages it got since connecting stay sent too).
      for (const [id, index] of cursors) {
        if ((this.lastSent.get(id) ?? -1) < index) this.lastSent.set(id, index);
      }
      const replay = await this.services.messages([...cursors].map(([id, after]) => ({ id, after })));
      const sent: Record<string, number> = {};
      for (const [id, messages] of replay) {
        // A live delivery before the resume may have sent later messages: sendMessage skips those.
        for (const m of messages) this.sendMessage(id, m);
        sent[id] = this.lastSent.get(id) ?? -1;
      }
      this.send({ type: 'resumed', cursors: sent });
    } finally {
      this.replaying = false;
      const queued = this.queued;
      this.queued = [];
      for (const event of queued) this.deliver(event);
    }
  }

  private armExpiry(expiresAtSeconds: number) {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    const ms = Math.max(0, expiresAtSeconds * 1000 - Date.now());
    // setTimeout holds at most ~24.8 days; a longer token is re-checked then.
    this.expiryTimer = setTimeout(
      () =>
        ms > 2 ** 31 - 1
          ? this.armExpiry(expiresAtSeconds)
          : this.close(REALTIME_CLOSE.UNAUTHORIZED, 'token expired'),
      Math.min(ms, 2 ** 31 - 1),
    );
    this.expiryTimer.unref();
  }

  close(code: number, reason: string) {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reason);
  }

  dispose() {
    this.closed = true;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
  }
}
