import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type {
  AgentAnswersBody,
  AgentBrief,
  AgentCheckpoint,
  AgentHistory,
  AgentMessage,
  AgentMessageBody,
  AgentStatus,
  AgentStep,
  AgentThread,
  AgentThreadState,
  AgentThreadSummary,
  ApproveTechPackBody,
  CreateAgentThreadBody,
  ShortlistBody,
  UpdateDraftsBody,
} from '../../../../shared/contract/agent-threads';
import type { TechPackAgentType, TechPackBody } from '../../../../shared/contract/tech-packs';
import {
  AGENT_STALE_RUNNING_MS,
  BRIEF_FIELDS_BY_AGENT,
  BRIEF_LABELS,
  formatBriefValue,
  missingBriefFields,
} from '../../../../shared/rules/agent-brief';
import type { Db, Tx } from '../../../db/client';
import { agentCheckpoints, agentThreads } from '../../../db/schema/sourcing-agent';
import { AppError, conflict, invalid, notFound } from '../../../http/errors';
import { AiError } from '../../../providers/ai-text/types';
import { matchFactories } from '../match-factories';
import { createTechPack, getTechPack } from '../service';
import { briefFacts, clarifyTask, type DraftSupplier, draftOutreachTask } from './agent-tasks';
import type { AgentActor, AgentThreadDeps } from './deps';
import { type AgentAction, type Position, transition, workNext } from './machine';

// The agent's threads (issue 24, decision 049). Every transition is one transaction: the thread row moves from
// the seq it was read at to the next (else 409, nothing written) and the checkpoint of that seq is inserted
// with the state after the step and the messages the step added. A step's model call runs before its
// transaction; when it fails, the checkpoint written is the same step, FAILED, with the reason.

type Loaded = {
  id: number;
  storeId: number;
  agentType: TechPackAgentType;
  title: string;
  step: AgentStep;
  status: AgentStatus;
  seq: number;
  checkpointId: number;
  state: AgentThreadState;
  createdAt: Date;
  updatedAt: Date;
};

/** A step RUNNING for longer than this was cut off (a restart mid-step) and can be retried. */
export const STALE_RUNNING_MS = AGENT_STALE_RUNNING_MS;

/** How many matches the agent keeps for the shortlist. */
export const AGENT_MATCH_LIMIT = 20;

const emptyState = (idea: string): AgentThreadState => ({
  idea,
  brief: {},
  questions: [],
  techPackId: null,
  approvedVersion: null,
  matches: [],
  shortlist: null,
  drafts: null,
  sendResult: null,
  failure: null,
});

const titleOf = (idea: string) => {
  const t = idea.replace(/\s+/g, ' ').trim();
  return t.length > 80 ? `${t.slice(0, 77)}…` : t;
};

async function loadThread(db: Db, storeId: number, id: number): Promise<Loaded> {
  const [row] = await db
    .select({
      id: agentThreads.id,
      storeId: agentThreads.storeId,
      agentType: agentThreads.agentType,
      title: agentThreads.title,
      step: agentThreads.step,
      status: agentThreads.status,
      seq: agentThreads.currentSeq,
      checkpointId: agentCheckpoints.id,
      state: agentCheckpoints.state,
      createdAt: agentThreads.createdAt,
      updatedAt: agentThreads.updatedAt,
    })
    .from(agentThreads)
    .innerJoin(agentCheckpoints, eq(agentCheckpoints.id, agentThreads.currentCheckpointId))
    .where(and(eq(agentThreads.id, id), eq(agentThreads.storeId, storeId)));
  if (!row) throw notFound('Agent thread');
  return row;
}

/**
 * The transition: the thread moves from `from.seq` to the next seq (409 when another transition got there
 * first) and the checkpoint of that seq records `to`, the state and the step's messages.
 */
