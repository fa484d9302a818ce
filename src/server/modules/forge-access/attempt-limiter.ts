import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/errors';

/** Code attempts one store may make in the window (shared across instances through Redis). */
export const FORGE_CODE_ATTEMPTS = 5;
const WINDOW_SECONDS = 15 * 60;

/** The per-store guessing limit of submit-code: every attempt counts; a success clears the count. */
export function createCodeAttemptLimiter(deps: Pick<AppDeps, 'redis' | 'config'>) {
  const opts = {
    keyPrefix: `${deps.config.redisPrefix}forge-code`,
    points: FORGE_CODE_ATTEMPTS,
    duration: WINDOW_SECONDS,
  };
  const limiter: RateLimiterAbstract = deps.redis
    ? new RateLimiterRedis({ storeClient: deps.redis, ...opts })
    : new RateLimiterMemory(opts);
  return (storeId: number) => ({
    async countAttempt() {
      try {
        await limiter.consume(String(storeId));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
        throw new AppError('RATE_LIMITED', `Too many access code attempts. Try again in ${wait}.`, {
          headers: { 'retry-after': String(seconds) },
        });
      }
    },
    clearAttempts: () => limiter.delete(String(storeId)).then(() => undefined),
  });
}
