import type { ServiceCategory } from '../contract/onboarding';

// The AI assistants behind the homebase options (/llm/{homebaseOptionKey}, listed on /ai-agents): each answers
// with the chatbot's engine, starting from one topic and the guide of its field. Shared so the server checks
// an assistant key and both the assistant page and the assistants list read the same titles.

export const CHATBOT_TOPICS = [
  'FAQ',
  'SUPPORT',
  'PRODUCT_RECOMMENDATION',
  'SUPPLIER_RECOMMENDATION',
] as const;
export type ChatbotTopic = (typeof CHATBOT_TOPICS)[number];

/** The getting-started message's four topics (spec §1), in the founder's words. */
export const CHATBOT_TOPIC_LABELS: Record<ChatbotTopic, string> = {
  FAQ: 'Questions about Quarry',
  SUPPORT: 'Help with my orders, invoices and projects',
  PRODUCT_RECOMMENDATION: 'Recommend products',
  SUPPLIER_RECOMMENDATION: 'Recommend suppliers',
};

export const ASSISTANT_KEYS = [
  'sourcing',
  'product-design',
  'fulfillment',
  'orders',
  'storefront',
  'marketing',
  'analytics',
] as const;
export type AssistantKey = (typeof ASSISTANT_KEYS)[number];

export type Assistant = {
  key: AssistantKey;
  title: string;
  description: string;
  /** The topic a question starts from (the founder can switch). */
  topic: ChatbotTopic;
  /** The /education guides whose paragraphs ground its answers, first one first. */
  guides: readonly ServiceCategory[];
  /** Questions offered on the assistant's "Suggested prompts" tab. */
  prompts: readonly string[];
};

export const ASSISTANTS: readonly Assistant[] = [
  {
    key: 'sourcing',
    title: 'Sourcing assistant',
    description: 'Finds suppliers in the catalog for what you want to make, with their MOQs and countries.',
    topic: 'SUPPLIER_RECOMMENDATION',
    guides: ['sourcing'],
    prompts: [
      'Which suppliers make candles?',
      'Suppliers for cotton tote bags',
      'How do I shortlist suppliers?',
    ],
  },
  {
    key: 'product-design',
    title: 'Product design assistant',
    description: 'Suggests catalog products to start from and explains tech packs and sampling.',
    topic: 'PRODUCT_RECOMMENDATION',
    guides: ['product-design'],
    prompts: [
      'Recommend a scented candle to customise',
      'Products like a ceramic mug',
      'What goes in a tech pack?',
    ],
  },
  {
    key: 'fulfillment',
    title: 'Fulfillment assistant',
    description: 'Explains receiving, storage and fulfillment fees from the guides.',
    topic: 'FAQ',
    guides: ['order-fulfillment'],
    prompts: ['How do I send inventory to the warehouse?', 'What does fulfillment cost per order?'],
  },
  {
    key: 'orders',
    title: 'Orders assistant',
    description: "Answers about your store's orders, invoices and custom projects.",
    topic: 'SUPPORT',
    guides: ['order-fulfillment', 'sourcing'],
    prompts: ['Do I have invoices to pay?', 'How many orders are in production?', 'Where are my projects?'],
  },
  {
    key: 'storefront',
    title: 'Storefront assistant',
    description: 'What a new shop needs at launch, and how to sell on more channels.',
    topic: 'FAQ',
    guides: ['storefront', 'sales-channels'],
    prompts: ['What does my shop need at launch?', 'When should I add a marketplace?'],
  },
  {
    key: 'marketing',
    title: 'Marketing assistant',
    description: 'Email, SMS and affiliate marketing, from the founder guides.',
    topic: 'FAQ',
    guides: ['email-marketing', 'sms-marketing', 'affiliate-marketing'],
    prompts: ['Which emails should every brand send?', 'How much commission for affiliates?'],
  },
  {
    key: 'analytics',
    title: 'Analytics assistant',
    description: 'Which numbers to watch in your first year, and what each tells you to do.',
    topic: 'FAQ',
    guides: ['data-and-analytics'],
    prompts: ['Which metrics matter in my first year?', 'What is a good conversion rate?'],
  },
];

const byKey = new Map<string, Assistant>(ASSISTANTS.map((a) => [a.key, a]));
/** The assistant of a homebase option key, or undefined for an unknown key. */
export const findAssistant = (key: string | null | undefined) => (key ? byKey.get(key) : undefined);

/** The promo code the chatbot's discount banner offers (spec §9). */
export const CHATBOT_PROMO_CODE = 'PRODUCTS10';
