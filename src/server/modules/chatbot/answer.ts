import type {
  ChatbotMessage,
  ChatStreamEvent,
  SendChatbotMessageBody,
} from '../../../shared/contract/chatbot';
import { findAssistant } from '../../../shared/rules/assistants';
import type { AppDeps } from '../../app-deps';
import type { StoreCtx } from '../../http/context';
import { refused } from '../../http/errors';
import { createStoreLimiter, type StoreLimiter } from '../../http/store-limiter';
import type { ChatGrounding, ChatTurn } from '../../providers/ai-text/chat';
import { AiError } from '../../providers/ai-text/types';
import { hasAssistantAccess } from '../forge-access/codes';
import { addMessage, findConversation, recentMessages, startConversation } from './conversations';
import { retrieveGrounding } from './retrieve';

/** Questions one store may ask in a window (model-backed: each one may cost a model call). */
export const CHATBOT_QUESTIONS_PER_WINDOW = 30;
const WINDOW_SECONDS = 5 * 60;
/** Earlier messages a model sees with the question. */
const HISTORY = 10;

const SYSTEM = `You are Quarry's assistant for founders building a product brand. Answer in plain text, briefly.
Use only the facts listed below; name products and suppliers exactly as given. When the facts do not answer the
question, say you do not know and point to the support link. Never invent prices, names or figures.`;

export function chatbotLimiter(deps: Pick<AppDeps, 'redis' | 'config'>): StoreLimiter {
  return createStoreLimiter(deps, {
    key: 'chatbot',
    points: CHATBOT_QUESTIONS_PER_WINDOW,
    windowSeconds: WINDOW_SECONDS,
    message: (wait) => `Too many questions from your store. Try again in ${wait}.`,
  });
}

export type PreparedAnswer = {
  conversationId: number;
  question: ChatbotMessage;
  grounding: ChatGrounding;
  history: ChatTurn[];
};

/**
 * Everything before the answer streams (so its failures are plain HTTP errors): the rate limit, the
 * conversation (the asker's, or a new one), the question stored, and the facts retrieved.
 */
export async function prepareAnswer(
  deps: AppDeps,
  limiter: StoreLimiter,
  ctx: StoreCtx,
  body: SendChatbotMessageBody,
): Promise<PreparedAnswer> {
  await limiter.consume(ctx.storeId);
  const asker = { storeId: ctx.storeId, userId: ctx.user.id };
  const conv = body.conversationId ? await findConversation(deps.db, asker, body.conversationId) : null;
  const assistantKey = conv ? (conv.assistantKey ?? undefined) : body.assistantKey;
  // The assistants of /llm/{key} are behind the forge access code (spec §6), on the server as in the page.
  if (assistantKey && !(await hasAssistantAccess(deps.db, ctx.storeId)))
    throw refused(
      'The AI assistants need an access code: enter one on /ai-agents, or join the waitlist there.',
    );
  const conversationId = conv ? conv.id : await startConversation(deps.db, asker, assistantKey);
  const earlier = await recentMessages(deps.db, conversationId, HISTORY);
  const question = await addMessage(deps.db, {
    conversationId,
    role: 'USER',
    topic: body.topic,
    text: body.text,
  });
  const grounding = await retrieveGrounding(deps, ctx, {
    topic: body.topic,
    text: body.text,
    assistant: findAssistant(assistantKey),
    supportLink: `mailto:${deps.config.email.staffAddress}`,
  });
  const history = earlier.map(
    (m): ChatTurn => ({ role: m.role === 'USER' ? 'user' : 'assistant', content: m.text }),
  );
  return { conversationId, question, grounding, history };
}

/**
 * The answer as NDJSON events: start (the stored question), the text as it is written, then done with the
 * stored answer and its sources — or error (the question stays; asking again retries).
 */
export async function* streamAnswer(
  deps: Pick<AppDeps, 'db' | 'aiChat'>,
  p: PreparedAnswer,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'start', conversationId: p.conversationId, question: p.question };
  let text = '';
  try {
    for await (const piece of deps.aiChat.streamChat({
      system: SYSTEM,
      messages: [...p.history, { role: 'user', content: p.question.text }],
      grounding: p.grounding,
      signal,
    })) {
      text += piece;
      yield { type: 'delta', text: piece };
    }
  } catch (err) {
    const ai =
      err instanceof AiError
        ? err
        : new AiError('The assistant failed to answer — try again.', 'UNAVAILABLE');
    yield { type: 'error', message: ai.message, code: ai.reason };
    return;
  }
  const seen = new Set<string>();
  // Nothing retrieved: the answer says so and points to support, as a link the founder can follow.
  const support = { kind: 'SUPPORT' as const, title: 'Contact support', link: p.grounding.supportLink };
  const found = p.grounding.facts.flatMap((f) =>
    f.source && !seen.has(f.source.link) && seen.add(f.source.link) ? [f.source] : [],
  );
  const message = await addMessage(deps.db, {
    conversationId: p.conversationId,
    role: 'ASSISTANT',
    topic: p.question.topic,
    text: text.trim(),
    sources: found.length || p.grounding.facts.length ? found : [support],
  });
  yield { type: 'done', message };
}
