import { afterEach, describe, expect, it } from 'vitest';
import type { ChatGrounding } from './chat';
import { chunkWords, composeGroundedAnswer, createEmbeddedChat } from './embedded-chat';
import { startFakeOpenAiServer } from './fake-openai-server';
import { createOpenAiChat } from './openai-chat';
import { AiError } from './types';

const candles: ChatGrounding = {
  topic: 'PRODUCT_RECOMMENDATION',
  searched: 'candle',
  supportLink: 'mailto:staff@quarry.test',
  facts: [
    {
      text: 'Soy Wax Jar Candle by Lumen Works (China): from $2.10 a unit, minimum order 100.',
      source: { kind: 'PRODUCT', title: 'Soy Wax Jar Candle', link: '/browse-suppliers/catalog-item/7' },
    },
    {
      text: 'Pillar Candle by Hearth Co (India): from $1.40 a unit, minimum order 300.',
      source: { kind: 'PRODUCT', title: 'Pillar Candle', link: '/browse-suppliers/catalog-item/9' },
    },
  ],
};

const collect = async (it: AsyncIterable<string>) => {
  const pieces: string[] = [];
  for await (const p of it) pieces.push(p);
  return pieces;
};

describe('the embedded chat', () => {
  it('answers from the facts alone, the same way every time, in small pieces', async () => {
    const chat = createEmbeddedChat();
    const request = {
      system: '',
      messages: [{ role: 'user' as const, content: 'candles?' }],
      grounding: candles,
    };
    const first = await collect(chat.streamChat(request));
    const second = await collect(chat.streamChat(request));
    expect(first).toEqual(second);
    expect(first.length).toBeGreaterThan(5);
    const text = first.join('');
    expect(text).toBe(composeGroundedAnswer(candles));
    expect(text).toContain('Soy Wax Jar Candle by Lumen Works');
    expect(text).toContain('Pillar Candle by Hearth Co');
    expect(text).toContain('“candle”');
  });

  it('says it does not know, and where to ask, when nothing was retrieved', () => {
    const text = composeGroundedAnswer({ ...candles, topic: 'FAQ', facts: [] });
    expect(text).toMatch(/could not find that in Quarry's guides/);
    expect(text).toContain('ask our support team: staff@quarry.test');
    expect(text).not.toContain('mailto:');
    expect(text).not.toMatch(/\$\d/);
  });

  it('chunks keep every character', () => {
    const text = 'One two  three\nfour five six seven.';
    expect([...chunkWords(text, 2)].join('')).toBe(text);
  });
});

describe('the OpenAI-compatible chat', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('streams the model’s answer (stream: true, SSE) with the facts in the system message', async () => {
    const fake = await startFakeOpenAiServer({
      chatStream: ({ system }) =>
        system.includes('Soy Wax Jar Candle') ? 'Try the Soy Wax Jar Candle.' : 'No facts',
    });
    close = fake.close;
    const chat = createOpenAiChat(fake.config());
    const pieces = await collect(
      chat.streamChat({
        system: 'Use only the facts.',
        messages: [{ role: 'user', content: 'Which candle?' }],
        grounding: candles,
      }),
    );
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Try the Soy Wax Jar Candle.');
    const sent = fake.requests[0]!;
    expect(sent.body.stream).toBe(true);
    expect(sent.auth).toBe('Bearer sk-test-key');
    expect(JSON.stringify(sent.body.messages)).toContain('/browse-suppliers/catalog-item/7');
  });

  it('maps a server failure to an AiError', async () => {
    const fake = await startFakeOpenAiServer({ failWith: { status: 401, message: 'bad key' } });
    close = fake.close;
    const chat = createOpenAiChat(fake.config());
    const run = collect(
      chat.streamChat({ system: '', messages: [{ role: 'user', content: 'hi' }], grounding: candles }),
    );
    await expect(run).rejects.toBeInstanceOf(AiError);
    await expect(run).rejects.toMatchObject({ reason: 'REFUSED' });
  });

  it('a connection dropped mid-answer is an AiError, not a half answer taken as whole', async () => {
    const fake = await startFakeOpenAiServer({
      chatStream: () => 'a long answer that breaks off',
      streamFailAfter: 2,
    });
    close = fake.close;
    const chat = createOpenAiChat(fake.config());
    const run = collect(
      chat.streamChat({ system: '', messages: [{ role: 'user', content: 'hi' }], grounding: candles }),
    );
    await expect(run).rejects.toBeInstanceOf(AiError);
  });

  it('a model slower than the time-out is a TIMEOUT', async () => {
    const fake = await startFakeOpenAiServer({ delayMs: 500 });
    close = fake.close;
    const chat = createOpenAiChat({ ...fake.config({ timeoutMs: 100 }) });
    const run = collect(
      chat.streamChat({ system: '', messages: [{ role: 'user', content: 'hi' }], grounding: candles }),
    );
    await expect(run).rejects.toMatchObject({ reason: 'TIMEOUT' });
  });
});
