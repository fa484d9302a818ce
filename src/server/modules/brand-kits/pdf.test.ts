import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type BrandKit, IMAGE_LOADING, type ProductSku } from '../../../shared/contract/brand-kits';
import { marketResearchTask } from '../../providers/ai-text/tasks/market-research';
import { candleGrounding } from '../../providers/ai-text/test-grounding';
import { renderKitPdf } from './pdf';
import { BOTTOM, KIT_PDF_PAGE, M, RIGHT } from './pdf-layout';
import { fitResearch, RESEARCH_SIZES, researchBox } from './pdf-research';

// The PDF is read back with plain string parsing (no PDF library): `compress: false` leaves the page
// content streams as text, where pdfkit writes colours as `r g b scn` and text as hex strings in TJ arrays.

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function product(n: number, overrides: Partial<ProductSku> = {}): ProductSku {
  return {
    uuid: U(100 + n),
    createdAt: '2025-01-01T12:00:00.000Z',
    title: `Lavender candle ${n}`,
    suggestedRetailPriceCents: 2_450 + n,
    popularity: 60 + n,
    description: 'Soy wax, cotton wick, a calm evening in a jar.',
    image: `/files/sku-${n}.png`,
    imagePrompt: '',
    imageTray: [],
    productionMinPriceCents: 600,
    matches: [
      {
        catalogItemId: n,
        title: 'Soy candle',
        imageUrl: '',
        supplierId: 10 + n,
        supplierName: `Ningbo Glow Works ${n}`,
        countryCode: 'CN',
        unitPriceCents: 612,
        moq: 1_500,
        samplePriceCents: 2_000,
      },
    ],
    ...overrides,
  };
}

function makeKit(overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    id: 1,
    category: 'Candles',
    productDescription: 'A calming lavender candle for busy parents',
    targetAudiences: [
      { uuid: U(50), createdAt: '2025-01-01T12:00:00.000Z', name: 'Busy parents', description: '' },
    ],
    isWaitlistSitePublished: false,
    isShared: true,
    isArchived: false,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    brandIdeas: {
      generations: [
        {
          uuid: U(1),
          createdAt: '2025-01-01T12:00:00.000Z',
          brandName: 'Lull & Lavender',
          slogan: 'Quiet, bottled.',
          mission: 'Give busy parents ten calm minutes a day.',
          valueProps: ['Clean soy wax', 'Calming scent', 'Refillable jar'],
          colorPalette: [
            { hexCode: '#2E2A4F', name: 'Midnight', description: 'Primary' },
            { hexCode: '#B8A1E3', name: 'Lavender', description: 'Accent' },
            { hexCode: '#F4EFE6', name: 'Linen', description: 'Background' },
            { hexCode: '#6B8F71', name: 'Sage', description: 'Support' },
          ],
          images: [0, 1, 2, 3].map((i) => `/files/brand-${i}.png`),
          imagePrompts: [],
          imageTray: [],
        },
      ],
      selected: U(1),
    },
    moodboardImages: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `/files/mood-${i}.png`),
    moodboardImagePrompts: [],
    moodboardImageTray: [],
    productSkus: {
      generations: [product(1), product(2), product(3), product(4)],
      selectedUuids: [U(101), U(102), U(103)],
    },
    marketResearch:
      'Market overview\nCandles sell well online.\n\nWho buys\n- Busy parents: calm is the promise.',
    slideColors: [
      { key: 'IDEA', value: '#2E2A4F' },
      { key: 'MOODBOARD', value: '#B8A1E3' },
      { key: 'MARKET_RESEARCH', value: '#F4EFE6' },
      { key: 'PRODUCT_IDEAS', value: '#6B8F71' },
      { key: 'GET_STARTED', value: '#102030' },
    ],
    thumbnailImages: [],
    pendingRequests: [],
    ...overrides,
  };
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c0a0e0' } })
    .png()
    .toBuffer();

/** Serves every /files/ URL as a real image and records what was asked. */
function imageReader(missing: Record<string, 'null' | 'throw' | 'garbage'> = {}) {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    const what = missing[url];
    if (what === 'null') return null;
    if (what === 'throw') throw new Error('storage down');
    if (what === 'garbage') return Buffer.from('not an image');
    return url.startsWith('/files/') ? png(300) : null;
  };
  return { read, asked };
}

type Parsed = { raw: string; title: string | undefined; pages: { mediaBox: number[]; content: string }[] };

