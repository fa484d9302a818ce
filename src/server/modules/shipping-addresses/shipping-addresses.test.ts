import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, SavedAddress } from '../../../shared/contract/cart';
import { PREVIEW_ACCOUNTS_SETTING } from '../../../shared/contract/commons';
import { MAX_SAVED_ADDRESSES } from '../../../shared/rules/shipping';
import { shippingAddresses } from '../../db/schema/shipping-addresses';
import { AppError } from '../../http/errors';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { putBusinessSetting } from '../commons/business-settings';
import { resolveShippingAddress } from './service';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Address Store A');
  b = await registerStore(t, 'Address Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const base = '/web/shipping-addresses';

const nyc = (over: Partial<Address> & { isDefault?: boolean } = {}) => ({
  name: 'Maya Chen',
  company: 'Lavender & Co.',
  line1: '350 5th Ave',
  line2: 'Floor 20',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  phone: '+1 212 555 0100',
  ...over,
});
const toronto = (over: Partial<Address> = {}) => ({
  name: 'Sam Roy',
  line1: '290 Bremner Blvd',
  city: 'Toronto',
  state: 'Ontario',
  postalCode: 'm5v3l9',
  countryCode: 'ca',
  ...over,
});
const list = async (auth: Record<string, string>) => (await call('GET', base, auth)).json() as SavedAddress[];

describe('saved shipping addresses', () => {
  let first: SavedAddress;
  let second: SavedAddress;

  it('starts empty, saves the first address normalized as the default', async () => {
    expect(await list(a.auth)).toEqual([]);
    const res = await call('POST', base, a.auth, nyc({ state: 'new york', postalCode: '101181234' }));
    expect(res.statusCode).toBe(200);
    first = res.json();
    expect(first).toEqual({
      id: expect.any(Number),
      ...nyc({ postalCode: '10118-1234' }),
      isDefault: true,
    });
  });

  it('saves more without moving the default unless asked, lists the default first, counts', async () => {
    const res = await call('POST', base, a.auth, toronto());
    expect(res.statusCode).toBe(200);
    second = res.json();
    expect(second).toMatchObject({
      state: 'ON',
      postalCode: 'M5V 3L9',
      countryCode: 'CA',
      company: null,
      line2: null,
      phone: null,
      isDefault: false,
    });
    expect((await list(a.auth)).map((x) => [x.id, x.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect((await call('GET', `${base}/action/count`, a.auth)).json()).toEqual({ count: 2 });
    expect((await call('GET', `${base}?sort=name`, a.auth)).json().map((x: SavedAddress) => x.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(
      (await call('GET', `${base}?page=1&size=1`, a.auth)).json().map((x: SavedAddress) => x.id),
    ).toEqual([second.id]);
  });

  it('refuses an address that fails the rules with 400 and the problems as details', async () => {
    const res = await call('POST', base, a.auth, nyc({ state: 'California', line1: 'Fifth Avenue' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID',
      message: 'Check the address: Add the street number',
      details: [
        { path: 'body.line1', message: 'Add the street number' },
        { path: 'body.postalCode', message: 'ZIP code 10118 is not in California: it belongs to New York' },
      ],
    });
    const unknown = await call('POST', base, a.auth, nyc({ countryCode: 'XX' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      {
        path: 'body.countryCode',
        message: "We don't know the country code XX: choose a country from the list",
      },
    ]);
    expect((await call('GET', `${base}/action/count`, a.auth)).json()).toEqual({ count: 2 });
  });

  it('refuses malformed bodies', async () => {
    for (const body of [
      { ...nyc(), name: '' },
      { ...nyc(), countryCode: 'USA' },
      { ...nyc(), line1: undefined },
      { ...nyc(), isDefault: 'yes' },
      [nyc()],
    ]) {
      const res = await call('POST', base, a.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('INVALID');
    }
  });

  it('moves the default with isDefault on save, on update and with PUT /{id}/default', async () => {
    const third = (await call('POST', base, a.auth, nyc({ name: 'Third', isDefault: true }))).json();
    expect(third.isDefault).toBe(true);
    expect((await list(a.auth)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([third.id]);

    const res = await call('PUT', `${base}/${second.id}/default`, a.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: second.id, isDefault: true });
    expect((await list(a.auth)).map((x) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
      [first.id, false],
    ]);

    const upd = await call('PUT', `${base}/${first.id}`, a.auth, nyc({ name: 'Maya C.', isDefault: true }));
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ id: first.id, name: 'Maya C.', postalCode: '10118', isDefault: true });
    expect((await list(a.auth)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([first.id]);

    // isDefault false on the default keeps it: a store with addresses always has a default.
    const keep = await call('PUT', `${base}/${first.id}`, a.auth, nyc({ name: 'Maya', isDefault: false }));
    expect(keep.json()).toMatchObject({ name: 'Maya', isDefault: true });

    const bad = await call('PUT', `${base}/${first.id}`, a.auth, nyc({ postalCode: '1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'body.postalCode', message: 'Enter a valid ZIP code, like 94103 or 94103-1234' },
    ]);
    await call('DELETE', `${base}/${third.id}`, a.auth);
  });

  it('answers 404 for another store’s address or an unknown id, and changes nothing', async () => {
    const before = await list(a.auth);
    const tries: CallArgs[] = [
      ['PUT', `${base}/${first.id}`, b.auth, nyc({ name: 'B was here' })],
      ['PUT', `${base}/${first.id}/default`, b.auth],
      ['DELETE', `${base}/${first.id}`, b.auth],
      ['GET', `/web/creator-order-items/action/improve-shipping-address?addressId=${first.id}`, b.auth],
      ['PUT', `${base}/999999`, a.auth, nyc()],
      ['PUT', `${base}/999999/default`, a.auth],
      ['DELETE', `${base}/999999`, a.auth],
    ];
    for (const args of tries) {
      const res = await call(...args);
      expect(res.statusCode, `${args[0]} ${args[1]}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Shipping address not found' });
    }
    expect(await list(a.auth)).toEqual(before);
    expect(await list(b.auth)).toEqual([]);
    expect((await call('PUT', `${base}/abc`, a.auth, nyc())).statusCode).toBe(400);
  });

  it('deletes, and the newest remaining address becomes the default', async () => {
    const newest = (await call('POST', base, a.auth, toronto({ name: 'Newest' }))).json();
    const res = await call('DELETE', `${base}/${first.id}`, a.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(a.auth)).map((x) => [x.id, x.isDefault])).toEqual([
      [newest.id, true],
      [second.id, false],
    ]);
    expect((await call('DELETE', `${base}/${first.id}`, a.auth)).statusCode).toBe(404);
    await call('DELETE', `${base}/${second.id}`, a.auth);
    expect((await list(a.auth)).map((x) => [x.id, x.isDefault])).toEqual([[newest.id, true]]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses a store (422), and one default under concurrency`, async () => {
    const c = await registerStore(t, 'Address Store C');
    const saved = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call('POST', base, c.auth, nyc({ name: `Parallel ${i}` }))),
    );
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await list(c.auth)).filter((x) => x.isDefault)).toHaveLength(1);
    await t.deps.db.insert(shippingAddresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES - 5 }, (_, i) => ({
        storeId: c.storeId,
        name: `Filler ${i}`,
        line1: '1 Main St',
        city: 'Boston',
        state: 'MA',
        postalCode: '02108',
        countryCode: 'US',
      })),
    );
    const over = await call('POST', base, c.auth, nyc());
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      code: 'REFUSED',
      message: 'You can save up to 20 shipping addresses: remove one first',
    });
    expect((await call('GET', `${base}/action/count`, c.auth)).json()).toEqual({ count: 20 });
  });

  it('needs a store account, and blocks a preview account’s changes but not its checks', async () => {
    expect((await call('GET', base)).statusCode).toBe(401);
    expect((await call('POST', `${base}/action/validate`, {}, nyc())).statusCode).toBe(401);
    const p = await registerStore(t, 'Preview Store');
    await putBusinessSetting(t.deps.db, 'NONE', PREVIEW_ACCOUNTS_SETTING, [p.storeId]);
    t.deps.previewAccounts.invalidate();
    try {
      const res = await call('POST', base, p.auth, nyc());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PREVIEW_BLOCKED');
      expect((await call('GET', base, p.auth)).statusCode).toBe(200);
      expect((await call('POST', `${base}/action/validate`, p.auth, nyc())).statusCode).toBe(200);
      const rates = await call('POST', `${base}/action/rates`, p.auth, {
        to: nyc(),
        fromCountryCode: 'CN',
        weightGrams: 800,
      });
      expect(rates.statusCode).toBe(200);
    } finally {
      await putBusinessSetting(t.deps.db, 'NONE', PREVIEW_ACCOUNTS_SETTING, []);
      t.deps.previewAccounts.invalidate();
    }
  });
});

describe('address checks and quotes', () => {
  it('validates: an address failing the rules is a 200 answer with problems and suggestions', async () => {
    const ok = await call('POST', `${base}/action/validate`, a.auth, toronto());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      valid: true,
      scope: 'INTERNATIONAL',
      normalized: { state: 'ON', postalCode: 'M5V 3L9', countryCode: 'CA' },
      problems: [],
      suggestions: [expect.objectContaining({ postalCode: 'M5V 3L9' })],
    });
    const typo = await call('POST', `${base}/action/validate`, a.auth, nyc({ state: 'Nwe York' }));
    expect(typo.statusCode).toBe(200);
    expect(typo.json()).toMatchObject({
      valid: false,
      scope: 'DOMESTIC',
      normalized: null,
      problems: [{ field: 'state', message: '"Nwe York" is not a state of the United States' }],
      suggestions: [expect.objectContaining({ state: 'NY' })],
    });
    const unknown = await call('POST', `${base}/action/validate`, a.auth, nyc({ countryCode: 'XX' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().problems[0].field).toBe('countryCode');
    expect((await call('POST', `${base}/action/validate`, a.auth, { name: 'x' })).statusCode).toBe(400);
    // The spec's validate-address call, under its neutral name.
    const spec = await call('POST', '/commons/shipping/validate-address', a.auth, nyc({ state: 'ny' }));
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ valid: true, normalized: { state: 'NY' } });
  });

  it('improves a saved address of the store, or the one in the query', async () => {
    const saved = (await call('POST', base, b.auth, nyc())).json();
    const url = '/web/creator-order-items/action/improve-shipping-address';
    const byId = await call('GET', `${url}?addressId=${saved.id}`, b.auth);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ valid: true, normalized: { state: 'NY', postalCode: '10118' } });
    const q = new URLSearchParams({
      name: 'Maya',
      line1: '1 Market St',
      city: 'San Francisco',
      state: 'calfornia',
      postalCode: '94105',
      countryCode: 'us',
    });
    const byFields = await call('GET', `${url}?${q}`, b.auth);
    expect(byFields.statusCode).toBe(200);
    expect(byFields.json()).toMatchObject({
      valid: false,
      suggestions: [expect.objectContaining({ state: 'CA', countryCode: 'US' })],
    });
    const missing = await call('GET', `${url}?name=Maya`, b.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { path: string }) => d.path)).toEqual([
      'querystring.line1',
      'querystring.city',
      'querystring.countryCode',
    ]);
  });

  it('quotes shipping options, cheapest first, and refuses bad input', async () => {
    const res = await call('POST', `${base}/action/rates`, a.auth, {
      to: nyc(),
      fromCountryCode: 'us',
      fromPostalCode: '10001',
      weightGrams: 400,
      packages: 1,
      kind: 'PARCEL',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 'STANDARD',
        name: 'Standard',
        carrier: 'Quarry Shipping',
        amountCents: 599,
        minDays: 3,
        maxDays: 5,
      },
      {
        id: 'EXPRESS',
        name: 'Express',
        carrier: 'Quarry Shipping',
        amountCents: 1499,
        minDays: 1,
        maxDays: 2,
      },
    ]);
    const pallet = await call('POST', `${base}/action/rates`, a.auth, {
      to: toronto(),
      fromCountryCode: 'CN',
      weightGrams: 600_000,
      packages: 2,
      kind: 'PALLET',
    });
    expect(pallet.json().map((o: { id: string }) => o.id)).toEqual(['FREIGHT', 'STANDARD', 'EXPRESS']);
    for (const body of [
      { to: nyc(), fromCountryCode: 'US', weightGrams: 0 },
      { to: nyc(), fromCountryCode: 'USA', weightGrams: 400 },
      { to: nyc(), fromCountryCode: 'US', weightGrams: 400, packages: -1 },
      { to: nyc(), fromCountryCode: 'US', weightGrams: 400, kind: 'BOAT' },
      { to: nyc(), fromCountryCode: 'US', weightGrams: 400, extra: true },
      { fromCountryCode: 'US', weightGrams: 400 },
    ]) {
      expect(
        (await call('POST', `${base}/action/rates`, a.auth, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
  });
});

describe('resolveShippingAddress (checkout)', () => {
  it('answers a saved address of the store, a checked new one, or refuses', async () => {
    const { db, shipping } = t.deps;
    const saved = (await call('POST', base, b.auth, toronto({ name: 'Resolve me' }))).json();
    expect(await resolveShippingAddress(db, shipping, b.storeId, { shippingAddressId: saved.id })).toEqual({
      name: 'Resolve me',
      company: null,
      line1: '290 Bremner Blvd',
      line2: null,
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5V 3L9',
      countryCode: 'CA',
      phone: null,
    });
    await expect(
      resolveShippingAddress(db, shipping, a.storeId, { shippingAddressId: saved.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await resolveShippingAddress(db, shipping, a.storeId, {
        shippingAddress: nyc({ postalCode: '101181234' }),
      }),
    ).toMatchObject({ postalCode: '10118-1234', state: 'NY' });
    const err = await resolveShippingAddress(db, shipping, a.storeId, {
      shippingAddress: nyc({ state: 'CA' }),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'INVALID',
      details: [
        {
          path: 'body.shippingAddress.postalCode',
          message: 'ZIP code 10118 is not in California: it belongs to New York',
        },
      ],
    });
    await expect(resolveShippingAddress(db, shipping, a.storeId, {})).rejects.toMatchObject({
      code: 'INVALID',
      message: 'Choose a shipping address',
    });
  });
});
