// The kit PDF's images: read through the caller, scaled once per box with sharp, all fetched up front.
import sharp from 'sharp';
import { isRealImage, type KitDoc, selectedIdeaOf, selectedSkusOf } from '../../../shared/rules/brand-kit';
import {
  BRAND_KIT_BRAND_IMAGES,
  BRAND_KIT_MOODBOARD_IMAGES,
  KIT_CAPTURE_SCALE,
} from '../../../shared/rules/constants';
import { ideaImageBox, moodBox, productImageBox } from './pdf-layout';

export type ReadKitImage = (url: string) => Promise<Buffer | null>;

export class ImageCache {
  private readonly cache = new Map<string, Promise<Buffer | null>>();
  constructor(private readonly readImage: ReadKitImage) {}

  /** The image scaled to KIT_CAPTURE_SCALE × its box, or null when it cannot be read. */
  get(url: string, box: { w: number; h: number }): Promise<Buffer | null> {
    if (!isRealImage(url)) return Promise.resolve(null);
    const width = Math.round(box.w * KIT_CAPTURE_SCALE);
    const height = Math.round(box.h * KIT_CAPTURE_SCALE);
    const key = `${width}x${height}:${url}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.readImage(url)
        .then((file) => (file ? scaleImage(file, width, height) : null))
        .catch(() => null);
      this.cache.set(key, found);
    }
    return found;
  }
}

async function scaleImage(file: Buffer, width: number, height: number): Promise<Buffer> {
  const { hasAlpha } = await sharp(file).metadata();
  const scaled = sharp(file).rotate().resize(width, height, { fit: 'cover' });
  return hasAlpha ? scaled.png().toBuffer() : scaled.jpeg({ quality: 88 }).toBuffer();
}

/** Starts every read and resize at once; the slides then await them in drawing order. */
export function prefetch(doc: KitDoc, images: ImageCache): void {
  const idea = selectedIdeaOf(doc);
  for (let i = 0; i < BRAND_KIT_BRAND_IMAGES; i++) void images.get(idea?.images[i] ?? '', ideaImageBox(i));
  for (let i = 0; i < BRAND_KIT_MOODBOARD_IMAGES; i++)
    void images.get(doc.moodboardImages[i] ?? '', moodBox(i));
  const skus = selectedSkusOf(doc);
  skus.forEach((sku, i) => void images.get(sku.image, productImageBox(skus.length, i)));
}
