import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

type Limits = {
  keyPrefix: string;
  perIp: number;
  perAccount: number;
  /** Password-reset emails per address per window (3 unless told). */
  perResetEmail?: number;
  windowSeconds: number;
};

/**
 * Sign-in and sign-up limits, per IP (every attempt) and per account (failed attempts).
 * Kept in Redis when REDIS_URL is set, so all instances share the counts.
 */
export function createAuthLimiter(limits: Limits, redis?: Redis) {
  const limitsWithDefaults = { perResetEmail: 3, ...limits };
  const make = (name: string, points: number): RateLimiterAbstract => {
    const keyPrefix = `${limits.keyPrefix}${name}`;
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: limits.windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
  };
  const perIp = make('auth-ip', limits.perIp);
  const perAccount = make('auth-account', limits.perAccount);
  // A browser that signed in to the account before (a valid device cookie) has its own count, so strangers'
  // failures on the shared per-account count never lock it out (OWASP's device-cookie pattern).
  const perDevice = make('auth-device', limits.perAccount);
  // Password-reset requests per email: past the limit no more mail is sent (the answer stays the same).
  const perResetEmail = make('reset-email', limitsWithDefaults.perResetEmail);

  async function check(limiter: RateLimiterAbstract, key: string, points: number, what: string) {
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= points) await consume(limiter, key, what);
  }
  const penalty = (limiter: RateLimiterAbstract, key: string) =>
    limiter.penalty(key, 1).then(
      () => undefined,
      () => undefined,
    );
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
    checkAccount: (email: string) =>
      check(perAccount, email, limits.perAccount, 'sign-in attempts for this account'),
    failAccount: (email: string) => penalty(perAccount, email),
    resetAccount: (email: string) => perAccount.delete(email).then(() => undefined),
    /** Blocks a device cookie that has used up its own failed attempts. */
    checkDevice: (device: string) =>
      check(perDevice, device, limits.perAccount, 'sign-in attempts from this browser'),
    failDevice: (device: string) => penalty(perDevice, device),
    resetDevice: (device: string) => perDevice.delete(device).then(() => undefined),
    /** Counts a password-reset request for an address; false once the address has had its share. */
    allowResetEmail: (email: string) =>
      perResetEmail.consume(email).then(
        () => true,
        (err) => {
          if (err instanceof RateLimiterRes) return false;
          throw err;
        },
      ),
  };
}

function formatWait(seconds: number) {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export type AuthLimiter = ReturnType<typeof createAuthLimiter>;
