import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './stores';

/**
 * Per-user flags by key (spec §3: seen tours, dialogs, waitlists, dismissed banners, closed education
 * panel pages). A row is a flag that is set; clearing it deletes the row.
 */
export const userFlags = pgTable(
  'user_flags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Submissions of simple questionnaires (spec §7 /commons/simple-questionnaires), e.g. the sign-up quiz. */
export const simpleQuestionnaires = pgTable(
  'simple_questionnaires',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ONBOARDING_QUIZ'] }).notNull(),
    answers: jsonb('answers')
      .$type<{ questionKey: string; answer: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simple_questionnaires_store_idx').on(t.storeId, t.createdAt)],
);
