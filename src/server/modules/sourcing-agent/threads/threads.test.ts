import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { agentThreads } from '../../../db/schema/sourcing-agent';
import { startFakeOpenAiServer } from '../../../providers/ai-text/fake-openai-server';
import { createOpenAiText } from '../../../providers/ai-text/openai-text';
import type { AiTextProvider } from '../../../providers/ai-text/types';
import { createCompany } from '../../../test/catalog-factories';
import { callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';
import { putBusinessSetting } from '../../commons/business-settings';
import { clarifyTask, draftOutreachTask } from './agent-tasks';
import type { AgentAppDeps, SendOutreach } from './deps';
import { AGENT_MODEL_CALLS_PER_STORE } from './routes';
import { runAgentEndToEnd, STALE_RUNNING_MS } from './service';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
let embedded: AiTextProvider;
const ids = { knit: 0, porto: 0, boxes: 0 };

const BASE = '/web/ai-sourcing-agents/threads';
const IDEA =
  'Organic cotton tee made of organic cotton jersey, 500 units at $6.50 each, shipped to the United States';

type Sent = Parameters<SendOutreach>[2];
let sent: Sent[] = [];
let sendFails = false;
const recorder: SendOutreach = async (_tx, ctx, input) => {
  if (sendFails) throw new Error('The outbox is unavailable');
  sent.push(input);
  expect(ctx.storeId).toBeGreaterThan(0);
  return {
    sent: input.inNetwork.length,
    failed: input.expanded.map((e) => ({ id: e.recordId, reason: 'unknown record' })),
  };
};

const create = (auth: Record<string, string>, body: unknown) => callApi(t, 'POST', BASE, auth, body);
const act = (auth: Record<string, string>, id: number, what: string, body: unknown = {}) =>
  callApi(t, what === 'drafts' ? 'PUT' : 'POST', `${BASE}/${id}/${what}`, auth, body);
const get = (auth: Record<string, string>, id: number) => callApi(t, 'GET', `${BASE}/${id}`, auth);
const history = (auth: Record<string, string>, id: number, checkpointId?: number) =>
  callApi(
    t,
    'GET',
    `/agent/history-messages/${id}${checkpointId ? `?checkpointId=${checkpointId}` : ''}`,
    auth,
  );

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  embedded = t.deps.aiText;
  (t.deps as typeof t.deps & AgentAppDeps).sendOutreach = recorder;
  a = await registerStore(t, 'Agent Store A');
  b = await registerStore(t, 'Agent Store B');
  const db = t.deps.db;
  ids.knit = (
    await createCompany(db, {
      name: 'Lisbon Knit',
      countryCode: 'PT',
      capabilities: ['Organic cotton knitting'],
      baseProducts: ['Organic cotton tees'],
      moq: 300,
      reviewAverage: 4.6,
      reviewCount: 12,
      isVerified: true,
    })
  ).id;
  ids.porto = (
    await createCompany(db, {
      name: 'Porto Tees',
      countryCode: 'PT',
      capabilities: ['Cut and sew'],
      baseProducts: ['Cotton tees'],
      moq: 1000,
    })
  ).id;
  ids.boxes = (
    await createCompany(db, {
      name: 'Shenzhen Mailers',
      countryCode: 'CN',
      tabs: ['ECOMMERCE_PACKAGING'],
      capabilities: ['Corrugated printing'],
      baseProducts: ['Mailer boxes'],
      moq: 500,
    })
  ).id;
});
afterAll(async () => t?.close());
beforeEach(() => {
  sent = [];
  sendFails = false;
  t.deps.aiText = embedded;
});

