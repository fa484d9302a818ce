import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopilotConversation } from '../../../shared/contract/copilot';
import { copilotToolCalls } from '../../db/schema/copilot';
import { projectRequests } from '../../db/schema/projects';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';
import { HELP_REPLY } from './planner';
import { INTERRUPTED_CALL, recoverCopilotCalls } from './recover';
import {
  confirmUrl,
  countKits,
  declineUrl,
  lastCalls,
  MESSAGES,
  STREAM,
  say,
  sayStreamed,
  streamed,
} from './test-helpers';

// The co-pilot on the embedded planner, over the seeded demo catalog.
let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  a = await registerStore(t, 'Co-pilot Store A');
  b = await registerStore(t, 'Co-pilot Store B');
}, 300_000);
afterAll(async () => t?.close());

describe('the streamed reply', () => {
  it('arrives in pieces that add up to the stored reply, then the conversation with its proposed call', async () => {
    const events = await sayStreamed(t, a.auth, 'start a brand kit for beeswax food wraps');
    const { text, deltas, last } = streamed(events);
    expect(deltas).toBeGreaterThan(1);
    expect(last.type).toBe('done');
    const c = (last as Extract<typeof last, { type: 'done' }>).conversation;
    expect(c.messages.at(-1)!.text).toBe(text.trim());
    expect(lastCalls(c)[0]).toMatchObject({ tool: 'start_brand_kit', status: 'PROPOSED' });

    // The next turn continues the same conversation.
    const more = streamed(await sayStreamed(t, a.auth, 'what can you do?', c.id)).last;
    expect(more.type).toBe('done');
    const again = (more as Extract<typeof more, { type: 'done' }>).conversation;
    expect(again.id).toBe(c.id);
    expect(again.messages.map((m) => m.role)).toEqual(['USER', 'ASSISTANT', 'USER', 'ASSISTANT']);
    expect(again.messages.at(-1)!.text).toBe(HELP_REPLY);
  });

  it("another store's conversation and a bad body are refused before anything streams", async () => {
    const c = await say(t, a.auth, 'find linen napkins');
    const hijack = await callApi(t, 'POST', STREAM, b.auth, { text: 'hello', conversationId: c.id });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.headers['content-type']).toMatch(/^application\/json/);
    expect((await callApi(t, 'POST', STREAM, b.auth, { text: '' })).statusCode).toBe(400);
  });
});

