import type { ChatSource } from '../../../shared/contract/chatbot';
import type { ChatbotTopic } from '../../../shared/rules/assistants';

/** One fact the retrieval step found, in words, with where it came from. */
export type ChatFact = { text: string; source: ChatSource | null };

/**
 * What an answer may draw on: the facts retrieved from Quarry's own data for the question (catalog items
 * and suppliers, guide paragraphs, the store's orders, invoices and projects), and where to ask when they
 * do not answer it.
 */
export type ChatGrounding = {
  topic: ChatbotTopic;
  /** The words the retrieval searched for ("candle"), for the answer's opening. */
  searched: string;
  facts: ChatFact[];
  supportLink: string;
};

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ChatRequest = {
  system: string;
  /** The conversation so far, the question last. */
  messages: ChatTurn[];
  grounding: ChatGrounding;
  signal?: AbortSignal;
};

/** Streaming chat: the answer as it is written, in small text pieces. Failures throw AiError. */
export interface AiChatProvider {
  readonly kind: 'embedded' | 'openai';
  streamChat(request: ChatRequest): AsyncIterable<string>;
}

/** The facts, numbered, as the context a model answers from. */
export function describeGrounding(g: ChatGrounding): string {
  const facts = g.facts.length
    ? g.facts.map((f, i) => `${i + 1}. ${f.text}${f.source ? ` (${f.source.link})` : ''}`).join('\n')
    : '(none found)';
  return `Facts retrieved from Quarry for this question (topic ${g.topic}):\n${facts}\nSupport: ${g.supportLink}`;
}
