import { z } from 'zod';
import { MAX_PROJECT_QUANTITY } from './projects';

// The Brand Co-pilot (/co-pilot, issue 24): one conversation that acts through the operations the pages use.
// Each tool's arguments are a zod schema here: the server validates a proposed call with it before anything
// runs, and the OpenAI-compatible planner sends it to the model as the function's parameters.

const line = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);

export const SearchProductsArgs = z
  .object({ query: line(200, 'Say what products to look for').describe('What to search the catalog for') })
  .strict();
export const StartBrandKitArgs = z
  .object({
    category: line(120, 'Name a category').describe('The product category, e.g. "Candles"'),
    productDescription: line(1000, 'Describe the product idea').describe('The product idea in a sentence'),
  })
  .strict();
export const OpenCustomProjectArgs = z
  .object({
    title: line(200, 'Give the project a title').describe('A short title for the request'),
    description: line(10_000, 'Describe what you need').describe('What the suppliers should make'),
    quantity: z
      .number({ error: 'Quantity is a whole number' })
      .int('Quantity is a whole number')
      .min(1, 'Quantity is at least 1')
      .max(MAX_PROJECT_QUANTITY)
      .describe('Units wanted'),
  })
  .strict();
export const StartSourcingAgentArgs = z
  .object({ idea: line(500, 'Describe the product idea').describe('The product idea to source') })
  .strict();

export const COPILOT_TOOLS = [
  'search_products',
  'start_brand_kit',
  'open_custom_project',
  'start_sourcing_agent',
] as const;
export const CopilotToolName = z.enum(COPILOT_TOOLS);
export type CopilotToolName = z.infer<typeof CopilotToolName>;

export const COPILOT_TOOL_ARGUMENTS = {
  search_products: SearchProductsArgs,
  start_brand_kit: StartBrandKitArgs,
  open_custom_project: OpenCustomProjectArgs,
  start_sourcing_agent: StartSourcingAgentArgs,
} as const satisfies Record<CopilotToolName, z.ZodType>;
export type CopilotToolArgs<T extends CopilotToolName> = z.infer<(typeof COPILOT_TOOL_ARGUMENTS)[T]>;

/** What a tool does, for the model's function list and the founder's card. */
export const COPILOT_TOOL_DESCRIPTIONS: Record<CopilotToolName, string> = {
  search_products: "Search Quarry's product catalog (read-only)",
  start_brand_kit: 'Start a brand kit for a product idea (creates a kit)',
  open_custom_project: 'Open a custom project request as a draft for suppliers to quote on (creates a draft)',
  start_sourcing_agent: 'Open the AI sourcing agent with a product idea (a link; nothing is created)',
};

/** Tools that change the store's data: they run only when the founder confirms them. */
export const CONFIRMED_TOOLS: readonly CopilotToolName[] = ['start_brand_kit', 'open_custom_project'];
export const needsConfirmation = (tool: string) => (CONFIRMED_TOOLS as readonly string[]).includes(tool);

export const COPILOT_ROLES = ['USER', 'ASSISTANT'] as const;
/** PROPOSED waits for the founder; INVALID: the model's arguments failed the tool's schema (never runs). */
export const COPILOT_TOOL_STATUSES = [
  'PROPOSED',
  'RUNNING',
  'DONE',
  'DECLINED',
  'FAILED',
  'INVALID',
] as const;
export const CopilotToolStatus = z.enum(COPILOT_TOOL_STATUSES);
export type CopilotToolStatus = z.infer<typeof CopilotToolStatus>;

/** A link inside Quarry (a path), e.g. the new kit's page. */
export const CopilotLink = z.object({ label: z.string(), href: z.string() });
export type CopilotLink = z.infer<typeof CopilotLink>;

export const CopilotToolResult = z.object({ text: z.string(), links: z.array(CopilotLink) });
export type CopilotToolResult = z.infer<typeof CopilotToolResult>;

export const CopilotToolCall = z.object({
  id: z.number().int(),
  /** One of COPILOT_TOOLS, or the unknown name a model proposed (status INVALID). */
  tool: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  summary: z.string(),
  status: CopilotToolStatus,
  needsConfirmation: z.boolean(),
  result: CopilotToolResult.nullable(),
  error: z.string().nullable(),
});
export type CopilotToolCall = z.infer<typeof CopilotToolCall>;

export const CopilotMessage = z.object({
  id: z.number().int(),
  role: z.enum(COPILOT_ROLES),
  text: z.string(),
  links: z.array(CopilotLink),
  toolCalls: z.array(CopilotToolCall),
  createdAt: z.string(),
});
export type CopilotMessage = z.infer<typeof CopilotMessage>;

export const CopilotConversation = z.object({ id: z.number().int(), messages: z.array(CopilotMessage) });
export type CopilotConversation = z.infer<typeof CopilotConversation>;

/**
 * One line of POST /web/co-pilot/messages/stream (NDJSON): the reply's text as it is written, then the stored
 * conversation with the reply and its proposed actions — or an error, after which nothing of the turn is stored.
 */
export type CopilotStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; conversation: CopilotConversation }
  | { type: 'error'; message: string; code: string };

export const MAX_COPILOT_MESSAGE = 2000;

export const SendCopilotMessageBody = z
  .object({
    text: line(MAX_COPILOT_MESSAGE, 'Type a message').describe('What the founder asks'),
    /** Continue this conversation; a new one starts without it. */
    conversationId: z.number().int().positive().optional(),
  })
  .strict();
export type SendCopilotMessageBody = z.infer<typeof SendCopilotMessageBody>;
