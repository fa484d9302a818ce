// The kit PDF's page geometry: margins, and the image boxes shared by the prefetch and the slides.
import { KIT_PDF_MARGIN_PX } from '../../../shared/rules/constants';

/** A 16:9 landscape slide; 1 px = 1 pt. */
export const KIT_PDF_PAGE = { width: 960, height: 540 } as const;

export type Box = { x: number; y: number; w: number; h: number };

export const M = KIT_PDF_MARGIN_PX;
export const RIGHT = KIT_PDF_PAGE.width - M;
export const BOTTOM = KIT_PDF_PAGE.height - M;
export const CONTENT_W = RIGHT - M;
const GAP = 12;
export const HEADER_BOTTOM = M + 62;

// Layout boxes, shared by the prefetch and the drawing so each image is scaled once, for its own box.
export const IDEA_LEFT_W = 400;
const IDEA_CELL = (BOTTOM - M - GAP) / 2;
export const ideaImageBox = (i: number): Box => ({
  x: RIGHT - 2 * IDEA_CELL - GAP + (i % 2) * (IDEA_CELL + GAP),
  y: M + Math.floor(i / 2) * (IDEA_CELL + GAP),
  w: IDEA_CELL,
  h: IDEA_CELL,
});
const MOOD_W = (CONTENT_W - 3 * GAP) / 4;
const MOOD_H = (BOTTOM - HEADER_BOTTOM - GAP) / 2;
export const moodBox = (i: number): Box => ({
  x: M + (i % 4) * (MOOD_W + GAP),
  y: HEADER_BOTTOM + Math.floor(i / 4) * (MOOD_H + GAP),
  w: MOOD_W,
  h: MOOD_H,
});
export const PRODUCTS_PER_PAGE = 4;
const PRODUCT_GAP = 16;
/** Three cards across for up to three products, four when there are more (further pages continue). */
export const productImageBox = (count: number, i: number): Box => {
  const cols = count <= 3 ? 3 : PRODUCTS_PER_PAGE;
  const w = (CONTENT_W - (cols - 1) * PRODUCT_GAP) / cols;
  return { x: M + (i % cols) * (w + PRODUCT_GAP), y: HEADER_BOTTOM, w, h: Math.min(w * 0.7, 180) };
};
