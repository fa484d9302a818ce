// Test-only helpers: multipart bodies and small genuine files of every accepted type.
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';

/** A multipart/form-data body with one file, built by the platform's FormData. */
export async function multipart(fileName: string, bytes: Buffer | string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

export async function uploadFile(
  t: TestApp,
  auth: Record<string, string>,
  fileName: string,
  bytes: Buffer | string,
  url = '/rest/main/upload',
) {
  const body = await multipart(fileName, bytes);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...auth, ...body.headers } });
}

/** A gradient, so resized and watermarked versions really differ from a flat colour. */
export function sampleImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff' = 'png',
) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

function bmp(): Buffer {
  const pixels = Buffer.from([0, 0, 255, 0]); // one red pixel, row padded to 4 bytes
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(1, 18);
  header.writeInt32LE(1, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

function psd(): Buffer {
  const b = Buffer.alloc(26 + 4 * 4);
  b.write('8BPS', 0, 'ascii');
  b.writeUInt16BE(1, 4);
  b.writeUInt16BE(3, 12);
  b.writeUInt32BE(1, 14);
  b.writeUInt32BE(1, 18);
  b.writeUInt16BE(8, 22);
  b.writeUInt16BE(3, 24);
  return b;
}

function isoVideo(brand: string): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'ascii');
  ftyp.write(brand, 8, 'ascii');
  ftyp.write(brand, 16, 'ascii');
  ftyp.write('mp41', 20, 'ascii');
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(16, 0);
  mdat.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdat]);
}

function matroska(): Buffer {
  // EBML header element (1A 45 DF A3) holding DocType (42 82) "matroska".
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x88]), Buffer.from('matroska')]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.alloc(32),
  ]);
}

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

export const SAFE_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#f80"/></svg>';

/** Well-formed SVG with `depth` nested groups: past 100 the XML parser gives up. */
export const nestedSvg = (depth: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;

/** One genuine file per accepted extension, with its expected kind. */
export async function sampleFiles(): Promise<
  { name: string; bytes: Buffer; kind: string; contentType: string }[]
> {
  const png = await sampleImage(8, 8, 'png');
  const jpeg = await sampleImage(8, 8, 'jpeg');
  return [
    { name: 'a.png', bytes: png, kind: 'image', contentType: 'image/png' },
    { name: 'a.jpg', bytes: jpeg, kind: 'image', contentType: 'image/jpeg' },
    { name: 'a.jpeg', bytes: jpeg, kind: 'image', contentType: 'image/jpeg' },
    { name: 'a.jfif', bytes: jpeg, kind: 'image', contentType: 'image/jpeg' },
    { name: 'a.bmp', bytes: bmp(), kind: 'image', contentType: 'image/bmp' },
    { name: 'a.gif', bytes: await sampleImage(8, 8, 'gif'), kind: 'image', contentType: 'image/gif' },
    { name: 'a.webp', bytes: await sampleImage(8, 8, 'webp'), kind: 'image', contentType: 'image/webp' },
    { name: 'a.psd', bytes: psd(), kind: 'image', contentType: 'image/vnd.adobe.photoshop' },
    { name: 'a.svg', bytes: Buffer.from(SAFE_SVG), kind: 'image', contentType: 'image/svg+xml' },
    { name: 'a.tiff', bytes: await sampleImage(8, 8, 'tiff'), kind: 'image', contentType: 'image/tiff' },
    { name: 'a.pdf', bytes: pdf(), kind: 'document', contentType: 'application/pdf' },
    { name: 'a.mp4', bytes: isoVideo('isom'), kind: 'video', contentType: 'video/mp4' },
    { name: 'a.mov', bytes: isoVideo('qt  '), kind: 'video', contentType: 'video/quicktime' },
    { name: 'a.mkv', bytes: matroska(), kind: 'video', contentType: 'video/x-matroska' },
    {
      name: 'a.eps',
      bytes: Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nshowpage\n'),
      kind: 'file',
      contentType: 'application/postscript',
    },
    { name: 'a.ai', bytes: pdf(), kind: 'file', contentType: 'application/postscript' },
  ];
}
