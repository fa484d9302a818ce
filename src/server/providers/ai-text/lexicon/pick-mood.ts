import { MOODS, type Mood } from './data/moods';

/** The mood a description calls (most cue words), or one chosen by the seed when none is called. */
export function pickMood(words: readonly string[], seed: number): Mood {
  const set = new Set(words);
  let best: Mood | null = null;
  let bestScore = 0;
  for (const mood of MOODS) {
    let score = 0;
    for (const cue of mood.cues) if (set.has(cue)) score += 1;
    // Earlier words weigh a little more: "lavender candle for busy parents" is calm before it is cozy.
    words.forEach((w, i) => {
      if (mood.cues.includes(w)) score += 0.5 / (i + 1);
    });
    if (score > bestScore) {
      best = mood;
      bestScore = score;
    }
  }
  return best ?? (MOODS[seed % MOODS.length] as Mood);
}
