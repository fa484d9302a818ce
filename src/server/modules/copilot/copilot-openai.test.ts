import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeToolCall, startFakeOpenAiServer } from '../../providers/ai-text/fake-openai-server';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { COPILOT_FUNCTIONS } from './openai-planner';
import { confirmUrl, countKits, lastCalls, MESSAGES, say, sayStreamed, streamed } from './test-helpers';

// The co-pilot on an OpenAI-compatible model with tool calling: the loopback fake answers tool calls, chosen
// per test (`next`) or by its default rule.
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
let s: Awaited<ReturnType<typeof registerStore>>;
let next: FakeToolCall | null | undefined;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({
    toolChoice: (req) => (next !== undefined ? next : defaultChoice(req)),
    toolReply: 'On it.',
  });
  t = await createTestApp({
    seed: false,
    env: { JOB_WORKERS: 'false', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' },
  });
  s = await registerStore(t, 'Co-pilot OpenAI Store');
}, 300_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  next = undefined;
});

/** The fake's own rule, re-stated for the default case: brand kit words → start_brand_kit. */
function defaultChoice(req: { tools: string[]; user: string }): FakeToolCall | null {
  return /brand kit/i.test(req.user) && req.tools.includes('start_brand_kit')
    ? {
        name: 'start_brand_kit',
        arguments: { category: 'Candles', productDescription: 'Hand-poured soy candles' },
      }
    : null;
}

describe('co-pilot on an OpenAI-compatible model', () => {
  it('sends the tools as functions from the zod schemas, and a proposed call runs only on confirm', async () => {
    const c = await say(t, s.auth, 'Start a brand kit for my hand-poured soy candles');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    const tools = request.body.tools as { function: { name: string; parameters: { required: string[] } } }[];
    expect(tools.map((x) => x.function.name)).toEqual(COPILOT_FUNCTIONS.map((f) => f.name));
    expect(tools.find((x) => x.function.name === 'start_brand_kit')!.function.parameters.required).toEqual([
      'category',
      'productDescription',
    ]);
    expect(c.messages.at(-1)!.text).toBe('On it.');
    const call = lastCalls(c)[0]!;
    expect(call).toMatchObject({ tool: 'start_brand_kit', status: 'PROPOSED' });
    expect(await countKits(t, s.storeId)).toBe(0);
    await callApi(t, 'POST', confirmUrl(call.id), s.auth);
    await callApi(t, 'POST', confirmUrl(call.id), s.auth);
    expect(await countKits(t, s.storeId)).toBe(1);
  });

  it('the conversation so far goes to the model', async () => {
    const first = await say(t, s.auth, 'hello');
    await say(t, s.auth, 'what can you do?', first.id);
    const messages = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages.at(-1)!.content).toBe('what can you do?');
  });

  it('arguments the schema refuses are a visible INVALID call that never runs', async () => {
    const before = await countKits(t, s.storeId);
    next = { name: 'start_brand_kit', arguments: { category: '', productDescription: 'x', extra: true } };
    const c = await say(t, s.auth, 'make me something');
    const call = lastCalls(c)[0]!;
    expect(call.status).toBe('INVALID');
    expect(call.error).toMatch(/do not fit/);
    expect(call.error).toMatch(/category/);
    const confirm = await callApi(t, 'POST', confirmUrl(call.id), s.auth);
    expect(confirm.statusCode).toBe(409);
    expect(await countKits(t, s.storeId)).toBe(before);
  });

  it('arguments that are not JSON, and tools Quarry does not have, are INVALID too', async () => {
    next = { name: 'start_brand_kit', arguments: '{"category": "Cand' };
    expect(lastCalls(await say(t, s.auth, 'kit please'))[0]!.status).toBe('INVALID');
    next = { name: 'delete_everything', arguments: {} };
    const unknown = lastCalls(await say(t, s.auth, 'do it'))[0]!;
    expect(unknown.status).toBe('INVALID');
    expect(unknown.error).toMatch(/does not have/);
  });

  it("streams the model's text as it comes and joins a call's argument fragments", async () => {
    next = {
      name: 'start_brand_kit',
      arguments: { category: 'Candles', productDescription: 'A long description of hand-poured soy candles' },
    };
    const { text, deltas, last } = streamed(await sayStreamed(t, s.auth, 'a kit for candles'));
    expect(fake.requests.at(-1)!.body.stream).toBe(true);
    expect(deltas).toBe(1); // 'On it.' fits one of the fake's 8-character pieces
    expect(text).toBe('On it.');
    expect(last.type).toBe('done');
    const call = lastCalls((last as Extract<typeof last, { type: 'done' }>).conversation)[0]!;
    expect(call).toMatchObject({ tool: 'start_brand_kit', status: 'PROPOSED', arguments: next.arguments });
  });

  it('a search the model asks for runs at once', async () => {
    next = { name: 'search_products', arguments: { query: 'ceramic mugs' } };
    const call = lastCalls(await say(t, s.auth, 'mugs?'))[0]!;
    expect(call.status).toBe('DONE');
    expect(call.result!.links.at(-1)!.href).toBe('/browse-suppliers?searchKey=ceramic%20mugs');
  });
});

describe('model failures', () => {
  it('a failing model is a clear 503 and stores nothing', async () => {
    const down = await startFakeOpenAiServer({ failWith: { status: 500, message: 'boom' } });
    const app = await createTestApp({
      seed: false,
      env: { JOB_WORKERS: 'false', AI_BASE_URL: down.baseUrl, AI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '3000' },
    });
    try {
      const store = await registerStore(app, 'Co-pilot Down');
      const res = await callApi(app, 'POST', MESSAGES, store.auth, { text: 'start a brand kit for mugs' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/unavailable/);
      // Streamed, the failure is the stream's one event: the founder can send again, nothing was stored.
      const events = await sayStreamed(app, store.auth, 'start a brand kit for mugs');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'error', code: 'UNAVAILABLE' });
      expect((events[0] as { message: string }).message).toMatch(/unavailable/);
      const latest = await callApi(app, 'GET', '/web/co-pilot/conversations/latest', store.auth);
      expect(latest.json()).toBeNull();
    } finally {
      await app.close();
      await down.close();
    }
  }, 300_000);
});
