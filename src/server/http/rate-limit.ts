import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

type Limits = { keyPrefix: string; perIp: number; perAccount: number; windowSeconds: number };

/**
 * Sign-in and sign-up limits, per IP (every attempt) and per account (failed attempts).
 * Kept in Redis when REDIS_URL is set, so all instances share the counts.
 */
export function createAuthLimiter(limits: Limits, redis?: Redis) {
  const make = (name: string, points: number): RateLimiterAbstract => {
    const keyPrefix = `${limits.keyPrefix}${name}`;
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: limits.windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
  };
  const perIp = make('auth-ip', limits.perIp);
  const perAccount = make('auth-account', limits.perAccount);

  async function consume(limiter: RateLimiterAbstract, key: string, what: string) {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', `Too many ${what}. Try again in ${formatWait(seconds)}.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
  }
  return {
    /** Every attempt from an IP counts. */
    hitIp: (ip: string) => consume(perIp, ip, 'attempts from this network'),
    /** Blocks an account that has used up its failed attempts. */
    async checkAccount(email: string) {
      const res = await perAccount.get(email);
      if (res && res.consumedPoints >= limits.perAccount) {
        await consume(perAccount, email, 'sign-in attempts for this account');
      }
    },
    failAccount: (email: string) =>
      perAccount.penalty(email, 1).then(
        () => undefined,
        () => undefined,
      ),
    resetAccount: (email: string) => perAccount.delete(email).then(() => undefined),
  };
}

function formatWait(seconds: number) {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export type AuthLimiter = ReturnType<typeof createAuthLimiter>;
