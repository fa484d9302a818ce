/** Design styles a product concept is drawn in: a title word and how the design looks. */
export const CONCEPT_STYLES = [
  ['Line', 'minimal line-art label on a matte finish'],
  ['Bloom', 'illustrated botanical print wrapping the product'],
  ['Block', 'bold colour-block panels with a big logo'],
  ['Mono', 'monogram embossed on a single-colour body'],
  ['Wash', 'soft gradient wash from top to bottom'],
  ['Pattern', 'all-over repeating pattern'],
  ['Studio', 'clean studio look with a small centred mark'],
  ['Stripe', 'classic stripes in two tones'],
] as const;
