import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { techPacks, techPackVersions } from '../../db/schema/sourcing-agent';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { putBusinessSetting } from '../commons/business-settings';
import { sampleImage, uploadFile } from '../uploads/test-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
let aUploadId: number;
let bUploadId: number;

const BASE = '/web/ai-sourcing-agents-tech-pack';
const HISTORY = `${BASE}/-/history-tech-packs`;

const product = (over: Record<string, unknown> = {}) => ({
  kind: 'PRODUCT',
  productName: 'Organic cotton tee',
  styleNumber: 'QT-001',
  category: 'Apparel',
  description: 'A heavyweight crew neck tee',
  billOfMaterials: [
    {
      component: 'Body',
      material: '220 gsm organic cotton jersey',
      quantity: 1.2,
      unit: 'm',
      unitCostCents: 410,
    },
  ],
  colourways: [{ name: 'Bone', hex: '#EEE8DC', pantone: '11-0105 TCX' }],
  sizeRange: ['S', 'M', 'L'],
  measurements: [{ point: 'Chest width', tolerance: '±0.5 in', values: { S: 19, M: 20.5, L: 22 } }],
  artworkPlacements: [{ placement: 'Left chest', method: 'Screen print', widthIn: 3.5, heightIn: 2 }],
  quantities: [{ size: 'M', colourway: 'Bone', quantity: 200 }],
  moq: 300,
  targetUnitCostCents: 650,
  incoterm: 'FOB',
  destination: { countryCode: 'US', city: 'Los Angeles' },
  sampleDate: '2027-01-15',
  productionDate: '2027-03-01',
  htsCandidate: '6109.10.00',
  countryOfOrigin: 'PT',
  ...over,
});

const packaging = (over: Record<string, unknown> = {}) => ({
  kind: 'PACKAGING',
  productName: 'Tee mailer',
  boxType: 'MAILER',
  internalDimensionsIn: { length: 10, width: 8, height: 2 },
  board: 'E-flute kraft',
  strength: '32 ECT',
  printMethod: 'Flexo',
  printColours: 1,
  quantity: 1000,
  tolerancePercent: 5,
  incoterm: 'DDP',
  destination: { countryCode: 'US' },
  ...over,
});

const create = (auth: Record<string, string>, agentType: string, body: unknown) =>
  callApi(t, 'POST', BASE, auth, { agentType, body });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Tech Pack Store A');
  b = await registerStore(t, 'Tech Pack Store B');
  aUploadId = (await uploadFile(t, a.auth, 'sketch.png', await sampleImage(40, 30))).json().id;
  bUploadId = (await uploadFile(t, b.auth, 'other.png', await sampleImage(40, 30))).json().id;
});
afterAll(async () => t?.close());

