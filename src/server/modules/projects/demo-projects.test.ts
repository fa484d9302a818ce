import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';

// The demo data: the founder's projects, one with three quotes, so the comparison table has real numbers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/rest/main${url}`, headers: auth });

describe('demo projects', () => {
  it('gives the founder a sent request with three quotes and a draft, and the demo supplier sees it', async () => {
    const founder = await loginAs(t, 'founder@quarry.test');
    const list = (await get('/web/project-management', founder.auth)).json();
    expect(list.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
      ['Gift box for a candle trio', 'DRAFT'],
      ['Lavender soy candle, 8 oz amber jar', 'SENT'],
    ]);
    const sent = list[1];
    expect(sent).toMatchObject({ quoteCount: 3, recipientCount: 3 });
    const cmp = (await get(`/web/project-management/${sent.id}/quotes/comparison`, founder.auth)).json();
    expect(cmp.rows).toHaveLength(3);
    expect(cmp.bestQuoteId).toEqual(expect.any(Number));
    for (const r of cmp.rows) expect(r.landedCostCents).toBe(r.goodsCents + r.tariffCents);
    const creator = (await get('/web/creator-projects', founder.auth)).json();
    expect(creator).toEqual([expect.objectContaining({ title: 'Lavender candle line', requestCount: 2 })]);

    const supplier = await loginAs(t, 'supplier@quarry.test');
    const requests = (await get('/web/supplier-project-requests', supplier.auth)).json();
    expect(requests.map((r: { id: number }) => r.id)).toContain(sent.id);
    expect(requests.find((r: { id: number }) => r.id === sent.id).myStatus).toBe('QUOTED');
  });

  it('refuses every change from the preview account', async () => {
    const preview = await loginAs(t, 'preview@quarry.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/project-management',
      headers: preview.auth,
      payload: { type: 'SERVICES', title: 'x', description: 'y', quantity: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PREVIEW_BLOCKED',
      message: "Preview mode can't take this action",
    });
    const creator = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/creator-projects',
      headers: preview.auth,
      payload: { title: 'x' },
    });
    expect(creator.statusCode).toBe(403);
    expect((await get('/web/project-management', preview.auth)).statusCode).toBe(200);
  });
});
