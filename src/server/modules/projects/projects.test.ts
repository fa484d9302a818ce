import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../shared/rules/constants';
import { emailOutbox } from '../../db/schema/email';
import { createCategory, createCompany } from '../../test/catalog-factories';
import {
  type CallArgs,
  callApi,
  createTestApp,
  type HttpMethod,
  registerStore,
  type TestApp,
} from '../../test/test-app';
import { sampleImage, uploadFile } from '../uploads/test-helpers';
import { projectBody, signInSupplier } from './test-helpers';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Project Store A');
  b = await registerStore(t, 'Project Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const create = (s: Store, over: Parameters<typeof projectBody>[0] = {}) =>
  call('POST', '/web/project-management', s.auth, projectBody(over));

describe('POST /web/project-management', () => {
  it('saves a draft with the default intro message and its attachments', async () => {
    const c = await createCompany(t.deps.db);
    const file = (await uploadFile(t, a.auth, 'sketch.png', await sampleImage(20, 20))).json();
    const res = await create(a, { supplierIds: [c.id, c.id], attachmentKeys: [file.key] });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      status: 'DRAFT',
      type: 'RFP_PRODUCT',
      productOption: 'STOCK_WITH_CUSTOMIZATIONS',
      quantity: 600,
      targetUnitPriceCents: 420,
      currency: 'USD',
      introMessage: DEFAULT_PROJECT_INTRO_MESSAGE,
      audience: 'CHOSEN',
      supplierIds: [c.id],
      recipients: [],
      recipientCount: 0,
      quoteCount: 0,
      sentAt: null,
    });
    expect(p.attachments).toEqual([
      { key: file.key, url: file.url, fileName: 'sketch.png', contentType: 'image/png', size: file.size },
    ]);
  });

  it('sends at once to chosen suppliers and emails their users', async () => {
    const c = await createCompany(t.deps.db);
    const s = await signInSupplier(t, c.id);
    const res = await create(a, { supplierIds: [c.id], send: true, title: 'Sent at once' });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ status: 'SENT', recipientCount: 1 });
    expect(p.sentAt).toEqual(expect.any(String));
    expect(p.recipients).toEqual([
      { companyId: c.id, companyName: c.name, countryCode: 'CN', status: 'PENDING' },
    ]);
    const [mail] = await t.deps.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      to: [s.email],
      subject: 'New custom project request: Sent at once',
      ref: `project-request:${p.id}`,
    });
    expect(mail!.text).toContain('Project Store A');
  });

  it('answers a retry with the same Idempotency-Key with the first request and no second email', async () => {
    const c = await createCompany(t.deps.db);
    await signInSupplier(t, c.id);
    const emails = async () => (await t.deps.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const post = (auth: Record<string, string>, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/rest/main/web/project-management',
        headers: { ...auth, 'idempotency-key': key },
        payload: projectBody({ supplierIds: [c.id], send: true }),
      });
    const first = await post(a.auth, 'rfp-retry-1');
    const sent = await emails();
    const retry = await post(a.auth, 'rfp-retry-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await emails()).toBe(sent);
    expect((await post(b.auth, 'rfp-retry-1')).json().id).not.toBe(first.json().id);
    const bad = await post(a.auth, 'x'.repeat(201));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idempotency-Key');
  });

  it('opens a request to matching suppliers when it has categories', async () => {
    const cat = await createCategory(t.deps.db);
    const res = await create(a, { audience: 'OPEN', categoryIds: [cat.id], send: true, supplierIds: [1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SENT',
      audience: 'OPEN',
      supplierIds: [],
      categoryIds: [cat.id],
    });
  });

  it.each([
    [{ type: 'BOGUS' }, 'body.type'],
    [{ title: ' ' }, 'body.title'],
    [{ quantity: 0 }, 'body.quantity'],
    [{ quantity: 1.5 }, 'body.quantity'],
    [{ targetUnitPriceCents: -1 }, 'body.targetUnitPriceCents'],
    [{ targetUnitPriceCents: 4.2 }, 'body.targetUnitPriceCents'],
    [{ productOption: 'SOMETHING' }, 'body.productOption'],
    [{ supplierIds: ['x'] }, 'body.supplierIds.0'],
    [{ audience: 'EVERYONE' }, 'body.audience'],
    [{ extra: true }, 'body'],
  ])('answers 400 for %j', async (over, path) => {
    const res = await create(a, over as object);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID');
    expect(res.json().details[0].path).toBe(path);
  });

  it('answers 400 with a clear message for what it points at and what sending needs', async () => {
    const unknownSupplier = await create(a, { supplierIds: [99_999_999] });
    expect(unknownSupplier.statusCode).toBe(400);
    expect(unknownSupplier.json().message).toBe('Unknown supplier id 99999999');
    expect((await create(a, { categoryIds: [99_999_999] })).json().message).toBe(
      'Unknown category id 99999999',
    );
    const othersFile = (await uploadFile(t, b.auth, 'b.png', await sampleImage(10, 10))).json();
    const stolen = await create(a, { attachmentKeys: [othersFile.key] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('An attachment is not one of your uploaded files');
    const nobody = await create(a, { send: true });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toContain('Choose at least one supplier');
    const openNoCategory = await create(a, { send: true, audience: 'OPEN' });
    expect(openNoCategory.json().message).toContain('Pick at least one category');
    const c = await createCompany(t.deps.db);
    const noOption = await create(a, { send: true, supplierIds: [c.id], productOption: null });
    expect(noOption.json().message).toContain('Choose between stock products');
    // A services request has no product option to choose.
    const services = await create(a, {
      send: true,
      supplierIds: [c.id],
      type: 'SERVICES',
      productOption: null,
    });
    expect(services.statusCode).toBe(200);
  });
});

describe('GET /web/project-management', () => {
  it("lists only the store's projects with paging, sort, filters and a count", async () => {
    const s = await registerStore(t, 'Lister');
    for (const title of ['Bravo', 'Alpha', 'Charlie']) await create(s, { title });
    const list = (q = '') => call('GET', `/web/project-management${q}`, s.auth);
    expect((await list()).json().map((p: { title: string }) => p.title)).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
    ]);
    expect((await list('?sort=title')).json().map((p: { title: string }) => p.title)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    expect((await list('?sort=-title&page=1&size=1')).json().map((p: { title: string }) => p.title)).toEqual([
      'Bravo',
    ]);
    expect((await list('?status=SENT')).json()).toEqual([]);
    expect((await call('GET', '/web/project-management/action/count', s.auth)).json()).toEqual({ count: 3 });
    expect((await call('GET', '/web/project-management/action/count?status=DRAFT', s.auth)).json()).toEqual({
      count: 3,
    });
    const others = (await call('GET', '/web/project-management', b.auth)).json();
    expect(others.map((p: { title: string }) => p.title)).not.toContain('Alpha');
  });

  it.each([
    ['?sort=price', 'Invalid querystring.sort: sort is one of createdAt, -createdAt'],
    ['?page=-1', 'page is 0-based and cannot be negative'],
    ['?size=201', 'size is at most 200'],
    ['?size=0', 'size is at least 1'],
    ['?status=LOST', 'querystring.status'],
    ['?page=abc', 'querystring.page'],
  ])('answers 400 for %s', async (q, message) => {
    const res = await call('GET', `/web/project-management${q}`, a.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await call('GET', `/web/project-management/${id}`, a.auth);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toContain('params.id');
    }
    const res = await call('GET', '/web/project-management/99999999', a.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
  });
});

describe('the lifecycle', () => {
  it('edits a draft, sends it, refuses edits once sent, and closes it', async () => {
    const c = await createCompany(t.deps.db);
    const p = (await create(a)).json();
    const edited = await call(
      'PUT',
      `/web/project-management/${p.id}`,
      a.auth,
      projectBody({ title: 'Edited', supplierIds: [c.id], introMessage: 'Hi there' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited', introMessage: 'Hi there', status: 'DRAFT' });
    const sent = await call('POST', `/web/project-management/${p.id}/send`, a.auth);
    expect(sent.json()).toMatchObject({ status: 'SENT', recipientCount: 1 });
    const again = await call('POST', `/web/project-management/${p.id}/send`, a.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The project is already sent');
    const late = await call('PUT', `/web/project-management/${p.id}`, a.auth, projectBody());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a draft can be edited; this project is sent');
    const closed = await call('POST', `/web/project-management/${p.id}/close`, a.auth);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    expect((await call('POST', `/web/project-management/${p.id}/close`, a.auth)).statusCode).toBe(409);
  });

  it('refuses to send an incomplete draft with a clear message', async () => {
    const p = (await create(a)).json();
    const res = await call('POST', `/web/project-management/${p.id}/send`, a.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose at least one supplier');
    expect((await call('GET', `/web/project-management/${p.id}`, a.auth)).json().status).toBe('DRAFT');
  });

  it("answers 404 for another store's project on every call and changes nothing", async () => {
    const c = await createCompany(t.deps.db);
    const p = (await create(a, { supplierIds: [c.id] })).json();
    const base = `/web/project-management/${p.id}`;
    const calls: [HttpMethod, string, unknown?][] = [
      ['GET', base],
      ['PUT', base, projectBody({ title: 'Hijacked' })],
      ['POST', `${base}/send`],
      ['POST', `${base}/close`],
      ['GET', `${base}/quotes/comparison`],
      ['POST', `${base}/quotes/1/award`],
      ['POST', `${base}/quotes/1/decline`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, b.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', base, a.auth)).json()).toMatchObject({ title: p.title, status: 'DRAFT' });
  });

  it("refuses another store's creator project in a body", async () => {
    const cp = (await call('POST', '/web/creator-projects', b.auth, { title: 'B idea' })).json();
    const res = await create(a, { creatorProjectId: cp.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Creator project not found');
  });
});

describe('/web/creator-projects', () => {
  it('creates, lists, counts and updates, scoped to the store', async () => {
    const s = await registerStore(t, 'Creator');
    const created = await call('POST', '/web/creator-projects', s.auth, { title: 'Candle line' });
    expect(created.statusCode).toBe(200);
    const cp = created.json();
    expect(cp).toMatchObject({ title: 'Candle line', description: '', stage: 'IDEATION', requestCount: 0 });
    await create(s, { creatorProjectId: cp.id });
    const updated = await call('PUT', `/web/creator-projects/${cp.id}`, s.auth, {
      title: 'Candle line',
      stage: 'SOURCING',
    });
    expect(updated.json()).toMatchObject({ stage: 'SOURCING', requestCount: 1 });
    expect((await call('GET', '/web/creator-projects', s.auth)).json()).toHaveLength(1);
    expect((await call('GET', '/web/creator-projects/action/count', s.auth)).json()).toEqual({ count: 1 });
    expect(
      (await call('GET', `/web/project-management?creatorProjectId=${cp.id}`, s.auth)).json(),
    ).toHaveLength(1);
    const hijack = await call('PUT', `/web/creator-projects/${cp.id}`, b.auth, { title: 'Mine now' });
    expect(hijack.statusCode).toBe(404);
    const bList = (await call('GET', '/web/creator-projects', b.auth)).json();
    expect(bList.map((x: { title: string }) => x.title)).not.toContain('Candle line');
    const bad = await call('POST', '/web/creator-projects', s.auth, { title: 'x', stage: 'DREAMING' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/web/creator-projects?sort=stage', s.auth)).statusCode).toBe(400);
    expect((await call('GET', '/web/creator-projects?size=999', s.auth)).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('keeps suppliers off the founder routes and stores off the supplier routes', async () => {
    const c = await createCompany(t.deps.db);
    const s = await signInSupplier(t, c.id);
    expect((await call('GET', '/web/project-management', s.auth)).statusCode).toBe(403);
    expect((await call('GET', '/web/supplier-project-requests', a.auth)).statusCode).toBe(403);
  });
});

describe('the review relationship', () => {
  it('counts a supplier the store sent a project to', async () => {
    const c = await createCompany(t.deps.db);
    const review = () =>
      call('POST', '/web/catalog-company-reviews', b.auth, {
        companyId: c.id,
        rating: 4,
        text: 'Quoted fast',
      });
    await call('POST', '/web/project-management', b.auth, projectBody({ supplierIds: [c.id] }));
    expect((await review()).statusCode, 'a draft is not a relationship').toBe(422);
    const mine = async () =>
      (await call('GET', '/web/stores/me/suppliers?size=50', b.auth))
        .json<{ companyId: number | null; relationships: string[] }[]>()
        .find((s) => s.companyId === c.id);
    expect(await mine(), 'a draft does not list the supplier').toBeUndefined();
    await call('POST', '/web/project-management', b.auth, projectBody({ supplierIds: [c.id], send: true }));
    expect((await mine())?.relationships).toEqual(['REQUESTED']);
    expect((await review()).statusCode).toBe(200);
    expect((await mine())?.relationships).toEqual(['REQUESTED', 'REVIEWED']);
  });
});
