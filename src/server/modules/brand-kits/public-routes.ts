import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import {
  BrandKitParams,
  PublicBrandKit,
  WaitlistSignupBody,
  WaitlistSignupResponse,
} from '../../../shared/contract/brand-kits';
import { ErrorBody } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/types';
import { getPublicBrandKit, joinWaitlist, publicBrandKitPdf } from './public-kit';

const open = { access: 'public' } as const;
const tags = ['brand-kits'];

/** Sign-ups one network may send to one kit in the window (counted across instances through Redis). */
export const WAITLIST_SIGNUPS_PER_IP = 10;
const WAITLIST_WINDOW_SECONDS = 10 * 60;

function waitlistLimiter(deps: Pick<AppDeps, 'redis' | 'config'>): RateLimiterAbstract {
  const opts = {
    keyPrefix: `${deps.config.redisPrefix}kit-waitlist`,
    points: WAITLIST_SIGNUPS_PER_IP,
    duration: WAITLIST_WINDOW_SECONDS,
  };
  return deps.redis
    ? new RateLimiterRedis({ storeClient: deps.redis, ...opts })
    : new RateLimiterMemory(opts);
}

/** The share page's calls (/bk/{id}): no login; a kit not shared, or archived, answers 404. */
export function publicKitRoutes(app: Api, deps: AppDeps) {
  const one = '/web/brand-kit-modules/:id/public';
  const limiter = waitlistLimiter(deps);
  app.get(
    one,
    {
      config: open,
      schema: {
        tags,
        summary: 'A kit its owner shares (the /bk/{id} page); 404 when not shared or archived',
        params: BrandKitParams,
        response: { 200: PublicBrandKit, 404: ErrorBody },
      },
    },
    async (req) => getPublicBrandKit(deps, req.params.id),
  );
  app.get(
    `${one}/pdf`,
    {
      config: open,
      schema: { tags, summary: 'The shared kit as a PDF', params: BrandKitParams },
    },
    async (req, reply) => {
      const pdf = await publicBrandKitPdf(deps, req.params.id);
      return reply.type('application/pdf').header('content-disposition', pdf.disposition).send(pdf.body);
    },
  );
  app.post(
    `${one}/waitlist`,
    {
      config: open,
      schema: {
        tags,
        summary: 'Join the waitlist of a shared kit whose waitlist site is published',
        params: BrandKitParams,
        body: WaitlistSignupBody,
        response: { 200: WaitlistSignupResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) =>
      joinWaitlist(deps, req.params.id, req.body.email, async () => {
        try {
          await limiter.consume(`${req.params.id}:${req.ctx.ip}`);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
          throw new AppError('RATE_LIMITED', 'Too many sign-ups from this network. Try again later.', {
            headers: { 'retry-after': String(seconds) },
          });
        }
      }),
  );
}