async function writeCheckpoint(
  tx: Tx,
  from: { id: number; storeId: number; seq: number },
  to: Position,
  state: AgentThreadState,
  messages: AgentMessageBody[],
  now: Date,
) {
  const [moved] = await tx
    .update(agentThreads)
    .set({
      step: to.step,
      status: to.status,
      currentSeq: from.seq + 1,
      techPackId: state.techPackId,
      updatedAt: now,
    })
    .where(
      and(
        eq(agentThreads.id, from.id),
        eq(agentThreads.storeId, from.storeId),
        eq(agentThreads.currentSeq, from.seq),
      ),
    )
    .returning({ id: agentThreads.id });
  if (!moved) throw conflict('This thread moved on since you loaded it; reload it');
  const [cp] = await tx
    .insert(agentCheckpoints)
    .values({
      threadId: from.id,
      seq: from.seq + 1,
      step: to.step,
      status: to.status,
      state,
      messages,
      createdAt: now,
    })
    .returning({ id: agentCheckpoints.id });
  await tx.update(agentThreads).set({ currentCheckpointId: cp!.id }).where(eq(agentThreads.id, from.id));
}

const agentSays = (step: AgentStep, text: string): AgentMessageBody => ({ role: 'AGENT', step, text });
const founderSays = (step: AgentStep, text: string): AgentMessageBody => ({ role: 'FOUNDER', step, text });

/** A readable reason for a failed step (the provider's words for model failures). */
function reasonOf(err: unknown): string {
  if (err instanceof AiError) return err.message;
  if (err instanceof AppError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong';
}

const now = (deps: AgentThreadDeps) => deps.now?.() ?? new Date();

/** A new thread from an idea: its INTAKE checkpoint, then the intake runs. Same Idempotency-Key → the same thread. */
export async function createThread(
  deps: AgentThreadDeps,
  ctx: AgentActor,
  input: CreateAgentThreadBody,
  idempotencyKey?: string,
): Promise<AgentThread> {
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(idempotencyKey))
    throw invalid('Idempotency-Key must be 1 to 200 visible ASCII characters');
  const at = now(deps);
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentThreads)
      .values({
        storeId: ctx.storeId,
        agentType: input.agentType,
        title: titleOf(input.idea),
        step: 'INTAKE',
        status: 'RUNNING',
        currentSeq: 1,
        idempotencyKey: idempotencyKey ?? null,
        createdByUserId: ctx.userId,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [agentThreads.storeId, agentThreads.idempotencyKey] })
      .returning({ id: agentThreads.id });
    if (!row) return null;
    const [cp] = await tx
      .insert(agentCheckpoints)
      .values({
        threadId: row.id,
        seq: 1,
        step: 'INTAKE',
        status: 'RUNNING',
        state: emptyState(input.idea),
        messages: [founderSays('INTAKE', input.idea)],
        createdAt: at,
      })
      .returning({ id: agentCheckpoints.id });
    await tx.update(agentThreads).set({ currentCheckpointId: cp!.id }).where(eq(agentThreads.id, row.id));
    return row.id;
  });
  if (created === null) {
    const [existing] = await deps.db
      .select({ id: agentThreads.id })
      .from(agentThreads)
      .where(and(eq(agentThreads.storeId, ctx.storeId), eq(agentThreads.idempotencyKey, idempotencyKey!)));
    return getThread(deps.db, ctx.storeId, existing!.id);
  }
  await runWork(deps, ctx, created);
  return getThread(deps.db, ctx.storeId, created);
}

/** The answer message: each answered field with its value. */
const answersText = (answers: AgentBrief) =>
  (Object.keys(answers) as (keyof AgentBrief)[])
    .map((f) => `${BRIEF_LABELS[f]}: ${formatBriefValue(f, answers)}`)
    .join('\n');

