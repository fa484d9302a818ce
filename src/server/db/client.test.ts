import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { countStatements, type Database, executePrepared, openDatabase } from './client';

// The contrib extensions each database runs (decision 013): PostgreSQL has pg_trgm (typo correction and
// suggestions through trigram indexes) and cube (image search); PGlite has cube only, because pg_trgm
// in PGlite 0.5 now and then hangs the process, and the catalog computes trigram similarity itself there.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let db: Database;
beforeAll(async () => {
  // A migrated database of its own (a new one on PostgreSQL), without demo data.
  t = await createTestApp({ seed: false });
  db = t.deps.db;
});
afterAll(async () => t?.close());

const rows = async <T>(handle: Database, query: ReturnType<typeof sql>) =>
  ((await handle.execute(query)) as unknown as { rows: T[] }).rows;
const extensions = async (handle: Database) =>
  (await rows<{ extname: string }>(handle, sql`select extname from pg_extension order by extname`)).map(
    (r) => r.extname,
  );
const trigramIndexes = async (handle: Database) =>
  (
    await rows<{ indexname: string }>(
      handle,
      sql`select indexname from pg_indexes where indexdef ~ 'trgm_ops' order by indexname`,
    )
  ).map((r) => r.indexname);

describe('contrib extensions after the migrations', () => {
  it('cube measures distance on both databases', async () => {
    const [distance] = await rows<{ d: number }>(
      db,
      sql`select cube(array[1,2,3]) <-> cube(array[1,2,4]) as d`,
    );
    expect(distance?.d).toBe(1);
  });

  it.runIf(onPostgres)('PostgreSQL has pg_trgm, its operators and the trigram indexes', async () => {
    expect(await extensions(db)).toContain('pg_trgm');
    const [match] = await rows<{ m: boolean; d: number }>(
      db,
      sql`select 'packagng' % 'packaging' as m, 'packagng' <-> 'packaging' as d`,
    );
    expect(match).toEqual({ m: true, d: expect.closeTo(0.4167, 3) });
    // Suggestions read phrases from memory (decision 024): typo correction's words index is left, beside the
    // supplier names' and the sourcing agent's supplier offer text (issue 24's matching).
    expect(await trigramIndexes(db)).toEqual([
      'catalog_companies_name_trgm_idx',
      'catalog_companies_offer_trgm_idx',
      'catalog_search_words_gist_idx',
    ]);
  });

  it.skipIf(onPostgres)('PGlite runs every migration but the pg_trgm statements', async () => {
    expect(await extensions(db)).not.toContain('pg_trgm');
    expect(await extensions(db)).toContain('cube');
    expect(await trigramIndexes(db)).toEqual([]);
    // The tables those statements index were created all the same, with their other indexes.
    const [terms] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_indexes where indexname = 'catalog_search_terms_kind_term_pk'`,
    );
    expect(terms?.n).toBe(1);
  });
});

describe.runIf(onPostgres)('PostgreSQL connections', () => {
  it('run without JIT compilation, every pooled connection (decision 021)', async () => {
    // Held at once, so the pool opens several connections.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        rows<{ jit: string }>(db, sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
      ),
    );
    expect(settings.flat().map((r) => r.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});

describe('prepared hot-path statements', () => {
  it('answer like any statement, are counted, and reuse one name with new parameters', async () => {
    const query = (n: number) => sql`select ${n}::int + 1 as next, ${`n${n}`}::text as label`;
    const { result, statements } = await countStatements(async () => [
      await executePrepared<{ next: number; label: string }>(db, 'test_prepared_next', query(1)),
      await executePrepared<{ next: number; label: string }>(db, 'test_prepared_next', query(41)),
    ]);
    expect(result).toEqual([[{ next: 2, label: 'n1' }], [{ next: 42, label: 'n41' }]]);
    expect(statements).toHaveLength(2);
  });
});

describe.skipIf(onPostgres)('a PGlite folder made by an earlier Quarry, with pg_trgm', () => {
  it('loses pg_trgm and its indexes on open, keeps its rows, and migrates as before', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-client-'));
    try {
      const old = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { cube, pg_trgm } });
      await old.exec(`
        create extension pg_trgm;
        create table names (name text not null);
        create index names_trgm_idx on names using gist (name gist_trgm_ops);
        insert into names values ('Bright Packaging Co.');`);
      await old.close();

      const reopened = await openDatabase({ dataDir });
      try {
        expect(await extensions(reopened.db)).not.toContain('pg_trgm');
        expect(await trigramIndexes(reopened.db)).toEqual([]);
        expect(await rows(reopened.db, sql`select name from names`)).toEqual([
          { name: 'Bright Packaging Co.' },
        ]);
        await reopened.migrate();
        expect(await extensions(reopened.db)).toContain('cube');
      } finally {
        await reopened.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
