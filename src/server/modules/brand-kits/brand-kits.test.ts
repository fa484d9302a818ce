import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrandKit, MAX_ACTIVE_BRAND_KITS } from '../../../shared/contract/brand-kits';
import { brandKits, brandKitWaitlist } from '../../db/schema/brand-kits';
import { uploads } from '../../db/schema/uploads';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';
import { multipart, SAFE_SVG, sampleImage, uploadFile } from '../uploads/test-helpers';
import { createKit, expectStatus, getKit, IDEA, KITS, runRequests } from './test-helpers';

// The /web/brand-kit-modules calls: input checks, the owner's edits, uploads into slots, the PDF, the public
// page and its waitlist, and another store's kit answering 404 on every route.

let t: TestApp;
let a: Awaited<ReturnType<typeof loginAs>>;
let b: Awaited<ReturnType<typeof registerStore>>;
let kit: BrandKit;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  a = await loginAs(t, 'founder@quarry.test');
  b = await registerStore(t, 'Kit Outsider');
  const created = await createKit(t, a.auth);
  await runRequests(t, created.id);
  kit = await getKit(t, a.auth, created.id);
});
afterAll(async () => t?.close());

const selectedIdea = (k: BrandKit) => k.brandIdeas.generations.find((i) => i.uuid === k.brandIdeas.selected)!;

