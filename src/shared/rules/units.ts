// Spec §9: weights are stored in grams; labels and carriers speak pounds.
import { roundHalfAway } from './rounding';

export const GRAMS_PER_POUND = 453.59237;

export function gramsToPounds(grams: number, decimals = 2): number {
  return roundHalfAway(grams / GRAMS_PER_POUND, decimals);
}

export function poundsToGrams(pounds: number, decimals = 2): number {
  return roundHalfAway(pounds * GRAMS_PER_POUND, decimals);
}
