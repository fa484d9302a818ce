// Image feature vectors for visual similarity: what a product looks like, in ≤100 numbers, so the
// contrib `cube` type (100 dimensions at most) and its GiST index can find nearest neighbours.
//
// Three blocks, each L2-normalised, weighted, then the whole vector L2-normalised (so the Euclidean
// distance d of two vectors gives their cosine similarity 1 − d²/2):
//   1. colour of the subject: a hue × brightness histogram weighted towards the centre, where the
//      product stands (soft hue bins, so a hue on a bin edge counts in both neighbours);
//   2. shape: a histogram of edge orientations (a round product spreads over every direction, a box
//      peaks at a few), weighted by edge strength and by the centre weight;
//   3. layout: edge strength on an 8 × 8 grid, weighted by the centre weight (where the silhouette is,
//      not where the backdrop's props are), split bilinearly between the nearest cells so a product moved
//      or scaled a little stays near itself.
// The surroundings' colour (backdrop, props) is left out: it said more about the backdrop than the product.
// Histograms are square-rooted (Hellinger) so one dominant colour does not drown the rest.

import { PROJECTION_AXES, PROJECTION_MEAN } from './projection';

/** Side of the square the image is reduced to before analysis. */
export const FEATURE_SIZE = 48;
const HUES = 12;
const GRAYS = 4;
const COLOUR_BINS = HUES * 2 + GRAYS;
const ORIENTATIONS = 8;
const GRID = 8;
export const FEATURE_DIMS = COLOUR_BINS + ORIENTATIONS + GRID * GRID;
// Tuned on 1,000 demo pictures of 57 drawings (top-5 neighbours of 300): 70% show the query's product
// drawing; with the colour weighted as much as the shape (the first tuning, on 16 silhouettes) 32%, with a
// 6 × 6 layout grid 62%. The product's type comes before its colour: a red jar finds jars before red boxes.
const WEIGHTS = { subject: 0.3, orientation: 1, layout: 2 };

/** The feature vector of an image given as raw RGB(A) pixels of a FEATURE_SIZE square. */
export function featuresFromPixels(data: Uint8Array, size: number, channels: number): number[] {
  const n = size * size;
  const lum = new Float32Array(n);
  const centre = new Float32Array(n);
  const subject = new Float64Array(COLOUR_BINS);
  const sigma2 = 2 * (0.28 * size) ** 2;
  const mid = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = y * size + x;
      const i = p * channels;
      const r = data[i]! / 255;
      const g = data[i + 1]! / 255;
      const b = data[i + 2]! / 255;
      lum[p] = 0.299 * r + 0.587 * g + 0.114 * b;
      const w = Math.exp(-((x - mid) ** 2 + (y - mid) ** 2) / sigma2);
      centre[p] = w;
      addColour(subject, r, g, b, w);
    }
  }
  const orientation = new Float64Array(ORIENTATIONS);
  const layout = new Float64Array(GRID * GRID);
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const at = (dx: number, dy: number) => lum[(y + dy) * size + x + dx]!;
      // Sobel gradients.
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      const mag = Math.hypot(gx, gy);
      if (mag < 0.05) continue;
      // Direction modulo 180°, soft-binned between its two nearest bins.
      const angle = ((Math.atan2(gy, gx) + Math.PI) % Math.PI) / Math.PI;
      softAdd(orientation, angle * ORIENTATIONS, mag * centre[y * size + x]!, true);
      addToGrid(layout, x, y, size, mag * centre[y * size + x]!);
    }
  }
  const blocks: [Float64Array, number][] = [
    [hellinger(subject), WEIGHTS.subject],
    [hellinger(orientation), WEIGHTS.orientation],
    [hellinger(layout), WEIGHTS.layout],
  ];
  const out: number[] = [];
  for (const [block, weight] of blocks) for (const v of normalise(block)) out.push(v * weight);
  return Array.from(normalise(Float64Array.from(out)), (v) => Math.round(v * 1e6) / 1e6);
}

// The coarse vector: the features projected on their 10 principal axes (PCA of 5,000 demo pictures,
// projection.ts). Few enough dimensions for the GiST index to prune; it finds candidates that the full
// vector then ranks. On those pictures, of each picture's 6 nearest (full) neighbours 94.7% are among its 50
// nearest coarse ones (1%), 98.5% among 100 and 99.9% among 200. Pooling the blocks to 12 dimensions kept only 88% among 200, and
// a 25-dimension pooling made the index visit all its pages.
export const COARSE_DIMS = PROJECTION_AXES.length;

