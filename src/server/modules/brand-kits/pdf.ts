// The kit as a PDF of its five slides (spec §9: 40 px page margins, images captured at scale 2), each on its
// slide colour. pdfkit's built-in Helvetica keeps it offline; images are read through the caller, which
// decides which URLs belong to the kit, and a missing one is drawn as an empty frame.
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { BrandKit, ProductSku, PublicBrandKit, SlideKey } from '../../../shared/contract/brand-kits';
import {
  isRealImage,
  type KitDoc,
  kitDocOf,
  readableTextColor,
  resolvedSlideColors,
  SLIDE_LABELS,
  selectedIdeaOf,
  selectedSkusOf,
} from '../../../shared/rules/brand-kit';
import {
  BRAND_KIT_BRAND_IMAGES,
  BRAND_KIT_MOODBOARD_IMAGES,
  KIT_CAPTURE_SCALE,
  KIT_PDF_MARGIN_PX,
} from '../../../shared/rules/constants';
import { formatMoney } from '../../../shared/rules/money';

export type ReadKitImage = (url: string) => Promise<Buffer | null>;
export type RenderKitPdfOptions = { compress?: boolean };

/** A 16:9 landscape slide; 1 px = 1 pt. */
export const KIT_PDF_PAGE = { width: 960, height: 540 } as const;

type Box = { x: number; y: number; w: number; h: number };
type Slide = { key: SlideKey; background: string; text: string };

const M = KIT_PDF_MARGIN_PX;
const RIGHT = KIT_PDF_PAGE.width - M;
const BOTTOM = KIT_PDF_PAGE.height - M;
const CONTENT_W = RIGHT - M;
const GAP = 12;
const HEADER_BOTTOM = M + 62;

// Layout boxes, shared by the prefetch and the drawing so each image is scaled once, for its own box.
const IDEA_LEFT_W = 400;
const IDEA_CELL = (BOTTOM - M - GAP) / 2;
const ideaImageBox = (i: number): Box => ({
  x: RIGHT - 2 * IDEA_CELL - GAP + (i % 2) * (IDEA_CELL + GAP),
  y: M + Math.floor(i / 2) * (IDEA_CELL + GAP),
  w: IDEA_CELL,
  h: IDEA_CELL,
});
const MOOD_W = (CONTENT_W - 3 * GAP) / 4;
const MOOD_H = (BOTTOM - HEADER_BOTTOM - GAP) / 2;
const moodBox = (i: number): Box => ({
  x: M + (i % 4) * (MOOD_W + GAP),
  y: HEADER_BOTTOM + Math.floor(i / 4) * (MOOD_H + GAP),
  w: MOOD_W,
  h: MOOD_H,
});
const PRODUCTS_PER_PAGE = 4;
const PRODUCT_GAP = 16;
/** Three cards across for up to three products, four when there are more (further pages continue). */
const productImageBox = (count: number, i: number): Box => {
  const cols = count <= 3 ? 3 : PRODUCTS_PER_PAGE;
  const w = (CONTENT_W - (cols - 1) * PRODUCT_GAP) / cols;
  return { x: M + (i % cols) * (w + PRODUCT_GAP), y: HEADER_BOTTOM, w, h: Math.min(w * 0.7, 180) };
};