describe('brand kit through the co-pilot', () => {
  it('proposes, creates nothing before confirm, and creates exactly one kit however often it is confirmed', async () => {
    const c = await say(t, a.auth, 'Please start a brand kit for soy wax candles');
    const [call] = lastCalls(c);
    expect(call).toMatchObject({
      tool: 'start_brand_kit',
      status: 'PROPOSED',
      needsConfirmation: true,
      arguments: { category: 'Candles', productDescription: 'soy wax candles' },
    });
    expect(call!.summary).toContain('soy wax candles');
    expect(await countKits(t, a.storeId)).toBe(0);

    // Two confirms at once, then a third: one run.
    const [r1, r2] = await Promise.all([
      callApi(t, 'POST', confirmUrl(call!.id), a.auth),
      callApi(t, 'POST', confirmUrl(call!.id), a.auth),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const r3 = await callApi(t, 'POST', confirmUrl(call!.id), a.auth);
    expect(r3.statusCode).toBe(200);
    expect(await countKits(t, a.storeId)).toBe(1);

    const after = r3.json() as CopilotConversation;
    const done = lastCalls(after)[0]!;
    expect(done.status).toBe('DONE');
    const link = done.result!.links[0]!;
    expect(link.href).toMatch(/^\/business-kits\/\d+$/);
    // The reply carries the new kit's link, once.
    const replies = after.messages.filter((m) => m.links.some((l) => l.href === link.href));
    expect(replies).toHaveLength(1);
    const kit = await callApi(t, 'GET', `/web/brand-kit-modules/${link.href.split('/').pop()}`, a.auth);
    expect(kit.statusCode).toBe(200);
    expect(kit.json().category).toBe('Candles');
  });

  it('a declined call creates nothing and cannot be confirmed afterwards', async () => {
    const before = await countKits(t, a.storeId);
    const c = await say(t, a.auth, 'start a brand kit for bamboo toothbrushes in Oral Care');
    const call = lastCalls(c)[0]!;
    expect(call.arguments).toEqual({ category: 'Oral Care', productDescription: 'bamboo toothbrushes' });
    const declined = await callApi(t, 'POST', declineUrl(call.id), a.auth);
    expect(declined.statusCode).toBe(200);
    expect(lastCalls(declined.json())[0]!.status).toBe('DECLINED');
    expect((await callApi(t, 'POST', confirmUrl(call.id), a.auth)).statusCode).toBe(409);
    expect(await countKits(t, a.storeId)).toBe(before);
  });

  it("another store's call and conversation are 404", async () => {
    const c = await say(t, a.auth, 'start a brand kit for linen aprons');
    const call = lastCalls(c)[0]!;
    expect((await callApi(t, 'POST', confirmUrl(call.id), b.auth)).statusCode).toBe(404);
    expect((await callApi(t, 'POST', declineUrl(call.id), b.auth)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/web/co-pilot/conversations/${c.id}`, b.auth)).statusCode).toBe(404);
    const hijack = await callApi(t, 'POST', MESSAGES, b.auth, { text: 'hello', conversationId: c.id });
    expect(hijack.statusCode).toBe(404);
    expect(await countKits(t, b.storeId)).toBe(0);
    expect(
      lastCalls((await callApi(t, 'GET', `/web/co-pilot/conversations/${c.id}`, a.auth)).json())[0]!.status,
    ).toBe('PROPOSED');
  });
});

describe('an action cut off mid-run', () => {
  it('is failed after two minutes with what to check, once; a recent run and a finished one are left alone', async () => {
    const c = await say(t, b.auth, 'start a brand kit for cedar candles');
    const cut = lastCalls(c)[0]!;
    const fresh = lastCalls(await say(t, b.auth, 'start a brand kit for linen towels'))[0]!;
    // As a process killed between RUNNING and DONE leaves them: one three minutes ago, one just now.
    await t.deps.db
      .update(copilotToolCalls)
      .set({ status: 'RUNNING', updatedAt: sql`now() - interval '3 minutes'` })
      .where(eq(copilotToolCalls.id, cut.id));
    await t.deps.db
      .update(copilotToolCalls)
      .set({ status: 'RUNNING' })
      .where(eq(copilotToolCalls.id, fresh.id));

    expect(await recoverCopilotCalls(t.deps)).toEqual({ failed: 1 });
    expect(await recoverCopilotCalls(t.deps)).toEqual({ failed: 0 });
    const latest = await callApi(t, 'GET', '/web/co-pilot/conversations/latest', b.auth);
    expect(latest.statusCode, latest.body).toBe(200);
    const after = latest.json() as CopilotConversation;
    const calls = after.messages.flatMap((m) => m.toolCalls);
    expect(calls.find((x) => x.id === cut.id)).toMatchObject({ status: 'FAILED', error: INTERRUPTED_CALL });
    const [stillRunning] = await t.deps.db
      .select({ status: copilotToolCalls.status })
      .from(copilotToolCalls)
      .where(eq(copilotToolCalls.id, fresh.id));
    expect(stillRunning?.status).toBe('RUNNING');
    expect(after.messages.at(-1)!.text).toBe(`That did not work: ${INTERRUPTED_CALL}`);
    // Failed, a confirm does not run it again (no kit made by it).
    const kits = await countKits(t, b.storeId);
    const again = await callApi(t, 'POST', confirmUrl(cut.id), b.auth);
    expect(
      lastCalls(again.json() as CopilotConversation).find((x) => x.id === cut.id)?.status ?? 'FAILED',
    ).toBe('FAILED');
    expect(await countKits(t, b.storeId)).toBe(kits);
  });
});

describe('other tools', () => {
  it('a search runs at once and links catalog items', async () => {
    const founder = await loginAs(t, 'founder@quarry.test');
    const c = await say(t, founder.auth, 'find candles');
    const call = lastCalls(c)[0]!;
    expect(call).toMatchObject({ tool: 'search_products', status: 'DONE', needsConfirmation: false });
    const items = call.result!.links.filter((l) => l.href.startsWith('/browse-suppliers/catalog-item/'));
    expect(items.length).toBeGreaterThan(0);
    expect(call.result!.links.at(-1)!.href).toBe('/browse-suppliers?searchKey=candles');
  });

  it('a custom project is a draft only after confirm, with the quantity asked for', async () => {
    const c = await say(t, a.auth, 'Open a custom project for 500 canvas tote bags');
    const call = lastCalls(c)[0]!;
    expect(call).toMatchObject({ tool: 'open_custom_project', status: 'PROPOSED' });
    expect(call.arguments).toMatchObject({ quantity: 500, title: 'Canvas Tote Bags' });
    const none = await t.deps.db.select().from(projectRequests).where(eq(projectRequests.storeId, a.storeId));
    expect(none).toHaveLength(0);
    const res = await callApi(t, 'POST', confirmUrl(call.id), a.auth);
    const href = lastCalls(res.json())[0]!.result!.links[0]!.href;
    expect(href).toMatch(/^\/create-custom-project\/\d+$/);
    await callApi(t, 'POST', confirmUrl(call.id), a.auth);
    const rows = await t.deps.db.select().from(projectRequests).where(eq(projectRequests.storeId, a.storeId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'DRAFT', quantity: 500 });
  });

  it('the sourcing agent is a link with the idea', async () => {
    const c = await say(t, a.auth, 'source a stainless steel water bottle');
    const call = lastCalls(c)[0]!;
    expect(call.status).toBe('DONE');
    expect(call.result!.links[0]!.href).toBe(
      `/sourcing-agent?aiAgentsInputScreenValue=${encodeURIComponent('a stainless steel water bottle')}`,
    );
  });

  it('keeps one conversation, answers help for anything else, and restores the latest', async () => {
    const first = await say(t, b.auth, 'hello there');
    expect(first.messages.at(-1)!.text).toBe(HELP_REPLY);
    expect(lastCalls(first)).toHaveLength(0);
    const second = await say(t, b.auth, 'find mugs', first.id);
    expect(second.id).toBe(first.id);
    expect(second.messages.filter((m) => m.role === 'USER').map((m) => m.text)).toEqual([
      'hello there',
      'find mugs',
    ]);
    const latest = await callApi(t, 'GET', '/web/co-pilot/conversations/latest', b.auth);
    expect(latest.json().id).toBe(first.id);
  });

  it('refuses an empty message and unknown fields', async () => {
    expect((await callApi(t, 'POST', MESSAGES, a.auth, { text: '   ' })).statusCode).toBe(400);
    expect((await callApi(t, 'POST', MESSAGES, a.auth, { text: 'hi', tool: 'x' })).statusCode).toBe(400);
  });
});
