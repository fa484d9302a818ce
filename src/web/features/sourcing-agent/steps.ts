import type { AgentStatus, AgentStep } from '../../../shared/contract/agent-threads';
import { AGENT_STEPS } from '../../../shared/contract/agent-threads';
import type { TechPackAgentType } from '../../../shared/contract/tech-packs';

/** The step tracker's words, in order. */
export const STEP_LABELS: Record<AgentStep, string> = {
  INTAKE: 'Idea',
  CLARIFYING: 'Questions',
  TECH_PACK_DRAFT: 'Tech pack draft',
  REVIEW: 'Your review',
  MATCHING: 'Matching',
  SHORTLIST: 'Shortlist',
  OUTREACH_DRAFTS: 'Messages drafted',
  CONFIRM: 'Confirm',
  SENT: 'Sent',
};

export const TRACKED_STEPS = AGENT_STEPS;

export const STATUS_LABELS: Record<AgentStatus, string> = {
  RUNNING: 'Working',
  WAITING: 'Your turn',
  FAILED: 'Failed',
  DONE: 'Done',
};

export const AGENT_TABS: { value: TechPackAgentType; label: string }[] = [
  { value: 'DESIGN_SOURCE', label: 'Design & source' },
  { value: 'PACKAGING', label: 'Packaging' },
  { value: 'TARIFF_RATE', label: 'Tariff' },
];

export const AGENT_TYPE_LABELS: Record<TechPackAgentType, string> = {
  DESIGN_SOURCE: 'Design & source',
  PACKAGING: 'Packaging',
  TARIFF_RATE: 'Tariff',
};
