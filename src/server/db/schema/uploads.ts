import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Storage key, unguessable: files are served by key. */
    key: text('key').notNull().unique(),
    storeId: integer('store_id'),
    userId: integer('user_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['image', 'document', 'video', 'file'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'STORED'] })
      .notNull()
      .default('STORED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_store_idx').on(t.storeId)],
);
