import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer } from '../../providers/ai-text/fake-openai-server';
import { createOpenAiPlanner } from './openai-planner';
import { createEmbeddedPlanner, HELP_REPLY } from './planner';
import { checkCall } from './send-message';

describe('embedded planner', () => {
  const planner = createEmbeddedPlanner();
  const plan = (text: string) => planner.plan([], text);

  it('reads the four intents', async () => {
    expect((await plan('Find bamboo toothbrushes')).calls).toEqual([
      { tool: 'search_products', arguments: { query: 'bamboo toothbrushes' } },
    ]);
    expect((await plan('start a brand kit for soy candles in Home Fragrance')).calls[0]).toEqual({
      tool: 'start_brand_kit',
      arguments: { category: 'Home Fragrance', productDescription: 'soy candles' },
    });
    expect((await plan('please open a custom project for 1,200 enamel pins.')).calls[0]).toEqual({
      tool: 'open_custom_project',
      arguments: { title: 'Enamel Pins', description: '1,200 enamel pins', quantity: 1200 },
    });
    expect((await plan('find a factory to make ceramic mugs')).calls[0]).toEqual({
      tool: 'start_sourcing_agent',
      arguments: { idea: 'ceramic mugs' },
    });
  });

  it('answers help, with no calls, for anything else', async () => {
    expect(await plan('good morning')).toEqual({ reply: HELP_REPLY, calls: [] });
  });

  it('what it proposes passes the tools’ schemas', async () => {
    for (const text of [
      'find mugs',
      'start a brand kit for linen aprons',
      'open a custom project for tote bags',
    ])
      expect(checkCall((await plan(text)).calls[0]!).status).toBe('PROPOSED');
  });
});

describe('OpenAI planner on the fake’s default tool rule', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => fake?.close());

  it('a message naming a tool gets that tool, with arguments filled from its schema', async () => {
    const planned = await createOpenAiPlanner(fake.config()).plan([], 'start a brand kit for soy candles');
    expect(planned.calls).toHaveLength(1);
    expect(planned.calls[0]!.tool).toBe('start_brand_kit');
    expect(checkCall(planned.calls[0]!)).toMatchObject({
      status: 'PROPOSED',
      arguments: { category: 'start a brand kit for soy candles' },
    });
  });

  it('a message naming none gets a plain reply', async () => {
    const planned = await createOpenAiPlanner(fake.config()).plan([], 'hello');
    expect(planned).toEqual({ reply: 'How can I help with your brand?', calls: [] });
  });
});
