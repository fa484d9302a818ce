import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { keyOf } from '../ai-design/test-helpers';
import { sampleImage, uploadFile } from '../uploads/test-helpers';

// The tech pack PDF read back without a PDF library: each stream is inflated (pdfkit compresses with
// FlateDecode) and the text of its TJ operators decoded from their hex strings (Helvetica's WinAnsi bytes).

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
const BASE = '/web/ai-sourcing-agents-tech-pack';

type Pdf = { text: string; images: number; pages: number };

function readPdf(buffer: Buffer): Pdf {
  const raw = buffer.toString('latin1');
  let text = '';
  let images = 0;
  for (const m of raw.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const dict = m[1] ?? '';
    if (/\/Subtype \/Image/.test(dict)) {
      images++;
      continue;
    }
    let body = Buffer.from(m[2] ?? '', 'latin1');
    if (/\/FlateDecode/.test(dict)) body = inflateSync(body);
    for (const tj of body.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)) {
      for (const hex of (tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g))
        for (let i = 0; i < (hex[1] ?? '').length; i += 2)
          text += String.fromCharCode(Number.parseInt(hex[1]!.slice(i, i + 2), 16));
      text += '\n';
    }
  }
  return { text, images, pages: raw.match(/\/Type \/Page\b/g)?.length ?? 0 };
}

const pdfOf = async (auth: Record<string, string>, id: number, query = '') => {
  const res = await callApi(t, 'GET', `${BASE}/${id}/pdf${query}`, auth);
  return { res, pdf: res.statusCode === 200 ? readPdf(res.rawPayload) : undefined };
};

let productId: number;
let packagingId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Tech Pack PDF Store A');
  b = await registerStore(t, 'Tech Pack PDF Store B');
  const sketch = (await uploadFile(t, a.auth, 'sketch.png', await sampleImage(60, 40))).json();
  const gone = (await uploadFile(t, a.auth, 'gone.png', await sampleImage(30, 30))).json();
  const designFile = (await uploadFile(t, a.auth, 'design.jpg', await sampleImage(50, 50, 'jpeg'))).json();
  const design = await callApi(t, 'POST', '/web/ai-products', a.auth, {
    title: 'Tee design',
    imageUrls: [designFile.url],
  });
  expect(design.statusCode).toBe(201);
  const product = {
    kind: 'PRODUCT',
    productName: 'Organic cotton tee',
    styleNumber: 'QT-001',
    category: 'Apparel',
    description: 'A heavyweight crew neck tee',
    images: [
      { uploadId: sketch.id, caption: 'Front sketch' },
      { designImageId: design.json().id },
      { uploadId: gone.id },
    ],
    billOfMaterials: [
      { component: 'Body', material: 'Organic jersey', quantity: 1.2, unit: 'm', unitCostCents: 410 },
      { component: 'Neck rib', material: '1x1 rib', quantity: 0.1, unit: 'm', unitCostCents: 300 },
    ],
    colourways: [{ name: 'Bone', hex: '#EEE8DC', pantone: '11-0105 TCX' }, { name: 'Ink' }],
    sizeRange: ['S', 'M', 'L'],
    measurements: [{ point: 'Chest width', tolerance: '±0.5 in', values: { S: 19, M: 20.5, L: 22 } }],
    construction: 'Twin-needle hems',
    artworkPlacements: [{ placement: 'Left chest', method: 'Screen print', widthIn: 3.5, heightIn: 2 }],
    labelsAndCare: 'Machine wash cold',
    packagingNotes: 'Folded in a compostable bag',
    quantities: [
      { size: 'M', colourway: 'Bone', quantity: 200 },
      { size: 'L', colourway: 'Ink', quantity: 150 },
      { size: 'M', colourway: 'Ink', quantity: 50 },
    ],
    moq: 300,
    targetUnitCostCents: 650,
    incoterm: 'FOB',
    destination: { countryCode: 'US', city: 'Los Angeles' },
    sampleDate: '2027-01-15',
    productionDate: '2027-03-01',
    htsCandidate: '6109.10.00',
    countryOfOrigin: 'PT',
  };
  const created = await callApi(t, 'POST', BASE, a.auth, { agentType: 'DESIGN_SOURCE', body: product });
  expect(created.statusCode).toBe(201);
  productId = created.json().id;
  const saved = await callApi(t, 'PUT', `${BASE}/${productId}`, a.auth, {
    baseVersion: 1,
    body: {
      ...product,
      billOfMaterials: [{ ...product.billOfMaterials[0]!, unitCostCents: 1250 }, product.billOfMaterials[1]!],
    },
    note: 'Dearer jersey',
  });
  expect(saved.statusCode).toBe(200);
  // The third picture's file disappears from storage after it was chosen.
  await t.deps.storage.delete(keyOf(gone.url));

  const dieline = (await uploadFile(t, a.auth, 'dieline.png', await sampleImage(80, 60))).json();
  const pack = await callApi(t, 'POST', BASE, a.auth, {
    agentType: 'PACKAGING',
    body: {
      kind: 'PACKAGING',
      productName: 'Tee mailer',
      boxType: 'MAILER',
      internalDimensionsIn: { length: 10, width: 8, height: 2 },
      externalDimensionsIn: { length: 10.5, width: 8.5, height: 2.25 },
      board: 'E-flute kraft',
      strength: '32 ECT',
      printMethod: 'Flexo',
      printColours: 2,
      finish: 'Matte aqueous',
      inserts: 'Card tray',
      dieline: { uploadId: dieline.id },
      quantity: 1000,
      tolerancePercent: 5,
      targetUnitCostCents: 95,
      incoterm: 'DDP',
      destination: { countryCode: 'US' },
      countryOfOrigin: 'VN',
    },
  });
  expect(pack.statusCode).toBe(201);
  packagingId = pack.json().id;
});
afterAll(async () => t?.close());

