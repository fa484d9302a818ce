import { and, eq } from 'drizzle-orm';
import type { SketchKey } from '../../../shared/contract/ai-design';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { aiImageGenerations } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import type { GeneratedPng } from '../../providers/ai-image/types';
import { AiError } from '../../providers/ai-text/types';
import { type DesignFile, recordDesignFiles, removeDesignFiles, storeDesignFiles } from './design-files';
import { releaseReservation, reserveImages } from './design-trial';

export type DesignDeps = Pick<AppDeps, 'db' | 'config' | 'storage' | 'aiImage' | 'aiText' | 'secrets'>;

/** A provider failure in the founder's words: a refusal is 422, anything else (time-out, down) 503. */
export function designError(err: unknown): unknown {
  if (!(err instanceof AiError)) return err;
  return new AppError(err.reason === 'REFUSED' ? 'REFUSED' : 'UNAVAILABLE', err.message);
}

/**
 * One generation, as steps with undo: reserve the images (trial check), render them, store the files, then
 * record everything in one transaction (`save` adds what the caller keeps, e.g. AI products). A failure at
 * any step deletes the stored files and the reservation, so nothing is half made and nothing is counted.
 */
export async function runGeneration<D, T>(
  deps: DesignDeps,
  ctx: StoreCtx,
  input: {
    route: 'GPT' | 'STABILITY';
    prompt: string;
    sketchKeys: SketchKey[];
    count: number;
    seedParts: unknown[];
    /** Pay the images from the store's balance (GptImagesBody.deductCredits). */
    deductCredits?: boolean;
    render(seed: number): Promise<{ images: GeneratedPng[]; data: D }>;
    save(
      tx: Db,
      saved: { generationId: number; files: DesignFile[]; data: D; subscribed: boolean },
    ): Promise<T>;
  },
) {
  const reservation = await reserveImages(deps, ctx, input);
  const { generationId, subscribed } = reservation;
  let files: DesignFile[] = [];
  try {
    const { images, data } = await input.render(reservation.seed);
    if (images.length === 0)
      throw new AppError('UNAVAILABLE', 'The image service answered no images. Try again.');
    files = await storeDesignFiles(deps, images.slice(0, input.count), !subscribed);
    const result = await deps.db.transaction(async (tx) => {
      await recordDesignFiles(tx, ctx, generationId, files);
      await tx
        .update(aiImageGenerations)
        .set({
          imageCount: files.length,
          imageKeys: files.map((f) => f.key),
          originalKeys: files.map((f) => f.originalKey),
        })
        .where(and(eq(aiImageGenerations.id, generationId), eq(aiImageGenerations.storeId, ctx.storeId)));
      return input.save(tx, { generationId, files, data, subscribed });
    });
    return { generationId, files, subscribed, result };
  } catch (err) {
    await removeDesignFiles(deps, files);
    await releaseReservation(deps.db, ctx.storeId, generationId).catch(() => {});
    throw designError(err);
  }
}