async function uploadInto(
  auth: Record<string, string>,
  id: number,
  query: string,
  name: string,
  bytes: Buffer | string,
) {
  const body = await multipart(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/rest/main${KITS}/${id}/images?${query}`,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

describe('creating and listing kits', () => {
  it('refuses a kit without a category or a description, naming the field', async () => {
    for (const [body, field] of [
      [{ productDescription: 'x' }, 'category'],
      [{ category: 'Candles' }, 'productDescription'],
      [{ category: '  ', productDescription: 'x' }, 'category'],
      [{ category: 'Candles', productDescription: '' }, 'productDescription'],
    ] as const) {
      const res = await callApi(t, 'POST', KITS, a.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('INVALID');
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect((await callApi(t, 'POST', KITS, {}, IDEA)).statusCode).toBe(401);
  });

  it('lists only the store’s kits that have a category and a description, newest first', async () => {
    const second = await createKit(t, a.auth, {
      category: 'Soap',
      productDescription: 'Goat milk soap bars',
    });
    // A kit stored without a description (imported or older data) is not listed (spec §5).
    const [blank] = await t.deps.db
      .insert(brandKits)
      .values({ storeId: a.storeId!, category: 'Candles', productDescription: ' ' })
      .returning({ id: brandKits.id });
    const list = await expectStatus<
      { id: number; pending: boolean; completeSlides: number; brandName: string | null }[]
    >(t, 200, 'GET', `${KITS}?isArchived=false&size=9999&sort=-createdAt`, a.auth);
    const ids = list.map((k) => k.id);
    expect(ids).not.toContain(blank!.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(kit.id));
    expect(list.find((k) => k.id === second.id)).toMatchObject({
      pending: true,
      completeSlides: 0,
      brandName: null,
    });
    expect(list.find((k) => k.id === kit.id)).toMatchObject({ pending: false, completeSlides: 4 });
    expect(await expectStatus(t, 200, 'GET', KITS, b.auth)).toEqual([]);
    expect((await callApi(t, 'GET', `${KITS}?size=10000`, a.auth)).statusCode).toBe(400);
    expect((await callApi(t, 'GET', `${KITS}?sort=title`, a.auth)).statusCode).toBe(400);
  });

  it('archives a kit out of the list and back', async () => {
    const k = await createKit(t, a.auth, { category: 'Tea', productDescription: 'Matcha kits' });
    // No body archives (isArchived defaults to true).
    const archived = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${k.id}/archive`, a.auth);
    expect(archived.isArchived).toBe(true);
    const active = await expectStatus<{ id: number }[]>(t, 200, 'GET', `${KITS}?isArchived=false`, a.auth);
    expect(active.map((x) => x.id)).not.toContain(k.id);
    const inArchive = await expectStatus<{ id: number }[]>(t, 200, 'GET', `${KITS}?isArchived=true`, a.auth);
    expect(inArchive.map((x) => x.id)).toContain(k.id);
    const back = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${k.id}/archive`, a.auth, {
      isArchived: false,
    });
    expect(back.isArchived).toBe(false);
  });

  it('keeps at most the limit of active kits per store', async () => {
    const s = await registerStore(t, 'Busy Kits');
    const [{ n }] = [{ n: MAX_ACTIVE_BRAND_KITS }];
    await t.deps.db.insert(brandKits).values(
      Array.from({ length: n }, (_, i) => ({
        storeId: s.storeId,
        category: 'Candles',
        productDescription: `Kit ${i}`,
      })),
    );
    const refused = await callApi(t, 'POST', KITS, s.auth, IDEA);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('REFUSED');
    await t.deps.db
      .update(brandKits)
      .set({ isArchived: true })
      .where(and(eq(brandKits.storeId, s.storeId), eq(brandKits.productDescription, 'Kit 0')));
    expect((await callApi(t, 'POST', KITS, s.auth, IDEA)).statusCode).toBe(201);
  });
});

describe('editing a kit', () => {
  it('edits the fields of spec §5 in one call', async () => {
    const idea = selectedIdea(kit);
    const sku = kit.productSkus.generations[0]!;
    const audience = kit.targetAudiences[0]!;
    const after = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, {
      brandIdea: {
        uuid: idea.uuid,
        brandName: 'Hush & Co',
        slogan: 'Calm, lit.',
        mission: 'Quiet evenings for loud lives.',
        valueProps: ['Clean soy', 'Hand poured', 'Refillable jar'],
      },
      productSku: {
        uuid: sku.uuid,
        title: 'Hush Jar',
        suggestedRetailPriceCents: 3400,
        popularity: 80,
        description: 'A jar.',
      },
      marketResearch: 'My own research.',
      selectedProductUuids: [sku.uuid],
      slideColors: [{ key: 'MARKET_RESEARCH', value: '#abcdef' }],
      targetAudiences: [{ uuid: audience.uuid, name: 'Tired parents', description: 'Evenings only' }],
      isShared: false,
      isWaitlistSitePublished: false,
    });
    expect(selectedIdea(after)).toMatchObject({
      brandName: 'Hush & Co',
      slogan: 'Calm, lit.',
      valueProps: ['Clean soy', 'Hand poured', 'Refillable jar'],
    });
    expect(after.productSkus.generations[0]).toMatchObject({
      title: 'Hush Jar',
      suggestedRetailPriceCents: 3400,
      popularity: 80,
    });
    expect(after.productSkus.selectedUuids).toEqual([sku.uuid]);
    expect(after.marketResearch).toBe('My own research.');
    expect(after.slideColors.find((c) => c.key === 'MARKET_RESEARCH')?.value).toBe('#abcdef');
    expect(after.targetAudiences).toEqual([
      { ...audience, name: 'Tired parents', description: 'Evenings only' },
    ]);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(kit.updatedAt));
    kit = after;
  });

  it('refuses what the rules refuse with 400', async () => {
    const idea = selectedIdea(kit);
    const bad = [
      { selectedBrandIdea: crypto.randomUUID() },
      { brandIdea: { uuid: crypto.randomUUID(), brandName: 'X' } },
      { brandIdea: { uuid: idea.uuid, valueProps: ['one'] } },
      { brandIdea: { uuid: idea.uuid, colorPalette: [{ hexCode: 'red', name: 'Red', description: '' }] } },
      { productSku: { uuid: crypto.randomUUID(), title: 'X' } },
      { selectedProductUuids: [crypto.randomUUID()] },
      {
        image: { slot: { section: 'BRAND_IDEA', uuid: crypto.randomUUID(), index: 0 }, url: idea.images[0] },
      },
      { image: { slot: { section: 'MOODBOARD', index: 8 }, url: idea.images[0] } },
      { category: '' },
      { unknownField: true },
    ];
    for (const body of bad) {
      const res = await callApi(t, 'PUT', `${KITS}/${kit.id}`, a.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await getKit(t, a.auth, kit.id)).updatedAt).toBe(kit.updatedAt);
  });

  it('places only the slot’s tray pictures or the store’s own uploads', async () => {
    const slot = { section: 'MOODBOARD', index: 1 };
    const foreign = (await uploadFile(t, b.auth, 'b.png', await sampleImage(20, 20))).json();
    for (const url of [foreign.url, 'https://elsewhere.example/x.png', '/rest/main/files/nope.png']) {
      const res = await callApi(t, 'PUT', `${KITS}/${kit.id}`, a.auth, { image: { slot, url } });
      expect(res.statusCode, url).toBe(400);
    }
    const pdf = (await uploadFile(t, a.auth, 'a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).json();
    expect(
      (await callApi(t, 'PUT', `${KITS}/${kit.id}`, a.auth, { image: { slot, url: pdf.url } })).statusCode,
    ).toBe(400);
    const own = (await uploadFile(t, a.auth, 'mine.png', await sampleImage(20, 20))).json();
    const placed = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, {
      image: { slot, url: own.url },
    });
    expect(placed.moodboardImages[1]).toBe(own.url);
    expect(placed.moodboardImageTray).toContain(kit.moodboardImages[1]);
    kit = placed;
  });

  it('takes an uploaded picture into any slot; other types and sizes are refused', async () => {
    const idea = selectedIdea(kit);
    const sku = kit.productSkus.generations[1]!;
    const png = await sampleImage(30, 30);
    for (const [query, read] of [
      [`section=BRAND_IDEA&uuid=${idea.uuid}&index=3`, (k: BrandKit) => selectedIdea(k).images[3]],
      ['section=MOODBOARD&index=7', (k: BrandKit) => k.moodboardImages[7]],
      [`section=PRODUCT_SKU&uuid=${sku.uuid}`, (k: BrandKit) => k.productSkus.generations[1]!.image],
    ] as const) {
      const res = await uploadInto(a.auth, kit.id, query, 'photo.png', png);
      expect(res.statusCode, res.body).toBe(200);
      const url = read(res.json());
      expect(url).toMatch(/^\/rest\/main\/files\/.+\.png$/);
      const [row] = await t.deps.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, url!.split('/').pop()!));
      expect(row).toMatchObject({ storeId: a.storeId, kind: 'image' });
    }
    expect(
      (await uploadInto(a.auth, kit.id, 'section=MOODBOARD&index=2', 'logo.svg', SAFE_SVG)).statusCode,
    ).toBe(200);
    for (const [name, bytes] of [
      ['virus.exe', Buffer.from('MZ\x90\x00')],
      ['doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
      ['clip.mp4', Buffer.from('0000')],
      ['fake.png', Buffer.from('<html>not a picture</html>')],
    ] as const) {
      const res = await uploadInto(a.auth, kit.id, 'section=MOODBOARD&index=2', name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code).toBe('INVALID');
      expect(res.json().message).toContain('png, jpg, jpeg, bmp, gif, webp, psd, svg, tiff, jfif');
    }
    const big = await uploadInto(
      a.auth,
      kit.id,
      'section=MOODBOARD&index=2',
      'big.png',
      Buffer.alloc(20 * 1024 * 1024 + 10),
    );
    expect(big.statusCode).toBe(413);
    expect(
      (
        await uploadInto(
          a.auth,
          kit.id,
          `section=BRAND_IDEA&uuid=${crypto.randomUUID()}&index=0`,
          'p.png',
          png,
        )
      ).statusCode,
    ).toBe(400);
    expect((await uploadInto(a.auth, kit.id, 'section=MOODBOARD&index=9', 'p.png', png)).statusCode).toBe(
      400,
    );
    expect((await uploadInto(a.auth, kit.id, 'section=NOWHERE', 'p.png', png)).statusCode).toBe(400);
    kit = await getKit(t, a.auth, kit.id);
  });

  it('refuses unknown request types and slots', async () => {
    const res = await callApi(t, 'POST', `${KITS}/${kit.id}/requests`, a.auth, { type: 'LOGO' });
    expect(res.statusCode).toBe(400);
    expect((await callApi(t, 'POST', `${KITS}/${kit.id}/requests`, a.auth, {})).statusCode).toBe(400);
    expect((await callApi(t, 'GET', `${KITS}/${kit.id}/requests/latest?type=LOGO`, a.auth)).statusCode).toBe(
      400,
    );
    const slot = await callApi(t, 'POST', `${KITS}/${kit.id}/images/generate`, a.auth, {
      slots: [{ section: 'PRODUCT_SKU', uuid: crypto.randomUUID() }],
    });
    expect(slot.statusCode).toBe(400);
    expect(
      (await callApi(t, 'POST', `${KITS}/${kit.id}/images/generate`, a.auth, { slots: [] })).statusCode,
    ).toBe(400);
  });
});

describe('the PDF and the public page', () => {
  it('downloads the kit as a PDF named after the brand', async () => {
    const res = await callApi(t, 'GET', `${KITS}/${kit.id}/pdf`, a.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain(
      `filename="${selectedIdea(kit).brandName} brand kit.pdf"`,
    );
    expect(res.rawPayload.length).toBeGreaterThan(20_000); // the pictures are in it
  });

  it('is public only while shared and not archived; 404 otherwise, like an unknown id', async () => {
    const url = `${KITS}/${kit.id}/public`;
    const unknown = await callApi(t, 'GET', `${KITS}/999999/public`);
    expect(unknown.statusCode).toBe(404);
    const hidden = await callApi(t, 'GET', url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect((await callApi(t, 'GET', `${url}/pdf`)).statusCode).toBe(404);
    await expectStatus(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, { isShared: true });
    const shared = await callApi(t, 'GET', url);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id: kit.id, brandIdeas: { selected: kit.brandIdeas.selected } });
    expect(shared.json()).not.toHaveProperty('pendingRequests');
    expect(shared.json()).not.toHaveProperty('isShared');
    const pdf = await callApi(t, 'GET', `${url}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expectStatus(t, 200, 'PUT', `${KITS}/${kit.id}/archive`, a.auth, { isArchived: true });
    expect((await callApi(t, 'GET', url)).statusCode).toBe(404);
    await expectStatus(t, 200, 'PUT', `${KITS}/${kit.id}/archive`, a.auth, { isArchived: false });
    expect((await callApi(t, 'GET', url)).statusCode).toBe(200);
  });

  it('takes waitlist sign-ups only while the waitlist site is published', async () => {
    const url = `${KITS}/${kit.id}/public/waitlist`;
    expect((await callApi(t, 'POST', url, {}, { email: 'ann@example.com' })).statusCode).toBe(404);
    await expectStatus(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, { isWaitlistSitePublished: true });
    expect(await expectStatus(t, 200, 'POST', url, {}, { email: ' Ann@Example.com ' })).toEqual({ ok: true });
    // A second sign-up of the same address answers the same and is stored once.
    expect(await expectStatus(t, 200, 'POST', url, {}, { email: 'ann@example.com' })).toEqual({ ok: true });
    for (const email of ['ann', 'ann@example', 'ann@@example.com', '']) {
      const res = await callApi(t, 'POST', url, {}, { email });
      expect(res.statusCode, email).toBe(400);
    }
    const rows = await t.deps.db
      .select()
      .from(brandKitWaitlist)
      .where(eq(brandKitWaitlist.brandKitId, kit.id));
    expect(rows.map((r) => r.email)).toEqual(['ann@example.com']);
    expect((await getKit(t, a.auth, kit.id)).waitlistCount).toBe(1);
    // Too many sign-ups from one network are slowed down.
    let last = 200;
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await callApi(t, 'POST', url, {}, { email: `fan${i}@example.com` })).statusCode;
    expect(last).toBe(429);
    await expectStatus(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, { isShared: false });
    expect((await callApi(t, 'POST', url, {}, { email: 'late@example.com' })).statusCode).toBe(404);
  });
});

