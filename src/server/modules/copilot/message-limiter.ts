import type { AppDeps } from '../../app-deps';
import { createStoreLimiter } from '../../http/store-limiter';

/** Co-pilot messages one store may send in the window (each may call a model; shared through Redis). */
export const COPILOT_MESSAGES_PER_WINDOW = 30;

export function createMessageLimiter(deps: Pick<AppDeps, 'redis' | 'config'>) {
  const limiter = createStoreLimiter(deps, {
    key: 'copilot-messages',
    points: COPILOT_MESSAGES_PER_WINDOW,
    windowSeconds: 5 * 60,
    message: (wait) => `The co-pilot is taking a breather: too many messages. Try again in ${wait}.`,
  });
  return limiter.consume;
}
