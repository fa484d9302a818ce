import { z } from 'zod';
import { listQuery } from './shared-shapes';
import { FactoryMatchResult } from './sourcing-agent';
import { BoxType, TechPackAgentType } from './tech-packs';

// The AI sourcing agent's threads (issue 24; docs/decisions/049-agent-threads.md): a persisted state machine per
// thread, one checkpoint after every step. POST /web/ai-sourcing-agents/threads starts one from an idea; the
// founder answers the clarifying questions, approves a tech pack version, picks suppliers from the matches,
// edits the drafted messages and confirms the send. GET /agent/history-messages/{threadId}?checkpointId=
// replays the thread as it stood at any checkpoint.

export const AGENT_STEPS = [
  'INTAKE',
  'CLARIFYING',
  'TECH_PACK_DRAFT',
  'REVIEW',
  'MATCHING',
  'SHORTLIST',
  'OUTREACH_DRAFTS',
  'CONFIRM',
  'SENT',
] as const;
export const AgentStep = z.enum(AGENT_STEPS);
export type AgentStep = z.infer<typeof AgentStep>;

/**
 * RUNNING: the step's work (a model call, the tech pack, matching, the send) is under way; WAITING: the
 * founder's turn; FAILED: the step's work failed (`state.failure` says why; retry re-runs only that step);
 * DONE: the messages were sent.
 */
export const AGENT_STATUSES = ['RUNNING', 'WAITING', 'FAILED', 'DONE'] as const;
export const AgentStatus = z.enum(AGENT_STATUSES);
export type AgentStatus = z.infer<typeof AgentStatus>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166-1 alpha-2), e.g. US');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a calendar date');
const inches = z.number().positive().max(1000);

/**
 * The brief the agent completes before it drafts a tech pack; the fields it asks for, by agent type, are
 * BRIEF_FIELDS_BY_AGENT (shared/rules/agent-brief.ts).
 */
export const AgentBrief = z
  .object({
    productName: text(120).min(1, 'Name the product').optional(),
    quantity: z.number().int('A whole number').min(1).max(100_000_000).optional(),
    targetUnitCostCents: z.number().int('Whole cents').min(1).max(1_000_000_000).optional(),
    destinationCountry: countryCode.optional(),
    productionDate: isoDate.optional().describe('When production should be done'),
    materials: text(500).min(1).optional(),
    boxType: BoxType.optional(),
    dimensions: z
      .object({ length: inches, width: inches, height: inches })
      .strict()
      .optional()
      .describe('Inside dimensions, inches'),
    printing: text(200).min(1).optional().describe('Print method and colours'),
  })
  .strict();
export type AgentBrief = z.infer<typeof AgentBrief>;
export type BriefField = keyof AgentBrief;
export const BRIEF_FIELDS = [
  'productName',
  'quantity',
  'targetUnitCostCents',
  'destinationCountry',
  'productionDate',
  'materials',
  'boxType',
  'dimensions',
  'printing',
] as const satisfies readonly BriefField[];
export const BriefFieldName = z.enum(BRIEF_FIELDS);

export const AgentQuestion = z.object({ field: BriefFieldName, text: z.string().min(1).max(400) });
export type AgentQuestion = z.infer<typeof AgentQuestion>;

/** What the agent's clarifying step answers (a model's output is validated against it before it is stored). */
export const ClarifyOutput = z.object({
  extracted: AgentBrief.describe('Brief fields the idea states plainly; leave out what it does not say'),
  questions: z.array(AgentQuestion).max(BRIEF_FIELDS.length),
});
export type ClarifyOutput = z.infer<typeof ClarifyOutput>;

/** What the agent's drafting step answers: a message per supplier key. */
export const DraftOutput = z.object({
  drafts: z.array(z.object({ key: z.string(), message: z.string().trim().min(20).max(5000) })).max(100),
});
export type DraftOutput = z.infer<typeof DraftOutput>;

export const OutreachDrafts = z.object({
  inNetwork: z.array(z.object({ companyId: z.number().int(), name: z.string(), message: z.string() })),
  expanded: z.array(z.object({ recordId: z.number().int(), message: z.string() })),
});
export type OutreachDrafts = z.infer<typeof OutreachDrafts>;

/** A thread's state at a checkpoint (a snapshot: later steps never rewrite an earlier one). */
export const AgentThreadState = z.object({
  idea: z.string(),
  brief: AgentBrief,
  questions: z.array(AgentQuestion).describe('The open clarifying questions'),
  techPackId: z.number().int().nullable(),
  approvedVersion: z.number().int().nullable(),
  matches: z.array(FactoryMatchResult),
  shortlist: z
    .object({ companyIds: z.array(z.number().int()), expandedRecordIds: z.array(z.number().int()) })
    .nullable(),
  drafts: OutreachDrafts.nullable(),
  sendResult: z
    .object({
      sent: z.number().int(),
      failed: z.array(z.object({ id: z.number().int(), reason: z.string() })),
    })
    .nullable(),
  failure: z.object({ step: AgentStep, reason: z.string() }).nullable(),
});
export type AgentThreadState = z.infer<typeof AgentThreadState>;

