import type { AppDeps } from '../../app-deps';
import { createStoreLimiter } from '../../http/store-limiter';

/** Code attempts one store may make in the window (shared across instances through Redis). */
export const FORGE_CODE_ATTEMPTS = 5;

/** The per-store guessing limit of submit-code: every attempt counts; a success clears the count. */
export function createCodeAttemptLimiter(deps: Pick<AppDeps, 'redis' | 'config'>) {
  const limiter = createStoreLimiter(deps, {
    key: 'forge-code',
    points: FORGE_CODE_ATTEMPTS,
    windowSeconds: 15 * 60,
    message: (wait) => `Too many access code attempts. Try again in ${wait}.`,
  });
  return (storeId: number) => ({
    countAttempt: () => limiter.consume(storeId),
    clearAttempts: () => limiter.reset(storeId),
  });
}
