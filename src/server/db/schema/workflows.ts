import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Owned by src/server/workflows: the record of each run of a workflow (docs/decisions/029-workflows.md).

export const WORKFLOW_RUN_STATUSES = ['RUNNING', 'COMPLETED', 'COMPENSATED'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

/**
 * One run of a workflow: the last step whose work is committed (`step`) and the state the steps built
 * (`state`), written in the same transaction as that step's own work when the step has one. A RUNNING run
 * untouched for a while was left by a crashed instance; recovery claims it (`lockedUntil`) and resumes or
 * compensates it.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workflow: text('workflow').notNull(),
    /** The business key of the run (checkout: the payment's charge key); one run per workflow and key. */
    key: text('key').notNull(),
    step: text('step').notNull(),
    status: text('status', { enum: WORKFLOW_RUN_STATUSES }).notNull().default('RUNNING'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    /** Set while a recovering instance works on the run, so a second one leaves it alone. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workflow_runs_workflow_key_idx').on(t.workflow, t.key),
    index('workflow_runs_running_idx').on(t.workflow, t.updatedAt).where(sql`status = 'RUNNING'`),
  ],
);
