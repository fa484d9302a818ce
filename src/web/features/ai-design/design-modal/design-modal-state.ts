import {
  type DesignCredits,
  type DesignStep,
  type GeneratedImage,
  GptImagesBody,
  type SketchKey,
} from '../../../../shared/contract/ai-design';

// The design modal's state (spec §3 "Design modal state", §4 "The step starts at PROMPT"): the step, the
// generated data, the unique list of sketch keys, the trial's remaining quantity, the subscribed flag and the
// total count of saved designs. One pure reducer, so every transition is unit-tested.

export type DesignGeneration = {
  generationId: number;
  prompt: string;
  sketchKeys: SketchKey[];
  images: GeneratedImage[];
};

/** A failed generation: the server's message; `refused` when it is the trial's refusal (422 REFUSED). */
export type DesignError = { message: string; refused: boolean };

export type DesignModalState = {
  step: DesignStep;
  generated: DesignGeneration | null;
  /** Index into `generated.images` of the image the founder picked. */
  selectedIndex: number | null;
  /** Images of this generation already saved to the gallery. */
  savedIndexes: number[];
  sketchKeys: SketchKey[];
  trialRemaining: number | null;
  subscribed: boolean;
  /** Designs saved to the gallery; null until it is known. */
  totalCount: number | null;
  error: DesignError | null;
};

export type DesignModalAction =
  | { type: 'toggle-sketch-key'; key: SketchKey }
  | { type: 'credits-loaded'; credits: DesignCredits }
  | { type: 'total-count-loaded'; count: number }
  | { type: 'generate-started' }
  | {
      type: 'generate-succeeded';
      generation: DesignGeneration;
      credits: DesignCredits;
    }
  | { type: 'generate-failed'; error: DesignError }
  | { type: 'generate-cancelled' }
  | { type: 'select-image'; index: number }
  | { type: 'saved'; index: number }
  | { type: 'edit-prompt' }
  | { type: 'show-results' }
  | { type: 'reset' };

export const initialDesignModalState: DesignModalState = {
  step: 'PROMPT',
  generated: null,
  selectedIndex: null,
  savedIndexes: [],
  sketchKeys: [],
  trialRemaining: null,
  subscribed: false,
  totalCount: null,
  error: null,
};

const withCredits = (state: DesignModalState, credits: DesignCredits): DesignModalState => ({
  ...state,
  subscribed: credits.subscribed,
  trialRemaining: credits.subscribed ? null : credits.trialRemaining,
});

export function designModalReducer(state: DesignModalState, action: DesignModalAction): DesignModalState {
  switch (action.type) {
    case 'toggle-sketch-key':
      return {
        ...state,
        sketchKeys: state.sketchKeys.includes(action.key)
          ? state.sketchKeys.filter((k) => k !== action.key)
          : [...state.sketchKeys, action.key],
      };
    case 'credits-loaded':
      return withCredits(state, action.credits);
    case 'total-count-loaded':
      return { ...state, totalCount: action.count };
    case 'generate-started':
      return { ...state, step: 'GENERATING', error: null };
    case 'generate-succeeded':
      return withCredits(
        {
          ...state,
          step: 'RESULTS',
          generated: { ...action.generation, sketchKeys: unique(action.generation.sketchKeys) },
          selectedIndex: action.generation.images.length > 0 ? 0 : null,
          savedIndexes: [],
          error: null,
        },
        action.credits,
      );
    case 'generate-failed':
      // Back where the founder can fix the prompt or choose a plan; earlier results stay reachable.
      return { ...state, step: 'PROMPT', error: action.error };
    case 'generate-cancelled':
      return { ...state, step: state.generated ? 'RESULTS' : 'PROMPT' };
    case 'select-image':
      if (!state.generated || action.index < 0 || action.index >= state.generated.images.length) return state;
      return { ...state, selectedIndex: action.index };
    case 'saved':
      if (state.savedIndexes.includes(action.index)) return state;
      return {
        ...state,
        savedIndexes: [...state.savedIndexes, action.index],
        totalCount: (state.totalCount ?? 0) + 1,
      };
    case 'edit-prompt':
      return { ...state, step: 'PROMPT', error: null };
    case 'show-results':
      return state.generated ? { ...state, step: 'RESULTS', error: null } : state;
    case 'reset':
      return {
        ...initialDesignModalState,
        trialRemaining: state.trialRemaining,
        subscribed: state.subscribed,
        totalCount: state.totalCount,
      };
  }
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The contract's message for a prompt that cannot be sent, or null when it can. */
export function validatePrompt(prompt: string): string | null {
  const result = GptImagesBody.shape.prompt.safeParse(prompt);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Describe the design');
}

/** The credits line of the PROMPT step. */
export function creditsLabel(state: Pick<DesignModalState, 'subscribed' | 'trialRemaining'>): string | null {
  if (state.subscribed) return 'Unlimited with your plan';
  if (state.trialRemaining === null) return null;
  if (state.trialRemaining === 0) return 'No free designs left';
  return `${state.trialRemaining} free design${state.trialRemaining === 1 ? '' : 's'} left`;
}

export function savedCountLabel(count: number | null): string | null {
  if (count === null) return null;
  return `${count.toLocaleString('en-US')} design${count === 1 ? '' : 's'} saved`;
}