/** A founder's action: checked against the table and the seq the founder saw, then its step's work runs. */
async function act(
  deps: AgentThreadDeps,
  ctx: AgentActor,
  id: number,
  action: AgentAction,
  baseSeq: number | undefined,
  apply: (t: Loaded) => Promise<{ state: AgentThreadState; messages: AgentMessageBody[] }>,
): Promise<AgentThread> {
  const t = await loadThread(deps.db, ctx.storeId, id);
  if (baseSeq !== undefined && baseSeq !== t.seq)
    throw conflict(`This thread moved on since you loaded it (now at checkpoint ${t.seq}); reload it`);
  // A step left RUNNING longer than any step takes was cut off (a restart mid-step): retry re-runs it.
  const cutOff = t.status === 'RUNNING' && now(deps).getTime() - t.updatedAt.getTime() > STALE_RUNNING_MS;
  const to = transition(action, cutOff ? { step: t.step, status: 'FAILED' } : t);
  const { state, messages } = await apply(t);
  await deps.db.transaction((tx) => writeCheckpoint(tx, t, to, state, messages, now(deps)));
  if (to.status === 'RUNNING') await runWork(deps, ctx, id);
  return getThread(deps.db, ctx.storeId, id);
}

export function answerQuestions(deps: AgentThreadDeps, ctx: AgentActor, id: number, body: AgentAnswersBody) {
  return act(deps, ctx, id, 'answer', body.baseSeq, async (t) => {
    const allowed = new Set(BRIEF_FIELDS_BY_AGENT[t.agentType]);
    const extra = Object.keys(body.answers).find((f) => !allowed.has(f as keyof AgentBrief));
    if (extra)
      throw invalid(`This agent does not ask for ${extra}`, [
        { path: `body.answers.${extra}`, message: 'is not a field of this brief' },
      ]);
    return {
      state: { ...t.state, brief: { ...t.state.brief, ...body.answers }, failure: null },
      messages: [founderSays('CLARIFYING', answersText(body.answers))],
    };
  });
}

export function approveTechPack(
  deps: AgentThreadDeps,
  ctx: AgentActor,
  id: number,
  body: ApproveTechPackBody,
) {
  return act(deps, ctx, id, 'approve', body.baseSeq, async (t) => {
    const pack = await getTechPack(deps.db, ctx.storeId, t.state.techPackId!);
    if (body.version !== pack.currentVersion)
      throw conflict(
        `The tech pack is at version ${pack.currentVersion} now; review that version before you approve it`,
      );
    return {
      state: { ...t.state, approvedVersion: body.version },
      messages: [founderSays('REVIEW', `Approved version ${body.version} of the tech pack.`)],
    };
  });
}

export function shortlistSuppliers(deps: AgentThreadDeps, ctx: AgentActor, id: number, body: ShortlistBody) {
  return act(deps, ctx, id, 'shortlist', body.baseSeq, async (t) => {
    const matched = new Map(t.state.matches.map((m) => [m.supplierId, m]));
    const companyIds = [...new Set(body.companyIds)];
    const stranger = companyIds.findIndex((c) => !matched.has(c));
    if (stranger >= 0)
      throw invalid('Pick suppliers from the matches', [
        { path: `body.companyIds.${stranger}`, message: 'is not one of the matched suppliers' },
      ]);
    const expandedRecordIds = [...new Set(body.expandedRecordIds ?? [])];
    const names = companyIds.map((c) => matched.get(c)!.name);
    const more = expandedRecordIds.length ? ` and ${expandedRecordIds.length} from the expanded network` : '';
    return {
      state: { ...t.state, shortlist: { companyIds, expandedRecordIds }, drafts: null },
      messages: [
        founderSays('SHORTLIST', `Shortlisted ${names.join(', ') || 'no in-network supplier'}${more}.`),
      ],
    };
  });
}

export function updateDrafts(deps: AgentThreadDeps, ctx: AgentActor, id: number, body: UpdateDraftsBody) {
  return act(deps, ctx, id, 'editDrafts', body.baseSeq, async (t) => {
    const drafts = t.state.drafts!;
    const inNetwork = new Map(drafts.inNetwork.map((d) => [d.companyId, d]));
    const expanded = new Map(drafts.expanded.map((d) => [d.recordId, d]));
    body.drafts.inNetwork.forEach((d, i) => {
      const old = inNetwork.get(d.companyId);
      if (!old)
        throw invalid('Edit the drafts of the shortlisted suppliers', [
          { path: `body.drafts.inNetwork.${i}.companyId`, message: 'has no draft in this thread' },
        ]);
      inNetwork.set(d.companyId, { ...old, message: d.message });
    });
    body.drafts.expanded.forEach((d, i) => {
      if (!expanded.has(d.recordId))
        throw invalid('Edit the drafts of the shortlisted suppliers', [
          { path: `body.drafts.expanded.${i}.recordId`, message: 'has no draft in this thread' },
        ]);
      expanded.set(d.recordId, { recordId: d.recordId, message: d.message });
    });
    const n = body.drafts.inNetwork.length + body.drafts.expanded.length;
    return {
      state: { ...t.state, drafts: { inNetwork: [...inNetwork.values()], expanded: [...expanded.values()] } },
      messages: [founderSays('CONFIRM', `Edited ${n === 1 ? '1 message' : `${n} messages`}.`)],
    };
  });
}

