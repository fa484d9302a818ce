// The cancellation survey (first document §4, second document §4 "Cancellation flow"), in the spec's exact
// order: reason, rating, book call, why samples were not ordered, the 40% off offer, suggestions text, then
// the final action (book call or cancel). Question kinds are choice, text and button.

export const SURVEY_REASONS = [
  { value: 'NOT_READY_TO_START', label: "I'm not ready to start yet" },
  { value: 'UNSURE_WHAT_TO_CREATE', label: "I'm unsure what to create" },
  { value: 'PRODUCT_NOT_FOUND', label: "I couldn't find the product I want" },
  { value: 'SUPPLIER_DID_NOT_REPLY', label: "A supplier didn't reply" },
  { value: 'LOW_FUNDS', label: "I'm low on funds" },
  { value: 'NEED_HELP', label: 'I need help' },
] as const;

export const SURVEY_RATING_BANDS = [
  { value: '0-3', label: '0–3' },
  { value: '4-6', label: '4–6' },
  { value: '7-9', label: '7–9' },
  { value: '10', label: '10' },
] as const;

export const SURVEY_BOOK_CALL = [
  { value: 'YES', label: 'Yes, book a call with a specialist' },
  { value: 'NO', label: 'No thanks' },
] as const;

export const SURVEY_NO_SAMPLES = [
  { value: 'DID_NOT_KNOW_TO_ORDER', label: "I didn't know I should order samples" },
  { value: 'UNABLE_TO_FIND_PRODUCTS', label: "I couldn't find the products" },
  { value: 'ORDERED_WANT_TO_CANCEL', label: 'I did order, but I want to cancel' },
  { value: 'SUPPLIER_DID_NOT_RESPOND', label: "The supplier didn't respond" },
  { value: 'TOO_MUCH_WORK', label: "It's too much work" },
] as const;

export const SURVEY_OFFER = [
  { value: 'YES', label: 'Yes, apply 40% off' },
  { value: 'MAYBE_LATER', label: 'Maybe later' },
  { value: 'NO', label: 'No' },
] as const;

export const SURVEY_FINAL_ACTIONS = [
  { value: 'BOOK_CALL', label: 'Book a call instead' },
  { value: 'CANCEL', label: 'Cancel my plan' },
] as const;

type Option = { readonly value: string; readonly label: string };
export type SurveyQuestion = {
  key: 'reason' | 'rating' | 'bookCall' | 'noSamplesReason' | 'offer' | 'suggestions' | 'finalAction';
  kind: 'choice' | 'text' | 'button';
  prompt: string;
  options: readonly Option[];
};

/** The questions, in the order they are asked. */
export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  { key: 'reason', kind: 'choice', prompt: 'Why do you want to cancel?', options: SURVEY_REASONS },
  {
    key: 'rating',
    kind: 'choice',
    prompt: 'How likely are you to recommend Quarry to a friend?',
    options: SURVEY_RATING_BANDS,
  },
  {
    key: 'bookCall',
    kind: 'choice',
    prompt: 'Would a call with a specialist help you get started?',
    options: SURVEY_BOOK_CALL,
  },
  {
    key: 'noSamplesReason',
    kind: 'choice',
    prompt: "Why didn't you order samples?",
    options: SURVEY_NO_SAMPLES,
  },
  {
    key: 'offer',
    kind: 'choice',
    prompt: 'Stay with us for 40% off your next 3 months?',
    options: SURVEY_OFFER,
  },
  { key: 'suggestions', kind: 'text', prompt: 'What could we do better?', options: [] },
  { key: 'finalAction', kind: 'button', prompt: 'What would you like to do?', options: SURVEY_FINAL_ACTIONS },
];

export const SURVEY_ORDER = SURVEY_QUESTIONS.map((q) => q.key);

/** The values of a question's options, for zod enums. */
export const optionValues = <T extends readonly Option[]>(o: T) =>
  o.map((x) => x.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** How the survey ended: the founder took the offer, asked for a call, or cancelled. */
export const SURVEY_OUTCOMES = ['OFFER_ACCEPTED', 'BOOKED_CALL', 'CANCELED'] as const;
export type SurveyOutcome = (typeof SURVEY_OUTCOMES)[number];

/** The outcome of a complete set of answers: the offer wins, then the final action. */
export function surveyOutcome(answers: { offer: string; finalAction: string | null }): SurveyOutcome {
  if (answers.offer === 'YES') return 'OFFER_ACCEPTED';
  return answers.finalAction === 'BOOK_CALL' ? 'BOOKED_CALL' : 'CANCELED';
}
