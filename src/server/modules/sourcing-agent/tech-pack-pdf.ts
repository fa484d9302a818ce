// GET /web/ai-sourcing-agents-tech-pack/{id}/pdf (issue 24): a tech pack at one version as a clean
// portrait PDF — a header with the name, style number, version, when it was saved and the store, then every
// section of the body, pictures embedded. The store's pack or 404, an unknown version 404.
import PDFDocument from 'pdfkit';
import type { TechPack } from '../../../shared/contract/tech-packs';
import type { AppDeps } from '../../app-deps';
import type { StoreCtx } from '../../http/context';
import { attachmentDisposition } from '../commons/proxy-download';
import { getTechPack } from './service';
import { loadDieline, loadPictures, type PdfPicture } from './tech-pack-pdf-images';
import { drawPackaging, drawProduct } from './tech-pack-pdf-sections';
import { PAGE, PdfWriter } from './tech-pack-pdf-writer';

export type TechPackPdfInput = {
  pack: TechPack;
  storeName: string;
  pictures: PdfPicture[];
  dieline?: { picture?: PdfPicture; fileName?: string };
};

const savedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
  ' UTC';

/** Renders the whole document; resolves with the file. */
export async function renderTechPackPdf(input: TechPackPdfInput, options: { compress?: boolean } = {}) {
  const { pack } = input;
  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `${pack.body.productName} tech pack`,
      Subject: `Version ${pack.version}`,
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

  const w = new PdfWriter(pdf);
  const body = pack.body;
  const kind = body.kind === 'PRODUCT' ? 'Product tech pack' : 'Packaging tech pack';
  const style = body.kind === 'PRODUCT' && body.styleNumber ? ` · Style ${body.styleNumber}` : '';
  w.title(body.productName, `${kind}${style} · ${input.storeName}`);
  w.facts([
    ['Style number', body.kind === 'PRODUCT' ? body.styleNumber : undefined],
    [
      'Version',
      `${pack.version} of ${pack.currentVersion}${pack.version === pack.currentVersion ? ' (current)' : ''}`,
    ],
    [
      'Saved',
      `${savedAt(pack.versionCreatedAt)}${pack.versionCreatedBy ? ` by ${pack.versionCreatedBy}` : ''}`,
    ],
    ['Note', pack.note ?? undefined],
    ['Store', input.storeName],
  ]);
  if (body.kind === 'PRODUCT') drawProduct(w, body, input.pictures);
  else drawPackaging(w, body, input.dieline);
  w.footers(`${body.productName} · version ${pack.version}`);
  pdf.end();
  return done;
}

/** The store's tech pack at `version` (the current one by default) as a PDF, with its download name. */
export async function techPackPdf(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  ctx: StoreCtx,
  id: number,
  version?: number,
): Promise<{ body: Buffer; disposition: string }> {
  const pack = await getTechPack(deps.db, ctx.storeId, id, version);
  const pictures =
    pack.body.kind === 'PRODUCT' ? await loadPictures(deps, ctx.storeId, pack.body.images ?? []) : [];
  const dieline = await loadDieline(deps, ctx.storeId, pack);
  const body = await renderTechPackPdf({ pack, storeName: ctx.store.title, pictures, dieline });
  const name = `${pack.body.productName} tech pack v${pack.version}.pdf`;
  return { body, disposition: attachmentDisposition(name, 'tech-pack.pdf') };
}
