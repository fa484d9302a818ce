/** Second document §2 / first document §2: the subscription management steps. */
export const MANAGE_PLAN_STEPS = [
  'overview',
  'manage',
  'verify-pause',
  'verify-cancel',
  'plan-resumed',
  'confirmed',
] as const;
export type ManagePlanStep = (typeof MANAGE_PLAN_STEPS)[number];
