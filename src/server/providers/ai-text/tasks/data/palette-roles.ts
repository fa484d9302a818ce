import type { Mood } from '../../lexicon/data/moods';

/** What each of a brand palette's four colours is for, in order: primary, secondary, accent, neutral. */
export const PALETTE_ROLES = [
  (m: Mood) =>
    `Primary: the ${m.adjectives[0]} signature colour for the logo, packaging and the product itself.`,
  () => 'Secondary: supporting surfaces, backgrounds and photography props.',
  () => 'Accent: labels, calls to action and small details that should catch the eye.',
  () => 'Neutral: the quiet base for pages, inserts and text.',
];
