import { createHash } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  DESIGN_TRIAL_IMAGES,
  type DesignCredits,
  designTrialRefusal,
  type SketchKey,
} from '../../../shared/contract/ai-design';
import type { PlanType } from '../../../shared/contract/stores';
import { AI_IMAGE_CREDIT_CENTS } from '../../../shared/rules/plans';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { aiImageGenerations } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { notFound, refused } from '../../http/errors';
import { findStorePlan } from '../stores/store-rows';
import { refundCredits, spendCredits } from '../subscriptions/store-credits';

// The free design trial (spec §3 "trial remaining quantity, subscribed flag, total count"): a store on the
// free plan may generate DESIGN_TRIAL_IMAGES images in all. A generation first reserves its images — an
// ai_image_generations row with no files yet, written in the transaction that checked the count under the
// store's lock — then renders outside any transaction, then fills the row in (or deletes it on failure).

/** Subscribed = on a paid plan; TIER_1 is the free plan. */
export const isSubscribed = (planType: PlanType) => planType !== 'TIER_1';

/**
 * A reservation whose generation never finished (the process died mid-render) stops counting after this
 * long: twice the AI time-out and a minute, so a live generation is always still counted.
 */
const reservationTtlMs = (deps: Pick<AppDeps, 'config'>) => deps.config.ai.timeoutMs * 2 + 60_000;

type Usage = { generated: number; reserved: number; generations: number };

async function usageOf(db: Db, deps: Pick<AppDeps, 'config'>, storeId: number): Promise<Usage> {
  const g = aiImageGenerations;
  const since = new Date(Date.now() - reservationTtlMs(deps));
  const [row] = await db
    .select({
      generated: sql<number>`coalesce(sum(${g.imageCount}) filter (where jsonb_array_length(${g.imageKeys}) > 0 and ${g.creditCents} = 0), 0)::int`,
      reserved: sql<number>`coalesce(sum(${g.imageCount}) filter (where jsonb_array_length(${g.imageKeys}) = 0 and ${g.creditCents} = 0 and ${gt(g.createdAt, since)}), 0)::int`,
      generations: count(),
    })
    .from(g)
    .where(eq(g.storeId, storeId));
  return {
    generated: Number(row?.generated ?? 0),
    reserved: Number(row?.reserved ?? 0),
    generations: Number(row?.generations ?? 0),
  };
}

const remainingOf = (u: Usage) => Math.max(0, DESIGN_TRIAL_IMAGES - u.generated - u.reserved);

const creditsOf = (u: Usage, subscribed: boolean): DesignCredits => ({
  count: u.generated,
  subscribed,
  trialLimit: DESIGN_TRIAL_IMAGES,
  trialRemaining: subscribed ? null : remainingOf(u),
});

/** GET /web/ai-products/image/count: images generated, the plan, and what is left of the trial. */
export async function designCredits(
  db: Db,
  deps: Pick<AppDeps, 'config'>,
  storeId: number,
  subscribed?: boolean,
): Promise<DesignCredits> {
  if (subscribed === undefined) {
    const planType = await findStorePlan(db, storeId);
    if (!planType) throw notFound('Store');
    subscribed = isSubscribed(planType);
  }
  return creditsOf(await usageOf(db, deps, storeId), subscribed);
}

export type Reservation = { generationId: number; subscribed: boolean; seed: number };

const creditRef = (generationId: number) => `design:${generationId}`;

/**
 * Reserves `count` images for a generation: under the store's row lock, refuses (422) a free-plan store
 * asking for more than it has left, else records the generation. Two requests at once are serialized by
 * the lock, so together they never go past the trial. With `deductCredits` the images are paid from the
 * store's balance instead (AI_IMAGE_CREDIT_CENTS each; 422 when the balance is short) and the trial is not
 * touched.
 */
export async function reserveImages(
  deps: Pick<AppDeps, 'db' | 'config'>,
  ctx: StoreCtx,
  input: {
    route: 'GPT' | 'STABILITY';
    prompt: string;
    sketchKeys: SketchKey[];
    count: number;
    seedParts: unknown[];
    deductCredits?: boolean;
  },
): Promise<Reservation> {
  return deps.db.transaction(async (tx) => {
    // NO KEY UPDATE: serializes generations of this store without blocking rows that reference it.
    const planType = await findStorePlan(tx, ctx.storeId, 'no key update');
    if (!planType) throw notFound('Store');
    const subscribed = isSubscribed(planType);
    const usage = await usageOf(tx, deps, ctx.storeId);
    const creditCents = input.deductCredits ? input.count * AI_IMAGE_CREDIT_CENTS : 0;
    if (!subscribed && !creditCents && input.count > remainingOf(usage))
      throw refused(designTrialRefusal(remainingOf(usage)));
    const [row] = await tx
      .insert(aiImageGenerations)
      .values({
        storeId: ctx.storeId,
        userId: ctx.user.id,
        route: input.route,
        prompt: input.prompt,
        sketchKeys: input.sketchKeys,
        imageCount: input.count,
        imageKeys: [],
        originalKeys: [],
        watermarked: !subscribed,
        creditCents,
      })
      .returning({ id: aiImageGenerations.id });
    if (creditCents) await spendCredits(tx, ctx.storeId, creditCents, creditRef(row!.id));
    const seed = designSeed([ctx.storeId, ...input.seedParts, usage.generations]);
    return { generationId: row!.id, subscribed, seed };
  });
}

/** Gives back the images of a generation that failed: its row goes, so the trial no longer counts it. */
export async function releaseReservation(db: Db, storeId: number, generationId: number) {
  await refundCredits(db, storeId, creditRef(generationId));
  await db
    .delete(aiImageGenerations)
    .where(and(eq(aiImageGenerations.id, generationId), eq(aiImageGenerations.storeId, storeId)));
}

/** A 31-bit seed from the parts: the same store, prompt, sketches and history give the same images. */
export function designSeed(parts: unknown[]): number {
  return createHash('sha256').update(JSON.stringify(parts)).digest().readUInt32BE(0) & 0x7fffffff;
}
