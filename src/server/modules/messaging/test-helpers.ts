// Test-only helpers for messaging: the demo founder and supplier, and a conversation between them.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { callApi, loginAs, type TestApp } from '../../test/test-app';

export async function demoParties(t: TestApp) {
  const founder = await loginAs(t, 'founder@quarry.test');
  const supplier = await loginAs(t, 'supplier@quarry.test');
  const [row] = await t.deps.db
    .select({ supplierId: users.supplierId })
    .from(users)
    .where(eq(users.email, 'supplier@quarry.test'));
  return { founder, supplier, supplierId: row!.supplierId! };
}

export async function openWith(t: TestApp, auth: Record<string, string>, supplierId: number) {
  const res = await callApi(t, 'POST', '/web/conversations', auth, { supplierId });
  if (res.statusCode !== 200) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; storeId: number; supplierId: number; name: string };
}

export async function send(t: TestApp, auth: Record<string, string>, conversationId: number, body: object) {
  return callApi(t, 'POST', `/web/conversations/${conversationId}/messages`, auth, body);
}
