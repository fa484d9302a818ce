import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

export type StoreLimit = {
  /** The counter's name, under the instance's Redis prefix. */
  key: string;
  /** Calls one store may make in the window. */
  points: number;
  windowSeconds: number;
  /** What the 429 says, given how long until the next call is allowed ("30 seconds", "4 minutes"). */
  message: (wait: string) => string;
};

/** "45 seconds" under a minute, else whole minutes rounded up. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A per-store limit on costly calls (model-backed ones, sends, code guesses): counted in Redis when the
 * instance has it, so every instance shares the count, else in this process. `consume` answers 429
 * RATE_LIMITED with Retry-After once the store is over; `reset` clears the store's count (a correct code).
 */
export function createStoreLimiter(
  deps: { redis?: Redis; config: { redisPrefix: string } },
  limit: StoreLimit,
) {
  const opts = {
    keyPrefix: `${deps.config.redisPrefix}${limit.key}`,
    points: limit.points,
    duration: limit.windowSeconds,
  };
  let limiter: RateLimiterAbstract | undefined;
  // Made on first use: a test may put its Redis client on the deps after the routes are built.
  const get = () => {
    limiter ??= deps.redis
      ? new RateLimiterRedis({ storeClient: deps.redis, ...opts })
      : new RateLimiterMemory(opts);
    return limiter;
  };
  return {
    async consume(storeId: number): Promise<void> {
      try {
        await get().consume(String(storeId));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', limit.message(formatWait(seconds)), {
          headers: { 'retry-after': String(seconds) },
        });
      }
    },
    reset: (storeId: number) =>
      get()
        .delete(String(storeId))
        .then(() => undefined),
  };
}

export type StoreLimiter = ReturnType<typeof createStoreLimiter>;
