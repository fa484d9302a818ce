import { fileUrl, uploadTypeOf } from '../../../shared/contract/uploads';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import type { GeneratedPng } from '../../providers/ai-image/types';
import { createStorageKey } from '../../providers/storage/keys';
import { addWatermark } from '../commons/watermark';
import { insertUpload, type UploadDeps } from '../uploads/upload-row';

// The files of a generation. Returned images are the store's uploads (served by their unguessable key, usable
// as its own files). An unpaid image is returned watermarked; its clean original is stored under
// `ai-originals/`, a key the file route never serves (keys with a folder are refused there), kept for when
// the store subscribes.

const PNG = uploadTypeOf('png')!;
const ORIGINALS = 'ai-originals';

export type DesignFile = {
  key: string;
  url: string;
  originalKey: string;
  size: number;
  width: number;
  height: number;
  watermarked: boolean;
};

/** Puts the images in storage (watermarked copies when `watermark`); the rows come with `recordDesignFiles`. */
export async function storeDesignFiles(
  deps: Pick<UploadDeps, 'storage'>,
  images: GeneratedPng[],
  watermark: boolean,
): Promise<DesignFile[]> {
  const files: DesignFile[] = [];
  try {
    for (const image of images) {
      const key = createStorageKey('png');
      const file = {
        key,
        url: fileUrl(key),
        width: image.width,
        height: image.height,
        watermarked: watermark,
      };
      if (!watermark) {
        await deps.storage.put(key, image.png, PNG.contentType);
        files.push({ ...file, originalKey: key, size: image.png.length });
        continue;
      }
      const originalKey = `${ORIGINALS}/${createStorageKey('png')}`;
      await deps.storage.put(originalKey, image.png, PNG.contentType);
      const marked = await addWatermark(image.png, image);
      files.push({ ...file, originalKey, size: marked.length });
      await deps.storage.put(key, marked, PNG.contentType);
    }
  } catch (err) {
    await removeDesignFiles(deps, files);
    throw err;
  }
  return files;
}

/** Best effort: a failed generation leaves no files behind. */
export async function removeDesignFiles(deps: Pick<UploadDeps, 'storage'>, files: DesignFile[]) {
  const keys = files.flatMap((f) => (f.originalKey === f.key ? [f.key] : [f.key, f.originalKey]));
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => {})));
}

/** The returned images become the store's uploads, in the caller's transaction. */
export async function recordDesignFiles(tx: Db, ctx: Ctx, generationId: number, files: DesignFile[]) {
  for (const [i, f] of files.entries()) {
    await insertUpload(tx, ctx, {
      key: f.key,
      fileName: `design-${generationId}-${i + 1}.png`,
      type: PNG,
      size: f.size,
      status: 'STORED',
    });
  }
}
