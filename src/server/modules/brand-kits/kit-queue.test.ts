import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKit, KitRequest } from '../../../shared/contract/brand-kits';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { createKit, expectStatus, getKit, KITS, realImages } from './test-helpers';

// The real path: the queue's workers pick the requests up on their own (workers on, as in production).

let t: TestApp;
let a: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginAs(t, 'founder@quarry.test');
});
afterAll(async () => t?.close());

/** Polls the kit the way the editor does until nothing is pending (the deadline only guards a hang). */
async function settled(id: number): Promise<BrandKit> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const kit = await getKit(t, a.auth, id);
    if (!kit.pendingRequests.length) return kit;
    if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(kit.pendingRequests)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('generation on the job queue', () => {
  it('a created kit is generated in the background to a complete kit', async () => {
    const created = await createKit(t, a.auth, {
      category: 'Candles',
      productDescription: 'A calming lavender candle for busy parents',
    });
    // The workers start at once, so by the time the create answers some of the four may already be done.
    const types = ['TARGET_AUDIENCE', 'BRAND_IDEA', 'PRODUCT_SKU', 'MARKET_RESEARCH'];
    expect(created.pendingRequests.length).toBeLessThanOrEqual(4);
    for (const r of created.pendingRequests) expect(types).toContain(r.type);
    const kit = await settled(created.id);
    const idea = kit.brandIdeas.generations.find((i) => i.uuid === kit.brandIdeas.selected)!;
    expect(kit.brandIdeas.generations).toHaveLength(3);
    expect(realImages(idea.images)).toHaveLength(4);
    expect(realImages(kit.moodboardImages)).toHaveLength(8);
    expect(kit.marketResearch).not.toBe('');
    expect(kit.productSkus.selectedUuids).toHaveLength(3);
    for (const type of types)
      expect(
        await expectStatus<KitRequest>(
          t,
          200,
          'GET',
          `${KITS}/${kit.id}/requests/latest?type=${type}`,
          a.auth,
        ),
      ).toMatchObject({ type, status: 'SUCCESS' });
    const list = await expectStatus<{ id: number; completeSlides: number }[]>(t, 200, 'GET', KITS, a.auth);
    expect(list.find((k) => k.id === kit.id)?.completeSlides).toBe(4);
  });
});
