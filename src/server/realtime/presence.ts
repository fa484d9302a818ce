import type { Redis } from 'ioredis';

/**
 * Who has an open realtime connection. Each instance counts its own sockets; with Redis, it also keeps
 * a key per connected identity alive (refreshed every `refreshMs`, expiring after three missed
 * refreshes), so any instance can tell whether a participant is online anywhere.
 */
export interface Presence {
  connected(identity: string): void;
  disconnected(identity: string): void;
  isOnline(identity: string): Promise<boolean>;
  close(): void;
}

export function createPresence(opts: { redis?: Redis; prefix?: string; refreshMs?: number } = {}): Presence {
  const local = new Map<string, number>();
  const refreshMs = opts.refreshMs ?? 30_000;
  const ttlSeconds = Math.ceil((refreshMs * 3) / 1000);
  const key = (identity: string) => `${opts.prefix ?? 'quarry:'}presence:${identity}`;
  const redis = opts.redis;
  function touch(identities: string[]) {
    if (!redis || identities.length === 0) return;
    const pipeline = redis.pipeline();
    for (const identity of identities) pipeline.set(key(identity), '1', 'EX', ttlSeconds);
    pipeline.exec().catch(() => {});
  }
  const timer = redis ? setInterval(() => touch([...local.keys()]), refreshMs) : null;
  timer?.unref();
  return {
    connected(identity) {
      const n = local.get(identity) ?? 0;
      local.set(identity, n + 1);
      if (n === 0) touch([identity]);
    },
    disconnected(identity) {
      const n = (local.get(identity) ?? 1) - 1;
      if (n > 0) local.set(identity, n);
      else local.delete(identity);
      // The Redis key is left to expire: another instance may hold a socket of the same identity.
    },
    async isOnline(identity) {
      if (local.has(identity)) return true;
      if (!redis) return false;
      return (await redis.exists(key(identity)).catch(() => 0)) === 1;
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
