import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { NEW_CREATOR_PROJECT_TITLE } from './creator-projects';

// Spec §4: archiving a project removes it from the list; if no active project remains, a new one is
// created and opened, otherwise the last one opens.

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const create = async (s: Store, title: string) =>
  (await call('POST', '/web/creator-projects', s.auth, { title })).json() as { id: number };
const titles = async (s: Store, query = '') =>
  (await call('GET', `/web/creator-projects${query}`, s.auth)).json().map((p: { title: string }) => p.title);

describe('PUT /web/creator-projects/{id}/archive', () => {
  it('opens the most recently updated active project when one remains', async () => {
    const s = await registerStore(t, 'Archiver');
    const older = await create(s, 'Candles');
    const newer = await create(s, 'Soaps');
    const third = await create(s, 'Mugs');
    // Editing makes "Candles" the most recently updated.
    await call('PUT', `/web/creator-projects/${older.id}`, s.auth, { title: 'Candles', stage: 'SOURCING' });
    const res = await call('PUT', `/web/creator-projects/${third.id}/archive`, s.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ archivedId: third.id, openProjectId: older.id, created: false });
    expect(await titles(s)).toEqual(['Candles', 'Soaps']);
    expect(await titles(s, '?isArchived=true')).toEqual(['Mugs']);
    expect((await call('GET', '/web/creator-projects/action/count', s.auth)).json()).toEqual({ count: 2 });
    expect((await call('GET', '/web/creator-projects/action/count?isArchived=true', s.auth)).json()).toEqual({
      count: 1,
    });
    const second = await call('PUT', `/web/creator-projects/${older.id}/archive`, s.auth);
    expect(second.json()).toEqual({ archivedId: older.id, openProjectId: newer.id, created: false });
  });

  it('creates and opens a new project when the last one is archived', async () => {
    const s = await registerStore(t, 'Last one');
    const only = await create(s, 'Only idea');
    const res = await call('PUT', `/web/creator-projects/${only.id}/archive`, s.auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ archivedId: only.id, created: true });
    expect(body.openProjectId).not.toBe(only.id);
    const list = (await call('GET', '/web/creator-projects', s.auth)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: body.openProjectId,
        title: NEW_CREATOR_PROJECT_TITLE,
        isArchived: false,
      }),
    ]);
    const archived = (await call('GET', '/web/creator-projects?isArchived=true', s.auth)).json();
    expect(archived).toEqual([expect.objectContaining({ id: only.id, isArchived: true })]);
  });

  it('archives through PUT by id with isArchived, and restores with false', async () => {
    const s = await registerStore(t, 'Put archiver');
    const p = await create(s, 'Bags');
    const res = await call('PUT', `/web/creator-projects/${p.id}`, s.auth, {
      title: 'Bags',
      isArchived: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, isArchived: true });
    expect(await titles(s)).toEqual([NEW_CREATOR_PROJECT_TITLE]);
    const back = await call('PUT', `/web/creator-projects/${p.id}`, s.auth, {
      title: 'Bags',
      isArchived: false,
    });
    expect(back.json()).toMatchObject({ isArchived: false });
    expect((await titles(s)).sort()).toEqual(['Bags', NEW_CREATOR_PROJECT_TITLE]);
  });

  it('never leaves a store without an active project when two are archived at once', async () => {
    const s = await registerStore(t, 'Racing archiver');
    const [x, y] = [await create(s, 'X'), await create(s, 'Y')];
    const results = await Promise.all([
      call('PUT', `/web/creator-projects/${x.id}/archive`, s.auth),
      call('PUT', `/web/creator-projects/${y.id}/archive`, s.auth),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.filter((r) => r.json().created)).toHaveLength(1);
    expect(await titles(s)).toEqual([NEW_CREATOR_PROJECT_TITLE]);
  });

  it('answers 404 for another store’s project and changes nothing', async () => {
    const a = await registerStore(t, 'Owner');
    const b = await registerStore(t, 'Intruder');
    const p = await create(a, 'Private');
    expect((await call('PUT', `/web/creator-projects/${p.id}/archive`, b.auth)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/web/creator-projects/${p.id}`, b.auth, { title: 'x', isArchived: true }))
        .statusCode,
    ).toBe(404);
    expect(await titles(a)).toEqual(['Private']);
    expect(await titles(b)).toEqual([]);
    expect((await call('PUT', '/web/creator-projects/999999/archive', a.auth)).statusCode).toBe(404);
  });
});