/** The low-dimensional vector the nearest-neighbour index works on. */
export function coarseFeatures(features: readonly number[]): number[] {
  return PROJECTION_AXES.map((axis) => {
    let v = 0;
    for (let i = 0; i < axis.length; i++) v += ((features[i] ?? 0) - PROJECTION_MEAN[i]!) * axis[i]!;
    return Math.round(v * 1e6) / 1e6;
  });
}

/** Euclidean distance of two feature vectors (what the database's `<->` computes). */
export function featureDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/**
 * The similarity users see, from the feature distance, calibrated on the demo pictures (decision 031):
 * cosine similarity (1 − d²/2) put a face cream at 95% for a candle, since any two product shots on a
 * backdrop share most of their features. Measured distances (40 candle pictures among 2,000): a re-encoded,
 * resized and cropped copy of a picture ≤ 0.09; a candle's nearest other candle 0.19 (median), its nearest
 * face cream 0.27, spice blend 0.32, mailer box 0.39 and T-shirt 0.47 (0.32 at the nearest). So a copy shows
 * over 90%, another candle ~80%, a face cream ~65%, a spice blend ~55%, a box or a T-shirt under 40%.
 */
const CALIBRATION: readonly (readonly [distance: number, shown: number])[] = [
  [0, 1],
  [0.12, 0.9],
  [0.2, 0.8],
  [0.3, 0.6],
  [0.4, 0.35],
  [0.55, 0.1],
  [0.7, 0],
];

/** The similarity in [0, 1] shown for two pictures at this feature distance (monotone: nearer, higher). */
export function similarityOf(distance: number): number {
  let shown = 0;
  for (let i = 1; i < CALIBRATION.length; i++) {
    const [d0, s0] = CALIBRATION[i - 1]!;
    const [d1, s1] = CALIBRATION[i]!;
    if (distance <= d1) {
      shown = s0 + ((Math.max(distance, d0) - d0) / (d1 - d0)) * (s1 - s0);
      break;
    }
  }
  return Math.round(shown * 1000) / 1000;
}

function addColour(hist: Float64Array, r: number, g: number, b: number, w: number) {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma < 0.12 || max < 0.12) {
    // Greys, white and black: by brightness.
    softAdd(hist, Math.min(max, 0.999) * GRAYS - 0.5, w, false, HUES * 2);
    return;
  }
  let hue: number;
  if (max === r) hue = ((g - b) / chroma + 6) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  const offset = max < 0.55 ? HUES : 0;
  softAdd(hist, (hue / 6) * HUES, w, true, offset, HUES);
}

/** Adds `w` to the two bins nearest to the fractional position `pos`, split linearly. */
function softAdd(
  hist: Float64Array,
  pos: number,
  w: number,
  circular: boolean,
  offset = 0,
  bins = circular ? hist.length : GRAYS,
) {
  const lo = Math.floor(pos);
  const frac = pos - lo;
  const wrap = (k: number) => (circular ? ((k % bins) + bins) % bins : Math.max(0, Math.min(bins - 1, k)));
  hist[offset + wrap(lo)]! += w * (1 - frac);
  hist[offset + wrap(lo + 1)]! += w * frac;
}

/** Adds `w` at pixel (x, y) to the grid cells around it, split bilinearly by distance to their centres. */
function addToGrid(grid: Float64Array, x: number, y: number, size: number, w: number) {
  const gx = ((x + 0.5) * GRID) / size - 0.5;
  const gy = ((y + 0.5) * GRID) / size - 0.5;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  for (const [cy, wy] of [
    [y0, 1 - (gy - y0)],
    [y0 + 1, gy - y0],
  ] as const) {
    for (const [cx, wx] of [
      [x0, 1 - (gx - x0)],
      [x0 + 1, gx - x0],
    ] as const) {
      if (cy >= 0 && cy < GRID && cx >= 0 && cx < GRID) grid[cy * GRID + cx]! += w * wy * wx;
    }
  }
}

function hellinger(hist: Float64Array): Float64Array {
  return hist.map((v) => Math.sqrt(v));
}

function normalise(v: Float64Array): Float64Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm > 0 ? v.map((x) => x / norm) : v;
}
