import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiImage } from '../ai-image/openai-image';
import { createEmbeddedText } from './embedded-text';
import { startFakeOpenAiServer } from './fake-openai-server';
import { createOpenAiText } from './openai-text';
import { brandIdeasTask } from './tasks/brand-ideas';
import { marketResearchTask } from './tasks/market-research';
import { productSkusTask } from './tasks/product-skus';
import { candleGrounding } from './test-grounding';
import { AiError } from './types';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});
async function fake(opts: Parameters<typeof startFakeOpenAiServer>[0] = {}) {
  const server = await startFakeOpenAiServer(opts);
  close = server.close;
  return server;
}

const brandInput = {
  category: 'Candles',
  productDescription: 'a calming lavender candle for busy parents',
  targetAudiences: ['Busy parents'],
  grounding: candleGrounding(),
  count: 2,
  avoidNames: ['Hush'],
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AiError,
  );

describe('OpenAI-compatible text adapter against a loopback server', () => {
  it('asks chat completions for the task schema with the key and model, and answers the validated JSON', async () => {
    const server = await fake();
    const text = createOpenAiText(server.config());
    expect(text.kind).toBe('openai');
    const out = await text.generate(brandIdeasTask, brandInput, { seed: 11 });
    // The fake answers by running the embedded task on the user message: the same brands.
    expect(out).toEqual(await createEmbeddedText().generate(brandIdeasTask, brandInput, { seed: 11 }));
    const [req] = server.requests;
    expect(req).toMatchObject({
      path: '/v1/chat/completions',
      auth: 'Bearer sk-test-key',
      model: 'test-text-model',
    });
    const body = req!.body as {
      seed: number;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: { properties: object } };
      };
    };
    expect(body.seed).toBe(11);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema).toMatchObject({ name: 'brand_ideas', strict: false });
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(['ideas']);
    expect(body.messages[0]).toEqual({ role: 'system', content: brandIdeasTask.instructions });
    const user = JSON.parse(body.messages[1]!.content);
    expect(user.avoidNames).toEqual(['Hush']);
    expect(user.grounding.unitPriceCents).toEqual({ min: 180, median: 740, max: 3400 });
    expect(user.grounding.topItems[0].catalogItemId).toBe(101);
  });

  it('answers grounded market research and drops catalog ids the model invented', async () => {
    const g = candleGrounding();
    const server = await fake({
      chat: ({ schemaName }) =>
        schemaName === 'product_skus'
          ? {
              skus: [
                {
                  title: 'Lavender Soy Candle',
                  description: 'A calm soy candle in an amber jar.',
                  suggestedRetailPriceCents: 2499,
                  popularity: 77,
                  imagePrompt: 'lavender soy candle',
                  matchedCatalogItemIds: [g.topItems[1]!.catalogItemId, 424242],
                  productionMinPriceCents: 370,
                },
              ],
            }
          : { marketResearch: 'Market overview\n830 products from 61 suppliers.' },
    });
    const text = createOpenAiText(server.config());
    const skus = await text.generate(
      productSkusTask,
      {
        category: 'Candles',
        productDescription: 'lavender candle',
        brandName: 'Hush',
        targetAudiences: [],
        grounding: g,
        count: 1,
      },
      { seed: 1 },
    );
    expect(skus.skus[0]!.matchedCatalogItemIds).toEqual([g.topItems[1]!.catalogItemId]);
    const research = await text.generate(
      marketResearchTask,
      {
        category: 'Candles',
        productDescription: 'lavender candle',
        brandName: null,
        targetAudiences: [],
        grounding: g,
      },
      { seed: 1 },
    );
    expect(research.marketResearch).toContain('61 suppliers');
  });

  it('maps a 5xx to UNAVAILABLE', async () => {
    const server = await fake({
      failWith: { status: 500, message: 'The server had an error', type: 'server_error' },
    });
    const err = await failure(
      createOpenAiText(server.config()).generate(brandIdeasTask, brandInput, { seed: 1 }),
    );
    expect(err).toBeInstanceOf(AiError);
    expect(err?.reason).toBe('UNAVAILABLE');
    expect(err?.message).toMatch(/unavailable right now/);
    // One retry, then the error.
    expect(server.requests).toHaveLength(2);
  });

  it("maps 401 and 429 to REFUSED with the server's message", async () => {
    let server = await fake({
      failWith: { status: 401, message: 'Incorrect API key provided: sk-bad.', code: 'invalid_api_key' },
    });
    let err = await failure(
      createOpenAiText(server.config({ apiKey: 'sk-bad' })).generate(brandIdeasTask, brandInput, { seed: 1 }),
    );
    expect(err?.reason).toBe('REFUSED');
    expect(err?.message).toContain('Incorrect API key provided: sk-bad.');
    expect(server.requests[0]!.auth).toBe('Bearer sk-bad');
    await server.close();
    server = await fake({ failWith: { status: 429, message: 'You exceeded your current quota.' } });
    err = await failure(createOpenAiText(server.config()).generate(brandIdeasTask, brandInput, { seed: 1 }));
    expect(err?.reason).toBe('REFUSED');
    expect(err?.message).toContain('You exceeded your current quota.');
  });

  it('maps content that is not JSON, or JSON of another shape, to INVALID_OUTPUT', async () => {
    let server = await fake({ malformed: true });
    let err = await failure(
      createOpenAiText(server.config()).generate(brandIdeasTask, brandInput, { seed: 1 }),
    );
    expect(err?.reason).toBe('INVALID_OUTPUT');
    expect(err?.message).toMatch(/not JSON/);
    await server.close();
    server = await fake({ schemaInvalid: true });
    err = await failure(createOpenAiText(server.config()).generate(brandIdeasTask, brandInput, { seed: 1 }));
    expect(err?.reason).toBe('INVALID_OUTPUT');
    expect(err?.message).toMatch(/expected shape/);
  });

  it('maps an answer slower than the time-out to TIMEOUT, and a caller abort to ABORTED', async () => {
    const server = await fake({ delayMs: 3000 });
    const err = await failure(
      createOpenAiText(server.config({ timeoutMs: 150 })).generate(brandIdeasTask, brandInput, { seed: 1 }),
    );
    expect(err?.reason).toBe('TIMEOUT');
    expect(err?.message).toBe('The AI service took too long to answer — try again.');
    const controller = new AbortController();
    const pending = failure(
      createOpenAiText(server.config()).generate(brandIdeasTask, brandInput, {
        seed: 1,
        signal: controller.signal,
      }),
    );
    setTimeout(() => controller.abort(), 50);
    expect((await pending)?.reason).toBe('ABORTED');
  });
});

