import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { createAiImage } from './providers/ai-image/create-ai-image';
import { createAiText } from './providers/ai-text/create-ai-text';

describe('parseConfig', () => {
  it('runs offline with defaults', () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.tokenRenewAfterSeconds).toBe(c.tokenTtlSeconds / 2);
    expect(c.storage.driver).toBe('fs');
    expect(c.jobs).toEqual({ workers: true, imageIndexOnStart: true });
  });

  it('lists every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'not a url', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/,
    );
  });

  it('requires a bucket for S3 and treats empty URLs as unset', () => {
    expect(() => parseConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(parseConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(parseConfig({ JOB_WORKERS: 'no', IMAGE_INDEX_ON_START: '0' }).jobs).toEqual({
      workers: false,
      imageIndexOnStart: false,
    });
  });

  it('uses the embedded AI providers unless AI_BASE_URL points at an OpenAI-compatible API', () => {
    const offline = parseConfig({});
    expect(offline.ai.openai).toBeNull();
    expect(createAiText(offline).kind).toBe('embedded');
    expect(createAiImage(offline).kind).toBe('embedded');
    expect(parseConfig({ AI_BASE_URL: '' }).ai.openai).toBeNull();

    const online = parseConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1/', AI_API_KEY: 'sk-1' });
    expect(online.ai.openai).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'sk-1',
      textModel: 'gpt-4o-mini',
      imageModel: 'gpt-image-1',
      timeoutMs: 120_000,
    });
    expect(createAiText(online).kind).toBe('openai');
    expect(createAiImage(online).kind).toBe('openai');
    const custom = parseConfig({
      AI_BASE_URL: 'https://llm.example/v1',
      AI_TEXT_MODEL: 'llama3.1',
      AI_IMAGE_MODEL: 'sdxl',
      AI_TIMEOUT_MS: '30000',
    });
    expect(custom.ai.openai).toMatchObject({
      apiKey: '',
      textModel: 'llama3.1',
      imageModel: 'sdxl',
      timeoutMs: 30_000,
    });
    expect(() => parseConfig({ AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
  });
});