describe('agent threads', () => {
  it('runs a thread from the idea to the messages sent, one checkpoint a transition', async () => {
    const res = await create(a.auth, { agentType: 'DESIGN_SOURCE', idea: IDEA });
    expect(res.statusCode, res.body).toBe(201);
    let th = res.json();
    // The idea names everything but the timeline: the agent asks that one, in the documented words.
    expect(th).toMatchObject({ step: 'CLARIFYING', status: 'WAITING', seq: 2, agentType: 'DESIGN_SOURCE' });
    expect(th.state.brief).toEqual({
      productName: 'Organic cotton tee',
      quantity: 500,
      targetUnitCostCents: 650,
      destinationCountry: 'US',
      materials: 'organic cotton jersey',
    });
    expect(th.state.questions).toEqual([
      { field: 'productionDate', text: 'By when do you need production finished?' },
    ]);
    expect(th.messages.map((m: { role: string }) => m.role)).toEqual(['FOUNDER', 'AGENT']);

    // A bad answer is a 400 and moves nothing.
    const bad = await act(a.auth, th.id, 'answers', { answers: { productionDate: '2027-02-30' } });
    expect(bad.statusCode).toBe(400);
    const notMine = await act(a.auth, th.id, 'answers', { answers: { boxType: 'MAILER' } });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().details[0].path).toBe('body.answers.boxType');

    const answered = await act(a.auth, th.id, 'answers', {
      answers: { productionDate: '2027-03-01' },
      baseSeq: 2,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    th = answered.json();
    // answers (CLARIFYING RUNNING) → brief complete (TECH_PACK_DRAFT RUNNING) → the tech pack (REVIEW WAITING)
    expect(th).toMatchObject({ step: 'REVIEW', status: 'WAITING', seq: 5 });
    expect(th.checkpoints.map((c: { step: string; status: string }) => `${c.step} ${c.status}`)).toEqual([
      'INTAKE RUNNING',
      'CLARIFYING WAITING',
      'CLARIFYING RUNNING',
      'TECH_PACK_DRAFT RUNNING',
      'REVIEW WAITING',
    ]);
    const packId = th.state.techPackId;
    const ofPack = (await callApi(t, 'GET', `${BASE}?techPackId=${packId}`, a.auth)).json();
    expect(ofPack.map((x: { id: number }) => x.id)).toEqual([th.id]);
    expect((await callApi(t, 'GET', `${BASE}?techPackId=${packId}`, b.auth)).json()).toEqual([]);
    const pack = (await callApi(t, 'GET', `/web/ai-sourcing-agents-tech-pack/${packId}`, a.auth)).json();
    expect(pack).toMatchObject({
      agentType: 'DESIGN_SOURCE',
      version: 1,
      body: {
        kind: 'PRODUCT',
        productName: 'Organic cotton tee',
        quantities: [{ quantity: 500 }],
        targetUnitCostCents: 650,
        destination: { countryCode: 'US' },
        productionDate: '2027-03-01',
        construction: 'Materials: organic cotton jersey',
      },
    });

    // The founder edits the tech pack elsewhere: approving the old version is stale.
    const saved = await callApi(t, 'PUT', `/web/ai-sourcing-agents-tech-pack/${packId}`, a.auth, {
      baseVersion: 1,
      body: { ...pack.body, category: 'Tees', countryOfOrigin: 'PT' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await act(a.auth, th.id, 'approve-tech-pack', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/version 2 now/);
    const approved = await act(a.auth, th.id, 'approve-tech-pack', { version: 2, baseSeq: th.seq });
    expect(approved.statusCode, approved.body).toBe(200);
    th = approved.json();
    expect(th).toMatchObject({ step: 'SHORTLIST', status: 'WAITING', state: { approvedVersion: 2 } });
    const knit = th.state.matches.find((m: { supplierId: number }) => m.supplierId === ids.knit);
    expect(knit.name).toBe('Lisbon Knit');
    expect(knit.reasons.length).toBeGreaterThan(0);
    expect(th.state.matches.some((m: { supplierId: number }) => m.supplierId === ids.boxes)).toBe(false);

    // Only matched suppliers can be shortlisted.
    const stranger = await act(a.auth, th.id, 'shortlist', { companyIds: [ids.boxes] });
    expect(stranger.statusCode).toBe(400);
    expect((await act(a.auth, th.id, 'shortlist', { companyIds: [] })).statusCode).toBe(400);
    const listed = await act(a.auth, th.id, 'shortlist', { companyIds: [ids.knit], expandedRecordIds: [77] });
    expect(listed.statusCode, listed.body).toBe(200);
    th = listed.json();
    expect(th).toMatchObject({ step: 'CONFIRM', status: 'WAITING' });
    expect(th.state.drafts.inNetwork).toHaveLength(1);
    expect(th.state.drafts.inNetwork[0].message).toContain('Hello Lisbon Knit team,');
    expect(th.state.drafts.inNetwork[0].message).toContain('tech pack (version 2)');
    expect(th.state.drafts.inNetwork[0].message).toContain('- Quantity: 500 units');
    expect(th.state.drafts.expanded).toEqual([{ recordId: 77, message: expect.stringMatching(/^Hello,/) }]);

    const unknownDraft = await act(a.auth, th.id, 'drafts', {
      drafts: { inNetwork: [{ companyId: ids.porto, message: 'Hi there, a quote please.' }] },
    });
    expect(unknownDraft.statusCode).toBe(400);
    const edited = await act(a.auth, th.id, 'drafts', {
      drafts: { inNetwork: [{ companyId: ids.knit, message: 'Olá! Please quote 500 organic tees.' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    th = edited.json();
    expect(th.state.drafts.inNetwork[0].message).toBe('Olá! Please quote 500 organic tees.');

    const done = await act(a.auth, th.id, 'confirm-send', { baseSeq: th.seq });
    expect(done.statusCode, done.body).toBe(200);
    th = done.json();
    expect(th).toMatchObject({
      step: 'SENT',
      status: 'DONE',
      state: { sendResult: { sent: 1, failed: [{ id: 77, reason: 'unknown record' }] } },
    });
    expect(sent).toEqual([
      {
        threadId: th.id,
        techPackId: packId,
        inNetwork: [{ companyId: ids.knit, message: 'Olá! Please quote 500 organic tees.' }],
        expanded: [{ recordId: 77, message: expect.stringMatching(/^Hello,/) }],
      },
    ]);
    expect(th.messages.at(-1).text).toMatch(/^Sent 1 message\. 1 could not be sent/);
    // Nothing more can happen to a sent thread.
    expect((await act(a.auth, th.id, 'confirm-send')).statusCode).toBe(409);
    expect(th.checkpoints.map((c: { seq: number }) => c.seq)).toEqual(
      th.checkpoints.map((_: unknown, i: number) => i + 1),
    );

    // The history replays the thread at every checkpoint: that checkpoint's state and the messages so far.
    for (const cp of th.checkpoints) {
      const h = await history(a.auth, th.id, cp.id);
      expect(h.statusCode, h.body).toBe(200);
      expect(h.json().checkpoint).toEqual(cp);
      expect(h.json().messages).toEqual(th.messages.filter((m: { seq: number }) => m.seq <= cp.seq));
    }
    const review = th.checkpoints.find((c: { step: string }) => c.step === 'REVIEW');
    const atReview = (await history(a.auth, th.id, review.id)).json();
    expect(atReview.state).toMatchObject({
      techPackId: packId,
      approvedVersion: null,
      matches: [],
      drafts: null,
    });
    expect((await history(a.auth, th.id)).json().checkpoint.id).toBe(th.checkpointId);
    expect((await history(a.auth, th.id, 999_999)).statusCode).toBe(404);
  });

  it('answers 404 for another store, 400 for bad bodies and 409 for a stale or refused transition', async () => {
    const th = (await create(a.auth, { agentType: 'DESIGN_SOURCE', idea: 'Linen napkins' })).json();
    expect(th.state.questions.map((q: { field: string }) => q.field)).toEqual([
      'quantity',
      'targetUnitCostCents',
      'destinationCountry',
      'productionDate',
      'materials',
    ]);
    const other = (await create(b.auth, { agentType: 'DESIGN_SOURCE', idea: 'Wool socks' })).json();

    expect((await get(b.auth, th.id)).statusCode).toBe(404);
    expect((await history(b.auth, th.id)).statusCode).toBe(404);
    // A checkpoint of another thread is not one of this thread's.
    expect((await history(a.auth, th.id, other.checkpointId)).statusCode).toBe(404);
    for (const [what, body] of [
      ['answers', { answers: { quantity: 100 } }],
      ['approve-tech-pack', { version: 1 }],
      ['shortlist', { companyIds: [1] }],
      ['drafts', { drafts: { inNetwork: [] } }],
      ['confirm-send', {}],
      ['retry', {}],
    ] as const)
      expect((await act(b.auth, th.id, what, body)).statusCode, what).toBe(404);

    expect((await create(a.auth, { agentType: 'DESIGN_SOURCE' })).statusCode).toBe(400);
    expect((await create(a.auth, { agentType: 'ROBOT', idea: 'Linen napkins' })).statusCode).toBe(400);
    expect((await create(a.auth, { agentType: 'PACKAGING', idea: 'Box', extra: 1 })).statusCode).toBe(400);
    expect((await act(a.auth, th.id, 'answers', { answers: {} })).statusCode).toBe(400);
    expect((await act(a.auth, th.id, 'answers', { answers: { quantity: 2.5 } })).statusCode).toBe(400);
    expect(
      (await act(a.auth, th.id, 'answers', { answers: { quantity: 10 }, sneaky: true })).statusCode,
    ).toBe(400);
    expect((await callApi(t, 'GET', `${BASE}/abc`, a.auth)).statusCode).toBe(400);

    // The wrong step: 409 saying where the thread is.
    const early = await act(a.auth, th.id, 'approve-tech-pack', { version: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/waiting|clarifying/);
    // A stale seq: 409, nothing written.
    const first = await act(a.auth, th.id, 'answers', { answers: { quantity: 200 }, baseSeq: th.seq });
    expect(first.statusCode, first.body).toBe(200);
    const second = await act(a.auth, th.id, 'answers', { answers: { quantity: 300 }, baseSeq: th.seq });
    expect(second.statusCode).toBe(409);
    const now = (await get(a.auth, th.id)).json();
    expect(now.state.brief.quantity).toBe(200);
    expect(now.seq).toBe(first.json().seq);
  });

  it('marks a failed model call FAILED with the reason; retry re-runs only that step', async () => {
    const down = await startFakeOpenAiServer({ failWith: { status: 500, message: 'upstream exploded' } });
    const invalid = await startFakeOpenAiServer({ schemaInvalid: true });
    const up = await startFakeOpenAiServer({
      chat: ({ schemaName, user }) =>
        schemaName === clarifyTask.name
          ? clarifyTask.embedded(JSON.parse(user), 0)
          : draftOutreachTask.embedded(JSON.parse(user), 0),
    });
    try {
      t.deps.aiText = createOpenAiText(down.config({ timeoutMs: 2000 }));
      let th = (await create(a.auth, { agentType: 'DESIGN_SOURCE', idea: IDEA })).json();
      expect(th).toMatchObject({ step: 'INTAKE', status: 'FAILED', seq: 2 });
      expect(th.state.failure.step).toBe('INTAKE');
      expect(th.state.failure.reason.length).toBeGreaterThan(5);
      expect(th.messages.at(-1).text).toMatch(/^That step failed: /);
      const before = await Promise.all(
        th.checkpoints.map((c: { id: number }) => history(a.auth, th.id, c.id)),
      );

      t.deps.aiText = createOpenAiText(invalid.config());
      th = (await act(a.auth, th.id, 'retry', { baseSeq: th.seq })).json();
      expect(th).toMatchObject({ step: 'INTAKE', status: 'FAILED' });
      expect(th.state.failure.reason).toMatch(/did not have the expected shape/);

      t.deps.aiText = createOpenAiText(up.config());
      th = (await act(a.auth, th.id, 'retry')).json();
      expect(th).toMatchObject({ step: 'CLARIFYING', status: 'WAITING', state: { failure: null } });
      expect(th.state.questions.map((q: { field: string }) => q.field)).toEqual(['productionDate']);
      expect(up.requests.at(-1)?.body.model).toBe('test-text-model');
      // Earlier checkpoints are as they were.
      for (const [i, c] of th.checkpoints.slice(0, before.length).entries())
        expect((await history(a.auth, th.id, c.id)).json()).toEqual(before[i]!.json());

      // The drafting step fails the same way, after the earlier steps stand.
      th = (await act(a.auth, th.id, 'answers', { answers: { productionDate: '2027-05-01' } })).json();
      th = (await act(a.auth, th.id, 'approve-tech-pack', { version: 1 })).json();
      t.deps.aiText = createOpenAiText(down.config({ timeoutMs: 2000 }));
      th = (await act(a.auth, th.id, 'shortlist', { companyIds: [ids.knit] })).json();
      expect(th).toMatchObject({ step: 'OUTREACH_DRAFTS', status: 'FAILED', state: { drafts: null } });
      expect(th.state.shortlist.companyIds).toEqual([ids.knit]);
      t.deps.aiText = createOpenAiText(up.config());
      th = (await act(a.auth, th.id, 'retry')).json();
      expect(th).toMatchObject({ step: 'CONFIRM', status: 'WAITING' });
      expect(th.state.drafts.inNetwork[0].companyId).toBe(ids.knit);

      // A send that throws leaves the thread FAILED at SENT, nothing recorded; retry sends once.
      sendFails = true;
      th = (await act(a.auth, th.id, 'confirm-send')).json();
      expect(th).toMatchObject({ step: 'SENT', status: 'FAILED' });
      expect(th.state.failure.reason).toBe('The outbox is unavailable');
      expect(sent).toEqual([]);
      sendFails = false;
      th = (await act(a.auth, th.id, 'retry')).json();
      expect(th).toMatchObject({ step: 'SENT', status: 'DONE' });
      expect(sent).toHaveLength(1);
    } finally {
      await Promise.all([down.close(), invalid.close(), up.close()]);
    }
  });

  it('resumes from its last checkpoint after a restart, at every step', async () => {
    let app = t.app;
    const on = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      app.inject({ method, url: `/rest/main${url}`, headers: a.auth, payload: body as object });
    const restart = async () => {
      if (app !== t.app) await app.close();
      app = await buildApp(t.deps, { logger: false });
      await app.ready();
    };
    try {
      let th = (
        await on('POST', BASE, {
          agentType: 'PACKAGING',
          idea: 'Mailer box 10x8x2 for our tees, 2000 boxes, ship to Canada',
        })
      ).json();
      expect(th.state.brief).toMatchObject({
        boxType: 'MAILER',
        dimensions: { length: 10, width: 8, height: 2 },
        quantity: 2000,
        destinationCountry: 'CA',
      });
      expect(th.state.questions.map((q: { field: string }) => q.field)).toEqual([
        'targetUnitCostCents',
        'productionDate',
        'printing',
      ]);
      const steps = async (answer: () => Promise<{ json(): unknown }>) => {
        const seen = (await on('GET', `${BASE}/${th.id}`)).json();
        await restart();
        // The rebuilt app reads the same thread, at the same checkpoint.
        expect((await on('GET', `${BASE}/${th.id}`)).json()).toEqual(seen);
        th = (await answer()).json() as typeof th;
      };
      await steps(() => on('POST', `${BASE}/${th.id}/answers`, { answers: { targetUnitCostCents: 85 } }));
      expect(th).toMatchObject({ step: 'CLARIFYING', status: 'WAITING' });
      expect(th.state.questions.map((q: { field: string }) => q.field)).toEqual([
        'productionDate',
        'printing',
      ]);
      await steps(() =>
        on('POST', `${BASE}/${th.id}/answers`, {
          answers: { productionDate: '2027-04-01', printing: 'Flexo, 1 colour' },
        }),
      );
      expect(th).toMatchObject({ step: 'REVIEW', status: 'WAITING' });
      await steps(() => on('POST', `${BASE}/${th.id}/approve-tech-pack`, { version: 1 }));
      expect(th).toMatchObject({ step: 'SHORTLIST', status: 'WAITING' });
      expect(th.state.matches.map((m: { supplierId: number }) => m.supplierId)).toEqual([ids.boxes]);
      await steps(() => on('POST', `${BASE}/${th.id}/shortlist`, { companyIds: [ids.boxes] }));
      expect(th).toMatchObject({ step: 'CONFIRM', status: 'WAITING' });
      expect(th.state.drafts.inNetwork[0].message).toContain('packaging for Mailer box');
      await steps(() => on('POST', `${BASE}/${th.id}/confirm-send`, {}));
      expect(th).toMatchObject({ step: 'SENT', status: 'DONE', state: { sendResult: { sent: 1 } } });
    } finally {
      if (app !== t.app) await app.close();
    }
  });

  it('re-runs a step a restart cut off, once it has been RUNNING too long', async () => {
    let th = (await create(a.auth, { agentType: 'DESIGN_SOURCE', idea: IDEA })).json();
    // As if the process stopped after the answers' checkpoint, before the clarifying step's work.
    await t.deps.db
      .update(agentThreads)
      .set({ status: 'RUNNING', updatedAt: new Date() })
      .where(eq(agentThreads.id, th.id));
    expect((await act(a.auth, th.id, 'retry')).statusCode).toBe(409);
    await t.deps.db
      .update(agentThreads)
      .set({ updatedAt: new Date(Date.now() - STALE_RUNNING_MS - 1000) })
      .where(eq(agentThreads.id, th.id));
    const res = await act(a.auth, th.id, 'retry');
    expect(res.statusCode, res.body).toBe(200);
    th = res.json();
    expect(th).toMatchObject({ step: 'CLARIFYING', status: 'WAITING' });
    expect(th.state.questions.map((q: { field: string }) => q.field)).toEqual(['productionDate']);
  });

  it('lists and counts the threads, honours an Idempotency-Key, and refuses a preview account', async () => {
    const c = await registerStore(t, 'Agent Store C');
    const post = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/rest/main${BASE}`,
        headers: { ...c.auth, 'idempotency-key': key },
        payload: { agentType: 'PACKAGING', idea: 'Rigid gift box' },
      });
    const one = (await post('k-1')).json();
    const again = (await post('k-1')).json();
    expect(again.id).toBe(one.id);
    await create(c.auth, { agentType: 'DESIGN_SOURCE', idea: 'Ceramic mugs' });
    const list = (await callApi(t, 'GET', BASE, c.auth)).json();
    expect(list.map((x: { title: string }) => x.title)).toEqual(['Ceramic mugs', 'Rigid gift box']);
    expect((await callApi(t, 'GET', `${BASE}/action/count`, c.auth)).json()).toEqual({ count: 2 });
    expect((await callApi(t, 'GET', `${BASE}/action/count?agentType=PACKAGING`, c.auth)).json()).toEqual({
      count: 1,
    });
    expect((await callApi(t, 'GET', `${BASE}?agentType=PACKAGING`, c.auth)).json()).toHaveLength(1);

    await putBusinessSetting(t.deps.db, 'NONE', 'PREVIEW_ACCOUNT_STORE_IDS', [c.storeId]);
    t.deps.previewAccounts.invalidate();
    try {
      expect((await get(c.auth, one.id)).statusCode).toBe(200);
      expect((await history(c.auth, one.id)).statusCode).toBe(200);
      expect((await create(c.auth, { agentType: 'DESIGN_SOURCE', idea: 'Mugs' })).json().code).toBe(
        'PREVIEW_BLOCKED',
      );
      expect((await act(c.auth, one.id, 'answers', { answers: { quantity: 5 } })).statusCode).toBe(403);
    } finally {
      await putBusinessSetting(t.deps.db, 'NONE', 'PREVIEW_ACCOUNT_STORE_IDS', []);
      t.deps.previewAccounts.invalidate();
    }
  });

  it('limits the model-backed transitions of a store', async () => {
    const d = await registerStore(t, 'Agent Store D');
    const th = (await create(d.auth, { agentType: 'DESIGN_SOURCE', idea: 'Linen aprons' })).json();
    // Each retry counts before the table refuses it (409): the store's window fills, then 429.
    for (let i = 1; i < AGENT_MODEL_CALLS_PER_STORE; i++)
      expect((await act(d.auth, th.id, 'retry')).statusCode).toBe(409);
    const limited = await act(d.auth, th.id, 'retry');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another store is not limited by it; reads are not limited.
    expect((await create(b.auth, { agentType: 'DESIGN_SOURCE', idea: 'Linen aprons' })).statusCode).toBe(201);
    expect((await get(d.auth, th.id)).statusCode).toBe(200);
  });

  it('runs end to end with the embedded provider through the exported run (the bench)', async () => {
    const th = await runAgentEndToEnd(
      { db: t.deps.db, aiText: embedded, sendOutreach: recorder },
      { storeId: a.storeId, userId: a.userId },
      {
        agentType: 'DESIGN_SOURCE',
        idea: 'Organic cotton tee',
        answers: {
          quantity: 400,
          targetUnitCostCents: 700,
          destinationCountry: 'US',
          productionDate: '2027-06-01',
          materials: 'organic cotton',
        },
      },
    );
    expect(th).toMatchObject({ step: 'SENT', status: 'DONE' });
    expect(sent[0]!.inNetwork.map((m) => m.companyId).sort()).toEqual([ids.knit, ids.porto].sort());
  });
});
