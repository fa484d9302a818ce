import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallArgs,
  callApi,
  createTestApp,
  loginAs,
  registerStore,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const quiz = (answers: { questionKey: string; answer: string }[]) => ({ type: 'ONBOARDING_QUIZ', answers });

describe('per-user flags', () => {
  it('sets and clears flags, read back through the session', async () => {
    const s = await registerStore(t, 'Flags Store');
    expect((await call('GET', '/web/session', s.auth)).json().flags).toEqual({});
    const set = await call('PUT', '/web/users/me/flags', s.auth, {
      flags: { 'tour.homebase': true, 'education.sourcing': true, 'banner.finish-quiz': true },
    });
    expect(set.statusCode).toBe(200);
    expect(Object.keys(set.json()).sort()).toEqual([
      'banner.finish-quiz',
      'education.sourcing',
      'tour.homebase',
    ]);
    const first = set.json()['tour.homebase'];
    expect(Date.parse(first)).not.toBeNaN();

    // Setting again keeps the first time; false clears.
    const again = await call('PUT', '/web/users/me/flags', s.auth, {
      flags: { 'tour.homebase': true, 'education.sourcing': false },
    });
    expect(again.json()).toEqual({ 'tour.homebase': first, 'banner.finish-quiz': expect.any(String) });
    const session = (await call('GET', '/web/session', s.auth)).json();
    expect(Object.keys(session.flags).sort()).toEqual(['banner.finish-quiz', 'tour.homebase']);
    expect((await call('GET', '/web/users/me/flags', s.auth)).json()).toEqual(session.flags);
  });

  it("keeps each user's flags apart", async () => {
    const a = await registerStore(t);
    const b = await registerStore(t);
    await call('PUT', '/web/users/me/flags', a.auth, { flags: { 'tour.marketplace': true } });
    expect((await call('GET', '/web/users/me/flags', b.auth)).json()).toEqual({});
  });

  it('refuses unknown keys, non-boolean values, empty and oversized calls, NUL bytes and no session', async () => {
    const s = await registerStore(t);
    const put = (body: unknown, auth: Record<string, string> = s.auth) =>
      call('PUT', '/web/users/me/flags', auth, body);
    const unknownKey = await put({ flags: { 'tour.nowhere': true } });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().message).toContain('tour.nowhere');
    expect((await put({ flags: { 'tour.homebase': 'yes' } })).statusCode).toBe(400);
    expect((await put({ flags: {} })).statusCode).toBe(400);
    expect((await put({ flags: { 'tour.homebase': true }, extra: 1 })).statusCode).toBe(400);
    expect((await put({ flags: { 'tour.home\u0000base': true } })).statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`tour.x${i}`, true]));
    expect((await put({ flags: many })).statusCode).toBe(400);
    expect((await put({ flags: { 'tour.homebase': true } }, {})).statusCode).toBe(401);
    expect((await call('GET', '/web/users/me/flags', s.auth)).json()).toEqual({});
  });
});

