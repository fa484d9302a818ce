import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatbotConversation, ChatbotMessage, ChatStreamEvent } from '../../../shared/contract/chatbot';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { chatbotMessages } from '../../db/schema/chatbot';
import type { StoreCtx } from '../../http/context';
import { createStoreLimiter } from '../../http/store-limiter';
import { startFakeOpenAiServer } from '../../providers/ai-text/fake-openai-server';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';
import { DEMO_FORGE_ACCESS_CODE, ensureDemoForgeCode } from '../forge-access/codes';
import { prepareAnswer } from './answer';

let t: TestApp;
let founder: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof registerStore>>;

beforeAll(async () => {
  t = await createTestApp();
  founder = await loginAs(t, 'founder@quarry.test');
  other = await registerStore(t, 'Other Store');
}, 120_000);
afterAll(() => t?.close());

/** Asks a question and answers the NDJSON events of the answer. */
async function ask(app: TestApp, auth: Record<string, string>, body: Record<string, unknown>) {
  const res = await callApi(app, 'POST', '/web/chatbot/messages', auth, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/x-ndjson');
  const events = res.body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ChatStreamEvent);
  const done = events.find((e) => e.type === 'done') as
    | Extract<ChatStreamEvent, { type: 'done' }>
    | undefined;
  const deltas = events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text);
  return { events, done, deltas };
}

