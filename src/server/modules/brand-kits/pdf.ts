// The kit as a PDF of its five slides (spec §9: 40 px page margins, images captured at scale 2), each on its
// slide colour. pdfkit's built-in Helvetica keeps it offline; images are read through the caller, which
// decides which URLs belong to the kit, and a missing one is drawn as an empty frame.
import PDFDocument from 'pdfkit';
import type { BrandKit, PublicBrandKit } from '../../../shared/contract/brand-kits';
import { kitDocOf, selectedIdeaOf } from '../../../shared/rules/brand-kit';
import { SlideCanvas } from './pdf-canvas';
import { ImageCache, prefetch, type ReadKitImage } from './pdf-images';
import { KIT_PDF_PAGE, M } from './pdf-layout';
import { drawGetStartedSlide, drawProductIdeasSlide } from './pdf-product-slides';
import { drawIdeaSlide, drawMarketResearchSlide, drawMoodboardSlide } from './pdf-slides';

export type RenderKitPdfOptions = { compress?: boolean };

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
  const canvas = new SlideCanvas(pdf, doc, kit, images);
  await drawIdeaSlide(canvas);
  await drawMoodboardSlide(canvas);
  drawMarketResearchSlide(canvas);
  await drawProductIdeasSlide(canvas);
  drawGetStartedSlide(canvas);
  pdf.end();
  return done;
}
