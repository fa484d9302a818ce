import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandIdeasTask } from '../../ai-text/tasks/brand-ideas';
import { candleGrounding } from '../../ai-text/test-grounding';
import { composeSvg } from './compose-svg';

const SIZE = 160;
const BAND = 4;

/** The share of each edge band's pixels that are one colour (within a small distance). */
async function shareOfEdges(svg: string, ground: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(ground.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const isGround = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return Math.abs(data[at]! - r) + Math.abs(data[at + 1]! - g) + Math.abs(data[at + 2]! - b) < 24;
  };
  const share = (pixels: [number, number][]) =>
    pixels.filter(([x, y]) => isGround(x, y)).length / pixels.length;
  const band = (pick: (i: number, d: number) => [number, number]) =>
    Array.from({ length: SIZE * BAND }, (_, k) => pick(k % SIZE, Math.floor(k / SIZE)));
  return {
    top: share(band((i, d) => [i, d])),
    bottom: share(band((i, d) => [i, SIZE - 1 - d])),
    left: share(band((i, d) => [d, i])),
    right: share(band((i, d) => [SIZE - 1 - d, i])),
  };
}

describe('brand image 2 (the palette card)', () => {
  it('is full bleed: no edge band in the neutral (a blank strip) or the slide’s primary (an offset card)', async () => {
    const ideas = [
      'a calming lavender candle for busy parents',
      'bold gym hoodies for athletes who train hard',
    ].flatMap(
      (description, k) =>
        brandIdeasTask.embedded(
          {
            category: k === 0 ? 'Candles' : 'Apparel',
            productDescription: description,
            targetAudiences: [],
            grounding: candleGrounding(),
            count: 3,
            avoidNames: [],
          },
          42,
        ).ideas,
    );
    let checked = 0;
    for (const idea of ideas) {
      const palette = idea.colorPalette.map((c) => c.hexCode);
      const neutral = palette[3]!;
      for (const seed of [1, 2, 3, 4]) {
        const svg = composeSvg({
          purpose: 'BRAND',
          prompt: idea.imagePrompts[1]!,
          palette,
          seed,
          index: 0,
          size: SIZE,
        });
        // Neither the neutral (a blank strip) nor the primary, the brand slide's own colour (the picture
        // would melt into the slide and look shifted), takes over an edge.
        for (const [what, ground] of [
          ['neutral', neutral],
          ['primary', palette[0]!],
        ] as const) {
          const edges = await shareOfEdges(svg, ground);
          for (const [edge, share] of Object.entries(edges))
            expect(share, `${idea.brandName} seed ${seed}: ${edge} edge in the ${what}`).toBeLessThan(0.5);
        }
        checked++;
      }
    }
    expect(checked).toBe(24);
  });
});
