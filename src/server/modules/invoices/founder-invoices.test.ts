import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contract/invoices';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { invoiceBody, ok, supplierWithCustomer } from './test-helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof supplierWithCustomer>>;
let outsider: Awaited<ReturnType<typeof registerStore>>;
const ids: Record<'draft' | 'open1' | 'open2' | 'paidLike' | 'later', number> = {
  draft: 0,
  open1: 0,
  open2: 0,
  paidLike: 0,
  later: 0,
};
const sns: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await supplierWithCustomer(t, 'Founder Side Store');
  outsider = await registerStore(t, 'Outsider Store');
  const issue = async (over: Parameters<typeof invoiceBody>[1]) => {
    const inv = await ok<Invoice>(t, 'POST', '/web/supplier-invoices', s.supplier.auth, {
      ...invoiceBody(s.store.storeId, over),
    });
    sns[inv.id] = inv.sn!;
    return inv.id;
  };
  ids.draft = await issue({});
  ids.open1 = await issue({ send: true });
  ids.paidLike = await issue({ send: true });
  await ok(t, 'POST', `/web/supplier-invoices/${ids.paidLike}/void`, s.supplier.auth);
  ids.later = await issue({ send: true, shippingMode: 'CHARGE_SHIPPING_LATER' });
  ids.open2 = await issue({ send: true, note: 'Newest' });
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const base = '/web/creator-invoices';

describe('the founder’s invoices', () => {
  it('lists what suppliers sent, open ones first then newest, never drafts', async () => {
    const list = await ok<Invoice[]>(t, 'GET', base, s.store.auth);
    expect(list.map((i) => i.id)).toEqual([ids.open2, ids.later, ids.open1, ids.paidLike]);
    expect(list[0]).toMatchObject({
      status: 'OPEN',
      note: 'Newest',
      supplier: { id: s.company.id, name: s.company.name },
      sn: sns[ids.open2],
    });
    expect(await ok(t, 'GET', `${base}/action/count`, s.store.auth)).toEqual({ count: 4 });
    expect(await ok(t, 'GET', `${base}/action/count?status=OPEN`, s.store.auth)).toEqual({ count: 3 });
    expect(await ok(t, 'GET', `${base}/action/count?status=DRAFT`, s.store.auth)).toEqual({ count: 0 });
    const voided = await ok<Invoice[]>(t, 'GET', `${base}?status=VOID`, s.store.auth);
    expect(voided.map((i) => i.id)).toEqual([ids.paidLike]);
    const oldest = await ok<Invoice[]>(t, 'GET', `${base}?sort=createdAt&size=1`, s.store.auth);
    expect(oldest.map((i) => i.id)).toEqual([ids.open1]);
    expect((await call('GET', `${base}?page=-1`, s.store.auth)).statusCode).toBe(400);
  });

  it('shows one invoice to its store only; drafts and other stores’ are 404', async () => {
    const one = await ok<Invoice>(t, 'GET', `${base}/${ids.open1}`, s.store.auth);
    expect(one).toMatchObject({ id: ids.open1, status: 'OPEN', totalCents: 273_000 });
    expect((await call('GET', `${base}/${ids.draft}`, s.store.auth)).statusCode).toBe(404);
    expect((await call('GET', `${base}/${ids.open1}`, outsider.auth)).statusCode).toBe(404);
    expect(await ok(t, 'GET', base, outsider.auth)).toEqual([]);
    expect(await ok(t, 'GET', `${base}/action/count`, outsider.auth)).toEqual({ count: 0 });
    expect((await call('GET', base, s.supplier.auth)).statusCode).toBe(403);
    expect((await call('GET', base)).statusCode).toBe(401);
  });
});

describe('the public pay link', () => {
  it('shows the invoice without its token or address; drafts and unknown tokens are 404', async () => {
    const res = await call('GET', `/public/creator-invoices/${sns[ids.open1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.open1,
      sn: null,
      shippingAddress: null,
      store: { id: s.store.storeId, title: 'Founder Side Store' },
      status: 'OPEN',
    });
    expect(res.body).not.toContain(s.store.email);
    expect((await call('GET', `/public/creator-invoices/${sns[ids.draft]}`)).statusCode).toBe(404);
    const unknown = 'A'.repeat(32);
    expect((await call('GET', `/public/creator-invoices/${unknown}`)).statusCode).toBe(404);
    expect((await call('GET', '/public/creator-invoices/short')).statusCode).toBe(400);
    // A signed-in stranger gets the same page as anyone.
    const asOther = await call('GET', `/public/creator-invoices/${sns[ids.open1]}`, outsider.auth);
    expect(asOther.json().id).toBe(ids.open1);
  });
});

describe('adding a shipping address', () => {
  const address = {
    name: 'Ada Founder',
    line1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    countryCode: 'us',
  };
  const put = (id: number, body: object, auth = s.store.auth) =>
    call('PUT', `${base}/${id}/shipping-address`, auth, body);

  it('saves a valid address on an invoice whose shipping is charged later', async () => {
    const before = await ok<Invoice>(t, 'GET', `${base}/${ids.later}`, s.store.auth);
    expect(before.needsShippingAddress).toBe(true);
    const res = await put(ids.later, { shippingAddress: address });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      needsShippingAddress: false,
      shippingAddress: { name: 'Ada Founder', city: 'San Francisco', countryCode: 'US' },
    });
  });

  it('refuses other invoices, other stores, drafts, and no address at all', async () => {
    expect((await put(ids.open1, { shippingAddress: address })).statusCode).toBe(409);
    expect((await put(ids.later, { shippingAddress: address }, outsider.auth)).statusCode).toBe(404);
    expect((await put(ids.draft, { shippingAddress: address })).statusCode).toBe(404);
    expect((await put(ids.later, {})).statusCode).toBe(400);
    expect((await put(ids.later, { shippingAddress: { ...address, countryCode: 'USA' } })).statusCode).toBe(
      400,
    );
    expect((await put(ids.later, { shippingAddressId: 987_654 })).statusCode).toBe(404);
  });
});