export function confirmSend(deps: AgentThreadDeps, ctx: AgentActor, id: number, baseSeq?: number) {
  return act(deps, ctx, id, 'confirmSend', baseSeq, async (t) => ({
    state: t.state,
    messages: [founderSays('CONFIRM', 'Send the messages.')],
  }));
}

/** Re-runs only the failed step, from the state its last checkpoint holds. */
export function retryStep(deps: AgentThreadDeps, ctx: AgentActor, id: number, baseSeq?: number) {
  return act(deps, ctx, id, 'retry', baseSeq, async (t) => ({
    state: { ...t.state, failure: null },
    messages: [founderSays(t.step, 'Try again.')],
  }));
}

/** The tech pack a complete brief makes (a packaging one for the packaging agent). */
export function techPackFromBrief(agentType: TechPackAgentType, idea: string, b: AgentBrief): TechPackBody {
  const productName = b.productName ?? titleOf(idea).slice(0, 120);
  const destination = b.destinationCountry ? { countryCode: b.destinationCountry } : undefined;
  if (agentType === 'PACKAGING')
    return {
      kind: 'PACKAGING',
      productName,
      boxType: b.boxType,
      internalDimensionsIn: b.dimensions,
      printMethod: b.printing,
      quantity: b.quantity,
      targetUnitCostCents: b.targetUnitCostCents,
      destination,
    };
  return {
    kind: 'PRODUCT',
    productName,
    description: idea.slice(0, 5000),
    construction: b.materials ? `Materials: ${b.materials}` : undefined,
    quantities: b.quantity ? [{ quantity: b.quantity }] : undefined,
    targetUnitCostCents: b.targetUnitCostCents,
    destination,
    productionDate: b.productionDate,
  };
}

type WorkResult = {
  to: Position;
  state: AgentThreadState;
  messages: AgentMessageBody[];
  /** Writes the step makes in the checkpoint's transaction (the tech pack, the send). */
  inTx?: (
    tx: Tx,
    state: AgentThreadState,
  ) => Promise<{ state: AgentThreadState; messages: AgentMessageBody[] }>;
};

