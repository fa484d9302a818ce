/** Words a product idea's title is varied with when the description names no colour or scent. */
export const VARIANT_MOMENTS = [
  'Evening',
  'Morning',
  'Ritual',
  'Signature',
  'Classic',
  'Edition',
  'Blend',
  'Everyday',
];
