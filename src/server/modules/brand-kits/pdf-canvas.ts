// The kit PDF's drawing surface: the current slide's colours and the text, image and rule primitives.
import type { PublicBrandKit, SlideKey } from '../../../shared/contract/brand-kits';
import {
  type KitDoc,
  readableTextColor,
  resolvedSlideColors,
  SLIDE_LABELS,
  selectedIdeaOf,
} from '../../../shared/rules/brand-kit';
import type { ImageCache } from './pdf-images';
import { type Box, CONTENT_W, KIT_PDF_PAGE, M } from './pdf-layout';
import { FONTS, lineHeight, safe, type TextBox } from './pdf-text';

type Slide = { key: SlideKey; background: string; text: string };

export class SlideCanvas {
  private readonly colors: Map<SlideKey, string>;
  private slide: Slide = { key: 'IDEA', background: '#FFFFFF', text: '#1A1B1E' };
  readonly brand: string;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    readonly doc: KitDoc,
    readonly kit: PublicBrandKit,
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

  /** The colour text is drawn in on the current slide. */
  get textColor(): string {
    return this.slide.text;
  }

  start(key: SlideKey): void {
    const background = this.colors.get(key) ?? '#FFFFFF';
    this.slide = { key, background, text: readableTextColor(background) };
    this.pdf.addPage();
  }

  /** Writes text and answers the y below it. */
  text(value: string, t: TextBox): number {
    const { pdf } = this;
    pdf.font(FONTS[t.font ?? 'regular']).fontSize(t.size);
    pdf.fillColor(this.slide.text, t.opacity ?? 1);
    const clamp = t.flow
      ? { ellipsis: false }
      : { ellipsis: true, height: lineHeight(t.size) * (t.lines ?? 1) };
    pdf.text(safe(value), t.x, t.y, { width: t.w, lineGap: 2, characterSpacing: t.spacing ?? 0, ...clamp });
    return pdf.y;
  }

  label(value: string, x: number, y: number, w: number): number {
    return this.text(value.toUpperCase(), { x, y, w, size: 9, font: 'bold', opacity: 0.7, spacing: 1.2 });
  }

  /** The slide's name, small, above its title. */
  kicker(w: number): void {
    const name = SLIDE_LABELS[this.slide.key].toUpperCase();
    this.text(name, { x: M, y: M, w, size: 10, font: 'bold', opacity: 0.7, spacing: 1.5 });
  }

  header(title: string): void {
    this.kicker(CONTENT_W);
    this.text(title, { x: M, y: M + 18, w: CONTENT_W, size: 26, font: 'bold' });
  }

  async image(url: string, box: Box): Promise<void> {
    const { pdf } = this;
    const file = await this.images.get(url, box);
    pdf.save();
    // A PDF paints images with the fill opacity in force: a faded label drawn before would fade the picture.
    pdf.opacity(1);
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

  rule(x: number, y: number, w: number, h = 0.5, opacity = 0.3): void {
    this.pdf.save();
    this.pdf.fillColor(this.slide.text, opacity);
    this.pdf.rect(x, y, w, h).fill();
    this.pdf.restore();
  }
}