/** The work of a RUNNING step: model calls and reads happen here, writes in `inTx`. */
async function stepWork(deps: AgentThreadDeps, ctx: AgentActor, t: Loaded): Promise<WorkResult> {
  const s = t.state;
  switch (t.step) {
    case 'INTAKE':
    case 'CLARIFYING': {
      const out = await deps.aiText.generate(
        clarifyTask,
        { agentType: t.agentType, idea: s.idea, brief: s.brief },
        { seed: t.id },
      );
      const brief = { ...out.extracted, ...s.brief };
      const complete = missingBriefFields(t.agentType, brief).length === 0;
      const known = briefFacts(brief, BRIEF_FIELDS_BY_AGENT[t.agentType]);
      const messages = complete
        ? [agentSays(t.step, 'The brief is complete. I am drafting the tech pack from it.')]
        : [
            agentSays(
              'CLARIFYING',
              [
                known.length || brief.productName
                  ? `So far: ${[brief.productName, ...known.map((k) => k.value)].filter(Boolean).join(', ')}.`
                  : '',
                'A few questions before I draft the tech pack:',
                ...out.questions.map((q) => `- ${q.text}`),
              ]
                .filter(Boolean)
                .join('\n'),
            ),
          ];
      return {
        to: workNext(t.step, complete),
        state: { ...s, brief, questions: complete ? [] : out.questions },
        messages,
      };
    }
    case 'TECH_PACK_DRAFT':
      return {
        to: workNext(t.step, true),
        state: s,
        messages: [],
        inTx: async (tx, state) => {
          const pack = await createTechPack(tx, ctx, {
            agentType: t.agentType,
            body: techPackFromBrief(t.agentType, s.idea, s.brief),
          });
          return {
            state: { ...state, techPackId: pack.id },
            messages: [
              agentSays(
                'TECH_PACK_DRAFT',
                `I drafted the tech pack "${pack.productName}" (version ${pack.version}). Review and edit it, then approve the version you want factories to see.`,
              ),
            ],
          };
        },
      };
    case 'MATCHING': {
      const res = await matchFactories(
        deps.db,
        ctx.storeId,
        { techPackId: s.techPackId!, limit: AGENT_MATCH_LIMIT, includeExpandedNetwork: false },
        now(deps),
      );
      const best = res.results[0];
      return {
        to: workNext(t.step, true),
        state: { ...s, matches: res.results, shortlist: null },
        messages: [
          agentSays(
            'MATCHING',
            res.results.length === 0
              ? 'No supplier in the network makes this yet. Edit the tech pack (category and product name) and start again, or reach the expanded network.'
              : `I found ${res.results.length} matching ${res.results.length === 1 ? 'supplier' : 'suppliers'}; the best is ${best!.name} at ${best!.score}/100. Pick the ones to write to.`,
          ),
        ],
      };
    }
    case 'OUTREACH_DRAFTS': {
      const pack = await getTechPack(deps.db, ctx.storeId, s.techPackId!, s.approvedVersion ?? undefined);
      const matched = new Map(s.matches.map((m) => [m.supplierId, m]));
      const shortlist = s.shortlist!;
      const suppliers: DraftSupplier[] = [
        ...shortlist.companyIds.map((c) => ({
          key: `c${c}`,
          name: matched.get(c)?.name ?? null,
          countryCode: matched.get(c)?.countryCode ?? null,
        })),
        ...shortlist.expandedRecordIds.map((r) => ({ key: `r${r}`, name: null, countryCode: null })),
      ];
      const facts = briefFacts(s.brief, BRIEF_FIELDS_BY_AGENT[t.agentType]).map((f) => ({
        label: BRIEF_LABELS[f.field],
        value: f.value,
      }));
      const out = await deps.aiText.generate(
        draftOutreachTask,
        {
          agentType: t.agentType,
          techPack: {
            productName: pack.productName,
            version: pack.version,
            category: pack.body.kind === 'PRODUCT' ? (pack.body.category ?? null) : null,
            facts,
          },
          suppliers,
        },
        { seed: t.id },
      );
      const byKey = new Map(out.drafts.map((d) => [d.key, d.message]));
      return {
        to: workNext(t.step, true),
        state: {
          ...s,
          drafts: {
            inNetwork: shortlist.companyIds.map((c) => ({
              companyId: c,
              name: matched.get(c)?.name ?? `Supplier ${c}`,
              message: byKey.get(`c${c}`)!,
            })),
            expanded: shortlist.expandedRecordIds.map((r) => ({ recordId: r, message: byKey.get(`r${r}`)! })),
          },
        },
        messages: [
          agentSays(
            'OUTREACH_DRAFTS',
            `I drafted ${suppliers.length === 1 ? 'a message' : `${suppliers.length} messages`} from version ${pack.version} of the tech pack. Edit them if you like, then confirm to send.`,
          ),
        ],
      };
    }
    case 'SENT':
      return {
        to: workNext(t.step, true),
        state: s,
        messages: [],
        inTx: async (tx, state) => {
          const drafts = state.drafts!;
          const result = await deps.sendOutreach(tx, ctx, {
            threadId: t.id,
            techPackId: state.techPackId!,
            inNetwork: drafts.inNetwork.map((d) => ({ companyId: d.companyId, message: d.message })),
            expanded: drafts.expanded,
          });
          const failed = result.failed.length
            ? ` ${result.failed.length} could not be sent: ${result.failed.map((f) => `${f.id} (${f.reason})`).join('; ')}.`
            : '';
          return {
            state: { ...state, sendResult: result },
            messages: [
              agentSays(
                'SENT',
                `Sent ${result.sent === 1 ? '1 message' : `${result.sent} messages`}.${failed} Replies arrive in your inbox under AI sourcing agent.`,
              ),
            ],
          };
        },
      };
    default:
      throw new Error(`${t.step} has no work`);
  }
}

