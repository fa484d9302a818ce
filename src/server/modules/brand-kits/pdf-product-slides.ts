// The kit PDF's last two slides: the product idea cards and who can make them, with the next steps.
import type { ProductSku } from '../../../shared/contract/brand-kits';
import { selectedIdeaOf, selectedSkusOf } from '../../../shared/rules/brand-kit';
import { formatMoney } from '../../../shared/rules/money';
import type { SlideCanvas } from './pdf-canvas';
import {
  BOTTOM,
  type Box,
  CONTENT_W,
  HEADER_BOTTOM,
  M,
  PRODUCTS_PER_PAGE,
  productImageBox,
  RIGHT,
} from './pdf-layout';
import { countryName, lineHeight, type TextBox } from './pdf-text';

const NEXT_STEPS = [
  'Message the suppliers above on Quarry to confirm prices, lead times and customisation.',
  'Order samples to check quality, finish and packaging before you commit.',
  'Start a custom project request for a product made to your own design.',
  'Share your brand kit and open your waitlist to test demand before the first run.',
];

export async function drawProductIdeasSlide(canvas: SlideCanvas): Promise<void> {
  const skus = selectedSkusOf(canvas.doc);
  canvas.start('PRODUCT_IDEAS');
  canvas.header(canvas.brand);
  if (skus.length === 0) {
    canvas.text('No product ideas selected yet.', {
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
      canvas.start('PRODUCT_IDEAS');
      canvas.header(`${canvas.brand} (continued)`);
    }
    await drawProductCard(canvas, sku, productImageBox(skus.length, i));
  }
}

async function drawProductCard(canvas: SlideCanvas, sku: ProductSku, box: Box): Promise<void> {
  await canvas.image(sku.image, box);
  const { x, w } = box;
  let y = canvas.text(sku.title, { x, y: box.y + box.h + 10, w, size: 13, font: 'bold', lines: 2 });
  y = canvas.text(formatMoney(sku.suggestedRetailPriceCents), { x, y: y + 4, w, size: 16, font: 'bold' });
  y = canvas.text(`Popularity ${sku.popularity}/100`, { x, y: y + 4, w, size: 9, opacity: 0.8 });
  canvas.rule(x, y + 3, w, 4, 0.2);
  canvas.rule(x, y + 3, (w * Math.max(0, Math.min(100, sku.popularity))) / 100, 4, 0.9);
  y += 14;
  const lines = Math.floor((BOTTOM - y) / lineHeight(10));
  if (lines > 0) canvas.text(sku.description, { x, y, w, size: 10, opacity: 0.9, lines });
}

/** Who can make the selected products (their catalog matches), and what to do next. */
export function drawGetStartedSlide(canvas: SlideCanvas): void {
  canvas.start('GET_STARTED');
  const idea = selectedIdeaOf(canvas.doc);
  canvas.header(idea ? `Bring ${idea.brandName} to market` : 'Find who can make it');
  const tableW = 540;
  const cols = [230, 130, 90, 90];
  const row = (cells: string[], y: number, t: Partial<TextBox> = {}) => {
    let x = M;
    cells.forEach((cell, i) => {
      canvas.text(cell, { x, y, w: (cols[i] ?? 0) - 8, size: 10, ...t });
      x += cols[i] ?? 0;
    });
  };
  const skus = selectedSkusOf(canvas.doc);
  let y = HEADER_BOTTOM;
  if (skus.length === 0) {
    canvas.text('Select product ideas to see the suppliers who can make them.', {
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
        canvas.text(`And ${rest} more product${rest === 1 ? '' : 's'}: see the kit on Quarry.`, {
          x: M,
          y,
          w: tableW,
          size: 10,
          opacity: 0.8,
        });
        break;
      }
      canvas.rule(M, y, tableW);
      y = canvas.text(sku.title, { x: M, y: y + 4, w: tableW, size: 11, font: 'bold' }) + 2;
      if (matches.length === 0) {
        canvas.text('No catalog match yet: post a custom project request.', {
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
  let sy = canvas.label('Next steps', x, HEADER_BOTTOM, w);
  NEXT_STEPS.forEach((step, i) => {
    canvas.text(`${i + 1}.`, { x, y: sy + 8, w: 18, size: 11, font: 'bold' });
    sy = canvas.text(step, { x: x + 20, y: sy + 8, w: w - 20, size: 11, lines: 3 });
  });
  const sign = idea ? `${idea.brandName}${idea.slogan ? ` — ${idea.slogan}` : ''}` : canvas.kit.category;
  canvas.text(sign, {
    x,
    y: BOTTOM - lineHeight(11) * 2,
    w,
    size: 11,
    font: 'italic',
    opacity: 0.8,
    lines: 2,
  });
}