describe('the chatbot (embedded)', () => {
  it('recommends real catalog products for candles, streamed, with their links as sources', async () => {
    const { events, done, deltas } = await ask(t, founder.auth, {
      topic: 'PRODUCT_RECOMMENDATION',
      text: 'Which candles would you recommend?',
    });
    expect(events[0]?.type).toBe('start');
    expect(deltas.length).toBeGreaterThan(3);
    expect(done).toBeDefined();
    const message = done!.message;
    expect(message.text).toBe(deltas.join('').trim());
    const products = message.sources.filter((s) => s.kind === 'PRODUCT');
    expect(products.length).toBeGreaterThan(0);
    const ids = products.map((s) => Number(s.link.split('/').at(-1)));
    const rows = await t.deps.db
      .select({ id: catalogItems.id, title: catalogItems.title })
      .from(catalogItems)
      .where(inArray(catalogItems.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect(message.text).toContain(row.title);
    expect(rows.some((r) => /candle/i.test(r.title))).toBe(true);
    const [stored] = await t.deps.db.select().from(chatbotMessages).where(eq(chatbotMessages.id, message.id));
    expect(stored?.role).toBe('ASSISTANT');
    expect(stored?.sources).toEqual(message.sources);
  });

  it('recommends real suppliers, and says it does not know for nonsense, pointing to support', async () => {
    const { done } = await ask(t, founder.auth, {
      topic: 'SUPPLIER_RECOMMENDATION',
      text: 'suppliers for candles',
    });
    const supplierIds = done!.message.sources
      .filter((s) => s.kind === 'SUPPLIER')
      .map((s) => Number(s.link.split('/').at(-1)));
    expect(supplierIds.length).toBeGreaterThan(0);
    const names = await t.deps.db
      .select({ name: catalogCompanies.name })
      .from(catalogCompanies)
      .where(inArray(catalogCompanies.id, supplierIds));
    for (const n of names) expect(done!.message.text).toContain(n.name);

    const unknown = await ask(t, founder.auth, { topic: 'FAQ', text: 'zxqv blorptang' });
    expect(unknown.done!.message.text).toMatch(/could not find/);
    expect(unknown.done!.message.text).toContain('support team: staff@quarry.test');
    expect(unknown.done!.message.sources).toEqual([
      { kind: 'SUPPORT', title: 'Contact support', link: 'mailto:staff@quarry.test' },
    ]);
  });

  it('answers FAQ from the guides and support questions from the store’s own data', async () => {
    const faq = await ask(t, founder.auth, { topic: 'FAQ', text: 'What does fulfillment cost per order?' });
    expect(
      faq.done!.message.sources.some((s) => s.kind === 'GUIDE' && s.link.startsWith('/education?topic=')),
    ).toBe(true);
    expect(faq.done!.message.text).toContain('$1.50 per order');

    const support = await ask(t, other.auth, { topic: 'SUPPORT', text: 'Do I have invoices to pay?' });
    expect(support.done!.message.text).toContain('You have no open invoice to pay.');
  });

  it('keeps one conversation, resets to a new one, and reads the latest', async () => {
    const first = await ask(t, other.auth, { topic: 'FAQ', text: 'How do I shortlist suppliers?' });
    const conversationId = first.done!.message.conversationId;
    await ask(t, other.auth, { topic: 'FAQ', text: 'And samples?', conversationId });
    const latest = (
      await callApi(t, 'GET', '/web/chatbot/conversations/latest', other.auth)
    ).json() as ChatbotConversation;
    expect(latest.id).toBe(conversationId);
    expect(latest.messages.map((m) => m.role)).toEqual(['USER', 'ASSISTANT', 'USER', 'ASSISTANT']);
    const reset = await callApi(t, 'POST', '/web/chatbot/conversations/reset', other.auth, {});
    expect(reset.json()).toEqual({ closed: 1 });
    expect((await callApi(t, 'GET', '/web/chatbot/conversations/latest', other.auth)).json()).toBeNull();
  });

  it('stores feedback on an answer; another user’s answer or conversation is 404', async () => {
    const { done } = await ask(t, founder.auth, { topic: 'FAQ', text: 'What is a tech pack?' });
    const url = `/web/chatbot/messages/${done!.message.id}/feedback`;
    const res = await callApi(t, 'POST', url, founder.auth, { value: 'DOWN', comment: 'Too short' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ChatbotMessage).feedback).toEqual({ value: 'DOWN', comment: 'Too short' });
    const [row] = await t.deps.db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.id, done!.message.id));
    expect([row?.feedbackValue, row?.feedbackComment]).toEqual(['DOWN', 'Too short']);

    expect((await callApi(t, 'POST', url, other.auth, { value: 'UP' })).statusCode).toBe(404);
    const question = done!.message.id - 1;
    expect(
      (await callApi(t, 'POST', `/web/chatbot/messages/${question}/feedback`, founder.auth, { value: 'UP' }))
        .statusCode,
    ).toBe(404);
    const foreign = await callApi(t, 'POST', '/web/chatbot/messages', other.auth, {
      topic: 'FAQ',
      text: 'hello',
      conversationId: done!.message.conversationId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a store past its question limit (RATE_LIMITED, answered 429) before storing anything', async () => {
    const limiter = createStoreLimiter(
      { config: { redisPrefix: 'test:' } },
      { key: 'chatbot-limit-test', points: 1, windowSeconds: 60, message: (wait) => `Wait ${wait}` },
    );
    const ctx = { storeId: other.storeId, user: { id: other.userId } } as unknown as StoreCtx;
    await prepareAnswer(t.deps, limiter, ctx, { topic: 'FAQ', text: 'first question' });
    await expect(
      prepareAnswer(t.deps, limiter, ctx, { topic: 'FAQ', text: 'second question' }),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    const stored = await t.deps.db
      .select({ id: chatbotMessages.id })
      .from(chatbotMessages)
      .where(eq(chatbotMessages.text, 'second question'));
    expect(stored).toEqual([]);
  });

  it("refuses an assistant's question until the store has the forge access, then answers it", async () => {
    const store = await registerStore(t, 'Assistant Gate Store');
    const body = { topic: 'FAQ', text: 'How do I send inventory?', assistantKey: 'fulfillment' };
    const refused = await callApi(t, 'POST', '/web/chatbot/messages', store.auth, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/access code/);
    // Nothing was started for it; the general chatbot still answers.
    const latest = await callApi(
      t,
      'GET',
      '/web/chatbot/conversations/latest?assistantKey=fulfillment',
      store.auth,
    );
    expect(latest.json()).toBeNull();
    await ask(t, store.auth, { topic: 'FAQ', text: 'How do I send inventory?' });
    await ensureDemoForgeCode(t.deps.db);
    const code = await callApi(t, 'POST', '/web/forge-access-code/-/submit-code', store.auth, {
      code: DEMO_FORGE_ACCESS_CODE,
    });
    expect(code.statusCode, code.body).toBe(200);
    const answered = await ask(t, store.auth, body);
    expect(answered.done).toBeTruthy();
  });

  it('refuses bad input with a 400', async () => {
    const bad = [
      { topic: 'FAQ', text: '' },
      { topic: 'FAQ', text: '   ' },
      { topic: 'WEATHER', text: 'rain?' },
      { topic: 'FAQ', text: 'x'.repeat(2001) },
      { topic: 'FAQ', text: 'hi', extra: true },
      { topic: 'FAQ', text: 'nul \u0000 inside' },
      { topic: 'FAQ', text: 'hi', assistantKey: 'nope' },
    ];
    for (const body of bad) {
      const res = await callApi(t, 'POST', '/web/chatbot/messages', founder.auth, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const feedback = await callApi(t, 'POST', '/web/chatbot/messages/1/feedback', founder.auth, {
      value: 'MEH',
    });
    expect(feedback.statusCode).toBe(400);
    expect(
      (await callApi(t, 'POST', '/web/chatbot/messages', {}, { topic: 'FAQ', text: 'hi' })).statusCode,
    ).toBe(401);
  });
});

describe('the chatbot on an OpenAI-compatible model', () => {
  it('streams the model’s answer with the retrieved sources, and a failing model is an error event', async () => {
    const options: Parameters<typeof startFakeOpenAiServer>[0] = {
      chatStream: ({ system }) =>
        system.includes('/browse-suppliers/catalog-item/')
          ? 'Grounded answer about candles.'
          : 'No facts given.',
    };
    const fake = await startFakeOpenAiServer(options);
    const app = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' } });
    try {
      const me = await registerStore(app, 'Model Store');
      const { done, deltas } = await ask(app, me.auth, { topic: 'PRODUCT_RECOMMENDATION', text: 'candles' });
      expect(deltas.length).toBeGreaterThan(1);
      expect(done!.message.text).toBe('Grounded answer about candles.');
      expect(done!.message.sources.length).toBeGreaterThan(0);
      expect(fake.requests.at(-1)?.body.stream).toBe(true);

      // The same server now fails every call (the options are read per request).
      options.failWith = { status: 503, message: 'overloaded', type: 'server_error' };
      const failed = await ask(app, me.auth, { topic: 'FAQ', text: 'How do I price my product?' });
      expect(failed.done).toBeUndefined();
      expect(failed.events.at(-1)).toMatchObject({ type: 'error', code: 'UNAVAILABLE' });
    } finally {
      await app.close();
      await fake.close();
    }
  }, 120_000);
});
