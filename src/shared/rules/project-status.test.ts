import { describe, expect, it } from 'vitest';
import {
  canTransitionProject,
  canTransitionQuote,
  isProjectEditable,
  isProjectOpenForQuotes,
  PROJECT_STATUSES,
  projectTransitionError,
} from './project-status';

describe('project transitions', () => {
  it.each([
    ['DRAFT', 'SENT', true],
    ['DRAFT', 'CLOSED', true],
    ['DRAFT', 'AWARDED', false],
    ['SENT', 'CLOSED', true],
    ['SENT', 'AWARDED', true],
    ['SENT', 'DRAFT', false],
    ['CLOSED', 'SENT', false],
    ['AWARDED', 'CLOSED', false],
  ] as const)('%s → %s is %s', (from, to, ok) => {
    expect(canTransitionProject(from, to)).toBe(ok);
    expect(projectTransitionError(from, to) === null).toBe(ok);
  });

  it('final states go nowhere', () => {
    for (const to of PROJECT_STATUSES) {
      expect(canTransitionProject('CLOSED', to)).toBe(false);
      expect(canTransitionProject('AWARDED', to)).toBe(false);
    }
  });

  it('explains a refusal', () => {
    expect(projectTransitionError('SENT', 'SENT')).toBe('The project is already sent');
    expect(projectTransitionError('AWARDED', 'CLOSED')).toBe('A awarded project cannot be closed');
    expect(projectTransitionError('DRAFT', 'AWARDED')).toBe('A draft project cannot be awarded');
  });

  it('only drafts are editable and only sent projects take quotes', () => {
    expect(PROJECT_STATUSES.filter(isProjectEditable)).toEqual(['DRAFT']);
    expect(PROJECT_STATUSES.filter(isProjectOpenForQuotes)).toEqual(['SENT']);
  });
});

describe('quote transitions', () => {
  it('a submitted quote can be revised, awarded, declined or withdrawn; an awarded one is final', () => {
    expect(canTransitionQuote('SUBMITTED', 'SUBMITTED')).toBe(true);
    expect(canTransitionQuote('SUBMITTED', 'AWARDED')).toBe(true);
    expect(canTransitionQuote('DECLINED', 'AWARDED')).toBe(false);
    expect(canTransitionQuote('WITHDRAWN', 'SUBMITTED')).toBe(true);
    expect(canTransitionQuote('AWARDED', 'SUBMITTED')).toBe(false);
    expect(canTransitionQuote('AWARDED', 'WITHDRAWN')).toBe(false);
  });
});
