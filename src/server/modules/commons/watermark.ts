import sharp, { type OutputInfo } from 'sharp';
import { fileExtension } from '../../../shared/rules/files';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../shared/rules/messages';
import { AppError } from '../../http/errors';
import { findStoredFile, readStoredFile } from '../uploads/files';
import type { UploadDeps } from '../uploads/upload-row';
import { ownFileKey } from './own-files';

export const DEFAULT_WATERMARK = 'Quarry';
const WATERMARKABLE = new Set(['png', 'jpg', 'jpeg', 'jfif', 'webp', 'gif', 'tiff', 'svg']);
const MAX_SOURCE_BYTES = 50 * 1024 * 1024;
const MAX_PIXELS = 60_000_000;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A full-size SVG of the text repeated in diagonal rows: white at 35 % with a faint dark outline, so it
 * reads on light and dark images alike. Rows are laid out explicitly (no <pattern>) for librsvg's sake.
 */
export function watermarkOverlay(width: number, height: number, text: string): string {
  const size = Math.max(12, Math.round(Math.min(width, height) / 10));
  const diagonal = Math.ceil(Math.hypot(width, height));
  const unit = `${text}\u2003\u2003`;
  const perRow = Math.ceil(diagonal / Math.max(1, unit.length * size * 0.6)) * 2 + 1;
  const row = escapeXml(unit.repeat(perRow));
  const gap = size * 3;
  const rows: string[] = [];
  for (let y = -diagonal, i = 0; y <= diagonal; y += gap, i++) {
    const shift = (i % 2) * size * 2;
    rows.push(`<text x="${-diagonal - shift}" y="${y}">${row}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<g transform="translate(${width / 2} ${height / 2}) rotate(-30)" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"
 font-size="${size}" font-weight="700" fill="#ffffff" fill-opacity="0.35" stroke="#000000" stroke-opacity="0.2"
 stroke-width="${Math.max(1, size / 24)}">${rows.join('')}</g></svg>`;
}

/** GET /commons/util/watermark-image: one of our own images with the watermark, as PNG of the same size. */
export async function watermarkImage(
  deps: UploadDeps,
  query: { url: string; text?: string },
): Promise<Buffer> {
  const key = ownFileKey(query.url, deps.config.publicUrl);
  const file = await findStoredFile(deps, key);
  if (!file) throw new AppError('NOT_FOUND', DOWNLOAD_FAILED_MESSAGE);
  if (!WATERMARKABLE.has(fileExtension(key))) {
    throw new AppError(
      'UNSUPPORTED_TYPE',
      'Only png, jpg, webp, gif, tiff and svg images can be watermarked',
    );
  }
  if (file.size > MAX_SOURCE_BYTES) throw new AppError('TOO_LARGE', 'Images up to 50 MB can be watermarked');
  // Upright first (EXIF orientation), so the overlay is drawn over the image as people see it.
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(await readStoredFile(deps, file), { limitInputPixels: MAX_PIXELS })
      .rotate()
      .png()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', `${file.fileName} could not be read as an image`);
  }
  return addWatermark(upright.data, upright.info, query.text?.trim() || DEFAULT_WATERMARK);
}

/** A PNG of `size` with the watermark overlay drawn over it (the watermark-image route's, and unpaid designs'). */
export async function addWatermark(
  png: Buffer,
  size: { width: number; height: number },
  text = DEFAULT_WATERMARK,
): Promise<Buffer> {
  const overlay = Buffer.from(watermarkOverlay(size.width, size.height, text));
  return sharp(png)
    .composite([{ input: overlay, top: 0, left: 0 }])
    .png()
    .toBuffer();
}