describe('another store', () => {
  it('gets 404 for the kit on every route and changes nothing', async () => {
    const before = await getKit(t, a.auth, kit.id);
    const id = kit.id;
    const idea = selectedIdea(kit);
    const calls: [string, string, unknown?][] = [
      ['GET', `${KITS}/${id}`],
      ['PUT', `${KITS}/${id}`, { marketResearch: 'B was here' }],
      ['PUT', `${KITS}/${id}/archive`, { isArchived: true }],
      ['POST', `${KITS}/${id}/reset`],
      ['POST', `${KITS}/${id}/requests`, { type: 'BRAND_IDEA' }],
      ['GET', `${KITS}/${id}/requests/latest`],
      ['PUT', `${KITS}/${id}/requests/archive`],
      ['POST', `${KITS}/${id}/images/generate`, { slots: [{ section: 'MOODBOARD', index: 0 }] }],
      ['GET', `${KITS}/${id}/pdf`],
    ];
    for (const [method, url, body] of calls) {
      const res = await callApi(t, method as 'GET', url, b.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(idea.brandName);
    }
    const upload = await uploadInto(
      b.auth,
      id,
      'section=MOODBOARD&index=0',
      'p.png',
      await sampleImage(10, 10),
    );
    expect(upload.statusCode).toBe(404);
    const after = await getKit(t, a.auth, kit.id);
    expect(after).toEqual(before);
  });
});