describe('simple questionnaires', () => {
  it('stores a quiz submission the store lists, reads and deletes', async () => {
    const s = await registerStore(t, 'Quiz Store');
    const body = quiz([
      { questionKey: 'accountType', answer: 'CREATOR' },
      { questionKey: 'businessStage', answer: 'IDEA' },
      { questionKey: 'needs', answer: 'PRODUCT_DESIGN,BRANDING' },
    ]);
    const created = await call('POST', '/commons/simple-questionnaires', s.auth, body);
    expect(created.statusCode).toBe(201);
    const q = created.json();
    expect(q).toMatchObject({ type: 'ONBOARDING_QUIZ', answers: body.answers });
    expect((await call('GET', `/commons/simple-questionnaires/${q.id}`, s.auth)).json()).toEqual(q);
    const list = await call('GET', '/commons/simple-questionnaires?type=ONBOARDING_QUIZ', s.auth);
    expect(list.json()).toEqual([q]);

    // Another store's submission is not found, neither to read nor to delete.
    const other = await registerStore(t);
    expect((await call('GET', `/commons/simple-questionnaires/${q.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/commons/simple-questionnaires/${q.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', '/commons/simple-questionnaires', other.auth)).json()).toEqual([]);

    expect((await call('DELETE', `/commons/simple-questionnaires/${q.id}`, s.auth)).json()).toEqual({
      ok: true,
    });
    expect((await call('GET', `/commons/simple-questionnaires/${q.id}`, s.auth)).statusCode).toBe(404);
  });

  it('refuses unknown questions, answers that are not choices, repeats, NUL bytes and oversized input', async () => {
    const s = await registerStore(t);
    const post = (body: unknown) => call('POST', '/commons/simple-questionnaires', s.auth, body);
    const cases: [unknown, string][] = [
      [quiz([{ questionKey: 'favouriteColour', answer: 'blue' }]), 'favouriteColour is not a question'],
      [quiz([{ questionKey: 'businessStage', answer: 'RETIRED' }]), 'is not one of the choices'],
      [quiz([{ questionKey: 'needs', answer: 'SOURCING,SOURCING' }]), 'repeats a choice'],
      [
        quiz([
          { questionKey: 'businessStage', answer: 'IDEA' },
          { questionKey: 'businessStage', answer: 'SELLING' },
        ]),
        'answered twice',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await post({ type: 'SURVEY', answers: [{ questionKey: 'a', answer: 'b' }] })).statusCode).toBe(
      400,
    );
    expect((await post(quiz([]))).statusCode).toBe(400);
    expect(
      (await post({ ...quiz([{ questionKey: 'businessStage', answer: 'IDEA' }]), extra: true })).statusCode,
    ).toBe(400);
    expect((await post(quiz([{ questionKey: 'businessStage', answer: 'ID\u0000EA' }]))).statusCode).toBe(400);
    expect((await post(quiz([{ questionKey: 'businessStage', answer: 'x'.repeat(2001) }]))).statusCode).toBe(
      400,
    );
    const many = Array.from({ length: 51 }, () => ({ questionKey: 'businessStage', answer: 'IDEA' }));
    expect((await post(quiz(many))).statusCode).toBe(400);
    expect((await call('GET', '/commons/simple-questionnaires/abc', s.auth)).statusCode).toBe(400);
    expect((await call('GET', '/commons/simple-questionnaires', s.auth)).json()).toEqual([]);
  });

  it('is for stores only', async () => {
    const supplier = await loginAs(t, 'supplier@quarry.test');
    const res = await call('POST', '/commons/simple-questionnaires', supplier.auth, quiz([]));
    expect(res.statusCode).toBe(403);
  });
});

describe('business plan answers and the account type', () => {
  it('takes the account type at sign-up as the first answer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/register?userType=STORE',
      payload: {
        email: 'creator-signup@example.com',
        password: 'correct-horse-9',
        title: 'Creator Co',
        accountType: 'CREATOR',
      },
    });
    expect(res.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${res.json().token}` };
    const session = (await call('GET', '/web/session', auth)).json();
    expect(session.store.accountType).toBe('CREATOR');
    expect(session.businessPlanAnswers).toEqual({ accountType: 'CREATOR' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/rest/main/register?userType=STORE',
      payload: {
        email: 'bad-type@example.com',
        password: 'correct-horse-9',
        title: 'X',
        accountType: 'ROBOT',
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('merges answers by question key, removes null ones, and keeps the account type in step', async () => {
    const s = await registerStore(t);
    const put = (answers: unknown) =>
      call('PUT', '/web/stores/me/business-plan-answers', s.auth, { answers });
    expect((await put({ businessStage: 'SELLING', yearlySales: 'YEARLY_SALES_50K_250K' })).statusCode).toBe(
      200,
    );
    const changed = await put({
      accountType: 'SMB',
      businessStage: 'IDEA',
      yearlySales: null,
      needs: 'SOURCING',
    });
    expect(changed.json().accountType).toBe('SMB');
    const session = (await call('GET', '/web/session', s.auth)).json();
    expect(session.businessPlanAnswers).toEqual({
      accountType: 'SMB',
      businessStage: 'IDEA',
      needs: 'SOURCING',
    });
  });

  it('refuses unknown keys, answers that are not choices, NUL bytes and empty calls', async () => {
    const s = await registerStore(t);
    const put = (body: unknown) => call('PUT', '/web/stores/me/business-plan-answers', s.auth, body);
    const unknown = await put({ answers: { goal: 'launch' } });
    expect(unknown.statusCode).toBe(400);
    const notChoice = await put({ answers: { productCategory: 'Spaceships' } });
    expect(notChoice.statusCode).toBe(400);
    expect(notChoice.json().details[0].path).toBe('body.answers.productCategory');
    expect((await put({ answers: { accountType: 'ROBOT' } })).statusCode).toBe(400);
    expect((await put({ answers: { businessStage: 'IDEA\u0000' } })).statusCode).toBe(400);
    expect((await put({ answers: {} })).statusCode).toBe(400);
    expect((await put({ answers: { needs: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await call('GET', '/web/session', s.auth)).json().businessPlanAnswers).toEqual({
      accountType: 'UNDECIDED',
    });
  });

  it('marks the business plan completed (business-plan-completed)', async () => {
    const s = await registerStore(t);
    const put = (body: unknown) => call('PUT', '/web/stores/me/business-plan-completed', s.auth, body);
    expect((await put({ value: true })).json().businessPlanCompleted).toBe(true);
    expect((await call('GET', '/web/stores/me', s.auth)).json().businessPlanCompleted).toBe(true);
    expect((await put({ value: 'true' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ value: false })).json().businessPlanCompleted).toBe(false);
  });
});
