import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/catalog-factories';
import { callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';
import { signInSupplier } from '../../projects/test-helpers';

// The agent's send wired to the outreach (decisions 049 and 050): a thread confirmed by its founder reaches
// the supplier's inbox in the AI_SOURCING_AGENT group with the tech pack card and a request to quote on.

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let knit = 0;
const BASE = '/web/ai-sourcing-agents/threads';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Agent Send Store');
  knit = (
    await createCompany(t.deps.db, {
      name: 'Braga Knit Send',
      countryCode: 'PT',
      capabilities: ['Organic cotton knitting'],
      baseProducts: ['Organic cotton tees'],
      moq: 300,
    })
  ).id;
}, 240_000);
afterAll(async () => t?.close());

describe('the agent sends through the outreach', () => {
  it('puts the drafted message and the tech pack card in the supplier inbox, with a request to quote', async () => {
    const idea =
      'Organic cotton tee made of organic cotton jersey, 500 units at $6.50 each, shipped to the United States';
    let th = (await callApi(t, 'POST', BASE, a.auth, { agentType: 'DESIGN_SOURCE', idea })).json();
    th = (
      await callApi(t, 'POST', `${BASE}/${th.id}/answers`, a.auth, {
        answers: { productionDate: '2027-03-01' },
      })
    ).json();
    expect(th).toMatchObject({ step: 'REVIEW', status: 'WAITING' });
    th = (await callApi(t, 'POST', `${BASE}/${th.id}/approve-tech-pack`, a.auth, { version: 1 })).json();
    expect(th.state.matches.map((m: { supplierId: number }) => m.supplierId)).toContain(knit);
    th = (await callApi(t, 'POST', `${BASE}/${th.id}/shortlist`, a.auth, { companyIds: [knit] })).json();
    const drafts = {
      inNetwork: [{ companyId: knit, message: 'Bom dia! Please quote 500 organic tees from our tech pack.' }],
    };
    th = (await callApi(t, 'PUT', `${BASE}/${th.id}/drafts`, a.auth, { drafts })).json();
    const sent = await callApi(t, 'POST', `${BASE}/${th.id}/confirm-send`, a.auth, { baseSeq: th.seq });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      step: 'SENT',
      status: 'DONE',
      state: { sendResult: { sent: 1, failed: [] } },
    });

    const supplier = await signInSupplier(t, knit);
    const list = await callApi(t, 'GET', '/web/conversations?group=AI_SOURCING_AGENT', supplier.auth);
    const conv = list.json().find((c: { storeId: number }) => c.storeId === a.storeId);
    expect(conv).toBeTruthy();
    const messages = (
      await callApi(t, 'GET', `/web/conversations/${conv.id}/messages`, supplier.auth)
    ).json();
    const texts = messages.map((m: { body?: string; text?: string }) => m.body ?? m.text ?? '').join('\n');
    expect(texts).toContain('Bom dia! Please quote 500 organic tees from our tech pack.');
    const card = messages.find((m: { card: unknown }) => m.card)?.card;
    expect(card).toMatchObject({ kind: 'TECH_PACK', id: th.state.techPackId });
    const requests = (await callApi(t, 'GET', '/web/supplier-project-requests', supplier.auth)).json();
    expect(requests.some((r: { title: string }) => r.title.startsWith('Organic cotton tee'))).toBe(true);

    // The founder sees the same conversation under the agent's group.
    const mine = await callApi(t, 'GET', '/web/conversations?group=AI_SOURCING_AGENT', a.auth);
    expect(mine.json().length).toBe(1);
  });
});
