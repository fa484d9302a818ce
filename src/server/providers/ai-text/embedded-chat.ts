import type { AiChatProvider, ChatGrounding, ChatRequest } from './chat';
import { AiError } from './types';

const INTROS: Record<ChatGrounding['topic'], string> = {
  FAQ: 'From the Quarry guides:',
  SUPPORT: 'Here is what your store shows:',
  PRODUCT_RECOMMENDATION: 'Products in the Quarry catalog that match',
  SUPPLIER_RECOMMENDATION: 'Suppliers in the Quarry catalog that match',
};

const NOT_FOUND: Record<ChatGrounding['topic'], string> = {
  FAQ: "I could not find that in Quarry's guides, so I would rather not guess.",
  SUPPORT: 'I found nothing in your store about that, so I would rather not guess.',
  PRODUCT_RECOMMENDATION: "I found no product in Quarry's catalog for that.",
  SUPPLIER_RECOMMENDATION: "I found no supplier in Quarry's catalog for that.",
};

/**
 * The answer written from the retrieved facts alone: an opening, each fact on its line, and where to ask.
 * Deterministic: the same grounding gives the same words.
 */
export function composeGroundedAnswer(g: ChatGrounding): string {
  // The text names the address a reader can write to; the "Contact support" source carries the link.
  const support = g.supportLink.replace(/^mailto:/, '');
  if (!g.facts.length) {
    const tip = g.topic.endsWith('RECOMMENDATION') ? ' Try other words (a product or a material),' : '';
    return `${NOT_FOUND[g.topic]}${tip} or ask our support team: ${support}`;
  }
  const intro = g.topic.endsWith('RECOMMENDATION') ? `${INTROS[g.topic]} “${g.searched}”:` : INTROS[g.topic];
  const lines = g.facts.map((f, i) => (g.topic.endsWith('RECOMMENDATION') ? `${i + 1}. ${f.text}` : f.text));
  return `${intro}\n\n${lines.join('\n\n')}\n\nThe sources are linked below. Anything else? Our support team is at ${support}.`;
}

/** Pieces of a few words, each with its following space, so the answer streams as it would from a model. */
export function* chunkWords(text: string, wordsPerChunk = 3): Generator<string> {
  const parts = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < parts.length; i += wordsPerChunk) yield parts.slice(i, i + wordsPerChunk).join('');
}

/** The offline chat: answers only from the grounding's facts, streamed in small pieces. */
export function createEmbeddedChat(): AiChatProvider {
  return {
    kind: 'embedded',
    async *streamChat(request: ChatRequest) {
      for (const piece of chunkWords(composeGroundedAnswer(request.grounding))) {
        if (request.signal?.aborted) throw new AiError('The answer was cancelled.', 'ABORTED');
        yield piece;
      }
    },
  };
}