/**
 * Runs the work of the thread's RUNNING steps until it waits for the founder, is done, or a step fails (then
 * the checkpoint is that step, FAILED, with the reason; the earlier checkpoints stay as they were).
 */
export async function runWork(deps: AgentThreadDeps, ctx: AgentActor, id: number) {
  for (let guard = 0; guard < 10; guard++) {
    const t = await loadThread(deps.db, ctx.storeId, id);
    if (t.status !== 'RUNNING') return;
    try {
      const work = await stepWork(deps, ctx, t);
      await deps.db.transaction(async (tx) => {
        let { state, messages } = work;
        if (work.inTx) {
          const extra = await work.inTx(tx, state);
          state = extra.state;
          messages = [...messages, ...extra.messages];
        }
        await writeCheckpoint(tx, t, work.to, state, messages, now(deps));
      });
    } catch (err) {
      // Another request moved the thread on: its outcome stands.
      if (err instanceof AppError && err.code === 'CONFLICT') throw err;
      const reason = reasonOf(err);
      await deps.db.transaction((tx) =>
        writeCheckpoint(
          tx,
          t,
          { step: t.step, status: 'FAILED' },
          { ...t.state, failure: { step: t.step, reason } },
          [agentSays(t.step, `That step failed: ${reason}`)],
          now(deps),
        ),
      );
      return;
    }
  }
}

