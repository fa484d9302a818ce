// The lifecycle of a custom project request (RFP) and of a supplier's quote, as transition tables: a service
// asks `assertProjectTransition` before every status change, so no route can move a project sideways.

export const PROJECT_STATUSES = ['DRAFT', 'SENT', 'CLOSED', 'AWARDED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** DRAFT is editable; SENT collects quotes; CLOSED (without a winner) and AWARDED (one quote won) are final. */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  DRAFT: ['SENT', 'CLOSED'],
  SENT: ['CLOSED', 'AWARDED'],
  CLOSED: [],
  AWARDED: [],
};

/** A request's status in words, the same for the founder and its suppliers. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Collecting quotes',
  CLOSED: 'Closed',
  AWARDED: 'Awarded',
};

export function canTransitionProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}

/** Why a transition is refused, in words a founder reads; null when it is allowed. */
export function projectTransitionError(from: ProjectStatus, to: ProjectStatus): string | null {
  if (canTransitionProject(from, to)) return null;
  if (from === to) return `The project is already ${from.toLowerCase()}`;
  return `A ${from.toLowerCase()} project cannot be ${TO_VERB[to]}`;
}

const TO_VERB: Record<ProjectStatus, string> = {
  DRAFT: 'turned back into a draft',
  SENT: 'sent',
  CLOSED: 'closed',
  AWARDED: 'awarded',
};

export const isProjectEditable = (status: ProjectStatus) => status === 'DRAFT';
/** Suppliers may quote, revise or decline only while the project collects quotes. */
export const isProjectOpenForQuotes = (status: ProjectStatus) => status === 'SENT';

/** SUBMITTED (revisable) → AWARDED or DECLINED by the founder; WITHDRAWN when the supplier declines. */
export const QUOTE_STATUSES = ['SUBMITTED', 'AWARDED', 'DECLINED', 'WITHDRAWN'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  SUBMITTED: ['SUBMITTED', 'AWARDED', 'DECLINED', 'WITHDRAWN'],
  DECLINED: ['SUBMITTED', 'WITHDRAWN'],
  WITHDRAWN: ['SUBMITTED'],
  AWARDED: [],
};

export function canTransitionQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}
