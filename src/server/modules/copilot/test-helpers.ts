import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  CopilotConversation,
  CopilotStreamEvent,
  CopilotToolCall,
} from '../../../shared/contract/copilot';
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

export const STREAM = `${MESSAGES}/stream`;

/** Sends a message on the streamed route (200 expected) and answers its NDJSON events. */
export async function sayStreamed(
  t: TestApp,
  auth: Record<string, string>,
  text: string,
  conversationId?: number,
): Promise<CopilotStreamEvent[]> {
  const res = await callApi(t, 'POST', STREAM, auth, { text, ...(conversationId ? { conversationId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
  return res.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CopilotStreamEvent);
}

/** The streamed text and the last event (done or error) of a streamed turn. */
export function streamed(events: CopilotStreamEvent[]) {
  const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
  return { text, deltas: events.filter((e) => e.type === 'delta').length, last: events.at(-1)! };
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