function parse(buffer: Buffer): Parsed {
  const raw = buffer.toString('latin1');
  const objects = new Map<number, string>();
  const parts = raw.split(/\n(\d+) 0 obj\n/);
  for (let i = 1; i < parts.length; i += 2) objects.set(Number(parts[i]), parts[i + 1] ?? '');
  const pages = [...objects.values()]
    .filter((body) => /\/Type \/Page\b/.test(body))
    .map((body) => {
      const contents = Number(/\/Contents (\d+) 0 R/.exec(body)?.[1]);
      const stream = objects.get(contents) ?? '';
      return {
        mediaBox: (/\/MediaBox \[([^\]]+)\]/.exec(body)?.[1] ?? '').trim().split(/\s+/).map(Number),
        content: stream.slice(stream.indexOf('stream\n') + 7, stream.lastIndexOf('\nendstream')),
      };
    });
  // The document info's Title is an indirect string object: `n 0 obj\n(text)\nendobj`.
  const titleRef = Number(/\/Title (\d+) 0 R/.exec(raw)?.[1]);
  const title = /^\((.*)\)/.exec(objects.get(titleRef) ?? '')?.[1];
  return { raw, title, pages };
}

/** The text a content stream shows, one line per TJ. */
function textOf(content: string): string {
  const lines: string[] = [];
  for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
    let line = '';
    for (const hex of (tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g))
      for (let i = 0; i < (hex[1] ?? '').length; i += 2)
        line += String.fromCharCode(Number.parseInt(hex[1]!.slice(i, i + 2), 16));
    lines.push(line);
  }
  return lines.join('\n');
}

/** The fill colours a stream sets, as hex, in order. */
function fillsOf(content: string): string[] {
  return [...content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) scn/g)].map(
    (m) =>
      `#${[m[1], m[2], m[3]]
        .map((v) =>
          Math.round(Number(v) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')
        .toUpperCase()}`,
  );
}

/** The colour the page is painted with first: the fill in force when the full-page rectangle is filled. */
function backgroundOf(content: string): string | undefined {
  const at = content.indexOf('0 0 960 540 re');
  return at < 0 ? undefined : (fillsOf(content.slice(0, at)).at(-1) ?? fillsOf(content.slice(at)).at(0));
}

const imageCount = (raw: string) => raw.match(/\/Subtype \/Image/g)?.length ?? 0;