describe('tech packs', () => {
  it('creates a product and a packaging tech pack at version 1', async () => {
    const res = await create(
      a.auth,
      'DESIGN_SOURCE',
      product({ images: [{ uploadId: aUploadId, caption: 'Front' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      agentType: 'DESIGN_SOURCE',
      kind: 'PRODUCT',
      productName: 'Organic cotton tee',
      currentVersion: 1,
      version: 1,
      versionCreatedBy: a.email,
      body: { htsCandidate: '6109.10.00', images: [{ uploadId: aUploadId, caption: 'Front' }] },
    });
    const box = await create(a.auth, 'PACKAGING', packaging({ dieline: { uploadId: aUploadId } }));
    expect(box.statusCode, box.body).toBe(201);
    expect(box.json()).toMatchObject({ kind: 'PACKAGING', agentType: 'PACKAGING', version: 1 });
    expect(box.json().body.internalDimensionsIn).toEqual({ length: 10, width: 8, height: 2 });
    // A draft needs only its name.
    const draft = await create(a.auth, 'TARIFF_RATE', { kind: 'PRODUCT', productName: 'Candle' });
    expect(draft.statusCode, draft.body).toBe(201);
  });

  it('saves every edit as a version, shows any version, and restores an old one as a new version', async () => {
    const pack = (await create(a.auth, 'DESIGN_SOURCE', product())).json();
    const v2 = await callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, {
      baseVersion: 1,
      body: product({ productName: 'Organic cotton tee v2', moq: 500 }),
      note: 'Raised the MOQ',
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({ currentVersion: 2, version: 2, productName: 'Organic cotton tee v2' });
    const v3 = await callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, {
      baseVersion: 2,
      body: product({ productName: 'Organic cotton tee v3', moq: 800 }),
    });
    expect(v3.json().version).toBe(3);

    const current = await callApi(t, 'GET', `${BASE}/${pack.id}`, a.auth);
    expect(current.json()).toMatchObject({ version: 3, currentVersion: 3, body: { moq: 800 } });
    const first = await callApi(t, 'GET', `${BASE}/${pack.id}?version=1`, a.auth);
    expect(first.json()).toMatchObject({ version: 1, currentVersion: 3, body: { moq: 300 } });
    const missing = await callApi(t, 'GET', `${BASE}/${pack.id}?version=9`, a.auth);
    expect(missing.statusCode).toBe(404);

    const restored = await callApi(t, 'POST', `${BASE}/${pack.id}/restore`, a.auth, { version: 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      version: 4,
      currentVersion: 4,
      productName: 'Organic cotton tee',
      note: 'Restored version 1',
      body: { moq: 300 },
    });
    const versions = await callApi(t, 'GET', `${BASE}/${pack.id}/versions`, a.auth);
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
    expect(versions.json()[2]).toMatchObject({ version: 2, note: 'Raised the MOQ', createdBy: a.email });
    // History stays: version 2 still reads as it was saved.
    const two = await callApi(t, 'GET', `${BASE}/${pack.id}?version=2`, a.auth);
    expect(two.json().body.moq).toBe(500);
  });

  it('refuses a save from a stale version with 409 and writes nothing', async () => {
    const pack = (await create(a.auth, 'DESIGN_SOURCE', product())).json();
    const first = await callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, {
      baseVersion: 1,
      body: product({ moq: 1 }),
    });
    expect(first.statusCode).toBe(200);
    const stale = await callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, {
      baseVersion: 1,
      body: product({ moq: 2 }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This tech pack changed since you opened it (version 2); reload it');
    const staleRestore = await callApi(t, 'POST', `${BASE}/${pack.id}/restore`, a.auth, {
      version: 1,
      baseVersion: 1,
    });
    expect(staleRestore.statusCode).toBe(409);
    const rows = await t.deps.db
      .select()
      .from(techPackVersions)
      .where(eq(techPackVersions.techPackId, pack.id));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2]);
    const [row] = await t.deps.db.select().from(techPacks).where(eq(techPacks.id, pack.id));
    expect(row!.currentVersion).toBe(2);
  });

  it('lets one of two saves from the same version land', async () => {
    const pack = (await create(a.auth, 'DESIGN_SOURCE', product())).json();
    const [x, y] = await Promise.all(
      [10, 20].map((moq) =>
        callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, { baseVersion: 1, body: product({ moq }) }),
      ),
    );
    expect([x!.statusCode, y!.statusCode].sort()).toEqual([200, 409]);
    const versions = await callApi(t, 'GET', `${BASE}/${pack.id}/versions`, a.auth);
    expect(versions.json()).toHaveLength(2);
  });

  it('keeps the kind of a tech pack', async () => {
    const pack = (await create(a.auth, 'DESIGN_SOURCE', product())).json();
    const res = await callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, { baseVersion: 1, body: packaging() });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.body.kind', message: 'must be PRODUCT' }]);
  });

  it("answers 404 for another store's tech pack on every route, and changes nothing", async () => {
    const pack = (await create(a.auth, 'DESIGN_SOURCE', product())).json();
    const calls = [
      callApi(t, 'GET', `${BASE}/${pack.id}`, b.auth),
      callApi(t, 'GET', `${BASE}/${pack.id}?version=1`, b.auth),
      callApi(t, 'GET', `${BASE}/${pack.id}/versions`, b.auth),
      callApi(t, 'PUT', `${BASE}/${pack.id}`, b.auth, { baseVersion: 1, body: product() }),
      callApi(t, 'POST', `${BASE}/${pack.id}/restore`, b.auth, { version: 1 }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    const list = await callApi(t, 'GET', HISTORY, b.auth);
    expect(list.json().some((p: { id: number }) => p.id === pack.id)).toBe(false);
    const still = await callApi(t, 'GET', `${BASE}/${pack.id}`, a.auth);
    expect(still.json().currentVersion).toBe(1);
  });

  it("refuses another store's upload or design as a picture, naming the field", async () => {
    const res = await create(
      a.auth,
      'DESIGN_SOURCE',
      product({ images: [{ uploadId: aUploadId }, { uploadId: bUploadId }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.body.images.1.uploadId', message: 'is not one of your uploads' },
    ]);
    const design = await create(a.auth, 'DESIGN_SOURCE', product({ images: [{ designImageId: 999_999 }] }));
    expect(design.statusCode).toBe(400);
    expect(design.json().details[0].path).toBe('body.body.images.0.designImageId');
    const dieline = await create(a.auth, 'PACKAGING', packaging({ dieline: { uploadId: bUploadId } }));
    expect(dieline.statusCode).toBe(400);
    expect(dieline.json().details[0].path).toBe('body.body.dieline.uploadId');
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['unknown field', { agentType: 'DESIGN_SOURCE', body: product({ colour: 'red' }) }, 'colour'],
      [
        'too long',
        { agentType: 'DESIGN_SOURCE', body: product({ productName: 'x'.repeat(121) }) },
        'productName',
      ],
      ['bad HTS', { agentType: 'TARIFF_RATE', body: product({ htsCandidate: '6109.10' }) }, 'htsCandidate'],
      ['bad date', { agentType: 'DESIGN_SOURCE', body: product({ sampleDate: '2027-02-30' }) }, 'sampleDate'],
      [
        'fractional cents',
        { agentType: 'DESIGN_SOURCE', body: product({ targetUnitCostCents: 6.5 }) },
        'targetUnitCostCents',
      ],
      ['packaging agent, product', { agentType: 'PACKAGING', body: product() }, 'kind'],
      [
        'two image ids',
        { agentType: 'DESIGN_SOURCE', body: product({ images: [{ uploadId: 1, designImageId: 1 }] }) },
        'images',
      ],
      ['no name', { agentType: 'DESIGN_SOURCE', body: { kind: 'PRODUCT' } }, 'productName'],
      ['NUL byte', { agentType: 'DESIGN_SOURCE', body: product({ description: 'a\u0000b' }) }, 'description'],
      [
        'too many images',
        {
          agentType: 'DESIGN_SOURCE',
          body: product({ images: Array.from({ length: 21 }, () => ({ uploadId: aUploadId })) }),
        },
        'images',
      ],
    ];
    for (const [name, payload, field] of cases) {
      const res = await callApi(t, 'POST', BASE, a.auth, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json().details), name).toContain(field);
    }
    const pack = (await create(a.auth, 'DESIGN_SOURCE', product())).json();
    const noBase = await callApi(t, 'PUT', `${BASE}/${pack.id}`, a.auth, { body: product() });
    expect(noBase.statusCode).toBe(400);
    expect(noBase.body).toContain('baseVersion');
  });

  it('pages the history newest first, by agent type, with the count', async () => {
    const c = await registerStore(t, 'Tech Pack Store C');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await create(c.auth, i % 2 ? 'TARIFF_RATE' : 'DESIGN_SOURCE', product({ productName: `P${i}` }))
        ).json().id,
      );
    // Saving the oldest brings it to the top.
    await callApi(t, 'PUT', `${BASE}/${ids[0]}`, c.auth, {
      baseVersion: 1,
      body: product({ productName: 'P0 again' }),
    });
    const page0 = await callApi(t, 'GET', `${HISTORY}?page=0&size=2`, c.auth);
    expect(page0.json().map((p: { productName: string }) => p.productName)).toEqual(['P0 again', 'P4']);
    expect(page0.json()[0]).toMatchObject({ currentVersion: 2 });
    const page1 = await callApi(t, 'GET', `${HISTORY}?page=1&size=2`, c.auth);
    expect(page1.json().map((p: { productName: string }) => p.productName)).toEqual(['P3', 'P2']);
    const tariff = await callApi(t, 'GET', `${HISTORY}?agentType=TARIFF_RATE`, c.auth);
    expect(tariff.json().map((p: { productName: string }) => p.productName)).toEqual(['P3', 'P1']);
    const count = await callApi(t, 'GET', `${HISTORY}/action/count`, c.auth);
    expect(count.json()).toEqual({ count: 5 });
    const tariffCount = await callApi(t, 'GET', `${HISTORY}/action/count?agentType=TARIFF_RATE`, c.auth);
    expect(tariffCount.json()).toEqual({ count: 2 });
  });

  it('lets a preview account read and refuses its changes', async () => {
    const p = await registerStore(t, 'Tech Pack Preview');
    const pack = (await create(p.auth, 'DESIGN_SOURCE', product())).json();
    await putBusinessSetting(t.deps.db, 'NONE', 'PREVIEW_ACCOUNT_STORE_IDS', [p.storeId]);
    t.deps.previewAccounts.invalidate();
    try {
      expect((await callApi(t, 'GET', `${BASE}/${pack.id}`, p.auth)).statusCode).toBe(200);
      expect((await create(p.auth, 'DESIGN_SOURCE', product())).statusCode).toBe(403);
      const save = await callApi(t, 'PUT', `${BASE}/${pack.id}`, p.auth, { baseVersion: 1, body: product() });
      expect(save.statusCode).toBe(403);
      expect(save.json().code).toBe('PREVIEW_BLOCKED');
    } finally {
      await putBusinessSetting(t.deps.db, 'NONE', 'PREVIEW_ACCOUNT_STORE_IDS', []);
      t.deps.previewAccounts.invalidate();
    }
  });
});
