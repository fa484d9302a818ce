import { describe, expect, it } from 'vitest';
import { AGENT_STATUSES, AGENT_STEPS } from '../../../../shared/contract/agent-threads';
import { AppError } from '../../../http/errors';
import { ACTIONS, type AgentAction, transition, WORK_STEPS, workNext } from './machine';

// Every (action, step, status): the allowed ones, with where they lead; every other one refused with 409.
const ALLOWED: Record<string, string> = {
  'answer CLARIFYING WAITING': 'CLARIFYING RUNNING',
  'approve REVIEW WAITING': 'MATCHING RUNNING',
  'shortlist SHORTLIST WAITING': 'OUTREACH_DRAFTS RUNNING',
  'editDrafts CONFIRM WAITING': 'CONFIRM WAITING',
  'confirmSend CONFIRM WAITING': 'SENT RUNNING',
  ...Object.fromEntries(AGENT_STEPS.map((s) => [`retry ${s} FAILED`, `${s} RUNNING`])),
};

describe('agent transition table', () => {
  const actions = Object.keys(ACTIONS) as AgentAction[];
  for (const action of actions)
    for (const step of AGENT_STEPS)
      for (const status of AGENT_STATUSES) {
        const key = `${action} ${step} ${status}`;
        const expected = ALLOWED[key];
        it(`${key} → ${expected ?? '409'}`, () => {
          if (expected) {
            const to = transition(action, { step, status });
            expect(`${to.step} ${to.status}`).toBe(expected);
          } else {
            let err: unknown;
            try {
              transition(action, { step, status });
            } catch (e) {
              err = e;
            }
            expect(err).toBeInstanceOf(AppError);
            expect((err as AppError).code).toBe('CONFLICT');
            expect((err as AppError).message).toMatch(/^This thread cannot do that now: /);
          }
        });
      }

  it('says where the thread is when it refuses', () => {
    expect(() => transition('approve', { step: 'SENT', status: 'DONE' })).toThrow(/the messages were sent/);
    expect(() => transition('answer', { step: 'MATCHING', status: 'FAILED' })).toThrow(
      /"matching factories" failed; try it again/,
    );
    expect(() => transition('shortlist', { step: 'REVIEW', status: 'WAITING' })).toThrow(
      /waiting for your tech pack review/,
    );
  });

  it('leads each step that has work to the next step', () => {
    expect(workNext('INTAKE', false)).toEqual({ step: 'CLARIFYING', status: 'WAITING' });
    expect(workNext('INTAKE', true)).toEqual({ step: 'TECH_PACK_DRAFT', status: 'RUNNING' });
    expect(workNext('CLARIFYING', false)).toEqual({ step: 'CLARIFYING', status: 'WAITING' });
    expect(workNext('CLARIFYING', true)).toEqual({ step: 'TECH_PACK_DRAFT', status: 'RUNNING' });
    expect(workNext('TECH_PACK_DRAFT', true)).toEqual({ step: 'REVIEW', status: 'WAITING' });
    expect(workNext('MATCHING', true)).toEqual({ step: 'SHORTLIST', status: 'WAITING' });
    expect(workNext('OUTREACH_DRAFTS', true)).toEqual({ step: 'CONFIRM', status: 'WAITING' });
    expect(workNext('SENT', true)).toEqual({ step: 'SENT', status: 'DONE' });
    for (const step of AGENT_STEPS.filter((s) => !WORK_STEPS.includes(s)))
      expect(() => workNext(step, true)).toThrow(/has no work/);
  });
});
