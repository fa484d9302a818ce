// The AI assistants behind the homebase options (/ai-agents lists them; /llm/{homebaseOptionKey} opens one).
// Another part of issue 24 builds the /llm pages on this list; the keys are the homebase options.

export const ASSISTANT_KEYS = [
  'sourcing',
  'product-design',
  'fulfillment',
  'storefront',
  'marketing',
  'analytics',
] as const;
export type AssistantKey = (typeof ASSISTANT_KEYS)[number];

export type Assistant = { key: AssistantKey; title: string; description: string };

export const ASSISTANTS: readonly Assistant[] = [
  {
    key: 'sourcing',
    title: 'Sourcing assistant',
    description:
      'Finds suppliers and products in the catalog, compares MOQs and prices, and drafts requests.',
  },
  {
    key: 'product-design',
    title: 'Product design assistant',
    description: 'Turns a product idea into concepts, colourways and a spec a factory can quote on.',
  },
  {
    key: 'fulfillment',
    title: 'Fulfillment assistant',
    description: 'Answers questions about your inventory, receivings and orders at the warehouse.',
  },
  {
    key: 'storefront',
    title: 'Storefront assistant',
    description: 'Helps write product pages and set up your shop.',
  },
  {
    key: 'marketing',
    title: 'Marketing assistant',
    description: 'Plans launches, emails and social posts around your products and audiences.',
  },
  {
    key: 'analytics',
    title: 'Analytics assistant',
    description: 'Explains your sales, customers and repeat purchases in plain words.',
  },
];

export const isAssistantKey = (key: string): key is AssistantKey =>
  (ASSISTANT_KEYS as readonly string[]).includes(key);
