import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

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
});
