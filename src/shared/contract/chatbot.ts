// The chatbot and the AI assistants (spec §1, §4 "Chatbot", issue 24): a conversation per user (and per
// assistant), messages with their topic, sources and feedback. The answer streams as NDJSON events
// (ChatStreamEvent, one JSON object a line); the last one carries the stored message.
import { z } from 'zod';
import { ASSISTANT_KEYS, CHATBOT_TOPICS } from '../rules/assistants';

const id = z.number().int().positive();

export const ChatbotTopic = z.enum(CHATBOT_TOPICS);
export const AssistantKey = z.enum(ASSISTANT_KEYS);

export const CHAT_SOURCE_KINDS = [
  'PRODUCT',
  'SUPPLIER',
  'GUIDE',
  'ORDER',
  'INVOICE',
  'PROJECT',
  'SUPPORT',
] as const;
/** Where a fact of the answer came from: an app path (or a mailto: link for support). */
export const ChatSource = z.object({
  kind: z.enum(CHAT_SOURCE_KINDS),
  title: z.string(),
  link: z.string(),
});
export type ChatSource = z.infer<typeof ChatSource>;

export const CHAT_FEEDBACK_VALUES = ['UP', 'DOWN'] as const;
export const ChatFeedback = z.object({ value: z.enum(CHAT_FEEDBACK_VALUES), comment: z.string().nullable() });

export const ChatbotMessage = z.object({
  id,
  conversationId: id,
  role: z.enum(['USER', 'ASSISTANT']),
  topic: ChatbotTopic,
  text: z.string(),
  sources: z.array(ChatSource),
  feedback: ChatFeedback.nullable(),
  createdAt: z.string(),
});
export type ChatbotMessage = z.infer<typeof ChatbotMessage>;

export const ChatbotConversation = z.object({
  id,
  assistantKey: AssistantKey.nullable(),
  createdAt: z.string(),
  messages: z.array(ChatbotMessage),
});
export type ChatbotConversation = z.infer<typeof ChatbotConversation>;

/** Longest question the chatbot takes (characters). */
export const CHATBOT_MAX_TEXT = 2000;

export const SendChatbotMessageBody = z
  .object({
    topic: ChatbotTopic,
    text: z
      .string()
      .trim()
      .min(1, 'Write a question first')
      .max(CHATBOT_MAX_TEXT, `A question is at most ${CHATBOT_MAX_TEXT} characters`),
    conversationId: id.optional(),
    assistantKey: AssistantKey.optional(),
  })
  .strict();
export type SendChatbotMessageBody = z.infer<typeof SendChatbotMessageBody>;

export const LatestConversationQuery = z.object({ assistantKey: AssistantKey.optional() }).strict();
export const ResetConversationBody = z.object({ assistantKey: AssistantKey.optional() }).strict();
export const ResetConversationResponse = z.object({ closed: z.number().int().nonnegative() });

export const ChatbotFeedbackBody = z
  .object({
    value: z.enum(CHAT_FEEDBACK_VALUES),
    comment: z.string().trim().max(1000, 'A comment is at most 1000 characters').optional(),
  })
  .strict();
export type ChatbotFeedbackBody = z.infer<typeof ChatbotFeedbackBody>;

/** One line of the answer's NDJSON stream. */
export type ChatStreamEvent =
  | { type: 'start'; conversationId: number; question: ChatbotMessage }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatbotMessage }
  | { type: 'error'; message: string; code: string };
