import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CopilotConversation, CopilotToolCall } from '../../../shared/contract/copilot';
import { brandKits } from '../../db/schema/brand-kits';
import { callApi, type TestApp } from '../../test/test-app';

export const MESSAGES = '/web/co-pilot/messages';
export const confirmUrl = (id: number) => `/web/co-pilot/tool-calls/${id}/confirm`;
export const declineUrl = (id: number) => `/web/co-pilot/tool-calls/${id}/decline`;

/** Sends a message and answers the conversation (200 expected). */
export async function say(t: TestApp, auth: Record<string, string>, text: string, conversationId?: number) {
  const res = await callApi(t, 'POST', MESSAGES, auth, {
    text,
    ...(conversationId ? { conversationId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CopilotConversation;
}

/** The tool calls of the conversation's last message that proposed any. */
export function lastCalls(c: CopilotConversation): CopilotToolCall[] {
  const withCalls = c.messages.filter((m) => m.toolCalls.length);
  return withCalls.at(-1)?.toolCalls ?? [];
}

export async function countKits(t: TestApp, storeId: number) {
  const [row] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(brandKits)
    .where(eq(brandKits.storeId, storeId));
  return Number(row?.n ?? 0);
}
