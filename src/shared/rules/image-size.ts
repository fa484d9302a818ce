// Spec §5/§9: the image service's resize names and their widths in pixels.

export const IMAGE_RESIZE_WIDTHS = {
  compact: 160,
  large: 480,
  grande: 600,
  '1024': 1024,
  original: null,
} as const;

export type ImageResizeName = keyof typeof IMAGE_RESIZE_WIDTHS;

export const IMAGE_RESIZE_NAMES = [
  'compact',
  'large',
  'grande',
  '1024',
  'original',
] as const satisfies readonly ImageResizeName[];

const SIZE_PARAM = 'size';

/** Own keys only, so "toString" or "__proto__" are not resize names. */
export function isImageResizeName(name: string): name is ImageResizeName {
  return Object.hasOwn(IMAGE_RESIZE_WIDTHS, name);
}

/** Width in pixels; null for 'original', which is served unresized. */
export function imageResizeWidth(name: ImageResizeName): number | null {
  return IMAGE_RESIZE_WIDTHS[name];
}

function isSizeParam(pair: string): boolean {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key) === SIZE_PARAM;
  } catch {
    return false;
  }
}

/**
 * Sets `size=<name>` on an image URL, replacing any existing size and keeping the other parameters
 * (in order) and the hash. String-based rather than `new URL()` so relative URLs work too.
 */
export function resizedImageUrl(url: string, name: ImageResizeName): string {
  if (url === '') return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const sizePair = `${SIZE_PARAM}=${encodeURIComponent(name)}`;
  const pairs = query.split('&').filter((pair) => pair !== '');
  const existingAt = pairs.findIndex(isSizeParam);
  const kept = pairs.filter((pair) => !isSizeParam(pair));
  if (existingAt === -1) kept.push(sizePair);
  else kept.splice(existingAt, 0, sizePair);
  return `${base}?${kept.join('&')}${hash}`;
}

/** The presets a responsive picture offers (srcset), smallest first. */
const SRCSET_PRESETS = ['compact', 'large', 'grande', '1024'] as const satisfies readonly ImageResizeName[];

/** srcset of every size preset of a picture ("…?size=compact 160w, …"). */
export const presetSrcSet = (url: string) =>
  SRCSET_PRESETS.map((name) => `${resizedImageUrl(url, name)} ${IMAGE_RESIZE_WIDTHS[name]}w`).join(', ');

/**
 * The width a product page's main picture is laid out at (its `sizes`): the gallery uses it, and the public
 * preview's HTML preloads the same srcset with it, so the browser picks one preset for both.
 */
export const GALLERY_IMAGE_SIZES = '(max-width: 48em) 100vw, 560px';
