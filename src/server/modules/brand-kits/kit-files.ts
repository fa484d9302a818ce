import type { Readable } from 'node:stream';
import { fileUrl } from '../../../shared/contract/uploads';
import type { AppDeps } from '../../app-deps';
import type { Ctx } from '../../http/context';
import { AppError, invalid } from '../../http/errors';
import { createStorageKey } from '../../providers/storage/keys';
import { ownFileKey } from '../commons/own-files';
import { findOwnUploads } from '../uploads/find-own-uploads';
import { insertUpload } from '../uploads/upload-row';

// A kit's pictures are the store's uploads: generated PNGs are stored and recorded like a founder's own
// files, so the store's gallery, the PDF and the public page all read them the same way.

export type KitFileDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/** The ctx of work done for a store outside a request (a generation job). */
export function storeJobCtx(storeId: number): Ctx {
  return {
    requestId: 'brand-kit-job',
    ip: '',
    user: null,
    store: null,
    storeId,
    role: null,
    isPreview: false,
  };
}

/** Stores a generated PNG as the store's upload and answers its URL. */
export async function storeGeneratedPng(
  deps: KitFileDeps,
  storeId: number,
  png: Buffer,
  fileName: string,
): Promise<string> {
  const key = createStorageKey('png');
  await deps.storage.put(key, png, 'image/png');
  try {
    await insertUpload(deps.db, storeJobCtx(storeId), {
      key,
      fileName,
      type: { contentType: 'image/png', kind: 'image' },
      size: png.length,
      status: 'STORED',
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
  return fileUrl(key);
}

export const NOT_OWN_IMAGE = 'Choose an image from the slot’s tray or one of your own uploaded images';

/** The URL of one of the store's own stored images (400 for anyone else's file or any other URL). */
export async function ownImageUrl(deps: KitFileDeps, storeId: number, url: string): Promise<string> {
  let key: string;
  try {
    key = ownFileKey(url, deps.config.publicUrl);
  } catch {
    throw invalid(NOT_OWN_IMAGE, [{ path: 'image.url', message: NOT_OWN_IMAGE }]);
  }
  const own = (await findOwnUploads(deps.db, { storeId }, [key])).get(key);
  if (!own?.contentType.startsWith('image/'))
    throw invalid(NOT_OWN_IMAGE, [{ path: 'image.url', message: NOT_OWN_IMAGE }]);
  return own.url;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The PDF's image reader: only Quarry's own stored files (a kit may hold only those), never the network.
 * Anything else, or a missing file, is null and the PDF leaves the slot blank.
 */
export function kitImageReader(deps: Pick<AppDeps, 'storage' | 'config'>) {
  return async (url: string): Promise<Buffer | null> => {
    let key: string;
    try {
      key = ownFileKey(url, deps.config.publicUrl);
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
    const file = await deps.storage.get(key);
    return file ? readAll(file.body) : null;
  };
}