const toSummary = (t: {
  id: number;
  agentType: TechPackAgentType;
  title: string;
  step: AgentStep;
  status: AgentStatus;
  seq: number;
  createdAt: Date;
  updatedAt: Date;
}): AgentThreadSummary => ({
  id: t.id,
  agentType: t.agentType,
  title: t.title,
  step: t.step,
  status: t.status,
  seq: t.seq,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

async function checkpointsUpTo(db: Db, threadId: number, seq?: number) {
  return db
    .select()
    .from(agentCheckpoints)
    .where(
      and(
        eq(agentCheckpoints.threadId, threadId),
        seq === undefined ? undefined : lte(agentCheckpoints.seq, seq),
      ),
    )
    .orderBy(asc(agentCheckpoints.seq));
}

type CheckpointRow = Awaited<ReturnType<typeof checkpointsUpTo>>[number];
const toCheckpoint = (c: CheckpointRow): AgentCheckpoint => ({
  id: c.id,
  seq: c.seq,
  step: c.step,
  status: c.status,
  createdAt: c.createdAt.toISOString(),
});
const messagesOf = (rows: CheckpointRow[]): AgentMessage[] =>
  rows.flatMap((c) =>
    c.messages.map((m) => ({ ...m, checkpointId: c.id, seq: c.seq, createdAt: c.createdAt.toISOString() })),
  );

/** The thread as it stands: its current state, every message, and its checkpoints. */
export async function getThread(db: Db, storeId: number, id: number): Promise<AgentThread> {
  const t = await loadThread(db, storeId, id);
  const rows = await checkpointsUpTo(db, id, t.seq);
  return {
    ...toSummary(t),
    checkpointId: t.checkpointId,
    state: t.state,
    messages: messagesOf(rows),
    checkpoints: rows.map(toCheckpoint),
  };
}

/** The thread as it stood at a checkpoint (the latest by default): 404 for an unknown one or another store's thread. */
export async function threadHistory(
  db: Db,
  storeId: number,
  threadId: number,
  checkpointId?: number,
): Promise<AgentHistory> {
  const t = await loadThread(db, storeId, threadId);
  const wanted = checkpointId ?? t.checkpointId;
  const [cp] = await db
    .select({ seq: agentCheckpoints.seq })
    .from(agentCheckpoints)
    .where(and(eq(agentCheckpoints.id, wanted), eq(agentCheckpoints.threadId, threadId)));
  if (!cp) throw notFound('Checkpoint');
  const rows = await checkpointsUpTo(db, threadId, cp.seq);
  const at = rows[rows.length - 1]!;
  return {
    threadId,
    agentType: t.agentType,
    checkpoint: toCheckpoint(at),
    state: at.state,
    messages: messagesOf(rows),
  };
}

const listWhere = (storeId: number, q: { agentType?: TechPackAgentType; techPackId?: number }) =>
  and(
    eq(agentThreads.storeId, storeId),
    q.agentType ? eq(agentThreads.agentType, q.agentType) : undefined,
    q.techPackId ? eq(agentThreads.techPackId, q.techPackId) : undefined,
  );

/** The store's threads, last moved first (or first moved first with sort=updatedAt). */
export async function listThreads(
  db: Db,
  storeId: number,
  q: { page: number; size: number; sort?: string; agentType?: TechPackAgentType; techPackId?: number },
): Promise<AgentThreadSummary[]> {
  const oldestFirst = q.sort === 'updatedAt';
  const rows = await db
    .select({
      id: agentThreads.id,
      agentType: agentThreads.agentType,
      title: agentThreads.title,
      step: agentThreads.step,
      status: agentThreads.status,
      seq: agentThreads.currentSeq,
      createdAt: agentThreads.createdAt,
      updatedAt: agentThreads.updatedAt,
    })
    .from(agentThreads)
    .where(listWhere(storeId, q))
    .orderBy(
      oldestFirst ? agentThreads.updatedAt : desc(agentThreads.updatedAt),
      oldestFirst ? agentThreads.id : desc(agentThreads.id),
    )
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toSummary);
}

export async function countThreads(
  db: Db,
  storeId: number,
  q: { agentType?: TechPackAgentType; techPackId?: number },
) {
  const [row] = await db.select({ count: count() }).from(agentThreads).where(listWhere(storeId, q));
  return { count: row?.count ?? 0 };
}

/**
 * A full agent run, intake to messages sent, for the bench and tests: the idea, the answers the agent asks
 * for (from `answers`), approval of the drafted tech pack, the first `pick` matches shortlisted, the drafts
 * as written, and the send.
 */
export async function runAgentEndToEnd(
  deps: AgentThreadDeps,
  ctx: AgentActor,
  input: { agentType: TechPackAgentType; idea: string; answers: AgentBrief; pick?: number },
): Promise<AgentThread> {
  let t = await createThread(deps, ctx, { agentType: input.agentType, idea: input.idea });
  for (let i = 0; i < 5 && t.step === 'CLARIFYING' && t.status === 'WAITING'; i++) {
    const asked = Object.fromEntries(
      t.state.questions.flatMap((q) =>
        input.answers[q.field] === undefined ? [] : [[q.field, input.answers[q.field]]],
      ),
    ) as AgentBrief;
    if (Object.keys(asked).length === 0)
      throw new Error(`No answer for ${t.state.questions.map((q) => q.field)}`);
    t = await answerQuestions(deps, ctx, t.id, { answers: asked, baseSeq: t.seq });
  }
  if (t.step !== 'REVIEW') throw new Error(`The agent stopped at ${t.step} (${t.status})`);
  const pack = await getTechPack(deps.db, ctx.storeId, t.state.techPackId!);
  t = await approveTechPack(deps, ctx, t.id, { version: pack.currentVersion, baseSeq: t.seq });
  const picked = t.state.matches.slice(0, input.pick ?? 3).map((m) => m.supplierId);
  if (picked.length === 0) throw new Error('No supplier matched');
  t = await shortlistSuppliers(deps, ctx, t.id, { companyIds: picked, baseSeq: t.seq });
  return confirmSend(deps, ctx, t.id, t.seq);
}
