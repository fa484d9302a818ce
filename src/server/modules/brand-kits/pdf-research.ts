// The market research slide's reading column: the research is measured and set at the largest size that
// fits the one page (Next steps included); only research too long for the smallest size flows on.
import { isResearchTitleLine } from '../../../shared/rules/brand-kit';
import { type Box, M } from './pdf-layout';
import { FONTS, safe } from './pdf-text';

export type ResearchLine = { kind: 'heading' | 'bullet' | 'text'; text: string; startsBlock: boolean };
export type PlacedLine = ResearchLine & { x: number; y: number; w: number; h: number; size: number };
export type ResearchLayout = { size: number; lines: PlacedLine[]; bottom: number; fits: boolean };

/** Body sizes tried, largest first; a heading is 1.5 pt larger. Below 8 pt a slide stops being readable. */
export const RESEARCH_SIZES = [10.5, 10, 9.5, 9, 8.5, 8] as const;
const BULLET_INDENT = 12;

/** The research as lines: blank lines part blocks, a block's short unpunctuated first line is its heading. */
export function researchLines(research: string): ResearchLine[] {
  const out: ResearchLine[] = [];
  for (const block of research.trim().split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    lines.forEach((line, i) => {
      const bullet = /^[-*•]\s+/.exec(line);
      const kind =
        i === 0 && lines.length > 1 && isResearchTitleLine(line) ? 'heading' : bullet ? 'bullet' : 'text';
      out.push({ kind, text: bullet ? line.slice(bullet[0].length) : line, startsBlock: i === 0 });
    });
  }
  return out;
}

const fontOf = (line: ResearchLine) => (line.kind === 'heading' ? FONTS.bold : FONTS.regular);
const sizeOf = (line: ResearchLine, size: number) => (line.kind === 'heading' ? size + 1.5 : size);

/** Where each line goes at one body size, measured with the fonts that draw it (the same line gap). */
export function layoutResearch(
  pdf: PDFKit.PDFDocument,
  lines: readonly ResearchLine[],
  box: Box,
  size: number,
): ResearchLayout {
  const gap = (6 * size) / 10.5;
  const placed: PlacedLine[] = [];
  let y = box.y;
  for (const line of lines) {
    if (line.startsBlock && placed.length) y += gap;
    if (line.kind === 'heading' && placed.length) y += gap;
    const x = line.kind === 'bullet' ? box.x + BULLET_INDENT : box.x;
    const w = line.kind === 'bullet' ? box.w - BULLET_INDENT : box.w;
    const lineSize = sizeOf(line, size);
    pdf.font(fontOf(line)).fontSize(lineSize);
    const h = pdf.heightOfString(safe(line.text), { width: w, lineGap: 2 });
    placed.push({ ...line, x, y, w, h, size: lineSize });
    y += h + (line.kind === 'heading' ? 2 : 0);
  }
  const bottom = Math.max(box.y, ...placed.map((l) => l.y + l.h));
  return { size, lines: placed, bottom, fits: bottom <= box.y + box.h };
}

/** The largest size at which the whole research fits `box`; the smallest (not fitting) when none does. */
export function fitResearch(pdf: PDFKit.PDFDocument, research: string, box: Box): ResearchLayout {
  const lines = researchLines(research);
  let layout = layoutResearch(pdf, lines, box, RESEARCH_SIZES[0]);
  for (const size of RESEARCH_SIZES.slice(1)) {
    if (layout.fits) break;
    layout = layoutResearch(pdf, lines, box, size);
  }
  return layout;
}

/** The research column of the slide: right of the brand column, from the top margin to the bottom one. */
export const researchBox = (x: number, right: number, bottom: number): Box => ({
  x,
  y: M,
  w: right - x,
  h: bottom - M,
});
