import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRole, type InvitableRole, type StoreRole } from '../../shared/rules/team-roles';
import { listApiRoutes } from '../app';
import { addTeamMember, setPlan } from '../modules/team/test-helpers';
import { type CallArgs, createTestApp, registerStore, type TestApp } from '../test/test-app';
import { routeKey } from './role-guard';
import { STORE_ROUTE_CLASSES } from './store-route-classes';

/**
 * The route × role matrix (decision 037): every route a store member can reach is classified, and each one,
 * called by an owner, an admin, a fulfilment-only member and a viewer, answers the role guard's 403 exactly
 * when ROLE_MATRIX says the role may not.
 */

let t: TestApp;
const auth: Record<StoreRole, Record<string, string>> = { OWNER: {}, ADMIN: {}, FULFILMENT: {}, VIEWER: {} };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const owner = await registerStore(t, 'Matrix Store');
  await setPlan(t, owner.storeId, 'TIER_3');
  auth.OWNER = owner.auth;
  for (const role of ['ADMIN', 'FULFILMENT', 'VIEWER'] as InvitableRole[]) {
    auth[role] = (await addTeamMember(t, owner.auth, role)).auth;
  }
});
afterAll(async () => t?.close());

const memberRoutes = () =>
  listApiRoutes(t.app).filter(
    (r) => (r.access === 'store' || r.access === 'user') && r.url.startsWith('/rest/main/'),
  );

describe('route classes', () => {
  it('classify every route a store member can reach, and nothing else', () => {
    const keys = memberRoutes().map((r) => routeKey(r.method, r.url));
    const unclassified = keys.filter((k) => !(k in STORE_ROUTE_CLASSES));
    expect(
      unclassified,
      'add these routes to STORE_ROUTE_CLASSES (src/server/http/store-route-classes.ts)',
    ).toEqual([]);
    const stale = Object.keys(STORE_ROUTE_CLASSES).filter((k) => !keys.includes(k));
    expect(stale, 'these STORE_ROUTE_CLASSES entries name no route').toEqual([]);
  });
});

const GUARD_MESSAGE = /in this store - ask the store owner for access/;
const fill = (url: string) =>
  url
    .replace(/:[A-Za-z]+/g, '999999')
    .replace('*', 'x')
    .replace('/rest/main', '');

describe('route × role', () => {
  for (const role of ['OWNER', 'ADMIN', 'FULFILMENT', 'VIEWER'] as StoreRole[]) {
    it(`${role}: 403 exactly where the matrix says no`, async () => {
      const wrong: string[] = [];
      for (const r of memberRoutes()) {
        const cls = STORE_ROUTE_CLASSES[routeKey(r.method, r.url)]!;
        const args: CallArgs = [r.method as CallArgs[0], fill(r.url), auth[role], undefined];
        const res = await t.app.inject({ method: args[0], url: `/rest/main${args[1]}`, headers: args[2] });
        const refused =
          res.statusCode === 403 && GUARD_MESSAGE.test(res.body) && res.json().code === 'ROLE_REQUIRED';
        if (refused === canRole(role, cls)) wrong.push(`${r.method} ${r.url} (${cls}) → ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
