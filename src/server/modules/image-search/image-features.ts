import sharp, { type Sharp } from 'sharp';
import { invalid } from '../../http/errors';
import type { DrawnLook } from '../catalog/images/item-look';
import { itemSvg } from '../catalog/images/render-svg';
import { FEATURE_SIZE, featuresFromPixels } from './features';

// Catalog pictures are 1024-px SVGs; rendering them straight at the analysis size (a low density) costs a
// fraction of rendering the full PNG and resizing it, and gives the same pixels to within rounding.
const SVG_WIDTH = 1024;
const ANALYSIS_DENSITY = (72 * FEATURE_SIZE) / SVG_WIDTH;

async function featuresOf(image: Sharp): Promise<number[]> {
  const { data, info } = await image
    .resize(FEATURE_SIZE, FEATURE_SIZE, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return featuresFromPixels(data, info.width, info.channels);
}

/** Features of an item's picture n (0: the primary one), drawn from its seed and look (no storage round trip). */
export function itemImageFeatures(seed: number, look: DrawnLook, n = 0): Promise<number[]> {
  return featuresOf(sharp(Buffer.from(itemSvg(seed, look, n)), { density: ANALYSIS_DENSITY }));
}

/** Features of an uploaded image (any format sharp reads); 400 when it is not a readable image. */
export async function uploadedImageFeatures(bytes: Buffer): Promise<number[]> {
  try {
    // One frame (animated GIF/WebP), at most 50 Mpx so a decompression bomb is refused.
    return await featuresOf(sharp(bytes, { limitInputPixels: 50_000_000, pages: 1 }));
  } catch {
    throw invalid('This file is not an image Quarry can read (PNG, JPEG, GIF, WebP, TIFF, BMP or SVG)');
  }
}
