// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { makeGeneration } from '../test-data';
import { generateImages } from './generate-images';

const fetchMock = mockApi(() => json(makeGeneration()));

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { path: new URL(String(url), 'http://x').pathname, body: JSON.parse(String(init?.body)) };
};

describe('generateImages', () => {
  const body = {
    prompt: 'amber jar',
    numImages: 4,
    deductCredits: false,
    saveToImageGallery: false,
    sketchKeys: [],
  };

  it('asks the gpt-images route from a prompt', async () => {
    await generateImages({ body });
    expect(sent()).toEqual({ path: '/rest/main/commons/ai/gpt-images', body });
  });

  it('asks the stability route from an uploaded starting image', async () => {
    await generateImages({ body, initImageUrl: '/rest/main/files/sketch.png' });
    expect(sent()).toEqual({
      path: '/rest/main/commons/ai/stability-ai-images',
      body: { ...body, initImageUrl: '/rest/main/files/sketch.png' },
    });
  });
});
