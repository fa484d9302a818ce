import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between the parts of one process and, when REDIS_URL is set, between every
 * instance of the deployment (Redis pub/sub). A publisher's own process hears its message at once.
 */
export interface Bus {
  publish(channel: string, message: unknown): void;
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

export function createBus(opts: { redis?: Redis; prefix?: string } = {}): Bus {
  const instance = crypto.randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const prefix = `${opts.prefix ?? 'quarry:'}bus:`;
  const sub = opts.redis?.duplicate();
  const subscribed = new Set<string>();
  sub?.on('message', (fullChannel: string, raw: string) => {
    try {
      const { from, message } = JSON.parse(raw) as { from: string; message: unknown };
      if (from !== instance) local.emit(fullChannel.slice(prefix.length), message);
    } catch {
      // A foreign or malformed message on our prefix: ignore it.
    }
  });
  return {
    publish(channel, message) {
      local.emit(channel, message);
      opts.redis?.publish(prefix + channel, JSON.stringify({ from: instance, message })).catch(() => {});
    },
    subscribe(channel, handler) {
      local.on(channel, handler);
      if (sub && !subscribed.has(channel)) {
        subscribed.add(channel);
        void sub.subscribe(prefix + channel).catch(() => subscribed.delete(channel));
      }
      return () => {
        local.off(channel, handler);
        // The last local listener gone: stop receiving the channel from Redis too.
        if (sub && local.listenerCount(channel) === 0 && subscribed.delete(channel)) {
          void sub.unsubscribe(prefix + channel).catch(() => {});
        }
      };
    },
    async close() {
      local.removeAllListeners();
      await sub?.quit().catch(() => {});
    },
  };
}

/**
 * A bus for work done in a transaction: its publications wait until `flush`, which the caller runs once the
 * transaction has committed (a rolled-back one never calls it, so nothing is heard of changes that did not
 * happen, and no tab refetches before the rows are there). Subscriptions go to the bus itself.
 */
export function afterCommitBus(bus: Bus): Bus & { flush(): void } {
  const queued: [string, unknown][] = [];
  return {
    publish: (channel, message) => {
      queued.push([channel, message]);
    },
    subscribe: (channel, handler) => bus.subscribe(channel, handler),
    close: () => bus.close(),
    flush() {
      for (const [channel, message] of queued.splice(0)) bus.publish(channel, message);
    },
  };
}
