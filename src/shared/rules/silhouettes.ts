// The product silhouettes Quarry's picture renderer draws (server/modules/catalog/images/shapes.ts, and
// providers/ai-image/sketches.ts for the sketch-only ones), listed once: the catalog's pictures use some
// (SHAPES of the seed taxonomy), design sketches others (SKETCH_KEYS of the ai-design contract).

/** Drawn for catalog products and offered as design sketches alike. */
export const PRODUCT_SILHOUETTES = [
  'jar',
  'bottle',
  'tube',
  'box',
  'bag',
  'shirt',
  'mug',
  'ring',
  'pouch',
  'label',
  'mailer',
  'bowl',
  'cap',
] as const;

/** The catalog's service subgroups only (photography, web and app work, printed documents). */
export const SERVICE_SILHOUETTES = ['camera', 'screen', 'document'] as const;

/** Design sketches only: products the demo catalog has no subgroup for. */
export const SKETCH_ONLY_SILHOUETTES = ['candle', 'hoodie', 'tote'] as const;
export type SketchOnlySilhouette = (typeof SKETCH_ONLY_SILHOUETTES)[number];
