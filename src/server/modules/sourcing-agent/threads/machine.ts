import type { AgentStatus, AgentStep } from '../../../../shared/contract/agent-threads';
import { conflict } from '../../../http/errors';

// The agent's transition table (decision 049). A founder's action is allowed only at one step and status;
// it moves the thread to a step whose work then runs (RUNNING) or waits for the founder (WAITING). The work
// of a RUNNING step ends in the next step (WORK_NEXT) or in FAILED at the same step; retry re-runs it.

export type AgentAction = 'answer' | 'approve' | 'shortlist' | 'editDrafts' | 'confirmSend' | 'retry';

export type Position = { step: AgentStep; status: AgentStatus };

type Rule = { from: AgentStep[] | 'ANY'; status: AgentStatus; to: (from: AgentStep) => Position };

export const ACTIONS: Record<AgentAction, Rule> = {
  answer: { from: ['CLARIFYING'], status: 'WAITING', to: () => ({ step: 'CLARIFYING', status: 'RUNNING' }) },
  approve: { from: ['REVIEW'], status: 'WAITING', to: () => ({ step: 'MATCHING', status: 'RUNNING' }) },
  shortlist: {
    from: ['SHORTLIST'],
    status: 'WAITING',
    to: () => ({ step: 'OUTREACH_DRAFTS', status: 'RUNNING' }),
  },
  editDrafts: { from: ['CONFIRM'], status: 'WAITING', to: () => ({ step: 'CONFIRM', status: 'WAITING' }) },
  confirmSend: { from: ['CONFIRM'], status: 'WAITING', to: () => ({ step: 'SENT', status: 'RUNNING' }) },
  retry: { from: 'ANY', status: 'FAILED', to: (step) => ({ step, status: 'RUNNING' }) },
};

/**
 * Where a step's work leads when it succeeds. INTAKE and CLARIFYING lead to CLARIFYING (WAITING) while
 * questions remain, else to TECH_PACK_DRAFT: `briefComplete` picks.
 */
export function workNext(step: AgentStep, briefComplete: boolean): Position {
  switch (step) {
    case 'INTAKE':
    case 'CLARIFYING':
      return briefComplete
        ? { step: 'TECH_PACK_DRAFT', status: 'RUNNING' }
        : { step: 'CLARIFYING', status: 'WAITING' };
    case 'TECH_PACK_DRAFT':
      return { step: 'REVIEW', status: 'WAITING' };
    case 'MATCHING':
      return { step: 'SHORTLIST', status: 'WAITING' };
    case 'OUTREACH_DRAFTS':
      return { step: 'CONFIRM', status: 'WAITING' };
    case 'SENT':
      return { step: 'SENT', status: 'DONE' };
    default:
      throw new Error(`${step} has no work`);
  }
}

/** Steps whose work runs on its own (the others wait for the founder). */
export const WORK_STEPS: readonly AgentStep[] = [
  'INTAKE',
  'CLARIFYING',
  'TECH_PACK_DRAFT',
  'MATCHING',
  'OUTREACH_DRAFTS',
  'SENT',
];

const STEP_WORDS: Record<AgentStep, string> = {
  INTAKE: 'reading your idea',
  CLARIFYING: 'clarifying the brief',
  TECH_PACK_DRAFT: 'drafting the tech pack',
  REVIEW: 'waiting for your tech pack review',
  MATCHING: 'matching factories',
  SHORTLIST: 'waiting for your shortlist',
  OUTREACH_DRAFTS: 'drafting the messages',
  CONFIRM: 'waiting for you to confirm the messages',
  SENT: 'sending the messages',
};

/** The position an action leads to from `at`, or 409 saying where the thread is. */
export function transition(action: AgentAction, at: Position): Position {
  const rule = ACTIONS[action];
  const stepOk = rule.from === 'ANY' || rule.from.includes(at.step);
  if (!stepOk || at.status !== rule.status) {
    const where =
      at.status === 'FAILED'
        ? `the step "${STEP_WORDS[at.step]}" failed; try it again`
        : at.status === 'DONE'
          ? 'the messages were sent'
          : at.status === 'RUNNING'
            ? `the agent is ${STEP_WORDS[at.step]}`
            : `it is ${STEP_WORDS[at.step]}`;
    throw conflict(`This thread cannot do that now: ${where}`);
  }
  return rule.to(at.step);
}
