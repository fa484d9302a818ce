import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';

// Both contrib extensions the catalog needs answer on the same database: trigram similarity (typo
// correction, suggestions) and cube distance (image search). On PGlite the load order of the two decides
// whether pg_trgm works at all, so this guards it; on PostgreSQL (TEST_DATABASE_URL) it checks the contribs.
let db: DatabaseHandle;
beforeAll(async () => {
  db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL || undefined, dataDir: null });
  await db.db.execute(sql`create extension if not exists pg_trgm`);
  await db.db.execute(sql`create extension if not exists cube`);
});
afterAll(async () => db?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('contrib extensions on one database', () => {
  it('pg_trgm matches with % and orders by <-> while cube measures distance', async () => {
    const [match] = await rows<{ m: boolean; d: number }>(
      sql`select 'packagng' % 'packaging' as m, 'packagng' <-> 'packaging' as d`,
    );
    expect(match).toEqual({ m: true, d: expect.closeTo(0.4167, 3) });
    const [distance] = await rows<{ d: number }>(sql`select cube(array[1,2,3]) <-> cube(array[1,2,4]) as d`);
    expect(distance?.d).toBe(1);
  });
});
