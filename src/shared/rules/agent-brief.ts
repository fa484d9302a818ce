import type { AgentBrief, AgentQuestion, BriefField } from '../contract/agent-threads';
import type { TechPackAgentType } from '../contract/tech-packs';

// What the AI sourcing agent needs to know before it drafts a tech pack (issue 24; decision 049). The agent
// asks for the missing fields, in this order, until the brief is complete; the embedded provider asks them in
// these words, a model may phrase them its own way but asks for the same fields.

/** The fields a complete brief has, by agent type. */
export const BRIEF_FIELDS_BY_AGENT: Record<TechPackAgentType, readonly BriefField[]> = {
  DESIGN_SOURCE: [
    'productName',
    'quantity',
    'targetUnitCostCents',
    'destinationCountry',
    'productionDate',
    'materials',
  ],
  TARIFF_RATE: [
    'productName',
    'quantity',
    'targetUnitCostCents',
    'destinationCountry',
    'productionDate',
    'materials',
  ],
  PACKAGING: [
    'productName',
    'quantity',
    'targetUnitCostCents',
    'destinationCountry',
    'productionDate',
    'boxType',
    'dimensions',
    'printing',
  ],
};

/** The documented question for each field. */
export const BRIEF_QUESTIONS: Record<BriefField, string> = {
  productName: 'What is the product called (a short name the factories will see)?',
  quantity: 'How many units do you want in the first production run?',
  targetUnitCostCents: 'What unit cost are you aiming for (per unit, in US dollars)?',
  destinationCountry: 'Which country should the goods be delivered to?',
  productionDate: 'By when do you need production finished?',
  materials: 'Which materials or fabrics should it be made of?',
  boxType: 'Which kind of box: a mailer, a regular slotted carton (RSC), a folding carton or a rigid box?',
  dimensions: 'What inside dimensions should the box have (length × width × height, in inches)?',
  printing: 'How should it be printed (method and number of colours)?',
};

/** Short labels of the fields (the page's form and the founder's answer message). */
export const BRIEF_LABELS: Record<BriefField, string> = {
  productName: 'Product',
  quantity: 'Quantity',
  targetUnitCostCents: 'Target unit cost',
  destinationCountry: 'Destination country',
  productionDate: 'Production finished by',
  materials: 'Materials',
  boxType: 'Box type',
  dimensions: 'Inside dimensions',
  printing: 'Printing',
};

/** The fields the brief still lacks, in asking order. */
export function missingBriefFields(agentType: TechPackAgentType, brief: AgentBrief): BriefField[] {
  return BRIEF_FIELDS_BY_AGENT[agentType].filter((f) => brief[f] === undefined);
}

/** The documented questions for the missing fields. */
export function briefQuestions(agentType: TechPackAgentType, brief: AgentBrief): AgentQuestion[] {
  return missingBriefFields(agentType, brief).map((field) => ({ field, text: BRIEF_QUESTIONS[field] }));
}

/** A brief field's value as the founder reads it ("$6.50", "10 × 8 × 2 in"). */
export function formatBriefValue(field: BriefField, brief: AgentBrief): string {
  const v = brief[field];
  if (v === undefined) return '';
  if (field === 'targetUnitCostCents') return `$${((v as number) / 100).toFixed(2)}`;
  if (field === 'quantity') return `${(v as number).toLocaleString('en-US')} units`;
  if (field === 'dimensions') {
    const d = v as { length: number; width: number; height: number };
    return `${d.length} × ${d.width} × ${d.height} in`;
  }
  return String(v);
}

/**
 * The event item type of an agent (first spec document §4): the default (design & source) reports
 * design-source, the tariff agent tariff-rate, the packaging agent packaging.
 */
export const AGENT_ITEM_TYPES: Record<TechPackAgentType, 'design-source' | 'tariff-rate' | 'packaging'> = {
  DESIGN_SOURCE: 'design-source',
  TARIFF_RATE: 'tariff-rate',
  PACKAGING: 'packaging',
};
export const agentItemType = (agentType: TechPackAgentType | undefined | null) =>
  AGENT_ITEM_TYPES[agentType ?? 'DESIGN_SOURCE'];

/** A step RUNNING for longer than this was cut off (a restart mid-step): the founder can retry it. */
export const AGENT_STALE_RUNNING_MS = 2 * 60_000;