describe('the tech pack PDF', () => {
  it('prints the current version: header, every product section, money by the shared rule', async () => {
    const { res, pdf } = await pdfOf(a.auth, productId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Organic cotton tee tech pack v2.pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf!.text;
    for (const value of [
      'Organic cotton tee',
      'QT-001',
      '2 of 2 (current)',
      'Dearer jersey',
      'Tech Pack PDF Store A',
      'A heavyweight crew neck tee',
      // Bill of materials: 1.2 m × $12.50 = $15.00, 0.1 m × $3.00 = $0.30, total $15.30.
      '$12.50',
      '$15.00',
      '$0.30',
      'Total per unit',
      '$15.30',
      'Bone',
      '#EEE8DC',
      '11-0105 TCX',
      'Chest width',
      '±0.5 in',
      '20.5 in',
      'Twin-needle hems',
      'Left chest',
      'Screen print',
      'Machine wash cold',
      'Folded in a compostable bag',
      '300 units',
      '$6.50',
      'FOB',
      'Los Angeles, United States (US)',
      '2027-01-15',
      '2027-03-01',
      '6109.10.00',
      'Portugal (PT)',
      'Front sketch',
    ])
      expect(text, value).toContain(value);
    expect(text).not.toContain('$4.92');
    // The quantities grid: Bone 200, Ink 50 + 150; the size M column 250, grand total 400.
    expect(text).toMatch(/Total\n[\s\S]*?250\n150\n400/);
    // Two pictures embedded; the one whose file is gone is a note, not a silent gap.
    expect(pdf!.images).toBe(2);
    expect(text).toContain('Picture 3 (upload) could not be read');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('prints an older version when asked, and 404s an unknown version or another store’s pack', async () => {
    const { res, pdf } = await pdfOf(a.auth, productId, '?version=1');
    expect(res.statusCode).toBe(200);
    expect(pdf!.text).toContain('1 of 2');
    expect(pdf!.text).toContain('$4.92');
    expect(pdf!.text).toContain('$5.22');
    expect((await pdfOf(a.auth, productId, '?version=9')).res.statusCode).toBe(404);
    expect((await pdfOf(b.auth, productId)).res.statusCode).toBe(404);
    expect((await pdfOf(a.auth, 999_999)).res.statusCode).toBe(404);
    expect((await pdfOf(a.auth, productId, '?version=x')).res.statusCode).toBe(400);
  });

  it('prints the packaging sections with the dieline drawn', async () => {
    const { res, pdf } = await pdfOf(a.auth, packagingId);
    expect(res.statusCode).toBe(200);
    for (const value of [
      'Tee mailer',
      'Packaging tech pack',
      'Mailer box',
      '10 × 8 × 2 in',
      '10.5 × 8.5 × 2.25 in',
      'E-flute kraft',
      '32 ECT',
      'Flexo',
      'Matte aqueous',
      'Card tray',
      'dieline.png',
      '1,000 units',
      '± 5%',
      '$0.95',
      'DDP',
      'Vietnam (VN)',
    ])
      expect(pdf!.text, value).toContain(value);
    expect(pdf!.images).toBe(1);
  });
});
