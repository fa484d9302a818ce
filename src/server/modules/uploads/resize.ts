import sharp from 'sharp';
import { fileExtension } from '../../../shared/rules/files';
import type { StorageProvider } from '../../providers/storage/types';
import type { StoredFile } from './upload-row';

export type ResizeDeps = { storage: StorageProvider };

// Raster formats sharp reads, and what their resized copies are written as (tiff is not for browsers).
const OUTPUT: Record<string, { ext: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  jfif: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  tiff: { ext: 'webp', contentType: 'image/webp' },
};

export const isResizable = (key: string) => Object.hasOwn(OUTPUT, fileExtension(key));

/** Where the copy of `key` at `width` pixels lives: derived from the key, so it is rendered once. */
export function resizedKey(key: string, width: number): string | null {
  const out = OUTPUT[fileExtension(key)];
  if (!out) return null;
  return `derived/w${width}/${key.slice(0, key.lastIndexOf('.'))}.${out.ext}`;
}

// Concurrent first requests for the same copy share one render.
const rendering = new Map<string, Promise<boolean>>();

/**
 * The copy of a raster image at most `width` wide (aspect kept, never enlarged), rendered on first request
 * and cached in storage. null for files that are not raster images sharp can read (svg, psd, bmp, pdf, …).
 */
export async function resizedCopy(
  deps: ResizeDeps,
  file: StoredFile,
  width: number,
): Promise<StoredFile | null> {
  const key = resizedKey(file.key, width);
  const out = OUTPUT[fileExtension(file.key)];
  if (!key || !out) return null;
  let head = await deps.storage.head(key);
  if (!head) {
    let job = rendering.get(key);
    if (!job) {
      job = render(deps, file.key, key, width, out).finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    if (!(await job)) return null;
    head = await deps.storage.head(key);
    if (!head) return null;
  }
  return { key, fileName: file.fileName, contentType: out.contentType, size: head.size };
}

async function render(
  deps: ResizeDeps,
  sourceKey: string,
  key: string,
  width: number,
  out: (typeof OUTPUT)[string],
): Promise<boolean> {
  const source = await deps.storage.get(sourceKey);
  if (!source) return false;
  const animated = out.ext === 'gif';
  const image = sharp({ animated, limitInputPixels: 120_000_000 });
  source.body.on('error', (err) => image.destroy(err));
  source.body.pipe(image);
  let pipeline = animated ? image : image.rotate();
  pipeline = pipeline.resize({ width, withoutEnlargement: true });
  if (out.ext === 'png') pipeline = pipeline.png();
  else if (out.ext === 'jpg') pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true });
  else if (out.ext === 'gif') pipeline = pipeline.gif();
  else pipeline = pipeline.webp({ quality: 82 });
  let buffer: Buffer;
  try {
    buffer = await pipeline.toBuffer();
  } catch {
    // Not decodable after all (a damaged file): the original is served instead.
    return false;
  }
  await deps.storage.put(key, buffer, out.contentType);
  return true;
}
