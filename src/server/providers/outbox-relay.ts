import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The columns an outbox table shares (email_outbox, sms_outbox). */
type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  error: PgColumn;
  sentAt: PgColumn;
};

/**
 * Relays an outbox: `deliver()` (called after the sending transaction commits) claims QUEUED rows one at a
 * time with SKIP LOCKED, so several instances never send one twice, hands each to `send`, and marks it
 * SENT or FAILED (with the error). One drain at a time per process; a call during a drain runs it again.
 */
export function createOutboxRelay<T extends OutboxTable>(opts: {
  db: Database;
  table: T;
  send: (row: T['$inferSelect']) => Promise<void>;
  onError?: (err: unknown) => void;
}) {
  const { db, table } = opts;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<T['$inferSelect'] | undefined> {
    const rows = await db
      .update(table)
      .set({ status: 'SENDING' } as never)
      .where(
        eq(
          table.id,
          sql`(select ${table.id} from ${table} where ${table.status} = 'QUEUED'
               order by ${table.id} for update skip locked limit 1)`,
        ),
      )
      .returning();
    return (rows as T['$inferSelect'][])[0];
  }

  async function drain() {
    for (let row = await claim(); row; row = await claim()) {
      const id = (row as { id: number }).id;
      try {
        await opts.send(row);
        await db
          .update(table)
          .set({ status: 'SENT', sentAt: new Date(), error: null } as never)
          .where(eq(table.id, id));
      } catch (err) {
        const error = err instanceof Error ? err.message.slice(0, 1000) : String(err);
        await db
          .update(table)
          .set({ status: 'FAILED', error } as never)
          .where(eq(table.id, id));
        opts.onError?.(err);
      }
    }
  }

  return {
    deliver(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain();
        } while (again);
      })()
        .catch((err) => opts.onError?.(err))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