export const AgentMessageRole = z.enum(['AGENT', 'FOUNDER']);
/** A message as a checkpoint stores it. */
export const AgentMessageBody = z.object({ role: AgentMessageRole, step: AgentStep, text: z.string() });
export type AgentMessageBody = z.infer<typeof AgentMessageBody>;
export const AgentMessage = AgentMessageBody.extend({
  checkpointId: z.number().int(),
  seq: z.number().int(),
  createdAt: z.string(),
});
export type AgentMessage = z.infer<typeof AgentMessage>;

export const AgentCheckpoint = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  step: AgentStep,
  status: AgentStatus,
  createdAt: z.string(),
});
export type AgentCheckpoint = z.infer<typeof AgentCheckpoint>;

export const AgentThreadSummary = z.object({
  id: z.number().int(),
  agentType: TechPackAgentType,
  title: z.string().describe("The idea's first words"),
  step: AgentStep,
  status: AgentStatus,
  seq: z.number().int().describe('The current checkpoint: send it as baseSeq to act on what you saw'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentThreadSummary = z.infer<typeof AgentThreadSummary>;

export const AgentThread = AgentThreadSummary.extend({
  checkpointId: z.number().int(),
  state: AgentThreadState,
  messages: z.array(AgentMessage),
  checkpoints: z.array(AgentCheckpoint).describe('Oldest first'),
});
export type AgentThread = z.infer<typeof AgentThread>;

/** GET /agent/history-messages/{threadId}: the thread as it stood at one checkpoint. */
export const AgentHistory = z.object({
  threadId: z.number().int(),
  agentType: TechPackAgentType,
  checkpoint: AgentCheckpoint,
  state: AgentThreadState,
  messages: z.array(AgentMessage).describe('Every message up to and including the checkpoint'),
});
export type AgentHistory = z.infer<typeof AgentHistory>;

export const AgentHistoryParams = z.object({ threadId: z.coerce.number().int().positive() });
export const AgentHistoryQuery = z.object({
  checkpointId: z.coerce.number().int().positive().optional().describe('The latest by default'),
});

export const AgentThreadParams = z.object({ threadId: z.coerce.number().int().positive() });

export const CreateAgentThreadBody = z
  .object({
    agentType: TechPackAgentType,
    idea: text(2000).min(3, 'Describe the idea in a few words'),
  })
  .strict();
export type CreateAgentThreadBody = z.infer<typeof CreateAgentThreadBody>;

const baseSeq = z
  .number()
  .int()
  .positive()
  .optional()
  .describe('The checkpoint seq the founder acted on: 409 when the thread has moved on since');

export const AgentAnswersBody = z
  .object({
    answers: AgentBrief.refine((b) => Object.keys(b).length > 0, 'Answer at least one question'),
    baseSeq,
  })
  .strict();
export type AgentAnswersBody = z.infer<typeof AgentAnswersBody>;

export const ApproveTechPackBody = z
  .object({ version: z.number().int().positive().describe('The tech pack version approved'), baseSeq })
  .strict();
export type ApproveTechPackBody = z.infer<typeof ApproveTechPackBody>;

const ids = z.array(z.number().int().positive()).max(50, 'At most 50');
export const ShortlistBody = z
  .object({ companyIds: ids, expandedRecordIds: ids.optional(), baseSeq })
  .strict()
  .refine((b) => b.companyIds.length + (b.expandedRecordIds?.length ?? 0) > 0, {
    message: 'Pick at least one supplier',
    path: ['companyIds'],
  });
export type ShortlistBody = z.infer<typeof ShortlistBody>;

const message = z.string().trim().min(1, 'Write a message').max(5000, 'At most 5000 characters');
export const UpdateDraftsBody = z
  .object({
    drafts: z
      .object({
        inNetwork: z
          .array(z.object({ companyId: z.number().int().positive(), message }).strict())
          .max(50)
          .default([]),
        expanded: z
          .array(z.object({ recordId: z.number().int().positive(), message }).strict())
          .max(50)
          .default([]),
      })
      .strict(),
    baseSeq,
  })
  .strict();
export type UpdateDraftsBody = z.infer<typeof UpdateDraftsBody>;

export const AgentStepBody = z.object({ baseSeq }).strict();
export type AgentStepBody = z.infer<typeof AgentStepBody>;

const techPackFilter = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .describe('Only the thread(s) that drafted this tech pack (the page opens from ?techPackId=)');
export const AgentThreadsQuery = listQuery(['updatedAt']).extend({
  agentType: TechPackAgentType.optional(),
  techPackId: techPackFilter,
});
export const AgentThreadsCountQuery = z.object({
  agentType: TechPackAgentType.optional(),
  techPackId: techPackFilter,
});
