import { processorPost } from './processor';

/** POST /payments/challenges/{id} { outcome }: the payer's answer to the bank's 3-D Secure check. */
export const completeChallenge = (challengeId: string, outcome: 'complete' | 'fail') =>
  processorPost<unknown>(`/payments/challenges/${encodeURIComponent(challengeId)}`, { outcome });
