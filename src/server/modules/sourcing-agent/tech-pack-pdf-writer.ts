// A small flowing layout over pdfkit for the tech pack PDF: headings, label/value facts, paragraphs, tables
// that repeat their header on a new page, and pictures in a two-column grid. Built-in Helvetica keeps it
// offline; every block moves to a new page rather than being cut at the bottom margin.
import type PDFDocument from 'pdfkit';
import type { PdfPicture } from './tech-pack-pdf-images';

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 14; // room for the footer
const INK = '#1A1B1E';
const MUTED = '#5C5F66';
const RULE = '#CED4DA';
const HEAD_FILL = '#F1F3F5';
const PAD = 4;

export type Column = { header: string; weight?: number; align?: 'left' | 'right' };

export class PdfWriter {
  constructor(private readonly pdf: PDFKit.PDFDocument) {}

  get y() {
    return this.pdf.y;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number) {
    if (this.pdf.y + height > BOTTOM) this.pdf.addPage();
  }

  title(text: string, sub: string) {
    this.pdf
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor(INK)
      .text(text, LEFT, this.pdf.y, { width: WIDTH });
    this.pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(sub, { width: WIDTH });
    this.pdf.moveDown(0.6);
  }

  heading(text: string) {
    this.ensure(60);
    this.pdf.moveDown(0.6);
    this.pdf
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(text, LEFT, this.pdf.y, { width: WIDTH });
    const y = this.pdf.y + 2;
    this.pdf
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.pdf.y = y + 6;
  }

  /** Label: value lines; absent values are left out, and "Not given" stands for an empty list. */
  facts(pairs: [string, string | undefined][]) {
    const given = pairs.filter((p): p is [string, string] => p[1] !== undefined && p[1] !== '');
    if (given.length === 0) return this.note('Not given yet.');
    for (const [label, value] of given) {
      const h = this.pdf
        .font('Helvetica')
        .fontSize(10)
        .heightOfString(value, { width: WIDTH - 150 });
      this.ensure(h + 4);
      const y = this.pdf.y;
      this.pdf.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 145 });
      this.pdf
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(value, LEFT + 150, y, { width: WIDTH - 150 });
      this.pdf.y = Math.max(this.pdf.y, y + h) + 3;
    }
  }

  paragraph(label: string, text: string | undefined) {
    if (!text?.trim()) return;
    this.ensure(40);
    this.pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, LEFT, this.pdf.y, { width: WIDTH });
    // Long text flows over pages by itself (pdfkit breaks at the bottom margin).
    this.pdf.font('Helvetica').fontSize(10).fillColor(INK).text(text.trim(), { width: WIDTH });
    this.pdf.moveDown(0.5);
  }

  note(text: string) {
    this.ensure(18);
    this.pdf
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(text, LEFT, this.pdf.y, { width: WIDTH });
    this.pdf.moveDown(0.4);
  }

  /** A table; rows in `bold` (by index) are totals. The header repeats after a page break. */
  table(columns: Column[], rows: string[][], bold: ReadonlySet<number> = new Set()) {
    const total = columns.reduce((s, c) => s + (c.weight ?? 1), 0);
    const widths = columns.map((c) => (WIDTH * (c.weight ?? 1)) / total);
    const heightOf = (cells: string[], font: string) =>
      Math.max(
        ...cells.map((cell, i) =>
          this.pdf
            .font(font)
            .fontSize(9)
            .heightOfString(cell || ' ', { width: widths[i]! - 2 * PAD }),
        ),
      ) +
      2 * PAD;
    const drawRow = (cells: string[], font: string, fill?: string) => {
      const h = heightOf(cells, font);
      const y = this.pdf.y;
      if (fill) this.pdf.rect(LEFT, y, WIDTH, h).fill(fill);
      let x = LEFT;
      cells.forEach((cell, i) => {
        this.pdf
          .font(font)
          .fontSize(9)
          .fillColor(INK)
          .text(cell, x + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: columns[i]?.align ?? 'left' });
        x += widths[i]!;
      });
      this.pdf
        .moveTo(LEFT, y + h)
        .lineTo(LEFT + WIDTH, y + h)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.pdf.y = y + h;
    };
    const header = columns.map((c) => c.header);
    this.ensure(heightOf(header, 'Helvetica-Bold') + heightOf(rows[0] ?? header, 'Helvetica'));
    drawRow(header, 'Helvetica-Bold', HEAD_FILL);
    rows.forEach((row, i) => {
      const font = bold.has(i) ? 'Helvetica-Bold' : 'Helvetica';
      if (this.pdf.y + heightOf(row, font) > BOTTOM) {
        this.pdf.addPage();
        drawRow(header, 'Helvetica-Bold', HEAD_FILL);
      }
      drawRow(row, font);
    });
    this.pdf.x = LEFT;
    this.pdf.moveDown(0.6);
  }

  /** Pictures two to a row, each fitted in its box with its label and caption; an unreadable one is a note. */
  pictures(pictures: PdfPicture[]) {
    const box = { w: (WIDTH - 16) / 2, h: 190 };
    for (let i = 0; i < pictures.length; i += 2) {
      this.ensure(box.h + 36);
      const top = this.pdf.y;
      let bottom = top;
      pictures.slice(i, i + 2).forEach((p, j) => {
        const x = LEFT + j * (box.w + 16);
        if ('data' in p) {
          const scale = Math.min(box.w / p.width, box.h / p.height, 1);
          this.pdf.image(p.data, x, top, { width: p.width * scale, height: p.height * scale });
        } else {
          this.pdf
            .rect(x, top, box.w, box.h)
            .dash(4, { space: 3 })
            .lineWidth(0.5)
            .strokeColor(RULE)
            .stroke()
            .undash();
          this.pdf
            .font('Helvetica-Oblique')
            .fontSize(9)
            .fillColor(MUTED)
            .text(`${p.label} could not be read: ${p.missing}.`, x + 8, top + box.h / 2 - 10, {
              width: box.w - 16,
            });
        }
        const caption = p.caption ? `${p.label}: ${p.caption}` : p.label;
        this.pdf
          .font('Helvetica')
          .fontSize(9)
          .fillColor(MUTED)
          .text(caption, x, top + box.h + 4, { width: box.w });
        bottom = Math.max(bottom, this.pdf.y);
      });
      this.pdf.x = LEFT;
      this.pdf.y = bottom + 10;
    }
  }

  /** "Page n of m" and the tech pack's name at the foot of every page (needs bufferPages). */
  footers(text: string) {
    const range = this.pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.pdf.switchToPage(i);
      // Writing below the bottom margin would add a page: lift the margin for the footer line.
      const margin = this.pdf.page.margins.bottom;
      this.pdf.page.margins.bottom = 0;
      this.pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${text} · Page ${i - range.start + 1} of ${range.count}`, LEFT, PAGE.height - PAGE.margin, {
          width: WIDTH,
          align: 'center',
          lineBreak: false,
        });
      this.pdf.page.margins.bottom = margin;
    }
  }
}

export type PdfDoc = InstanceType<typeof PDFDocument>;