describe('the kit PDF', () => {
  it('is a landscape PDF of the five slides, titled with the brand, each on its slide colour', async () => {
    const kit = makeKit();
    const buffer = await renderKitPdf(kit, imageReader().read, { compress: false });
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const { raw, title, pages } = parse(buffer);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(5);
    expect(pages).toHaveLength(5);
    for (const page of pages) {
      const [, , width = 0, height = 0] = page.mediaBox;
      expect(width).toBeGreaterThan(height);
    }
    expect(title).toBe('Lull & Lavender');
    expect(pages.map((p) => backgroundOf(p.content))).toEqual([
      '#2E2A4F',
      '#B8A1E3',
      '#F4EFE6',
      '#6B8F71',
      '#102030',
    ]);
  });

  it('writes each slide’s content: idea, research, products with prices, suppliers and next steps', async () => {
    const { pages } = parse(await renderKitPdf(makeKit(), imageReader().read, { compress: false }));
    const [idea, mood, research, products, started] = pages.map((p) => textOf(p.content));
    expect(idea).toContain('Lull & Lavender');
    expect(idea).toContain('Quiet, bottled.');
    expect(idea).toContain('Refillable jar');
    expect(idea).toContain('Lavender');
    expect(idea).toContain('#B8A1E3');
    expect(mood).toContain('MOOD BOARD');
    expect(research).toContain('Market overview');
    expect(research).toContain('Candles sell well online.');
    expect(research).toContain('Busy parents: calm is the promise.');
    expect(products).toContain('Lavender candle 1');
    expect(products).toContain('$24.53');
    expect(products).toContain('Popularity 63/100');
    expect(products).not.toContain('Lavender candle 4');
    expect(started).toContain('Ningbo Glow Works 2');
    expect(started).toContain('China');
    expect(started).toContain('$6.12');
    expect(started).toContain('1,500 units');
    expect(started).toContain('NEXT STEPS');
  });

  it('picks readable text: light on a dark slide, dark on a light one', async () => {
    const { pages } = parse(await renderKitPdf(makeKit(), imageReader().read, { compress: false }));
    const textFill = (content: string) => fillsOf(content.slice(content.indexOf('BT'))).at(0);
    expect(textFill(pages[0]!.content)).toBe('#FFFFFF');
    expect(textFill(pages[2]!.content)).toBe('#1A1B1E');
  });

  it('embeds every image at twice the size it is placed at', async () => {
    const { raw } = parse(await renderKitPdf(makeKit(), imageReader().read, { compress: false }));
    expect(imageCount(raw)).toBe(4 + 8 + 3);
    // Brand images sit in 224 pt squares, so they are embedded at 448 px.
    expect(
      raw.match(/\/Width 448\s+\/Height 448/g)?.length ?? raw.match(/\/Height 448\s+\/Width 448/g)?.length,
    ).toBe(4);
  });

  it('paints every image fully opaque, whatever faded text was drawn before it', async () => {
    const buffer = await renderKitPdf(makeKit(), imageReader().read, { compress: false });
    const raw = buffer.toString('latin1');
    const objects = new Map(
      [...raw.matchAll(/\n(\d+) 0 obj\n([\s\S]*?)\nendobj/g)].map((m) => [Number(m[1]), m[2] ?? '']),
    );
    const fillOpacity = (ref: number) => Number(/\/ca ([\d.]+)/.exec(objects.get(ref) ?? '')?.[1] ?? 1);
    const gstates = new Map(
      [...raw.matchAll(/\/(Gs\d+) (\d+) 0 R/g)].map((m) => [m[1]!, fillOpacity(Number(m[2]))]),
    );
    const { pages } = parse(buffer);
    const painted: number[] = [];
    for (const page of pages.slice(0, 2)) {
      // The fill opacity in force at each image: `q`/`Q` save and restore it, `/GsN gs` sets it.
      const stack: number[] = [];
      let ca = 1;
      for (const op of page.content.matchAll(/^q$|^Q$|\/(Gs\d+) gs|\/I\d+ Do/gm)) {
        if (op[0] === 'q') stack.push(ca);
        else if (op[0] === 'Q') ca = stack.pop() ?? 1;
        else if (op[1]) ca = gstates.get(op[1]) ?? 1;
        else painted.push(ca);
      }
    }
    expect(painted).toHaveLength(4 + 8);
    expect(painted.every((a) => a === 1)).toBe(true);
  });

  it('draws a placeholder frame for an empty, loading, missing, unreadable or failing image, and still renders', async () => {
    const kit = makeKit({
      moodboardImages: [
        '',
        IMAGE_LOADING,
        '/files/gone.png',
        '/files/bad.png',
        '/files/err.png',
        ...[5, 6, 7].map((i) => `/files/mood-${i}.png`),
      ],
    });
    const reader = imageReader({
      '/files/gone.png': 'null',
      '/files/bad.png': 'garbage',
      '/files/err.png': 'throw',
    });
    const { raw, pages } = parse(await renderKitPdf(kit, reader.read, { compress: false }));
    expect(pages).toHaveLength(5);
    expect(imageCount(raw)).toBe(4 + 3 + 3);
    expect(pages[1]!.content.match(/\[4 3\] 0 d/g)).toHaveLength(5);
    expect(pages[0]!.content).not.toContain('[4 3] 0 d');
    expect(reader.asked).not.toContain('');
    expect(reader.asked).not.toContain(IMAGE_LOADING);
  });

  it('flows long market research onto a continuation page painted like the slide', async () => {
    const paragraph =
      'Candles are a steady category with many suppliers and room for a brand with a point of view. ';
    const long = Array.from({ length: 14 }, (_, i) => `Section ${i}\n${paragraph.repeat(4)}`).join('\n\n');
    const { pages } = parse(
      await renderKitPdf(makeKit({ marketResearch: long }), imageReader().read, { compress: false }),
    );
    expect(pages.length).toBeGreaterThan(5);
    const extra = pages.length - 5;
    const research = pages.slice(2, 3 + extra);
    expect(research.map((p) => backgroundOf(p.content))).toEqual(research.map(() => '#F4EFE6'));
    expect(textOf(research.at(-1)!.content)).toContain('Section 13');
    expect(backgroundOf(pages[3 + extra]!.content)).toBe('#6B8F71');
  });

  it('sets the longest realistic market research on its one slide, Next steps included', async () => {
    // The generator's research at its longest: six audiences, eight supplier countries, long names.
    const audiences = [
      'Busy parents who want ten quiet minutes at the end of the day',
      'Gift buyers shopping for housewarmings and birthdays',
      'Wellness-minded renters furnishing small city flats',
      'Yoga and meditation studio owners who retail to members',
      'Boutique hotel and spa buyers looking for a signature scent',
      'Eco-conscious shoppers who check every ingredient',
    ];
    const g = candleGrounding();
    const grounding = {
      ...g,
      countries: ['CN', 'VN', 'US', 'IN', 'TR', 'PL', 'MX', 'TH'].map((code, i) => ({
        code,
        name: new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code,
        suppliers: 30 - i * 3,
      })),
      topItems: g.topItems.map((t, i) => ({
        ...t,
        supplierName: `Zhejiang Everbright Home Fragrance Manufacturing Co., Ltd. ${i + 1}`,
      })),
    };
    const { marketResearch } = marketResearchTask.embedded(
      {
        category: 'Home & Candles',
        productDescription:
          'A calming lavender and chamomile soy candle in a matte black tin with a wooden wick, for busy parents',
        brandName: 'Lull & Lavender Apothecary',
        targetAudiences: audiences,
        grounding,
      },
      7,
    );
    const kit = makeKit({
      marketResearch,
      targetAudiences: audiences.map((name, i) => ({
        uuid: U(60 + i),
        createdAt: '2025-01-01T12:00:00.000Z',
        name,
        description: '',
      })),
    });

    // The layout: every line of the column ends above the bottom margin, at a readable size.
    const measure = new PDFDocument({
      size: [KIT_PDF_PAGE.width, KIT_PDF_PAGE.height],
      autoFirstPage: false,
    });
    measure.addPage();
    const layout = fitResearch(measure, marketResearch, researchBox(M + 280, RIGHT, BOTTOM));
    expect(layout.fits).toBe(true);
    expect(layout.size).toBeGreaterThanOrEqual(RESEARCH_SIZES.at(-1)!);
    expect(layout.lines.at(-1)?.text).toMatch(/^4\. /);
    for (const line of layout.lines) expect(line.y + line.h).toBeLessThanOrEqual(BOTTOM);

    // The PDF: still five pages, the research slide holds the four next steps, nothing drawn below the margin.
    const { pages } = parse(await renderKitPdf(kit, imageReader().read, { compress: false }));
    expect(pages).toHaveLength(5);
    const research = textOf(pages[2]!.content);
    expect(research).toContain('Next steps');
    for (const n of [1, 2, 3, 4]) expect(research).toMatch(new RegExp(`^${n}\\. `, 'm'));
    const tops = [...pages[2]!.content.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm/g)].map(
      (m) => KIT_PDF_PAGE.height - Number(m[1]),
    );
    expect(Math.max(...tops)).toBeLessThanOrEqual(BOTTOM);
  });

  it('falls back to the palette’s slide colours, the category as title, and empty states', async () => {
    const kit = makeKit({
      slideColors: [],
      brandIdeas: { generations: makeKit().brandIdeas.generations, selected: U(1) },
    });
    const { pages } = parse(await renderKitPdf(kit, imageReader().read, { compress: false }));
    expect(pages.map((p) => backgroundOf(p.content))).toEqual([
      '#2E2A4F',
      '#B8A1E3',
      '#F4EFE6',
      '#6B8F71',
      '#2E2A4F',
    ]);

    const bare = makeKit({
      slideColors: [],
      brandIdeas: { generations: [], selected: null },
      moodboardImages: Array(8).fill(''),
      productSkus: { generations: [], selectedUuids: [] },
      marketResearch: '',
    });
    const parsed = parse(await renderKitPdf(bare, imageReader().read, { compress: false }));
    expect(parsed.pages).toHaveLength(5);
    expect(parsed.title).toBe('Candles');
    expect(imageCount(parsed.raw)).toBe(0);
    expect(parsed.pages.map((p) => backgroundOf(p.content))).toEqual(Array(5).fill('#FFFFFF'));
    expect(textOf(parsed.pages[3]!.content)).toContain('No product ideas selected yet.');
  });

  it('compresses its content by default', async () => {
    const buffer = await renderKitPdf(makeKit(), imageReader().read);
    const raw = buffer.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('/Filter /FlateDecode');
    expect(raw).not.toContain('0 0 960 540 re');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(5);
  });
});
