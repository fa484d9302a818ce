// The tech pack PDF's pictures: the store's own uploads and gallery designs, read through the storage
// provider (never the network), scaled once with sharp to PNG or JPEG, which pdfkit embeds. A picture that
// cannot be read is kept as a note, so the PDF says what is missing instead of leaving a silent gap.
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { TechPack, TechPackImage } from '../../../shared/contract/tech-packs';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { findAiProduct } from '../ai-design/ai-product-rows';
import { ownFileKey } from '../commons/own-files';
import { findStoredUploadsById } from '../uploads/find-own-uploads';

/** A picture ready to draw, or the reason it is not. */
export type PdfPicture = { label: string; caption?: string } & (
  | { data: Buffer; width: number; height: number }
  | { missing: string }
);

/** The largest side of an embedded picture, in pixels (twice the largest box it is drawn in). */
const MAX_SIDE = 900;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toEmbeddable(file: Buffer) {
  const image = sharp(file).rotate().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const { hasAlpha } = await sharp(file).metadata();
  const { data, info } = hasAlpha
    ? await image.png().toBuffer({ resolveWithObject: true })
    : await image.jpeg({ quality: 88 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type PictureDeps = Pick<AppDeps, 'storage' | 'config'> & { db: Db };

async function readKey(deps: PictureDeps, key: string) {
  const file = await deps.storage.get(key);
  return file ? readAll(file.body) : null;
}

/** The storage key of a gallery design's main picture, or null when it has none of Quarry's files. */
async function designKey(deps: PictureDeps, storeId: number, id: number): Promise<string | null> {
  try {
    const design = await findAiProduct(deps.db, storeId, id);
    const url = design.imageUrls[0];
    return url ? ownFileKey(url, deps.config.publicUrl) : null;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

async function picture(deps: PictureDeps, key: string | null, label: string, caption?: string) {
  const base = { label, ...(caption ? { caption } : {}) };
  try {
    const file = key ? await readKey(deps, key) : null;
    if (!file) return { ...base, missing: 'The file is no longer stored' };
    return { ...base, ...(await toEmbeddable(file)) };
  } catch {
    return { ...base, missing: 'The file is not a picture that can be printed' };
  }
}

/** The sketches and reference pictures of a product tech pack, in order. */
export async function loadPictures(
  deps: PictureDeps,
  storeId: number,
  images: readonly TechPackImage[],
): Promise<PdfPicture[]> {
  const uploadIds = images.flatMap((i) => (i.uploadId === undefined ? [] : [i.uploadId]));
  const uploads = new Map(
    (await findStoredUploadsById(deps.db, storeId, uploadIds)).map((u) => [u.id, u.key] as const),
  );
  return Promise.all(
    images.map(async (img, i) => {
      if (img.uploadId !== undefined)
        return picture(deps, uploads.get(img.uploadId) ?? null, `Picture ${i + 1} (upload)`, img.caption);
      const key = await designKey(deps, storeId, img.designImageId!);
      return picture(deps, key, `Picture ${i + 1} (gallery design)`, img.caption);
    }),
  );
}

/** The packaging dieline: drawn when it is a picture, otherwise named (a PDF or vector dieline is its own file). */
export async function loadDieline(
  deps: PictureDeps,
  storeId: number,
  pack: TechPack,
): Promise<{ picture?: PdfPicture; fileName?: string } | undefined> {
  if (pack.body.kind !== 'PACKAGING' || !pack.body.dieline) return undefined;
  const [upload] = await findStoredUploadsById(deps.db, storeId, [pack.body.dieline.uploadId]);
  if (!upload) return { picture: { label: 'Dieline', missing: 'The file is no longer stored' } };
  if (!/^image\/(png|jpeg|gif|webp|bmp)$/.test(upload.contentType)) return { fileName: upload.fileName };
  return { picture: await picture(deps, upload.key, 'Dieline'), fileName: upload.fileName };
}
