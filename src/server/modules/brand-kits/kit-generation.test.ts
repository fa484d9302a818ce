import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKit, KitRequest } from '../../../shared/contract/brand-kits';
import { storeIdentity } from '../../../shared/contract/messaging';
import { brandKitRequests } from '../../db/schema/brand-kits';
import type { AiImageProvider } from '../../providers/ai-image/types';
import { AiError } from '../../providers/ai-text/types';
import { callApi, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { catalogGrounding } from '../catalog/grounding';
import { ownFileKey } from '../commons/own-files';
import { identityChannel } from '../messaging/viewer';
import { requestSeed } from './kit-requests';
import { INTERRUPTED_MESSAGE, recoverKitRequests } from './recover';
import { runKitRequest, SimulatedKitCrash } from './run-request';
import {
  createKit,
  expectStatus,
  getKit,
  IDEA,
  KITS,
  realImages,
  runRequests,
  unstartedRequests,
} from './test-helpers';

// Generation end to end, with the jobs run directly (workers off): create → the four requests → a full kit;
// the rules on top of it; failures, a killed worker and recovery; the realtime events.

let t: TestApp;
let a: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  a = await loginAs(t, 'founder@quarry.test');
});
afterAll(async () => t?.close());

async function readFile(url: string) {
  const file = await t.deps.storage.get(ownFileKey(url, t.config.publicUrl));
  if (!file) throw new Error(`no file at ${url}`);
  const chunks: Buffer[] = [];
  for await (const c of file.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function expectPng(url: string) {
  const bytes = await readFile(url);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect((await sharp(bytes).metadata()).format).toBe('png');
}

const selectedIdea = (kit: BrandKit) =>
  kit.brandIdeas.generations.find((i) => i.uuid === kit.brandIdeas.selected)!;

/** A generated kit, the way a founder gets one: create, then the four requests run. */
async function generatedKit(body: object = IDEA) {
  const created = await createKit(t, a.auth, body);
  await runRequests(t, created.id);
  return getKit(t, a.auth, created.id);
}

describe('generating a kit', () => {
  let kit: BrandKit;
  beforeAll(async () => {
    kit = await generatedKit();
  });

  it('creates the kit with its four requests pending, in the same transaction', async () => {
    const created = await createKit(t, a.auth);
    expect(created.pendingRequests.map((r) => r.type).sort()).toEqual(
      ['BRAND_IDEA', 'MARKET_RESEARCH', 'PRODUCT_SKU', 'TARGET_AUDIENCE'].sort(),
    );
    expect(created.pendingRequests.every((r) => r.status === 'PENDING')).toBe(true);
    expect(created.moodboardImages).toEqual(Array(8).fill(''));
    // Named audiences are kept (newest first = as named) and no audience generation is asked for.
    const named = await createKit(t, a.auth, { ...IDEA, targetAudiences: ['New parents', 'Yoga teachers'] });
    expect(named.targetAudiences.map((x) => [x.name, x.description])).toEqual([
      ['New parents', ''],
      ['Yoga teachers', ''],
    ]);
    expect(named.targetAudiences[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(named.pendingRequests.map((r) => r.type)).not.toContain('TARGET_AUDIENCE');
    expect(named.pendingRequests).toHaveLength(3);
  });

  it('fills every section: 3 ideas (first selected), 4 brand and 8 mood board PNGs, products, research', async () => {
    expect(kit.pendingRequests).toEqual([]);
    expect(kit.targetAudiences.length).toBeGreaterThan(0);
    const ideas = kit.brandIdeas.generations;
    expect(ideas).toHaveLength(3);
    expect(kit.brandIdeas.selected).toBe(ideas[0]!.uuid);
    expect(new Set(ideas.map((i) => i.brandName)).size).toBe(3);
    const idea = selectedIdea(kit);
    expect(realImages(idea.images)).toHaveLength(4);
    expect(realImages(kit.moodboardImages)).toHaveLength(8);
    expect(kit.moodboardImagePrompts).toHaveLength(8);
    for (const url of [...idea.images, ...kit.moodboardImages]) await expectPng(url);
    // Only the selected idea's pictures are drawn.
    expect(realImages(ideas[1]!.images)).toEqual([]);
    expect(kit.slideColors.find((c) => c.key === 'IDEA')?.value).toBe(idea.colorPalette[0]!.hexCode);
    expect(kit.thumbnailImages.length).toBeGreaterThan(0);

    const skus = kit.productSkus.generations;
    expect(skus.length).toBeGreaterThanOrEqual(3);
    expect(kit.productSkus.selectedUuids).toEqual(skus.slice(0, 3).map((s) => s.uuid));
    for (const sku of skus) await expectPng(sku.image);
    const grounding = await catalogGrounding(t.deps.db, {
      category: IDEA.category,
      description: IDEA.productDescription,
    });
    const catalogIds = new Set(grounding.topItems.map((i) => i.catalogItemId));
    const matches = skus.flatMap((s) => s.matches);
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(catalogIds.has(m.catalogItemId)).toBe(true);
    expect(grounding.supplierCount).toBeGreaterThan(0);
    expect(kit.marketResearch).toContain(String(grounding.supplierCount));

    const latest = await expectStatus<KitRequest>(
      t,
      200,
      'GET',
      `${KITS}/${kit.id}/requests/latest?type=BRAND_IDEA`,
      a.auth,
    );
    expect(latest).toMatchObject({ type: 'BRAND_IDEA', status: 'SUCCESS', error: null });
    expect(latest.progress.done).toBe(latest.progress.total);
    expect(latest.progress.total).toBe(1 + 4 + 8);
    const list = await expectStatus<
      { id: number; completeSlides: number; brandName: string; pending: boolean }[]
    >(t, 200, 'GET', `${KITS}?isArchived=false&size=9999&sort=-createdAt`, a.auth);
    expect(list.find((k) => k.id === kit.id)).toMatchObject({
      completeSlides: 4,
      brandName: idea.brandName,
      pending: false,
    });
  });

  it('seeds each request from the kit, its type and how many came before (asking again gives new ideas)', async () => {
    const rows = await t.deps.db
      .select({ type: brandKitRequests.type, seed: brandKitRequests.seed })
      .from(brandKitRequests)
      .where(eq(brandKitRequests.brandKitId, kit.id))
      .orderBy(brandKitRequests.id);
    expect(rows.find((r) => r.type === 'BRAND_IDEA')?.seed).toBe(requestSeed(kit.id, 'BRAND_IDEA', 0));
    expect(requestSeed(kit.id, 'BRAND_IDEA', 0)).toBe(requestSeed(kit.id, 'BRAND_IDEA', 0));
    expect(requestSeed(kit.id, 'BRAND_IDEA', 1)).not.toBe(requestSeed(kit.id, 'BRAND_IDEA', 0));
    expect(requestSeed(kit.id + 1, 'BRAND_IDEA', 0)).not.toBe(requestSeed(kit.id, 'BRAND_IDEA', 0));
  });

  it('selecting another idea resets what follows it and asks for products, research and its pictures', async () => {
    const k = await generatedKit({
      category: 'Skincare',
      productDescription: 'A gentle oat face balm for winter',
    });
    const other = k.brandIdeas.generations[1]!;
    const after = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${k.id}`, a.auth, {
      selectedBrandIdea: other.uuid,
    });
    expect(after.brandIdeas.selected).toBe(other.uuid);
    expect(after.productSkus.generations).toEqual([]);
    expect(after.marketResearch).toBe('');
    expect(after.moodboardImages).toEqual(Array(8).fill('LOADING'));
    expect(selectedIdea(after).images).toEqual(Array(4).fill('LOADING'));
    expect(after.slideColors.find((c) => c.key === 'IDEA')?.value).toBe(other.colorPalette[0]!.hexCode);
    expect(after.pendingRequests.map((r) => r.type).sort()).toEqual([
      'IMAGE',
      'MARKET_RESEARCH',
      'PRODUCT_SKU',
    ]);
    await runRequests(t, k.id);
    const done = await getKit(t, a.auth, k.id);
    expect(realImages(selectedIdea(done).images)).toHaveLength(4);
    expect(realImages(done.moodboardImages)).toHaveLength(8);
    expect(done.productSkus.generations.length).toBeGreaterThan(0);
    expect(done.marketResearch).not.toBe('');
    // The first idea keeps its pictures.
    expect(realImages(done.brandIdeas.generations[0]!.images)).toHaveLength(4);
  });

  it('a palette colour change carries to the slides that used it', async () => {
    const idea = selectedIdea(kit);
    const old = idea.colorPalette[0]!.hexCode;
    const palette = idea.colorPalette.map((c, i) =>
      i === 0 ? { ...c, hexCode: '#123456', name: 'Ink' } : c,
    );
    const after = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, {
      brandIdea: { uuid: idea.uuid, colorPalette: palette },
    });
    const used = kit.slideColors.filter((c) => c.value.toLowerCase() === old.toLowerCase()).map((c) => c.key);
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(after.slideColors.find((c) => c.key === key)?.value).toBe('#123456');
    expect(selectedIdea(after).colorPalette[0]).toMatchObject({ hexCode: '#123456', name: 'Ink' });
    kit = after;
  });

  it('regenerating a slot fills it with a new picture and puts 3 more in its tray', async () => {
    const idea = selectedIdea(kit);
    const before = idea.images[2]!;
    const slot = { section: 'BRAND_IDEA', uuid: idea.uuid, index: 2 };
    const req = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${kit.id}/images/generate`, a.auth, {
      slots: [slot, { section: 'MOODBOARD', index: 0 }],
    });
    expect(req).toMatchObject({ type: 'IMAGE', status: 'PENDING', progress: { done: 0, total: 8 } });
    const loading = await getKit(t, a.auth, kit.id);
    expect(selectedIdea(loading).images[2]).toBe('LOADING');
    expect(loading.moodboardImages[0]).toBe('LOADING');
    // Asking again for a slot that is loading is refused; the founder waits for the first.
    const again = await callApi(t, 'POST', `${KITS}/${kit.id}/images/generate`, a.auth, { slots: [slot] });
    expect(again.statusCode).toBe(409);
    await runRequests(t, kit.id);
    const after = await getKit(t, a.auth, kit.id);
    const filled = selectedIdea(after);
    expect(filled.images[2]).not.toBe(before);
    await expectPng(filled.images[2]!);
    // The old picture and the 3 other new ones are in the tray.
    expect(filled.imageTray).toContain(before);
    expect(filled.imageTray).toHaveLength(4);
    for (const url of filled.imageTray) await expectPng(url);
    expect(realImages(after.moodboardImages)).toHaveLength(8);
    expect(after.moodboardImageTray).toHaveLength(4);
    // A tray picture goes back in the slot; the one it replaces goes to the tray.
    const swapped = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${kit.id}`, a.auth, {
      image: { slot, url: before },
    });
    expect(selectedIdea(swapped).images[2]).toBe(before);
    expect(selectedIdea(swapped).imageTray).toContain(filled.images[2]);
    kit = swapped;
  });

  it('publishes each move of a request on the owner’s realtime channel', async () => {
    const events: { type: string; brandKitId: number; requestId: number; status: string }[] = [];
    const off = t.deps.bus.subscribe(identityChannel(storeIdentity(a.storeId!)), (e) =>
      events.push(e as never),
    );
    try {
      const req = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${kit.id}/requests`, a.auth, {
        type: 'MARKET_RESEARCH',
      });
      expect(events).toContainEqual({
        type: 'kit-request',
        brandKitId: kit.id,
        requestId: req.id,
        status: 'PENDING',
      });
      await runRequests(t, kit.id);
      expect(events).toContainEqual({
        type: 'kit-request',
        brandKitId: kit.id,
        requestId: req.id,
        status: 'SUCCESS',
      });
    } finally {
      off();
    }
  });

  it('answers the running request instead of a second one of the same type', async () => {
    const first = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${kit.id}/requests`, a.auth, {
      type: 'BRAND_IDEA',
    });
    const second = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${kit.id}/requests`, a.auth, {
      type: 'BRAND_IDEA',
    });
    expect(second.id).toBe(first.id);
    expect((await unstartedRequests(t, kit.id)).map((r) => r.id)).toEqual([first.id]);
    await runRequests(t, kit.id);
    const after = await getKit(t, a.auth, kit.id);
    // Three more ideas, merged by time; the selection stays.
    expect(after.brandIdeas.generations).toHaveLength(6);
    expect(after.brandIdeas.selected).toBe(kit.brandIdeas.selected);
    const third = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${kit.id}/requests`, a.auth, {
      type: 'BRAND_IDEA',
    });
    expect(third.id).not.toBe(first.id);
    await runRequests(t, kit.id);
  });
});

describe('when generation fails', () => {
  const failingImages: AiImageProvider = {
    kind: 'embedded',
    generate: async () => {
      throw new AiError('The image service timed out — try again.', 'TIMEOUT');
    },
  };

  it('a provider failure is FAILURE with its message; its slots are emptied and the kit stays editable', async () => {
    const k = await createKit(t, a.auth, {
      category: 'Coffee',
      productDescription: 'Single-origin cold brew kits',
    });
    await runRequests(t, k.id, { deps: { aiImage: failingImages } });
    const latest = await expectStatus<KitRequest>(
      t,
      200,
      'GET',
      `${KITS}/${k.id}/requests/latest?type=BRAND_IDEA`,
      a.auth,
    );
    expect(latest).toMatchObject({ status: 'FAILURE', error: 'The image service timed out — try again.' });
    const kit = await getKit(t, a.auth, k.id);
    // The text stayed; no picture is left loading.
    expect(kit.brandIdeas.generations).toHaveLength(3);
    expect(selectedIdea(kit).images).toEqual(Array(4).fill(''));
    expect(kit.moodboardImages).toEqual(Array(8).fill(''));
    expect(kit.productSkus.generations.every((s) => s.image === '')).toBe(true);
    expect(kit.marketResearch).not.toBe('');
    expect(kit.pendingRequests).toEqual([]);
    const edited = await expectStatus<BrandKit>(t, 200, 'PUT', `${KITS}/${k.id}`, a.auth, {
      brandIdea: { uuid: selectedIdea(kit).uuid, brandName: 'Still Mine' },
    });
    expect(selectedIdea(edited).brandName).toBe('Still Mine');
    // Asking again works with a healthy provider.
    await expectStatus(t, 202, 'POST', `${KITS}/${k.id}/images/generate`, a.auth, {
      slots: [{ section: 'MOODBOARD', index: 3 }],
    });
    await runRequests(t, k.id);
    expect(realImages((await getKit(t, a.auth, k.id)).moodboardImages)).toHaveLength(1);
    // Archiving the finished requests hides the old failure from "latest".
    const archived = await expectStatus<{ archived: number }>(
      t,
      200,
      'PUT',
      `${KITS}/${k.id}/requests/archive`,
      a.auth,
    );
    expect(archived.archived).toBeGreaterThanOrEqual(5);
    expect(await expectStatus(t, 200, 'GET', `${KITS}/${k.id}/requests/latest`, a.auth)).toBeNull();
  });

  it('any other error is reported in plain words', async () => {
    const k = await createKit(t, a.auth, { ...IDEA, targetAudiences: ['Night owls'] });
    await runRequests(t, k.id, {
      deps: {
        aiText: {
          kind: 'embedded',
          generate: async () => {
            throw new Error('socket hang up at 10.0.0.3');
          },
        },
      },
    });
    const latest = await expectStatus<KitRequest>(
      t,
      200,
      'GET',
      `${KITS}/${k.id}/requests/latest?type=MARKET_RESEARCH`,
      a.auth,
    );
    expect(latest).toMatchObject({ status: 'FAILURE', error: 'Generation failed — try again.' });
  });

  it('a worker killed mid-generation is failed by recovery and leaves a usable kit', async () => {
    const k = await createKit(t, a.auth, {
      category: 'Tea',
      productDescription: 'Loose-leaf sleep tea blends',
    });
    const [brand] = (await unstartedRequests(t, k.id)).filter((r) => r.type === 'BRAND_IDEA');
    await expect(runKitRequest(t.deps, brand!.id, { crashAt: 'after-loading' })).rejects.toBeInstanceOf(
      SimulatedKitCrash,
    );
    const crashed = await getKit(t, a.auth, k.id);
    expect(crashed.moodboardImages).toEqual(Array(8).fill('LOADING'));
    expect(crashed.pendingRequests.map((r) => r.id)).toContain(brand!.id);
    // Within the stale window it is left alone (its worker may still be at it)…
    expect((await recoverKitRequests(t.deps, { staleSeconds: 3600 })).failed).toBe(0);
    expect((await getKit(t, a.auth, k.id)).moodboardImages).toEqual(Array(8).fill('LOADING'));
    // …and failed once it is past it (staleSeconds 0 stands for the time passing).
    const tally = await recoverKitRequests(t.deps, { staleSeconds: 0 });
    expect(tally.failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(brandKitRequests).where(eq(brandKitRequests.id, brand!.id));
    expect(row).toMatchObject({ status: 'FAILURE', error: INTERRUPTED_MESSAGE });
    const kit = await getKit(t, a.auth, k.id);
    const slots = [...kit.moodboardImages, ...kit.brandIdeas.generations.flatMap((i) => i.images)];
    expect(slots).not.toContain('LOADING');
    expect(kit.brandIdeas.generations).toHaveLength(3);
    expect(kit.pendingRequests).toEqual([]);
    // The kit works again: a new request runs to the end.
    const again = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${k.id}/requests`, a.auth, {
      type: 'PRODUCT_SKU',
    });
    await runRequests(t, k.id);
    expect(
      (
        await expectStatus<KitRequest>(
          t,
          200,
          'GET',
          `${KITS}/${k.id}/requests/latest?type=PRODUCT_SKU`,
          a.auth,
        )
      ).id,
    ).toBe(again.id);
    expect((await getKit(t, a.auth, k.id)).productSkus.generations.length).toBeGreaterThan(0);
  });

  it('a reset replaces running requests: their late results are not written', async () => {
    const k = await generatedKit({ category: 'Jewelry', productDescription: 'Minimal silver rings' });
    const req = await expectStatus<KitRequest>(t, 202, 'POST', `${KITS}/${k.id}/requests`, a.auth, {
      type: 'BRAND_IDEA',
    });
    const reset = await expectStatus<BrandKit>(t, 200, 'POST', `${KITS}/${k.id}/reset`, a.auth);
    expect(reset.brandIdeas.generations).toEqual([]);
    expect(reset.productSkus.generations).toEqual([]);
    expect(reset.marketResearch).toBe('');
    expect(reset.targetAudiences).toEqual([]);
    expect(reset.pendingRequests.map((r) => r.type).sort()).toEqual(
      ['BRAND_IDEA', 'MARKET_RESEARCH', 'PRODUCT_SKU', 'TARGET_AUDIENCE'].sort(),
    );
    const [old] = await t.deps.db.select().from(brandKitRequests).where(eq(brandKitRequests.id, req.id));
    expect(old).toMatchObject({ status: 'FAILURE', error: 'Replaced by a reset' });
    // The replaced request, were its worker to get to it now, writes nothing.
    await runKitRequest(t.deps, req.id);
    expect((await getKit(t, a.auth, k.id)).brandIdeas.generations).toEqual([]);
    await runRequests(t, k.id);
    expect((await getKit(t, a.auth, k.id)).brandIdeas.generations).toHaveLength(3);
  });
});
