// The kit PDF's first three slides: the brand idea, the moodboard and the market research.
import { isResearchTitleLine, selectedIdeaOf } from '../../../shared/rules/brand-kit';
import { BRAND_KIT_BRAND_IMAGES, BRAND_KIT_MOODBOARD_IMAGES } from '../../../shared/rules/constants';
import type { SlideCanvas } from './pdf-canvas';
import { BOTTOM, type Box, IDEA_LEFT_W, ideaImageBox, M, moodBox, RIGHT } from './pdf-layout';
import { fitResearch, researchBox } from './pdf-research';
import { FONTS, lineHeight, safe } from './pdf-text';

export async function drawIdeaSlide(canvas: SlideCanvas): Promise<void> {
  canvas.start('IDEA');
  const idea = selectedIdeaOf(canvas.doc);
  const w = IDEA_LEFT_W;
  canvas.kicker(w);
  // A long name steps down a size rather than losing its end; the smallest size may take two lines.
  const name = safe(canvas.brand);
  canvas.pdf.font(FONTS.bold);
  const size = [34, 28, 22].find((s) => canvas.pdf.fontSize(s).widthOfString(name) <= w) ?? 22;
  let y = canvas.text(name, { x: M, y: M + 18, w, size, font: 'bold', lines: 2 });
  if (!idea) {
    canvas.text('No brand idea yet: generate one in the kit editor.', {
      x: M,
      y: y + 8,
      w,
      size: 13,
      opacity: 0.8,
      lines: 3,
    });
  } else {
    y = canvas.text(idea.slogan, { x: M, y: y + 4, w, size: 15, font: 'italic', lines: 2 });
    y = canvas.text(idea.mission, { x: M, y: y + 10, w, size: 11, opacity: 0.9, lines: 5 });
    y = canvas.label('What we stand for', M, y + 14, w) + 4;
    for (const prop of idea.valueProps.slice(0, 3)) {
      canvas.text('•', { x: M, y, w: 10, size: 10.5, font: 'bold' });
      y = canvas.text(prop, { x: M + 12, y, w: w - 12, size: 10.5, lines: 2 }) + 4;
    }
    drawPalette(canvas, idea.colorPalette, { x: M, y: BOTTOM - 88, w, h: 88 });
  }
  for (let i = 0; i < BRAND_KIT_BRAND_IMAGES; i++) await canvas.image(idea?.images[i] ?? '', ideaImageBox(i));
}

function drawPalette(canvas: SlideCanvas, colors: { hexCode: string; name: string }[], box: Box): void {
  const { pdf } = canvas;
  const w = (box.w - (colors.length - 1) * 10) / Math.max(colors.length, 1);
  colors.forEach((color, i) => {
    const x = box.x + i * (w + 10);
    pdf.save();
    pdf.fillColor(color.hexCode, 1);
    pdf.roundedRect(x, box.y, w, 50, 6).fill();
    pdf.lineWidth(0.75).strokeColor(canvas.textColor, 0.35);
    pdf.roundedRect(x, box.y, w, 50, 6).stroke();
    pdf.restore();
    canvas.text(color.name, { x, y: box.y + 56, w, size: 9, font: 'bold' });
    canvas.text(color.hexCode.toUpperCase(), { x, y: box.y + 70, w, size: 8.5, opacity: 0.75 });
  });
}

export async function drawMoodboardSlide(canvas: SlideCanvas): Promise<void> {
  canvas.start('MOODBOARD');
  canvas.header(canvas.brand);
  for (let i = 0; i < BRAND_KIT_MOODBOARD_IMAGES; i++)
    await canvas.image(canvas.doc.moodboardImages[i] ?? '', moodBox(i));
}

/**
 * The research is set at the largest size that fits its column on the one slide; research too long even at
 * the smallest size flows down the column onto continuation pages painted like the slide.
 */
export function drawMarketResearchSlide(canvas: SlideCanvas): void {
  const { doc, kit, brand } = canvas;
  canvas.start('MARKET_RESEARCH');
  const leftW = 250;
  canvas.kicker(leftW);
  let y = canvas.text(brand, { x: M, y: M + 18, w: leftW, size: 24, font: 'bold', lines: 2 });
  y = canvas.text(kit.category, { x: M, y: y + 8, w: leftW, size: 11, opacity: 0.8, lines: 2 });
  const audiences = kit.targetAudiences.slice(0, 4);
  if (audiences.length) y = canvas.label('For', M, y + 16, leftW);
  for (const a of audiences) y = canvas.text(a.name, { x: M, y: y + 4, w: leftW, size: 10.5, lines: 2 });

  const x = M + leftW + 30;
  const w = RIGHT - x;
  const research = doc.marketResearch.trim();
  if (!research) {
    canvas.text('No market research yet.', { x, y: M, w, size: 13, opacity: 0.8 });
    return;
  }
  const layout = fitResearch(canvas.pdf, research, researchBox(x, RIGHT, BOTTOM));
  if (!layout.fits) {
    flowResearch(canvas, research, x, w);
    return;
  }
  for (const line of layout.lines) {
    if (line.kind === 'bullet') canvas.text('•', { x, y: line.y, w: 10, size: line.size });
    const font = line.kind === 'heading' ? 'bold' : 'regular';
    canvas.text(line.text, { x: line.x, y: line.y, w: line.w, size: line.size, font, flow: true });
  }
}

function flowResearch(canvas: SlideCanvas, research: string, x: number, w: number): void {
  const { pdf } = canvas;
  pdf.y = M;
  for (const block of research.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    lines.forEach((raw, i) => {
      const line = raw.trim();
      const isHeading = i === 0 && lines.length > 1 && isResearchTitleLine(line);
      const bullet = /^[-*•]\s+/.exec(line);
      // Keep a heading with the start of its section, and a bullet with its text.
      if (pdf.y + (isHeading ? lineHeight(12) + 2 * lineHeight(10.5) : lineHeight(10.5)) > BOTTOM)
        pdf.addPage();
      const top = pdf.y;
      if (isHeading) {
        canvas.text(line, { x, y: top === M ? M : top + 6, w, size: 12, font: 'bold', flow: true });
        pdf.y += 2;
      } else if (bullet) {
        canvas.text('•', { x, y: top, w: 10, size: 10.5 });
        canvas.text(line.slice(bullet[0].length), { x: x + 12, y: top, w: w - 12, size: 10.5, flow: true });
      } else {
        canvas.text(line, { x, y: top, w, size: 10.5, flow: true });
      }
    });
    pdf.y += 6;
  }
}
