import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which parts of the demo seed (src/server/db/seed) a database has had, one row per part, written in the same
 * transaction as the part's rows. Start-up decides "run this part?" from this record only, never from the
 * absence of rows a user may delete (issue 21: a founder who deleted their saved address made the next start
 * seed the demo commerce again and stop on a duplicate key).
 */
export const seedRuns = pgTable('seed_runs', {
  part: text('part').primaryKey(),
  /** False when the part was not run but found present: a database seeded by an earlier version. */
  seeded: boolean('seeded').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
