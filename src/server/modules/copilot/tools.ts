import type { z } from 'zod';
import { ItemListQuery } from '../../../shared/contract/catalog';
import {
  COPILOT_TOOL_ARGUMENTS,
  type CopilotToolArgs,
  type CopilotToolName,
  type CopilotToolResult,
  CopilotToolName as ToolName,
} from '../../../shared/contract/copilot';
import { CreateProjectBody } from '../../../shared/contract/projects';
import { formatMoney } from '../../../shared/rules/money';
import type { AppDeps } from '../../app-deps';
import type { StoreCtx } from '../../http/context';
import { createBrandKit } from '../brand-kits/kits';
import { findItems } from '../catalog/list-items';
import { createProject } from '../projects/manage-projects';

// The co-pilot's tools: each runs through the exported operation of the domain whose page does the same
// (catalog search, brand-kit creation, a draft custom project), with the founder's store ctx.

export type ToolDeps = Pick<AppDeps, 'db' | 'dbKind' | 'bus' | 'jobs' | 'email' | 'config'>;

type Tool<T extends CopilotToolName> = {
  /** One line for the founder's card: what confirming it will do. */
  summarize(args: CopilotToolArgs<T>): string;
  /** `callId` makes a creation safe to retry (the project's Idempotency-Key). */
  run(deps: ToolDeps, ctx: StoreCtx, args: CopilotToolArgs<T>, callId: number): Promise<CopilotToolResult>;
};

const q = (s: string) => `“${s}”`;
const SEARCH_RESULTS = 5;

const TOOLS: { [T in CopilotToolName]: Tool<T> } = {
  search_products: {
    summarize: (a) => `Search the catalog for ${q(a.query)}`,
    async run(deps, ctx, a) {
      const query = ItemListQuery.parse({ keyword: a.query, page: 0, size: SEARCH_RESULTS });
      const items = await findItems({ db: deps.db, dbKind: deps.dbKind }, ctx, query);
      const all = {
        label: 'See every match',
        href: `/browse-suppliers?searchKey=${encodeURIComponent(a.query)}`,
      };
      if (!items.length)
        return { text: `No products in the catalog match ${q(a.query)}. Try other words.`, links: [all] };
      return {
        text: `Here ${items.length === 1 ? 'is the best match' : `are the top ${items.length} matches`} for ${q(a.query)}:`,
        links: [
          ...items.map((item) => ({
            label: `${item.title} — from ${formatMoney(item.productionMinPriceCents, 'USD')}, MOQ ${item.moq} (${item.companyName})`,
            href: `/browse-suppliers/catalog-item/${item.id}`,
          })),
          all,
        ],
      };
    },
  },
  start_brand_kit: {
    summarize: (a) => `Start a brand kit in ${q(a.category)} for ${q(a.productDescription)}`,
    async run(deps, ctx, a) {
      const kit = await createBrandKit(deps, ctx, {
        category: a.category,
        productDescription: a.productDescription,
      });
      return {
        text: 'Your brand kit is started: its ideas, audiences, research and products are being written now.',
        links: [{ label: 'Open the brand kit', href: `/business-kits/${kit.id}` }],
      };
    },
  },
  open_custom_project: {
    summarize: (a) =>
      `Save a draft custom project ${q(a.title)} for ${a.quantity.toLocaleString('en-US')} units`,
    async run(deps, ctx, a, callId) {
      const project = await createProject(
        { db: deps.db, email: deps.email, publicUrl: deps.config.publicUrl },
        ctx,
        CreateProjectBody.parse({
          type: 'PRODUCT',
          title: a.title,
          description: a.description,
          quantity: a.quantity,
        }),
        `copilot-tool-call-${callId}`,
      );
      return {
        text: 'The custom project is saved as a draft. Choose suppliers and send it when it reads right.',
        links: [{ label: 'Open the draft', href: `/create-custom-project/${project.id}` }],
      };
    },
  },
  start_sourcing_agent: {
    summarize: (a) => `Open the AI sourcing agent with ${q(a.idea)}`,
    async run(_deps, _ctx, a) {
      return {
        text: 'The sourcing agent takes it from here: it asks what it needs, then drafts the tech pack.',
        links: [
          {
            label: 'Start the sourcing agent',
            href: `/sourcing-agent?aiAgentsInputScreenValue=${encodeURIComponent(a.idea)}`,
          },
        ],
      };
    },
  },
};

export const isToolName = (name: string): name is CopilotToolName => ToolName.safeParse(name).success;

/** The tool's arguments checked by its schema: the parsed arguments, or the founder-readable reasons. */
export function parseToolArguments(
  tool: CopilotToolName,
  raw: unknown,
): { ok: true; args: Record<string, unknown> } | { ok: false; error: string } {
  const schema: z.ZodType = COPILOT_TOOL_ARGUMENTS[tool];
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, args: parsed.data as Record<string, unknown> };
  const reasons = parsed.error.issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  return { ok: false, error: reasons.join('; ') };
}

export const summarizeTool = (tool: CopilotToolName, args: Record<string, unknown>) =>
  (TOOLS[tool] as Tool<CopilotToolName>).summarize(args as never);

export const runTool = (
  deps: ToolDeps,
  ctx: StoreCtx,
  tool: CopilotToolName,
  args: Record<string, unknown>,
  callId: number,
) => (TOOLS[tool] as Tool<CopilotToolName>).run(deps, ctx, args as never, callId);