describe('OpenAI-compatible image adapter against a loopback server', () => {
  it('generates with the prompt, palette, model and key, and answers PNGs of the asked size', async () => {
    const server = await fake({ imageSize: 256 });
    const images = createOpenAiImage(server.config());
    expect(images.kind).toBe('openai');
    const out = await images.generate({
      purpose: 'BRAND',
      prompt: 'Logo mark for Hush',
      palette: ['#B39ED6', '#89B896'],
      sketchKey: 'candle',
      count: 3,
      size: 512,
      seed: 1,
    });
    expect(out).toHaveLength(3);
    for (const img of out) {
      const meta = await sharp(img.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    }
    expect(server.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      auth: 'Bearer sk-test-key',
      model: 'test-image-model',
      body: { n: 3, size: '1024x1024', response_format: 'b64_json' },
    });
    const prompt = String(server.requests[0]!.body.prompt);
    expect(prompt).toContain('Logo mark for Hush');
    expect(prompt).toContain('#B39ED6, #89B896');
    expect(prompt).toContain('candle');
  });

  it('edits from a starting image (multipart) for image-to-image', async () => {
    const server = await fake();
    const start = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const out = await createOpenAiImage(server.config()).generate({
      purpose: 'DESIGN',
      prompt: 'a sage tote',
      initImage: start,
      strength: 0.5,
      count: 2,
      seed: 3,
    });
    expect(out).toHaveLength(2);
    expect(out[0]!.width).toBe(1024);
    expect(server.requests[0]).toMatchObject({
      path: '/v1/images/edits',
      model: 'test-image-model',
      body: { n: '2', image: `${start.length} bytes` },
    });
    expect(String(server.requests[0]!.body.prompt)).toContain('a sage tote');
  });

  it('maps image errors the same way (500, 401, time-out)', async () => {
    let server = await fake({ failWith: { status: 503, message: 'Overloaded' } });
    const req = { purpose: 'PRODUCT' as const, prompt: 'candle', count: 1, seed: 1 };
    expect((await failure(createOpenAiImage(server.config()).generate(req)))?.reason).toBe('UNAVAILABLE');
    await server.close();
    server = await fake({ failWith: { status: 401, message: 'Invalid key' } });
    const refused = await failure(createOpenAiImage(server.config()).generate(req));
    expect(refused?.reason).toBe('REFUSED');
    expect(refused?.message).toContain('Invalid key');
    await server.close();
    server = await fake({ delayMs: 3000 });
    expect((await failure(createOpenAiImage(server.config({ timeoutMs: 150 })).generate(req)))?.reason).toBe(
      'TIMEOUT',
    );
  });
});
