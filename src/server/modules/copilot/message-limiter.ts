import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/errors';

/** Co-pilot messages one store may send in the window (each may call a model; shared through Redis). */
export const COPILOT_MESSAGES_PER_WINDOW = 30;
const WINDOW_SECONDS = 5 * 60;

export function createMessageLimiter(deps: Pick<AppDeps, 'redis' | 'config'>) {
  const opts = {
    keyPrefix: `${deps.config.redisPrefix}copilot-messages`,
    points: COPILOT_MESSAGES_PER_WINDOW,
    duration: WINDOW_SECONDS,
  };
  const limiter: RateLimiterAbstract = deps.redis
    ? new RateLimiterRedis({ storeClient: deps.redis, ...opts })
    : new RateLimiterMemory(opts);
  return async (storeId: number) => {
    try {
      await limiter.consume(String(storeId));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `The co-pilot is taking a breather: too many messages. Try again in ${Math.ceil(seconds / 60)} minutes.`,
        { headers: { 'retry-after': String(seconds) } },
      );
    }
  };
}
