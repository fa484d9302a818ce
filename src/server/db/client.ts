import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTransaction,
  type PgTransactionConfig,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isConnectionError, isReadOnlyStatement, wasNeverSent } from './errors';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A database handle or an open transaction: services accept either. */
export type Db = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock, so only one instance migrates or seeds at a time. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** How the job queue reaches this database: its own pool on PostgreSQL, the one PGlite client otherwise. */
  jobsConnection: { connectionString: string } | { executeSql: ExecuteSql };
  /** PGlite only: the whole database as a tarball, which `openDatabase({ loadDataDir })` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Counts the SQL statements run inside `countStatements(fn)` (and only there: an AsyncLocalStorage scope,
 * so other requests and jobs running at the time are not counted). Tests hold budgets with it, the way
 * Saleor's CI counts queries per operation. Transactions add their BEGIN and COMMIT, counted by
 * `countStatements` from the statements it sees (drizzle does not log them).
 */
const statementScope = new AsyncLocalStorage<{ statements: string[] }>();
const statementLog = {
  logQuery(query: string) {
    statementScope.getStore()?.statements.push(query);
  },
};
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const scope = { statements: [] as string[] };
  const result = await statementScope.run(scope, fn);
  return { result, statements: scope.statements };
}

/** The node-postgres pools behind drizzle handles, for statements prepared once per connection. */
const pools = new WeakMap<object, pg.Pool>();
const dialect = new PgDialect();

/**
 * Runs a hot-path statement whose text never changes (only its parameters do) as a named prepared
 * statement on PostgreSQL: each pooled connection parses and plans it once instead of on every call. On
 * PGlite, or inside a transaction, it runs as any statement does. `name` must be unique to the text.
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  statementLog.logQuery(text);
  return (await pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}

/** What a listener on a channel is told: each notification's payload, and whether it hears them at all. */
export type ChannelListener = { notify(payload: string): void; live(listening: boolean): void };

/**
 * PostgreSQL's notifications on one connection of its own per database, opened at the first `listen` and
 * kept until the handle closes. A lost connection is opened again (after 1 s, then up to 30 s apart);
 * listeners hear `live(false)` at the loss and `live(true)` once LISTEN holds again, and must assume they
 * missed notifications in between.
 */
class Notifications {
  private readonly channels = new Map<string, Set<ChannelListener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryMs = 1_000;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private listening = false;
  /** Payloads awaited by `settled`. */
  private readonly marks = new Map<string, () => void>();
  /**
   * `pool`: the handle's pool, which sends `settled`'s marker. LISTEN holds a connection of its own, opened
   * with the pool's connection string outside the pool, so no pooled connection is kept from queries.
   */
  constructor(private readonly pool: pg.Pool) {}

