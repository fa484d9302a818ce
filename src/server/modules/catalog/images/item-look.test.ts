import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../db/seed/catalog/generate';
import { listCategories } from '../../../db/seed/catalog/taxonomy';
import { lookOfItem } from './item-look';
import { itemSvg } from './render-svg';

const BLACK = '#232323';
const look = (title: string, subgroup = 'Jar Candles') => lookOfItem({ title, subgroup });

describe("a catalog picture follows its product's title", () => {
  it.each([
    // [title, drawing, finish (outside), contents (wax, cream…)]
    ['Beeswax Taper Candle Set in Matte Black Tin, 8 oz', 'tapers', BLACK, '#e7b54a'],
    ['Soy Wax Pillar Candle in Matte Black Tin, 8 oz', 'candle-tin', BLACK, '#f4ecdc'],
    ['Coconut Wax Scented Candle in Amber Glass Jar, 12 oz', 'candle-jar', '#b8650f', '#faf7f0'],
    ['Beeswax Three-Wick Candle in Ceramic Vessel, 16 oz', 'candle-jar', '#ece6dc', '#e7b54a'],
    ['Vegan Wax Pillar Candle with Wooden Wick, 16 oz', 'pillar', undefined, '#f1ece2'],
    ['Rapeseed Wax Fragrance Melts in Frosted Jar, 4 oz', 'jar', '#e3e9ec', '#f3e6b8'],
    ['Sandalwood Reed Diffuser with Rattan Reeds, 100 ml', 'diffuser', undefined, '#a66f45'],
    ['Lavender Body Lotion in Aluminium Tin, 4 oz', 'tin', '#c3c7cc', '#b7a6d8'],
    ['Retinol Face Serum with Dropper Cap, 30 ml', 'dropper', undefined, '#f2d9a0'],
    ['Niacinamide Night Cream with Pump Dispenser, 50 ml', 'pump', undefined, '#eef0f2'],
    ['Charcoal Bar Soap in Kraft Wrap, 100 g', 'soap', '#b88a57', '#2f2f2f'],
    ['Porcelain Coffee Mug with Custom Glaze, 12 oz', 'mug', '#f6f4ef', '#5b3a24'],
    ['Stainless Steel Travel Tumbler with Laser Engraving, 16 oz', 'tumbler', '#b9bec4', undefined],
    ['Kraft Mailer Box with Foil Logo, 9 x 6 x 3 in', 'box', '#b88a57', undefined],
    ['Matte Black Tuck End Box with Tear Strip, 4 x 4 x 4 in', 'box', BLACK, undefined],
    ['Kraft Compostable Mailer with Custom Print, 10 x 13 in', 'mailer', '#b88a57', undefined],
    ['Kraft Paper Jar Label on Rolls, 2 x 2 in', 'label-roll', '#b88a57', undefined],
    ['18K Gold Plated Hoop Earrings with Cubic Zirconia, 12 mm', 'earrings', '#d4a937', undefined],
    ['Sterling Silver Chain Necklace Hypoallergenic, 16 in', 'necklace', '#d0d4d9', undefined],
    ['Organic Cotton Zip Hoodie with Screen Print, S-XL', 'hoodie', undefined, undefined],
    ['Acrylic Knit Cuffed Beanie with Woven Patch, One Size', 'beanie', undefined, undefined],
    ['Ceremonial Grade Matcha Powder in Gift Tin, 250 g', 'tin', '#c3c7cc', '#7fa04a'],
    ['Habanero Hot Sauce in Woozy Bottle, 5 oz', 'woozy', '#cfe1e6', '#e0531f'],
    ['Garlic Herb Spice Blend with Shaker Lid, 3 oz', 'shaker', undefined, '#a8b27a'],
    ['Dark Chocolate Protein Bar Individually Wrapped, 12 pack', 'bar', undefined, '#4a2a1a'],
    ['Ceramic Pet Bowl Non-Slip Base, 12 oz', 'pet-bowl', '#ece6dc', undefined],
    ['Sample Kit: Organic Cotton Onesie with Snap Closure, 0-3 M', 'onesie', undefined, undefined],
  ])('%s → %s', (title, drawing, finish, contents) => {
    const got = look(title);
    expect(got).toMatchObject({ drawing, from: 'title' });
    expect(got.finish).toBe(finish);
    expect(got.contents).toBe(contents);
  });

  it('falls back to the category silhouette for a title that names nothing it can draw', () => {
    expect(look('Zorblax 3000', 'Face Serums')).toEqual({ drawing: 'bottle', from: 'category' });
  });

  it('draws every product type of the seeded taxonomy from its title, not from its category', () => {
    const fallbacks: string[] = [];
    for (const c of listCategories())
      for (const noun of c.nouns) {
        const got = lookOfItem({
          title: `${c.group.materials[0]} ${noun}, ${c.group.sizes[0]}`,
          subgroup: c.subgroup,
        });
        if (got.from !== 'title') fallbacks.push(`${c.subgroup}: ${noun}`);
      }
    expect(fallbacks).toEqual([]);
  });

  it('gives every seeded title a drawing of its own type (candles are candles, never a bottle)', () => {
    const { items, categories } = generateCatalog({ scale: 0.05 });
    const subgroup = new Map(categories.map((c) => [c.id, c.subgroup]));
    const candles = items.filter((i) => /candle/i.test(i.title));
    expect(candles.length).toBeGreaterThan(10);
    for (const item of candles) {
      const got = lookOfItem({ title: item.title, subgroup: subgroup.get(item.categoryId)! });
      expect(['candle-jar', 'candle-tin', 'pillar', 'tapers']).toContain(got.drawing);
    }
    const titled = items.filter(
      (i) => lookOfItem({ title: i.title, subgroup: subgroup.get(i.categoryId)! }).from === 'title',
    );
    expect(titled).toHaveLength(items.length);
  });

  it('paints a matte black tin black: the body of the drawing is the dark colour the title names', async () => {
    const svg = itemSvg(4242, look('Beeswax Taper Candle Set in Matte Black Tin, 8 oz'), 0);
    expect(svg).toContain(`fill="${BLACK}"`);
    expect(svg).toContain('fill="#e7b54a"'); // the beeswax tapers
    // Where the tin stands (the lower middle of the 256-px render), a good share of the pixels is near black.
    const { data } = await sharp(Buffer.from(svg), { density: 18 })
      .extract({ left: 64, top: 160, width: 128, height: 46 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! < 150) dark++;
    expect(dark / (data.length / 3)).toBeGreaterThan(0.3);
  });
});
