import type { z } from 'zod';
import type { SourceClient } from '../../../shared/contract/commons';

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone/i;
const MOBILE_MAX_WIDTH_PX = 768;

/** mobile_web on a phone or tablet user agent or a narrow viewport; desktop_web otherwise. */
export function detectSourceClient(
  env: { userAgent?: string; viewportWidth?: number } = {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    viewportWidth: typeof window === 'undefined' ? undefined : window.innerWidth,
  },
): z.infer<typeof SourceClient> {
  if (env.userAgent && MOBILE_UA.test(env.userAgent)) return 'mobile_web';
  if (env.viewportWidth !== undefined && env.viewportWidth > 0 && env.viewportWidth <= MOBILE_MAX_WIDTH_PX) {
    return 'mobile_web';
  }
  return 'desktop_web';
}
