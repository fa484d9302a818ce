import type { PlanType } from '../../../shared/contract/stores';

/** Plan names of the second document (§1): Free, Beginner, Scaling, Professional. */
export const PLAN_NAMES: Record<PlanType, string> = {
  TIER_1: 'Free',
  TIER_2: 'Beginner',
  TIER_2_5: 'Scaling',
  TIER_3: 'Professional',
};

export const ACCOUNT_TYPE_LABELS = {
  CREATOR: 'Creator',
  SMB: 'Small business',
  UNDECIDED: 'Not sure yet',
} as const;
