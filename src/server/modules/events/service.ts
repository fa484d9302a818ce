import type { EventReportBody } from '../../../shared/contract/commons';
import type { Db } from '../../db/client';
import { eventAnalyses } from '../../db/schema/events';
import type { Ctx } from '../../http/context';

const MAX_EXTRA_BYTES = 8_000;

/** Stores one analytics event; reporting never fails the caller, so a failed insert is only logged. */
export async function reportEvent(
  db: Db,
  ctx: Ctx,
  body: EventReportBody,
  log: (err: unknown) => void,
): Promise<{ accepted: boolean }> {
  const { eventName, commonType, commonContent, sourceClient, anonymousUserId, ...rest } = body;
  let extra = rest;
  if (JSON.stringify(extra).length > MAX_EXTRA_BYTES) extra = { truncated: true };
  try {
    await db.insert(eventAnalyses).values({
      eventName,
      commonType,
      commonContent,
      sourceClient,
      // A visitor is known by the anonymous id only; a signed-in user by their ids.
      anonymousUserId: ctx.user ? null : (anonymousUserId ?? null),
      userId: ctx.user?.id ?? null,
      storeId: ctx.storeId,
      extra,
    });
    return { accepted: true };
  } catch (err) {
    log(err);
    return { accepted: false };
  }
}
