// The embedded carrier's 4×6 in shipping label (288×432 pt), drawn with pdfkit's built-in Helvetica and
// bwip-js barcodes: a Code 128 of the tracking number (what scanners read) and a Data Matrix with the
// routing (tracking number and destination ZIP). Deterministic: the same label gives the same bytes.
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { Address } from '../../../shared/contract/cart';
import { WAREHOUSE } from '../../../shared/rules/warehouse';

export const LABEL_SIZE_PT = { width: 288, height: 432 } as const;
/** pdfkit writes a creation date; a fixed one (the template's) keeps the bytes of a label the same. */
const TEMPLATE_DATE = new Date('2026-11-01T00:00:00Z');

export type LabelContent = {
  trackingNumber: string;
  carrier: string;
  service: string;
  /** The big letter of the service box: G (ground), P (priority), 2 (second day), I (international). */
  serviceMark: string;
  to: Address;
  reference: string;
  actualWeightOz: number;
  billableWeightLb: number;
  dimensionsIn: [number, number, number];
  zone: number | null;
  rateId: string;
};

/** Code 128 of a text, as a PNG (2 px per module). */
export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 2,
    height: 16,
    includetext: false,
    backgroundcolor: 'FFFFFF',
  });
}

function dataMatrixPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'datamatrix', text, scale: 2, backgroundcolor: 'FFFFFF' });
}

/** "QYUS 1027 7012 3456 7890 1": how people read a tracking number. */
export const groupTracking = (n: string) => n.replace(/(.{4})/g, '$1 ').trim();

const addressLines = (
  a: Pick<Address, 'name' | 'company' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'countryCode'>,
) =>
  [
    a.name,
    a.company ?? '',
    a.line1,
    a.line2 ?? '',
    [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.countryCode === 'US' ? '' : a.countryCode,
  ].filter((l) => l.trim() !== '');

/** The label PDF: one 288×432 pt page. */
export async function renderLabelPdf(c: LabelContent): Promise<Buffer> {
  const [barcode, matrix] = await Promise.all([
    code128Png(c.trackingNumber),
    dataMatrixPng(`${c.trackingNumber}|${(c.to.postalCode ?? '').replace(/\s/g, '')}|${c.to.countryCode}`),
  ]);
  const pdf = new PDFDocument({
    size: [LABEL_SIZE_PT.width, LABEL_SIZE_PT.height],
    margin: 0,
    compress: true,
    info: {
      Title: `Shipping label ${c.trackingNumber}`,
      Subject: `${c.carrier} ${c.service} — reference ${c.reference}`.slice(0, 200),
      Keywords: `${c.trackingNumber} ${c.reference}`,
      Creator: 'Quarry',
      Producer: 'Quarry',
      CreationDate: TEMPLATE_DATE,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const W = LABEL_SIZE_PT.width;
  const M = 10;
  const rule = (y: number, width = 1.5) => pdf.moveTo(0, y).lineTo(W, y).lineWidth(width).stroke('#000');

  // Service box and carrier.
  pdf.rect(M, M, 56, 56).fill('#000');
  pdf
    .fillColor('#fff')
    .font('Helvetica-Bold')
    .fontSize(40)
    .text(c.serviceMark, M, M + 10, { width: 56, align: 'center' });
  pdf
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(c.carrier.toUpperCase(), 74, M + 4, { width: W - 84 });
  pdf.fontSize(11).text(c.service.toUpperCase(), 74, M + 24, { width: W - 84 });
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(
      `${c.zone ? `Zone ${c.zone} · ` : ''}${c.billableWeightLb} LB billed · ${(c.actualWeightOz / 16).toFixed(2)} LB actual`,
      74,
      M + 42,
      { width: W - 84 },
    );
  rule(74);

  // From.
  pdf.font('Helvetica-Bold').fontSize(7).text('FROM', M, 80);
  pdf
    .font('Helvetica')
    .fontSize(7.5)
    .text(addressLines(WAREHOUSE).join('\n'), M, 89, { width: 180, lineGap: 0 });
  pdf
    .font('Helvetica')
    .fontSize(7)
    .text(`${c.dimensionsIn.join(' × ')} in`, 196, 80, { width: W - 206, align: 'right' });
  rule(138, 1);

  // Ship to, with the routing matrix at its right.
  pdf.font('Helvetica-Bold').fontSize(8).text('SHIP TO', M, 146);
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(addressLines(c.to).join('\n').toUpperCase(), M + 14, 160, {
      width: W - 2 * M - 86,
      lineGap: 1,
      height: 100,
      ellipsis: true,
    });
  pdf.image(matrix, W - M - 64, 150, { width: 64, height: 64 });
  rule(268);

  // Tracking barcode.
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`${c.carrier.toUpperCase()} TRACKING #`, 0, 276, { width: W, align: 'center' });
  pdf.image(barcode, M + 6, 292, { width: W - 2 * M - 12, height: 70 });
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(groupTracking(c.trackingNumber), 0, 368, { width: W, align: 'center' });
  rule(386);

  // Reference and issuer.
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(`Ref: ${c.reference}`, M, 393, { width: W - 2 * M });
  pdf
    .fontSize(6)
    .fillColor('#333')
    .text(`Issued by Quarry's embedded carrier · ${c.rateId.split(':').slice(0, 3).join(':')}`, M, 410, {
      width: W - 2 * M,
    });
  pdf.end();
  return done;
}