/** Renders every slide; resolves with the whole file. */
export async function renderKitPdf(
  kit: BrandKit | PublicBrandKit,
  readImage: ReadKitImage,
  options: RenderKitPdfOptions = {},
): Promise<Buffer> {
  const doc = kitDocOf(kit);
  const pdf = new PDFDocument({
    size: [KIT_PDF_PAGE.width, KIT_PDF_PAGE.height],
    margins: { top: M, bottom: M, left: M, right: M },
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: {
      Title: selectedIdeaOf(doc)?.brandName.trim() || kit.category,
      Subject: `Brand kit: ${kit.productDescription}`.slice(0, 300),
      Creator: 'Quarry',
      Producer: 'Quarry',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const images = new ImageCache(readImage);
  prefetch(doc, images);
  const writer = new SlideWriter(pdf, doc, kit, images);
  await writer.idea();
  await writer.moodboard();
  writer.marketResearch();
  await writer.productIdeas();
  writer.getStarted();
  pdf.end();
  return done;
}

// ---- Images --------------------------------------------------------------------------------------------

class ImageCache {
  private readonly cache = new Map<string, Promise<Buffer | null>>();
  constructor(private readonly readImage: ReadKitImage) {}

  /** The image scaled to KIT_CAPTURE_SCALE × its box, or null when it cannot be read. */
  get(url: string, box: { w: number; h: number }): Promise<Buffer | null> {
    if (!isRealImage(url)) return Promise.resolve(null);
    const width = Math.round(box.w * KIT_CAPTURE_SCALE);
    const height = Math.round(box.h * KIT_CAPTURE_SCALE);
    const key = `${width}x${height}:${url}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.readImage(url)
        .then((file) => (file ? scaleImage(file, width, height) : null))
        .catch(() => null);
      this.cache.set(key, found);
    }
    return found;
  }
}

async function scaleImage(file: Buffer, width: number, height: number): Promise<Buffer> {
  const { hasAlpha } = await sharp(file).metadata();
  const scaled = sharp(file).rotate().resize(width, height, { fit: 'cover' });
  return hasAlpha ? scaled.png().toBuffer() : scaled.jpeg({ quality: 88 }).toBuffer();
}

/** Starts every read and resize at once; the slides then await them in drawing order. */
function prefetch(doc: KitDoc, images: ImageCache): void {
  const idea = selectedIdeaOf(doc);
  for (let i = 0; i < BRAND_KIT_BRAND_IMAGES; i++) void images.get(idea?.images[i] ?? '', ideaImageBox(i));
  for (let i = 0; i < BRAND_KIT_MOODBOARD_IMAGES; i++)
    void images.get(doc.moodboardImages[i] ?? '', moodBox(i));
  const skus = selectedSkusOf(doc);
  skus.forEach((sku, i) => void images.get(sku.image, productImageBox(skus.length, i)));
}

// ---- Text ----------------------------------------------------------------------------------------------

const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const lineHeight = (size: number) => size * 1.2 + 2;

/**
 * Where and how to write: at most `lines` lines (default 1) with an ellipsis, so a slide never spills onto
 * a new page; `flow` lets long text run on, onto continuation pages.
 */
type TextBox = {
  x: number;
  y: number;
  w: number;
  size: number;
  lines?: number;
  flow?: boolean;
  font?: keyof typeof FONTS;
  opacity?: number;
  spacing?: number;
};

// Helvetica is WinAnsi-encoded: keep what it can draw, strip accents it cannot, and mark anything else.
const WIN_ANSI_EXTRA = new Set([
  338, 339, 352, 353, 376, 381, 382, 402, 710, 732, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);
const drawable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

function safe(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (char === '\n' || drawable(char.codePointAt(0) ?? 0)) out += char;
    else if (char === '→') out += '->';
    else {
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += plain && [...plain].every((c) => drawable(c.codePointAt(0) ?? 0)) ? plain : '?';
    }
  }
  return out;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const NEXT_STEPS = [
  'Message the suppliers above on Quarry to confirm prices, lead times and customisation.',
  'Order samples to check quality, finish and packaging before you commit.',
  'Start a custom project request for a product made to your own design.',
  'Share your brand kit and open your waitlist to test demand before the first run.',
];

// ---- Slides --------------------------------------------------------------------------------------------

class SlideWriter {
  private readonly colors: Map<SlideKey, string>;
  private slide: Slide = { key: 'IDEA', background: '#FFFFFF', text: '#1A1B1E' };
  private readonly brand: string;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly doc: KitDoc,
    private readonly kit: PublicBrandKit,
    private readonly images: ImageCache,
  ) {
    this.colors = new Map(resolvedSlideColors(doc).map((c) => [c.key, c.value]));
    this.brand = selectedIdeaOf(doc)?.brandName || kit.category;
    // Every page, including one text flows onto, is painted with its slide's colour before anything else.
    pdf.on('pageAdded', () => {
      pdf.fillColor(this.slide.background, 1);
      pdf.rect(0, 0, KIT_PDF_PAGE.width, KIT_PDF_PAGE.height).fill();
      pdf.fillColor(this.slide.text, 1);
    });
  }

  private start(key: SlideKey): void {
    const background = this.colors.get(key) ?? '#FFFFFF';
    this.slide = { key, background, text: readableTextColor(background) };
    this.pdf.addPage();
  }

  /** Writes text and answers the y below it. */
  private text(value: string, t: TextBox): number {
    const { pdf } = this;
    pdf.font(FONTS[t.font ?? 'regular']).fontSize(t.size);
    pdf.fillColor(this.slide.text, t.opacity ?? 1);
    const clamp = t.flow
      ? { ellipsis: false }
      : { ellipsis: true, height: lineHeight(t.size) * (t.lines ?? 1) };
    pdf.text(safe(value), t.x, t.y, { width: t.w, lineGap: 2, characterSpacing: t.spacing ?? 0, ...clamp });
    return pdf.y;
  }

  private label(value: string, x: number, y: number, w: number): number {
    return this.text(value.toUpperCase(), { x, y, w, size: 9, font: 'bold', opacity: 0.7, spacing: 1.2 });
  }

  /** The slide's name, small, above its title. */
  private kicker(w: number): void {
    const name = SLIDE_LABELS[this.slide.key].toUpperCase();
    this.text(name, { x: M, y: M, w, size: 10, font: 'bold', opacity: 0.7, spacing: 1.5 });
  }

  private header(title: string): void {
    this.kicker(CONTENT_W);
    this.text(title, { x: M, y: M + 18, w: CONTENT_W, size: 26, font: 'bold' });
  }

  private async image(url: string, box: Box): Promise<void> {
    const { pdf } = this;
    const file = await this.images.get(url, box);
    pdf.save();
    if (file) {
      pdf.roundedRect(box.x, box.y, box.w, box.h, 6).clip();
      pdf.image(file, box.x, box.y, { width: box.w, height: box.h });
    } else {
      // An empty, still generating or unreadable slot: a dashed frame on a faint tint.
      pdf.fillColor(this.slide.text, 0.08);
      pdf.roundedRect(box.x, box.y, box.w, box.h, 6).fill();
      pdf.lineWidth(1).dash(4, { space: 3 }).strokeColor(this.slide.text, 0.45);
      pdf.roundedRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1, 6).stroke();
      pdf.undash();
    }
    pdf.restore();
  }

  private rule(x: number, y: number, w: number, h = 0.5, opacity = 0.3): void {
    this.pdf.save();
    this.pdf.fillColor(this.slide.text, opacity);
    this.pdf.rect(x, y, w, h).fill();
    this.pdf.restore();
  }

  async idea(): Promise<void> {
    this.start('IDEA');
    const idea = selectedIdeaOf(this.doc);
    const w = IDEA_LEFT_W;
    this.kicker(w);
    // A long name steps down a size rather than losing its end; the smallest size may take two lines.
    const name = safe(this.brand);
    this.pdf.font(FONTS.bold);
    const size = [34, 28, 22].find((s) => this.pdf.fontSize(s).widthOfString(name) <= w) ?? 22;
    let y = this.text(name, { x: M, y: M + 18, w, size, font: 'bold', lines: 2 });
    if (!idea) {
      this.text('No brand idea yet: generate one in the kit editor.', {
        x: M,
        y: y + 8,
        w,
        size: 13,
        opacity: 0.8,
        lines: 3,
      });
    } else {
      y = this.text(idea.slogan, { x: M, y: y + 4, w, size: 15, font: 'italic', lines: 2 });
      y = this.text(idea.mission, { x: M, y: y + 10, w, size: 11, opacity: 0.9, lines: 5 });
      y = this.label('What we stand for', M, y + 14, w) + 4;
      for (const prop of idea.valueProps.slice(0, 3)) {
        this.text('•', { x: M, y, w: 10, size: 10.5, font: 'bold' });
        y = this.text(prop, { x: M + 12, y, w: w - 12, size: 10.5, lines: 2 }) + 4;
      }
      this.palette(idea.colorPalette, { x: M, y: BOTTOM - 88, w, h: 88 });
    }
    for (let i = 0; i < BRAND_KIT_BRAND_IMAGES; i++) await this.image(idea?.images[i] ?? '', ideaImageBox(i));
  }

  private palette(colors: { hexCode: string; name: string }[], box: Box): void {
    const w = (box.w - (colors.length - 1) * 10) / Math.max(colors.length, 1);
    colors.forEach((color, i) => {
      const x = box.x + i * (w + 10);
      this.pdf.save();
      this.pdf.fillColor(color.hexCode, 1);
      this.pdf.roundedRect(x, box.y, w, 50, 6).fill();
      this.pdf.lineWidth(0.75).strokeColor(this.slide.text, 0.35);
      this.pdf.roundedRect(x, box.y, w, 50, 6).stroke();
      this.pdf.restore();
      this.text(color.name, { x, y: box.y + 56, w, size: 9, font: 'bold' });
      this.text(color.hexCode.toUpperCase(), { x, y: box.y + 70, w, size: 8.5, opacity: 0.75 });
    });
  }

  async moodboard(): Promise<void> {
    this.start('MOODBOARD');
    this.header(this.brand);
    for (let i = 0; i < BRAND_KIT_MOODBOARD_IMAGES; i++)
      await this.image(this.doc.moodboardImages[i] ?? '', moodBox(i));
  }

  /** The research flows down a reading column, onto continuation pages painted like the slide. */
  marketResearch(): void {
    this.start('MARKET_RESEARCH');
    const leftW = 250;
    this.kicker(leftW);
    let y = this.text(this.brand, { x: M, y: M + 18, w: leftW, size: 24, font: 'bold', lines: 2 });
    y = this.text(this.kit.category, { x: M, y: y + 8, w: leftW, size: 11, opacity: 0.8, lines: 2 });
    const audiences = this.kit.targetAudiences.slice(0, 4);
    if (audiences.length) y = this.label('For', M, y + 16, leftW);
    for (const a of audiences) y = this.text(a.name, { x: M, y: y + 4, w: leftW, size: 10.5, lines: 2 });

    const x = M + leftW + 30;
    const w = RIGHT - x;
    const research = this.doc.marketResearch.trim();
    if (!research) {
      this.text('No market research yet.', { x, y: M, w, size: 13, opacity: 0.8 });
      return;
    }
    this.pdf.y = M;
    for (const block of research.split(/\n\s*\n/)) {
      const lines = block.split('\n').filter((l) => l.trim() !== '');
      lines.forEach((raw, i) => {
        const line = raw.trim();
        const isHeading = i === 0 && lines.length > 1 && line.length <= 60 && !/[.:;,!?]$/.test(line);
        const bullet = /^[-*•]\s+/.exec(line);
        // Keep a heading with the start of its section, and a bullet with its text.
        if (this.pdf.y + (isHeading ? lineHeight(12) + 2 * lineHeight(10.5) : lineHeight(10.5)) > BOTTOM)
          this.pdf.addPage();
        const top = this.pdf.y;
        if (isHeading) {
          this.text(line, { x, y: top === M ? M : top + 6, w, size: 12, font: 'bold', flow: true });
          this.pdf.y += 2;
        } else if (bullet) {
          this.text('•', { x, y: top, w: 10, size: 10.5 });
          this.text(line.slice(bullet[0].length), { x: x + 12, y: top, w: w - 12, size: 10.5, flow: true });
        } else {
          this.text(line, { x, y: top, w, size: 10.5, flow: true });
        }
      });
      this.pdf.y += 6;
    }
  }

  async productIdeas(): Promise<void> {
    const skus = selectedSkusOf(this.doc);
    this.start('PRODUCT_IDEAS');
    this.header(this.brand);
    if (skus.length === 0) {
      this.text('No product ideas selected yet.', {
        x: M,
        y: HEADER_BOTTOM,
        w: CONTENT_W,
        size: 13,
        opacity: 0.8,
      });
      return;
    }
    for (const [i, sku] of skus.entries()) {
      if (i > 0 && i % PRODUCTS_PER_PAGE === 0) {
        this.start('PRODUCT_IDEAS');
        this.header(`${this.brand} (continued)`);
      }
      await this.productCard(sku, productImageBox(skus.length, i));
    }
  }

  private async productCard(sku: ProductSku, box: Box): Promise<void> {
    await this.image(sku.image, box);
    const { x, w } = box;
    let y = this.text(sku.title, { x, y: box.y + box.h + 10, w, size: 13, font: 'bold', lines: 2 });
    y = this.text(formatMoney(sku.suggestedRetailPriceCents), { x, y: y + 4, w, size: 16, font: 'bold' });
    y = this.text(`Popularity ${sku.popularity}/100`, { x, y: y + 4, w, size: 9, opacity: 0.8 });
    this.rule(x, y + 3, w, 4, 0.2);
    this.rule(x, y + 3, (w * Math.max(0, Math.min(100, sku.popularity))) / 100, 4, 0.9);
    y += 14;
    const lines = Math.floor((BOTTOM - y) / lineHeight(10));
    if (lines > 0) this.text(sku.description, { x, y, w, size: 10, opacity: 0.9, lines });
  }

  /** Who can make the selected products (their catalog matches), and what to do next. */
  getStarted(): void {
    this.start('GET_STARTED');
    const idea = selectedIdeaOf(this.doc);
    this.header(idea ? `Bring ${idea.brandName} to market` : 'Find who can make it');
    const tableW = 540;
    const cols = [230, 130, 90, 90];
    const row = (cells: string[], y: number, t: Partial<TextBox> = {}) => {
      let x = M;
      cells.forEach((cell, i) => {
        this.text(cell, { x, y, w: (cols[i] ?? 0) - 8, size: 10, ...t });
        x += cols[i] ?? 0;
      });
    };
    const skus = selectedSkusOf(this.doc);
    let y = HEADER_BOTTOM;
    if (skus.length === 0) {
      this.text('Select product ideas to see the suppliers who can make them.', {
        x: M,
        y,
        w: tableW,
        size: 12,
        opacity: 0.8,
        lines: 2,
      });
    } else {
      row(
        ['Supplier', 'Country', 'Unit price', 'MOQ'].map((h) => h.toUpperCase()),
        y,
        { size: 8.5, font: 'bold', opacity: 0.7 },
      );
      y += 16;
      const rowH = 17;
      for (const [i, sku] of skus.entries()) {
        const matches = sku.matches.slice(0, 3);
        if (y + lineHeight(11) + 4 + Math.max(matches.length, 1) * rowH > BOTTOM) {
          const rest = skus.length - i;
          this.text(`And ${rest} more product${rest === 1 ? '' : 's'}: see the kit on Quarry.`, {
            x: M,
            y,
            w: tableW,
            size: 10,
            opacity: 0.8,
          });
          break;
        }
        this.rule(M, y, tableW);
        y = this.text(sku.title, { x: M, y: y + 4, w: tableW, size: 11, font: 'bold' }) + 2;
        if (matches.length === 0) {
          this.text('No catalog match yet: post a custom project request.', {
            x: M,
            y,
            w: tableW,
            size: 10,
            opacity: 0.8,
          });
          y += rowH;
        }
        for (const m of matches) {
          const moq = `${m.moq.toLocaleString('en-US')} units`;
          row([m.supplierName, countryName(m.countryCode), formatMoney(m.unitPriceCents), moq], y);
          y += rowH;
        }
        y += 4;
      }
    }

    const x = M + tableW + 40;
    const w = RIGHT - x;
    let sy = this.label('Next steps', x, HEADER_BOTTOM, w);
    NEXT_STEPS.forEach((step, i) => {
      this.text(`${i + 1}.`, { x, y: sy + 8, w: 18, size: 11, font: 'bold' });
      sy = this.text(step, { x: x + 20, y: sy + 8, w: w - 20, size: 11, lines: 3 });
    });
    const sign = idea ? `${idea.brandName}${idea.slogan ? ` — ${idea.slogan}` : ''}` : this.kit.category;
    this.text(sign, {
      x,
      y: BOTTOM - lineHeight(11) * 2,
      w,
      size: 11,
      font: 'italic',
      opacity: 0.8,
      lines: 2,
    });
  }
}
