import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { itemSvg } from '../catalog/images/render-svg';
import { COARSE_DIMS, coarseFeatures, FEATURE_DIMS, featureDistance, similarityOf } from './features';
import { itemImageFeatures, uploadedImageFeatures } from './image-features';

/** A product shot in miniature: a shape of one colour on a plain backdrop. */
function picture(opts: {
  shape: 'circle' | 'square';
  fill: string;
  size?: number;
  dx?: number;
  bg?: string;
}) {
  const s = opts.size ?? 120;
  const cx = 200 + (opts.dx ?? 0);
  const body =
    opts.shape === 'circle'
      ? `<circle cx="${cx}" cy="210" r="${s}" fill="${opts.fill}"/>`
      : `<rect x="${cx - s}" y="${210 - s}" width="${2 * s}" height="${2 * s}" fill="${opts.fill}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${opts.bg ?? '#f2efe9'}"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const features = async (p: Promise<Buffer>) => uploadedImageFeatures(await p);

describe('image features', () => {
  it('fit the cube type: at most 100 dimensions, unit length', async () => {
    const f = await features(picture({ shape: 'circle', fill: '#d22' }));
    expect(FEATURE_DIMS).toBeLessThanOrEqual(100);
    expect(f).toHaveLength(FEATURE_DIMS);
    expect(Math.hypot(...f)).toBeCloseTo(1, 4);
  });

  it('give the same image distance 0 (similarity 1)', async () => {
    const a = await features(picture({ shape: 'circle', fill: '#d22' }));
    const b = await features(picture({ shape: 'circle', fill: '#d22' }));
    expect(featureDistance(a, b)).toBe(0);
    expect(similarityOf(0)).toBe(1);
  });

  it('rank by the product shape first, then by its colour', async () => {
    const query = await features(picture({ shape: 'circle', fill: '#d22' }));
    const redRound = await features(picture({ shape: 'circle', fill: '#c8281e', size: 105, dx: 12 }));
    const blueRound = await features(picture({ shape: 'circle', fill: '#2a4fd6' }));
    const redSquare = await features(picture({ shape: 'square', fill: '#d22', size: 95 }));
    const greenSquare = await features(picture({ shape: 'square', fill: '#2b2', size: 95 }));
    const d = (f: number[]) => featureDistance(query, f);
    // A round product, moved and smaller or in another colour, before a square one of the same red.
    expect(d(redRound)).toBeLessThan(d(redSquare));
    expect(d(blueRound)).toBeLessThan(d(redSquare));
    // Among square ones, the colour decides.
    expect(d(redSquare)).toBeLessThan(d(greenSquare));
    expect(d(blueRound)).toBeLessThan(d(greenSquare));
  });

  it('show a calibrated similarity: 1 for the same picture, lower the farther, 0 for the unrelated', () => {
    expect(similarityOf(0)).toBe(1);
    expect(similarityOf(0.09)).toBeGreaterThanOrEqual(0.9);
    const at = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.9, 1.4].map(similarityOf);
    expect(at).toEqual([...at].sort((a, b) => b - a));
    // Cosine similarity put a distance of 0.32 (a candle's nearest spice blend) at 95%.
    expect(similarityOf(0.32)).toBeLessThan(0.6);
    expect(similarityOf(0.8)).toBe(0);
  });

  it('match a catalog picture to itself after re-encoding, resizing and a crop', async () => {
    const seed = 424_242;
    const own = await itemImageFeatures(seed, { drawing: 'bottle' });
    const png = await sharp(Buffer.from(itemSvg(seed, { drawing: 'bottle' }, 0)))
      .resize(700, 700)
      .extract({ left: 10, top: 10, width: 680, height: 680 })
      .jpeg({ quality: 70 })
      .toBuffer();
    const uploaded = await uploadedImageFeatures(png);
    const others = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((k) =>
        itemImageFeatures(seed + k * 7919, { drawing: k % 2 ? 'bottle' : 'mug' }),
      ),
    );
    const toOwn = featureDistance(uploaded, own);
    expect(toOwn).toBeLessThan(0.12);
    expect(similarityOf(toOwn)).toBeGreaterThanOrEqual(0.9);
    for (const other of others) expect(toOwn).toBeLessThan(featureDistance(uploaded, other));
  });

  it('refuses bytes that are not an image with a 400', async () => {
    await expect(uploadedImageFeatures(Buffer.from('not an image'))).rejects.toMatchObject({
      code: 'INVALID',
    });
  });
});

describe('coarse features', () => {
  it('project onto 10 axes, never farther apart than the full vectors', async () => {
    const a = await features(picture({ shape: 'circle', fill: '#d22' }));
    const b = await features(picture({ shape: 'square', fill: '#2b2', size: 95 }));
    expect(COARSE_DIMS).toBe(10);
    expect(coarseFeatures(a)).toHaveLength(COARSE_DIMS);
    // Orthonormal axes: a projection shortens distances (so a true neighbour stays near).
    expect(featureDistance(coarseFeatures(a), coarseFeatures(b))).toBeLessThanOrEqual(
      featureDistance(a, b) + 1e-4,
    );
  });

  it('keep near pictures near', async () => {
    const q = coarseFeatures(await features(picture({ shape: 'circle', fill: '#d22' })));
    const near = coarseFeatures(
      await features(picture({ shape: 'circle', fill: '#c8281e', size: 105, dx: 12 })),
    );
    const far = coarseFeatures(await features(picture({ shape: 'square', fill: '#2b2', size: 95 })));
    expect(featureDistance(q, near)).toBeLessThan(featureDistance(q, far));
  });
});
