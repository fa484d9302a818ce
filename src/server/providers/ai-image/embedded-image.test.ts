import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToHsl } from '../ai-text/lexicon/hsl';
import { AiError } from '../ai-text/types';
import { initialsOf } from './compose/brand-scene';
import { composeSvg } from './compose/compose-svg';
import { resolvePalette } from './compose/palette';
import { createEmbeddedImage } from './embedded-image';
import type { ImageRequest } from './types';

const images = createEmbeddedImage();
const PALETTE = ['#B39ED6', '#89B896', '#E4BA9A', '#F4F0EB'];
const OTHER = ['#E95035', '#1F2647', '#FFC30F', '#E3E8ED'];
const base: ImageRequest = {
  purpose: 'BRAND',
  prompt: 'Logo mark for Hush & Lavender',
  palette: PALETTE,
  count: 1,
  size: 128,
  seed: 1,
};

const pixels = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
/** Mean absolute difference per channel, 0–255. */
async function difference(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}
async function meanColor(png: Buffer) {
  const { channels } = await sharp(png).removeAlpha().stats();
  return channels.map((c) => c.mean);
}

describe('embedded image provider', () => {
  it('answers `count` PNGs of exactly the asked size (1024 by default)', async () => {
    const out = await images.generate({
      ...base,
      purpose: 'DESIGN',
      prompt: 'a black and sage striped mug',
      count: 4,
      size: undefined,
    });
    expect(out).toHaveLength(4);
    for (const img of out) {
      const meta = await sharp(img.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
      expect([img.width, img.height]).toEqual([1024, 1024]);
    }
    const small = await images.generate({ ...base, count: 2, size: 200 });
    expect((await sharp(small[1]!.png).metadata()).width).toBe(200);
    // Asked for more than 4: 4.
    expect(await images.generate({ ...base, count: 9, size: 64 })).toHaveLength(4);
  });

  it('is deterministic: the same request gives the same bytes', async () => {
    for (const purpose of ['BRAND', 'MOODBOARD', 'PRODUCT', 'DESIGN'] as const) {
      const req = { ...base, purpose, count: 2 };
      const [a, b] = await Promise.all([images.generate(req), images.generate({ ...req })]);
      expect(a.map((i) => i.png.equals(b[a.indexOf(i)]!.png))).toEqual([true, true]);
    }
  });

  it('draws the pictures of one request, and of other prompts, palettes and seeds, visibly differently', async () => {
    for (const purpose of ['BRAND', 'MOODBOARD', 'PRODUCT', 'DESIGN'] as const) {
      const four = await images.generate({ ...base, purpose, prompt: 'lavender candle', count: 4 });
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++)
          expect(await difference(four[i]!.png, four[j]!.png), `${purpose} ${i} vs ${j}`).toBeGreaterThan(4);
      const [first] = four;
      const [otherPalette] = await images.generate({
        ...base,
        purpose,
        prompt: 'lavender candle',
        palette: OTHER,
      });
      const [otherSeed] = await images.generate({ ...base, purpose, prompt: 'lavender candle', seed: 2 });
      expect(await difference(first!.png, otherPalette!.png), `${purpose} palette`).toBeGreaterThan(10);
      expect(await difference(first!.png, otherSeed!.png), `${purpose} seed`).toBeGreaterThan(2);
    }
    // Eight mood-board prompts of one palette: eight different textures.
    const prompts = [
      'Linen folds',
      'Dried lavender sprigs',
      'Soft watercolour wash',
      'Frosted glass',
      'Sage leaves',
      'Brushed cotton',
      'Smooth river stones',
      'Morning mist gradient',
    ];
    const boards = await Promise.all(
      prompts.map((prompt) =>
        images.generate({ ...base, purpose: 'MOODBOARD', prompt: `${prompt} in sage` }),
      ),
    );
    for (let i = 0; i < 8; i++)
      for (let j = i + 1; j < 8; j++)
        expect(await difference(boards[i]![0]!.png, boards[j]![0]!.png)).toBeGreaterThan(3);
  });

  it('colours a design from the prompt words when no palette is given', async () => {
    const [black] = await images.generate({
      ...base,
      purpose: 'DESIGN',
      palette: undefined,
      prompt: 'a black candle',
      size: 96,
    });
    const [lavender] = await images.generate({
      ...base,
      purpose: 'DESIGN',
      palette: undefined,
      prompt: 'a lavender candle',
      size: 96,
    });
    expect(await difference(black!.png, lavender!.png)).toBeGreaterThan(5);
    expect(hexToHsl(resolvePalette('a lavender and black hoodie', undefined, 1)[0]!)[0]).toBeGreaterThan(240);
    expect(hexToHsl(resolvePalette('a lavender and black hoodie', undefined, 1)[2]!)[2]).toBeLessThan(20);
    // A given palette is used as is.
    expect(resolvePalette('anything', PALETTE, 1)).toEqual(PALETTE);
  });

  it('draws the sketch key asked (candle, hoodie and tote included)', () => {
    const svg = (sketchKey: 'candle' | 'hoodie' | 'tote' | 'mug') =>
      composeSvg({
        purpose: 'DESIGN',
        prompt: 'design',
        palette: PALETTE,
        sketchKey,
        seed: 1,
        index: 0,
        size: 64,
      });
    expect(new Set([svg('candle'), svg('hoodie'), svg('tote'), svg('mug')]).size).toBe(4);
    expect(initialsOf('Logo mark for Hush & Lavender: a calm monogram "HL" in lavender')).toBe('HL');
    expect(initialsOf('Logo mark for Nest Candle Co.')).toBe('NC');
  });

  it('blends a starting image into the result by strength', async () => {
    const start = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const at = async (strength: number) =>
      (
        await images.generate({
          ...base,
          purpose: 'DESIGN',
          prompt: 'a sage tote',
          initImage: start,
          strength,
        })
      )[0]!.png;
    const [weak, strong, full] = await Promise.all([at(0.2), at(0.8), at(1)]);
    const red = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const dWeak = await difference(weak, red);
    const dStrong = await difference(strong, red);
    expect(dWeak).toBeGreaterThan(3);
    expect(dStrong).toBeGreaterThan(dWeak * 2);
    expect((await meanColor(weak))[0]).toBeGreaterThan((await meanColor(strong))[0]!);
    const [plain] = await images.generate({ ...base, purpose: 'DESIGN', prompt: 'a sage tote' });
    expect(await difference(full, plain!.png)).toBeLessThan(1);
    expect((await sharp(weak).metadata()).width).toBe(128);
    await expect(
      images.generate({ ...base, initImage: Buffer.from('not a picture'), strength: 0.5 }),
    ).rejects.toMatchObject({ reason: 'REFUSED' });
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await images.generate({ ...base, signal: controller.signal }).catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.reason).toBe('ABORTED');
  });
});
