import { describe, expect, it } from 'vitest';
import { makeCredits, makeGeneration } from '../test-data';
import {
  creditsLabel,
  type DesignModalAction,
  type DesignModalState,
  designModalReducer,
  initialDesignModalState,
  savedCountLabel,
  validatePrompt,
} from './design-modal-state';

const run = (...actions: DesignModalAction[]): DesignModalState =>
  actions.reduce(designModalReducer, initialDesignModalState);

const generation = () => {
  const answer = makeGeneration();
  return {
    type: 'generate-succeeded' as const,
    generation: {
      generationId: answer.generationId,
      prompt: 'amber candle',
      sketchKeys: ['jar' as const],
      images: answer.images,
    },
    credits: answer.credits,
  };
};

describe('design modal state', () => {
  it('starts at PROMPT with nothing generated (spec §4)', () => {
    expect(initialDesignModalState).toMatchObject({
      step: 'PROMPT',
      generated: null,
      selectedIndex: null,
      sketchKeys: [],
      trialRemaining: null,
      subscribed: false,
      totalCount: null,
    });
  });

  it('keeps the sketch keys unique, in the order they were picked, and toggles them off', () => {
    const state = run(
      { type: 'toggle-sketch-key', key: 'jar' },
      { type: 'toggle-sketch-key', key: 'candle' },
      { type: 'toggle-sketch-key', key: 'box' },
      { type: 'toggle-sketch-key', key: 'candle' },
      { type: 'toggle-sketch-key', key: 'candle' },
    );
    expect(state.sketchKeys).toEqual(['jar', 'box', 'candle']);
    expect(
      run({ type: 'toggle-sketch-key', key: 'jar' }, { type: 'toggle-sketch-key', key: 'jar' }).sketchKeys,
    ).toEqual([]);
  });

  it('takes the trial remaining and subscribed flag from the credits, and the total count', () => {
    const trial = run(
      { type: 'credits-loaded', credits: makeCredits({ trialRemaining: 12 }) },
      { type: 'total-count-loaded', count: 5 },
    );
    expect(trial).toMatchObject({ trialRemaining: 12, subscribed: false, totalCount: 5 });
    const paid = run({
      type: 'credits-loaded',
      credits: makeCredits({ subscribed: true, trialRemaining: null }),
    });
    expect(paid).toMatchObject({ trialRemaining: null, subscribed: true });
  });

  it('goes PROMPT → GENERATING → RESULTS, selects the first image and updates the credits', () => {
    const generating = run({ type: 'generate-started' });
    expect(generating.step).toBe('GENERATING');
    const results = designModalReducer(generating, generation());
    expect(results.step).toBe('RESULTS');
    expect(results.generated?.images).toHaveLength(4);
    expect(results.selectedIndex).toBe(0);
    expect(results.trialRemaining).toBe(8);
    expect(designModalReducer(results, { type: 'select-image', index: 2 }).selectedIndex).toBe(2);
    // An index that is not one of the images changes nothing.
    expect(designModalReducer(results, { type: 'select-image', index: 9 })).toBe(results);
  });

  it('goes back to PROMPT with the error on a failure, keeping earlier results reachable', () => {
    const results = run(generation());
    const failed = designModalReducer(designModalReducer(results, { type: 'generate-started' }), {
      type: 'generate-failed',
      error: { message: 'You have used your 20 free designs', refused: true },
    });
    expect(failed.step).toBe('PROMPT');
    expect(failed.error).toEqual({ message: 'You have used your 20 free designs', refused: true });
    expect(failed.generated).toBe(results.generated);
    const back = designModalReducer(failed, { type: 'show-results' });
    expect(back).toMatchObject({ step: 'RESULTS', error: null });
    // Nothing to show yet: stays on the prompt.
    expect(run({ type: 'show-results' }).step).toBe('PROMPT');
  });

  it('returns from a cancelled generation to where the founder was', () => {
    expect(run({ type: 'generate-started' }, { type: 'generate-cancelled' }).step).toBe('PROMPT');
    expect(run(generation(), { type: 'generate-started' }, { type: 'generate-cancelled' }).step).toBe(
      'RESULTS',
    );
  });

  it('counts each saved image once, and starts a new generation with none saved', () => {
    const saved = run(
      { type: 'total-count-loaded', count: 2 },
      generation(),
      { type: 'saved', index: 1 },
      { type: 'saved', index: 1 },
    );
    expect(saved.savedIndexes).toEqual([1]);
    expect(saved.totalCount).toBe(3);
    expect(designModalReducer(saved, generation()).savedIndexes).toEqual([]);
  });

  it('resets to PROMPT on close but keeps what it knows about the credits', () => {
    const state = run(
      { type: 'credits-loaded', credits: makeCredits({ trialRemaining: 4 }) },
      { type: 'total-count-loaded', count: 9 },
      { type: 'toggle-sketch-key', key: 'mug' },
      generation(),
      { type: 'reset' },
    );
    expect(state).toMatchObject({
      step: 'PROMPT',
      generated: null,
      sketchKeys: [],
      trialRemaining: 8,
      totalCount: 9,
    });
  });
});

describe('prompt validation', () => {
  it("answers the contract's messages", () => {
    expect(validatePrompt('')).toBe('Describe the design in a few words');
    expect(validatePrompt('  a ')).toBe('Describe the design in a few words');
    expect(validatePrompt('x'.repeat(1001))).toBe('Keep the description under 1,000 characters');
    expect(validatePrompt('amber candle jar')).toBeNull();
  });
});

describe('credits line', () => {
  it('says what is left, or that the plan has no limit', () => {
    expect(creditsLabel({ subscribed: false, trialRemaining: 12 })).toBe('12 free designs left');
    expect(creditsLabel({ subscribed: false, trialRemaining: 1 })).toBe('1 free design left');
    expect(creditsLabel({ subscribed: false, trialRemaining: 0 })).toBe('No free designs left');
    expect(creditsLabel({ subscribed: true, trialRemaining: null })).toBe('Unlimited with your plan');
    expect(creditsLabel({ subscribed: false, trialRemaining: null })).toBeNull();
    expect(savedCountLabel(1)).toBe('1 design saved');
    expect(savedCountLabel(1200)).toBe('1,200 designs saved');
  });
});
