import {
  ForgeAccessGranted,
  ForgeWaitlistJoined,
  SubmitForgeCodeBody,
  SubmitForgeEmailBody,
} from '../../../shared/contract/forge-access';
import { ErrorBody } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { createCodeAttemptLimiter } from './attempt-limiter';
import { joinForgeWaitlist, submitForgeCode } from './submit';

const store = { access: 'store' } as const;
const tags = ['forge-access'];

/** Spec §7 forge-access-code: a code that gives the store the AI assistants, or a place on the waitlist. */
export function forgeAccessRoutes(app: Api, deps: AppDeps) {
  const attempts = createCodeAttemptLimiter(deps);
  const base = '/web/forge-access-code/-';
  app.post(
    `${base}/submit-code`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'A forge access code: a valid one gives the store the AI assistants (5 attempts per 15 minutes)',
        body: SubmitForgeCodeBody,
        response: { 200: ForgeAccessGranted, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return submitForgeCode(deps, ctx, req.body.code, attempts(ctx.storeId));
    },
  );
  app.post(
    `${base}/submit-email`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Join the AI assistants waitlist (the same answer when the address is already on it)',
        body: SubmitForgeEmailBody,
        response: { 200: ForgeWaitlistJoined, 400: ErrorBody },
      },
    },
    async (req) =>
      joinForgeWaitlist(
        { db: deps.db, email: deps.email, staffAddress: deps.config.email.staffAddress },
        storeCtx(req.ctx),
        req.body.email,
      ),
  );
}
