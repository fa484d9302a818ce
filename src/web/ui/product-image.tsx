import { Box, Text } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import {
  IMAGE_RESIZE_WIDTHS,
  type ImageResizeName,
  presetSrcSet,
  resizedImageUrl,
} from '../../shared/rules/image-size';
import './product-image.css';

// One way to show a product picture (catalog cards, galleries, search results, public previews): a square
// box of known size with a colour block until the picture is decoded (no layout shift, no blank flash),
// width and height on the <img>, and the spec's size presets offered by srcset, so the browser fetches the
// smallest preset that is sharp at the rendered size. Pictures above the fold load eagerly with high
// priority; the rest lazily.

export type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  /** The width it is laid out at: a CSS length for `sizes` ("(max-width: 36em) 50vw, 240px"). */
  sizes: string;
  /** The preset of the fallback `src`, and its width and height attributes (the box is square). */
  preset?: Exclude<ImageResizeName, 'original'>;
  /** In the first screenful: fetched at once, before other pictures. */
  isPriority?: boolean;
  radius?: number | string;
  /** Fixed pixel size; else the box fills its container's width. */
  size?: number;
  'data-testid'?: string;
};

export function ProductImage({
  src,
  alt,
  sizes,
  preset = 'large',
  isPriority = false,
  radius = 0,
  size,
  'data-testid': testId,
}: ProductImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const box: CSSProperties = {
    width: size ?? '100%',
    height: size,
    aspectRatio: '1 / 1',
    borderRadius: radius,
  };
  const px = IMAGE_RESIZE_WIDTHS[preset];
  return (
    <Box className="product-image" data-state={src ? state : 'failed'} style={box}>
      {src && state !== 'failed' ? (
        <img
          src={resizedImageUrl(src, preset)}
          srcSet={presetSrcSet(src)}
          sizes={sizes}
          width={px}
          height={px}
          alt={alt}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding={isPriority ? 'auto' : 'async'}
          // A picture from the cache may be complete before React listens for its load.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setState('loaded');
          }}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          data-testid={testId}
        />
      ) : (
        <Text c="dimmed" size="xs" ta="center" className="product-image-missing">
          No image
        </Text>
      )}
    </Box>
  );
}