  listen(channel: string, listener: ChannelListener): () => void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      if (this.listening) void this.client?.query(`LISTEN "${channel}"`).catch(() => {});
    }
    set.add(listener);
    if (this.listening) listener.live(true);
    else
      void this.connect().then(() => {
        // A channel added while the connection was opening: LISTEN again (it is idempotent).
        if (this.listening) void this.client?.query(`LISTEN "${channel}"`).catch(() => {});
      });
    return () => set.delete(listener);
  }

  /** Resolves once every notification committed before the call has reached the listeners. */
  async settled(channel: string): Promise<void> {
    if (!this.channels.has(channel)) this.channels.set(channel, new Set());
    await this.connect();
    if (!this.listening || !this.client) return;
    await this.client.query(`LISTEN "${channel}"`);
    const mark = `settled:${Math.random().toString(36).slice(2)}`;
    const heard = new Promise<void>((resolve) => this.marks.set(mark, resolve));
    await this.pool.query('select pg_notify($1, $2)', [channel, mark]);
    await heard;
  }

  private connect(): Promise<void> {
    if (this.closed || this.listening) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open() {
    const client = new pg.Client({ connectionString: this.pool.options.connectionString });
    client.on('notification', (n) => {
      const payload = n.payload ?? '';
      const mark = this.marks.get(payload);
      if (mark) {
        this.marks.delete(payload);
        mark();
        return;
      }
      for (const l of this.channels.get(n.channel) ?? []) l.notify(payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN "${channel}"`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.listening = true;
    this.retryMs = 1_000;
    for (const set of this.channels.values()) for (const l of set) l.live(true);
  }

  private lost(client: pg.Client) {
    void client.end().catch(() => {});
    if (this.client === client) {
      this.client = undefined;
      this.listening = false;
      for (const set of this.channels.values()) for (const l of set) l.live(false);
    }
    if (this.closed || this.timer || this.listening) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect();
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => {});
  }
}

const notifications = new WeakMap<object, Notifications>();

/**
 * Listens on a channel of this database's notifications (PostgreSQL; see Notifications). Undefined on
 * PGlite, where one process is the only instance and there is nothing to hear from others.
 */
export function listen(db: Db, channel: string, listener: ChannelListener): (() => void) | undefined {
  return notifications.get(db)?.listen(channel, listener);
}

/** Resolves once every notification on `channel` committed before the call has reached this process's listeners. */
export async function notificationsSettled(db: Db, channel: string): Promise<void> {
  await notifications.get(db)?.settled(channel);
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const STARTUP_LOCK_KEY = 727_270_001;
/**
 * The contrib extension PGlite loads: cube, for image search. pg_trgm is PostgreSQL's only (decision 013):
 * loaded into PGlite 0.5 it now and then stops matching (`%` finds nothing for a plain typo) and the next
 * query spins forever, blocking the process. On PGlite, trigram similarity runs in the server instead
 * (catalog/trigrams.ts, the same formulas).
 */
const PGLITE_EXTENSIONS = { cube };
/** Migration statements that only PostgreSQL runs: pg_trgm itself and the indexes built on it. */
const POSTGRES_ONLY = /\b(pg_trgm|gin_trgm_ops|gist_trgm_ops)\b/;

/** PGlite under `dataDir` (or in memory when dataDir is null), or PostgreSQL when `databaseUrl` is set. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  /** PGlite in memory only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 20);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir && loadDataDir) throw new Error('loadDataDir opens an in-memory database only');
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    if (await hasPgTrgm(client)) {
      // A folder made by an earlier Quarry: drop pg_trgm and its indexes once, with the extension loaded.
      await client.close();
      const old = await PGlite.create(dir, { extensions: { ...PGLITE_EXTENSIONS, pg_trgm } });
      await old.exec('DROP EXTENSION pg_trgm CASCADE');
      await old.close();
      client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir });
  }
  const db = drizzlePglite({ client, logger: statementLog }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder (see the DATA_DIR lock), so there is no one to race.
    withStartupLock: (fn) => fn(),
    migrate: () => migratePgliteWithoutTrgm(db),
    jobsConnection: { executeSql: pgliteExecuteSql(client) },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

const hasPgTrgm = async (client: PGlite) =>
  (await client.query(`select 1 from pg_extension where extname = 'pg_trgm'`)).rows.length > 0;

/**
 * The migrations as drizzle's PGlite migrator runs them, less the statements that need pg_trgm. Each of
 * those must be a statement of its own (a breakpoint either side), so nothing else is skipped with it.
 */
async function migratePgliteWithoutTrgm(db: Database) {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  const migrations = readMigrationFiles(config).map((m) => ({
    ...m,
    sql: m.sql.filter((statement) => {
      if (!POSTGRES_ONLY.test(statement)) return true;
      const code = statement.replace(/--[^\n]*/g, '').trim();
      if (code.replace(/;\s*$/, '').includes(';'))
        throw new Error(`A pg_trgm statement shares its migration chunk with others: ${code.slice(0, 120)}`);
      return false;
    }),
  }));
  const { dialect, session } = db as unknown as {
    dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> };
    session: unknown;
  };
  await dialect.migrate(migrations, session, config);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // No JIT compilation: a search's statement carries a costly last branch that rarely runs (decision
    // 021), and PostgreSQL compiled the whole statement for it, 19-25 ms of a 40 ms search at 1M items.
    // Quarry's statements are short; none gains from JIT. The pool hands out the client after this.
    onConnect: async (client) => {
      await client.query('set jit = off');
    },
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight report their own error.
  });
  // A client checked out of the pool (in a transaction, between its statements) has no error listener of
  // the pool's: a connection lost there would be an unhandled 'error' event, which ends the process. The
  // statement that next uses the client fails instead, and the client goes back to the pool to be dropped.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  retryStatementsOnLostConnections(pool);
  const db = drizzleNodePg({ client: pool, logger: statementLog }) as unknown as Database;
  retryTransactionsThatNeverBegan(db, pool);
  pools.set(db, pool);
  const listener = new Notifications(pool);
  notifications.set(db, listener);
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    jobsConnection: { connectionString: url },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * How many times a statement or a transaction that never began is tried when connections are lost. More
 * than two: an operator ending every backend leaves several dead idle clients in the pool until each one's
 * error arrives, and on a busy machine the next two checkouts can both be such clients.
 */
const LOST_CONNECTION_ATTEMPTS = 4;

/**
 * A statement run on the pool (outside a transaction) that failed because its connection broke runs
 * again, on another connection (up to LOST_CONNECTION_ATTEMPTS in all), when that is safe: it only reads, or node-postgres never sent it (issue 21:
 * terminated backends answered 500). Otherwise the error stands, and the API answers 503 with Retry-After
 * (http/error-handler.ts). `pool.query` releases a client that failed with its error, so a dead client is
 * never handed out again.
 */
function retryStatementsOnLostConnections(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args); // the callback form: as it was
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    const attempt = (n: number): Promise<unknown> =>
      query(...args).catch((err: unknown) => {
        if (
          n < LOST_CONNECTION_ATTEMPTS &&
          isConnectionError(err) &&
          (wasNeverSent(err) || (text && isReadOnlyStatement(text)))
        )
          return attempt(n + 1);
        throw err;
      });
    return attempt(1);
  };
}

/**
 * drizzle's transactions on a pool, with two changes for lost connections: a transaction whose BEGIN (or
 * whose connection) failed on a broken connection runs again on another (up to LOST_CONNECTION_ATTEMPTS in
 * all), since none of it ran; and a
 * client whose connection broke goes back to the pool with its error, so the pool drops it (drizzle's own
 * leaked the client when BEGIN failed and returned dead clients as healthy). A transaction that broke after
 * BEGIN is not retried: its COMMIT may have happened.
 */
function retryTransactionsThatNeverBegan(db: Database, pool: pg.Pool) {
  const session = (db as unknown as { session: NodePgSession<Record<string, never>, never> }).session;
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  type AnyTx = NodePgTransaction<Record<string, never>, never>;
  session.transaction = async <T>(
    transaction: (tx: AnyTx) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        if (attempt < LOST_CONNECTION_ATTEMPTS && isConnectionError(err)) continue;
        throw err;
      }
      let released = false;
      const release = (err?: unknown) => {
        if (released) return;
        released = true;
        client.release(err === undefined ? undefined : err instanceof Error ? err : true);
      };
      const txSession = new NodePgSession(client, dialect, schema, options);
      const tx = new NodePgTransaction(dialect, txSession, schema) as unknown as AnyTx;
      // drizzle's (protected) rendering of the isolation level and access mode.
      const settings = (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL })
        .getTransactionConfigSQL;
      try {
        await tx.execute(sql`begin${config ? sql` ${settings.call(tx, config)}` : undefined}`);
      } catch (err) {
        release(err);
        if (attempt < LOST_CONNECTION_ATTEMPTS && isConnectionError(err)) continue;
        throw err;
      }
      try {
        const result = await transaction(tx);
        await tx.execute(sql`commit`);
        release();
        return result;
      } catch (err) {
        if (isConnectionError(err)) {
          release(err);
          throw err;
        }
        try {
          await tx.execute(sql`rollback`);
          release();
        } catch (rollbackErr) {
          release(rollbackErr);
        }
        throw err;
      }
    }
  };
}

/**
 * pg-boss wraps its locked statements in `SET LOCAL lock_timeout / idle_in_transaction_session_timeout`. In a
 * single-session database neither can ever fire, so on PGlite they are dropped (an armed lock_timeout was one
 * of the ways PGlite 0.5 came to hang, decisions 010 and 013).
 */
const PGLITE_TIMEOUTS = /SET LOCAL (lock_timeout|idle_in_transaction_session_timeout) = '[^']*';/g;

/**
 * SQL for the job queue on PGlite: statements without parameters may be several (its schema migrations),
 * which only `exec` runs; the rest go through `query`. The answer is the last statement's rows.
 */
function pgliteExecuteSql(client: PGlite): ExecuteSql {
  return async (text, values) => {
    if (values?.length) return { rows: (await client.query(text, values)).rows };
    const results = await client.exec(text.replace(PGLITE_TIMEOUTS, ''));
    return { rows: results.at(-1)?.rows ?? [] };
  };
}
