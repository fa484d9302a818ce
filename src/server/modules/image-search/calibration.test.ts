import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lookOfItem } from '../catalog/images/item-look';
import { itemSvg } from '../catalog/images/render-svg';
import { featureDistance, similarityOf } from './features';
import { itemImageFeatures, uploadedImageFeatures } from './image-features';

// Search by image over pictures drawn as the catalog draws them: a candle's picture against candles and
// products of other categories, each drawn from several seeds (palettes, framings).

const KINDS = {
  candle: [
    'Soy Wax Scented Candle in Amber Glass Jar, 8 oz',
    'Coconut Wax Candle in Frosted Jar, 12 oz',
    'Beeswax Three-Wick Candle in Ceramic Vessel, 16 oz',
    'Vegan Wax Candle with Wooden Wick, 8 oz',
  ],
  faceCream: ['Organic Face Cream, 50 ml', 'Botanical Night Cream, 1.7 oz'],
  spiceBlend: ['Smoked Spice Blend with Shaker Lid, 3 oz', 'Garlic Herb Seasoning Rub with Shaker Lid, 5 oz'],
  tShirt: ['Organic Cotton T-Shirt with Screen Print, S-XL', 'Heavyweight Cotton Oversized Tee, XS-XXL'],
  mailerBox: ['Kraft Mailer Box with Foil Logo, 9 x 6 x 3 in', 'Corrugated Shipping Box, 12 x 9 x 4 in'],
} as const;
type Kind = keyof typeof KINDS;

async function catalog() {
  const out: { kind: Kind; features: number[] }[] = [];
  for (const [kind, titles] of Object.entries(KINDS) as [Kind, readonly string[]][])
    for (const [i, title] of titles.entries())
      for (let k = 0; k < 6; k++) {
        const look = lookOfItem({ title, subgroup: 'Jar Candles' });
        out.push({ kind, features: await itemImageFeatures(1000 + 7919 * (i * 6 + k + 1), look) });
      }
  return out;
}

describe('image search similarity, calibrated', () => {
  it('ranks candles first for a candle picture; other products show clearly lower scores', async () => {
    const query = await itemImageFeatures(
      31337,
      lookOfItem({ title: KINDS.candle[0], subgroup: 'Jar Candles' }),
    );
    const ranked = (await catalog())
      .map((p) => ({ kind: p.kind, shown: similarityOf(featureDistance(query, p.features)) }))
      .sort((a, b) => b.shown - a.shown);
    const top = ranked.slice(0, 10);
    expect(top.filter((r) => r.kind === 'candle').length).toBeGreaterThanOrEqual(7);
    expect(ranked[0]!.kind).toBe('candle');
    const best = (kind: Kind) => Math.max(...ranked.filter((r) => r.kind === kind).map((r) => r.shown));
    for (const kind of ['tShirt', 'mailerBox'] as const) expect(best(kind)).toBeLessThan(0.6);
    // Not the 98% cosine similarity gave a face cream or a spice blend.
    for (const kind of ['faceCream', 'spiceBlend'] as const) expect(best(kind)).toBeLessThan(0.8);
    expect(best('candle')).toBeGreaterThan(Math.max(best('faceCream'), best('spiceBlend')));
  });

  it('shows a near-duplicate of the picture (resized, cropped, JPEG) at 90% or more', async () => {
    const look = lookOfItem({ title: KINDS.candle[2], subgroup: 'Jar Candles' });
    const copy = await sharp(Buffer.from(itemSvg(4711, look, 0)))
      .resize(480, 480)
      .extract({ left: 9, top: 6, width: 460, height: 468 })
      .jpeg({ quality: 70 })
      .toBuffer();
    const shown = similarityOf(
      featureDistance(await uploadedImageFeatures(copy), await itemImageFeatures(4711, look)),
    );
    expect(shown).toBeGreaterThanOrEqual(0.9);
  });
});
