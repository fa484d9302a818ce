import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_TRIAL_IMAGES } from '../../../shared/contract/ai-design';
import {
  type CallArgs,
  callApi,
  createTestApp,
  loginAs,
  registerStore,
  type TestApp,
} from '../../test/test-app';
import { generationsOf, useTrial } from './test-helpers';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp();
  a = await registerStore(t, 'Ideas A');
  b = await registerStore(t, 'Ideas B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const project = async (s: Store, title: string) =>
  (await call('POST', '/web/creator-projects', s.auth, { title })).json() as { id: number };
const designUrl = async (s: Store) =>
  (
    await call('POST', '/commons/ai/gpt-images', s.auth, { prompt: 'a lavender candle tin', numImages: 1 })
  ).json().images[0].url as string;

describe('/web/ai-ideas', () => {
  it('creates, lists, updates, submits and selects products of an idea', async () => {
    const cp = await project(a, 'Candles');
    const created = await call('POST', '/web/ai-ideas', a.auth, {
      title: 'Calming candles',
      prompt: 'a calming lavender candle for busy parents',
      category: 'Candles',
      creatorProjectId: cp.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const idea = created.json();
    expect(idea).toMatchObject({
      creatorProjectId: cp.id,
      submitted: false,
      isPublic: false,
      selectedProductIds: [],
      products: [],
    });
    const url = await designUrl(a);
    const p1 = (
      await call('POST', '/web/ai-products', a.auth, { title: 'Tin', imageUrls: [url], aiIdeaId: idea.id })
    ).json();
    const p2 = (
      await call('POST', '/web/ai-products', a.auth, { title: 'Jar', imageUrls: [url], aiIdeaId: idea.id })
    ).json();
    const other = (
      await call('POST', '/web/ai-products', a.auth, { title: 'Loose', imageUrls: [url] })
    ).json();

    const got = (await call('GET', `/web/ai-ideas/${idea.id}`, a.auth)).json();
    expect(got.products.map((p: { id: number }) => p.id)).toEqual([p1.id, p2.id]);

    const sel = await call('PUT', `/web/ai-ideas/${idea.id}/selected-product-ids`, a.auth, {
      selectedProductIds: [p2.id, p2.id],
    });
    expect(sel.statusCode, sel.body).toBe(200);
    expect(sel.json().selectedProductIds).toEqual([p2.id]);
    const stranger = await call('PUT', `/web/ai-ideas/${idea.id}/selected-product-ids`, a.auth, {
      selectedProductIds: [p1.id, other.id],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().details[0].path).toBe('body.selectedProductIds.1');

    const updated = await call('PUT', `/web/ai-ideas/${idea.id}`, a.auth, { title: 'Calm', isPublic: true });
    expect(updated.json()).toMatchObject({ title: 'Calm', isPublic: true, submitted: false });
    const submitted = await call('PUT', `/web/ai-ideas/${idea.id}/submited`, a.auth, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().submitted).toBe(true);

    const second = (await call('POST', '/web/ai-ideas', a.auth, { title: 'Later idea' })).json();
    const list = (await call('GET', '/web/ai-ideas', a.auth)).json();
    expect(list.map((i: { id: number }) => i.id)).toEqual([second.id, idea.id]);
    const mine = (await call('GET', `/web/ai-ideas?creatorProjectId=${cp.id}`, a.auth)).json();
    expect(mine.map((i: { id: number }) => i.id)).toEqual([idea.id]);
    const saved = (await call('GET', '/web/ai-ideas?submitted=true', a.auth)).json();
    expect(saved.map((i: { id: number }) => i.id)).toEqual([idea.id]);

    // Moving a selected product to another idea unselects it here.
    await call('PUT', `/web/ai-products/${p2.id}`, a.auth, { aiIdeaId: second.id });
    expect((await call('GET', `/web/ai-ideas/${idea.id}`, a.auth)).json().selectedProductIds).toEqual([]);
    const back = await call('PUT', `/web/ai-ideas/${idea.id}/submited`, a.auth, { submitted: false });
    expect(back.json().submitted).toBe(false);
  });

  it('answers 404 for another store’s idea or creator project', async () => {
    const idea = (await call('POST', '/web/ai-ideas', a.auth, { title: 'A secret' })).json();
    const calls: CallArgs[] = [
      ['GET', `/web/ai-ideas/${idea.id}`, b.auth],
      ['PUT', `/web/ai-ideas/${idea.id}`, b.auth, { title: 'B was here' }],
      ['PUT', `/web/ai-ideas/${idea.id}/submited`, b.auth, { submitted: true }],
      ['PUT', `/web/ai-ideas/${idea.id}/selected-product-ids`, b.auth, { selectedProductIds: [] }],
      ['POST', `/web/ai-ideas/${idea.id}/generate`, b.auth, { count: 1 }],
    ];
    for (const args of calls) expect((await call(...args)).statusCode, args[1]).toBe(404);
    expect((await call('GET', `/web/ai-ideas/${idea.id}`, a.auth)).json()).toMatchObject({
      title: 'A secret',
      submitted: false,
    });
    expect((await call('GET', '/web/ai-ideas', b.auth)).json()).toEqual([]);
    const aProject = await project(a, 'A project');
    const intoA = await call('POST', '/web/ai-ideas', b.auth, { title: 'x', creatorProjectId: aProject.id });
    expect(intoA.statusCode).toBe(404);
  });

  it('creates in bulk, all or nothing', async () => {
    const s = await registerStore(t, 'Bulk ideas');
    const own = await project(s, 'Mine');
    const aProject = await project(a, 'Theirs');
    const refused = await call('POST', '/web/ai-ideas/bulk', s.auth, {
      ideas: [
        { title: 'One', creatorProjectId: own.id },
        { title: 'Two', creatorProjectId: aProject.id },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/web/ai-ideas', s.auth)).json()).toEqual([]);
    const ok = await call('POST', '/web/ai-ideas/bulk', s.auth, {
      ideas: [
        { title: 'One', creatorProjectId: own.id, prompt: 'soap bar' },
        { title: 'Two', category: 'Bath' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().map((i: { title: string }) => i.title)).toEqual(['One', 'Two']);
    expect((await call('POST', '/web/ai-ideas/bulk', s.auth, { ideas: [] })).statusCode).toBe(400);
    expect((await call('POST', '/web/ai-ideas/bulk', s.auth, { ideas: [{ title: '' }] })).statusCode).toBe(
      400,
    );
  });

  it('lists only submitted public ideas publicly, newest first, without store fields', async () => {
    const s = await registerStore(t, 'Public ideas');
    const make = async (title: string, submit: boolean, isPublic: boolean) => {
      const idea = (await call('POST', '/web/ai-ideas', s.auth, { title, prompt: `${title} prompt` })).json();
      if (isPublic) await call('PUT', `/web/ai-ideas/${idea.id}`, s.auth, { isPublic: true });
      // No body: submitting is the default.
      if (submit) {
        const r = await call('PUT', `/web/ai-ideas/${idea.id}/submited`, s.auth);
        expect(r.statusCode, r.body).toBe(200);
      }
      return idea.id as number;
    };
    const shown1 = await make('Shown one', true, true);
    await make('Draft public', false, true);
    await make('Submitted private', true, false);
    const shown2 = await make('Shown two', true, true);
    const url = await designUrl(s);
    await call('POST', '/web/ai-products', s.auth, {
      title: 'Its product',
      imageUrls: [url],
      aiIdeaId: shown2,
    });

    const res = await t.app.inject({ method: 'GET', url: '/rest/main/web/ai-ideas/-/public?size=200' });
    expect(res.statusCode).toBe(200);
    const ideas = res.json() as Record<string, unknown>[];
    const ours = ideas.filter((i) => [shown1, shown2].includes(i.id as number));
    expect(ours.map((i) => i.id)).toEqual([shown2, shown1]);
    expect(ideas.map((i) => i.title)).not.toContain('Draft public');
    expect(ideas.map((i) => i.title)).not.toContain('Submitted private');
    for (const i of ideas) {
      expect(Object.keys(i).sort()).toEqual(
        ['category', 'createdAt', 'id', 'products', 'prompt', 'submitted', 'title', 'updatedAt'].sort(),
      );
    }
    expect((ours[0]!.products as { title: string }[]).map((p) => p.title)).toEqual(['Its product']);
    const page = await t.app.inject({ method: 'GET', url: '/rest/main/web/ai-ideas/-/public?size=1&page=0' });
    expect(page.json()).toHaveLength(1);
  });
});

describe('POST /web/ai-ideas/{id}/generate', () => {
  it('makes product concepts with a design image each, counted by the trial', async () => {
    const idea = (
      await call('POST', '/web/ai-ideas', a.auth, {
        title: 'Lavender candle',
        prompt: 'a calming lavender candle for busy parents',
        category: 'Candles',
      })
    ).json();
    const before = (await call('GET', '/web/ai-products/image/count', a.auth)).json().count;
    const res = await call('POST', `/web/ai-ideas/${idea.id}/generate`, a.auth, { count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const generated = res.json();
    expect(generated.products).toHaveLength(3);
    for (const p of generated.products) {
      expect(p).toMatchObject({
        aiIdeaId: idea.id,
        inGallery: false,
        watermarked: true,
        category: 'Candles',
      });
      expect(p.title.length).toBeGreaterThan(2);
      expect(p.suggestedRetailPriceCents).toBeGreaterThan(0);
      expect(p.sketchKeys).toHaveLength(1);
      const file = await t.app.inject({ method: 'GET', url: p.imageUrl });
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024 });
    }
    expect((await call('GET', '/web/ai-products/image/count', a.auth)).json().count).toBe(before + 3);
    expect((await call('GET', '/web/ai-products/-/total-count', a.auth)).json().count).toBe(
      (await call('GET', '/web/ai-products?inGallery=true', a.auth)).json().length,
    );
    expect((await call('POST', `/web/ai-ideas/${idea.id}/generate`, a.auth, { count: 7 })).statusCode).toBe(
      400,
    );
  });

  it('refuses past the trial and leaves the idea as it was', async () => {
    const s = await registerStore(t, 'Idea trial');
    await useTrial(t, s.storeId, DESIGN_TRIAL_IMAGES - 1);
    const idea = (
      await call('POST', '/web/ai-ideas', s.auth, { title: 'Mugs', prompt: 'a speckled mug' })
    ).json();
    const res = await call('POST', `/web/ai-ideas/${idea.id}/generate`, s.auth, { count: 2 });
    expect(res.statusCode).toBe(422);
    expect((await call('GET', `/web/ai-ideas/${idea.id}`, s.auth)).json().products).toEqual([]);
    expect((await generationsOf(t, s.storeId)).length).toBe(Math.ceil((DESIGN_TRIAL_IMAGES - 1) / 4));
  });

  it('gives the subscribed demo founder clean images', async () => {
    const founder = await loginAs(t, 'founder@quarry.test');
    const idea = (
      await call('POST', '/web/ai-ideas', founder.auth, {
        title: 'Tote',
        prompt: 'a canvas tote bag',
        category: 'Bags',
      })
    ).json();
    const res = await call('POST', `/web/ai-ideas/${idea.id}/generate`, founder.auth, { count: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products[0].watermarked).toBe(false);
  });
});
