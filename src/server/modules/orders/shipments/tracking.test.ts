import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { emailOutbox } from '../../../db/schema/email';
import { heldOrderDigests, shipments, trackingEvents } from '../../../db/schema/orders';
import { carrierTimeline } from '../../../providers/shipping/carrier-timeline';
import { signShippoWebhook } from '../../../providers/shipping/shippo-webhook';
import { givePlan } from '../../../test/give-plan';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../../test/test-app';
import { createWarehouseUser } from '../../../test/warehouse-user';
import { sendHeldOrderDigests } from '../outbound/held-digest';
import { createOrder, stockSku } from '../outbound/outbound-fixtures';
import { applyDueEmbeddedEvents } from './apply-tracking';

let t: TestApp;
let db: Database;
let ops: Record<string, string>;
let founder: Awaited<ReturnType<typeof registerStore>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { TRACK_ORDER_LIMIT_PER_MINUTE: '40' } });
  db = t.deps.db;
  ops = (await loginAs(t, await createWarehouseUser(db))).auth;
  founder = await registerStore(t, 'Tracking Store');
  await givePlan(t, founder.storeId, 'TIER_2');
});
afterAll(async () => t?.close());

const call = (...a: Parameters<typeof callApi> extends [TestApp, ...infer R] ? R : never) => callApi(t, ...a);

/** An order shipped through the console: allocate, pack, rate, buy. */
async function shipOrder(sku: string, email = 'shopper@example.com') {
  await stockSku(db, founder.storeId, sku, 3);
  const o = await createOrder(db, founder.storeId, [{ sku, quantity: 1 }], { email });
  await call('POST', `/warehouse/orders/${o.id}/allocate`, ops);
  await call('POST', `/warehouse/orders/${o.id}/pack`, ops, { box: 'BOX_6X6X6', weightOz: 12 });
  const [rate] = (await call('GET', `/warehouse/orders/${o.id}/rates`, ops)).json();
  const label = await call(
    'POST',
    `/warehouse/orders/${o.id}/labels`,
    { ...ops, 'idempotency-key': `t-${sku}` },
    { rateId: rate.id },
  );
  expect(label.statusCode, label.body).toBe(200);
  return { order: o, shipment: label.json() as { id: number; trackingNumber: string; purchasedAt: string } };
}

describe('tracking', () => {
  it('applies the embedded carrier’s due events once, however often the job runs', async () => {
    const { order, shipment } = await shipOrder('TRK-1');
    const timeline = carrierTimeline(shipment.trackingNumber, new Date(shipment.purchasedAt), 1);
    const end = new Date(Date.parse(timeline.at(-1)!.at) + 1000);
    const first = await applyDueEmbeddedEvents(db, 1, end);
    expect(first.events).toBeGreaterThanOrEqual(timeline.length);
    const again = await applyDueEmbeddedEvents(db, 1, end);
    expect(again.events).toBe(0);
    const rows = await db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipment.id));
    expect(rows).toHaveLength(timeline.length);
    const [s] = await db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(s!.trackingStatus).toBe(timeline.at(-1)!.status);
    expect(s!.shippedAt).not.toBeNull();
    const view = (await call('GET', `/web/orders/${order.id}/shipments`, founder.auth)).json();
    expect(view[0].events).toHaveLength(timeline.length);
    expect(view[0].trackingStatus).toBe(timeline.at(-1)!.status);
  });

  it('answers /track-order by number and email or by tracking number, the same 404 for a wrong email or unknown number', async () => {
    const { order, shipment } = await shipOrder('TRK-2', 'Buyer@Example.com');
    const byEmail = await call(
      'GET',
      `/track-order?orderNumber=${encodeURIComponent(order.orderNumber)}&email=buyer@example.com`,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      orderNumber: order.orderNumber,
      storeName: 'Tracking Store',
      shipToCity: 'San Francisco, CA',
    });
    expect(byEmail.json().shipments[0].trackingNumber).toBe(shipment.trackingNumber);
    expect(byEmail.body).not.toMatch(/500 Market|totalCents|Ada Shopper/);
    const byNumber = await call(
      'GET',
      `/track-order?trackingNumber=${shipment.trackingNumber.toLowerCase()}`,
    );
    expect(byNumber.statusCode).toBe(200);
    const wrongEmail = await call(
      'GET',
      `/track-order?orderNumber=${encodeURIComponent(order.orderNumber)}&email=someone@example.com`,
    );
    const unknown = await call('GET', '/track-order?orderNumber=NOPE-1&email=buyer@example.com');
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe("We couldn't find that order");
    const badDigit =
      shipment.trackingNumber.slice(0, -1) + String((Number(shipment.trackingNumber.slice(-1)) + 1) % 10);
    const bad = await call('GET', `/track-order?trackingNumber=${badDigit}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/trackingNumber/);
    const missing = await call('GET', '/track-order?orderNumber=1');
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().details)).toMatch(/email/);
  });

  it('rate limits /track-order per IP', async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i++)
      last = (await call('GET', '/track-order?orderNumber=X&email=x@example.com')).statusCode;
    expect(last).toBe(429);
  });

  it('emails each founder with held orders once a day', async () => {
    const o = await createOrder(db, founder.storeId, [{ sku: 'HELD-1', quantity: 1 }]);
    await call('POST', `/warehouse/orders/${o.id}/hold`, ops, {
      reason: 'ADDRESS_PROBLEM',
      note: 'Missing apartment',
    });
    const now = new Date('2031-03-04T13:00:00Z');
    const first = await sendHeldOrderDigests(t.deps, now);
    expect(first.sent).toBe(1);
    expect((await sendHeldOrderDigests(t.deps, now)).sent).toBe(0);
    expect(
      await db.select().from(heldOrderDigests).where(eq(heldOrderDigests.storeId, founder.storeId)),
    ).toHaveLength(1);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `held-orders-digest:${founder.storeId}:2031-03-04`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/order-details/${o.id}`);
    expect(mails[0]!.text).toContain('Address problem — Missing apartment');
    expect((await sendHeldOrderDigests(t.deps, new Date('2031-03-05T13:00:00Z'))).sent).toBe(1);
  });
});

describe('shipping webhook', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({
      seed: false,
      env: {
        SHIPPO_TOKEN: 'shippo_test_token',
        SHIPPO_API_URL: 'http://127.0.0.1:9',
        SHIPPO_WEBHOOK_TOKEN: 'hook-token-0123456789',
        SHIPPO_WEBHOOK_HMAC_SECRET: 'hmac-secret',
      },
    });
  });
  afterAll(async () => s?.close());

  it('refuses a bad token or signature and applies a signed track_updated', async () => {
    const store = await registerStore(s, 'Hook Store');
    const o = await createOrder(s.deps.db, store.storeId, [{ sku: 'H-1', quantity: 1 }]);
    const [row] = await s.deps.db
      .insert(shipments)
      .values({
        orderId: o.id,
        storeId: store.storeId,
        carrier: 'USPS',
        service: 'Priority',
        trackingNumber: '9400111899223197428490',
        labelId: 'shippo_tx_1',
        labelUrl: 'https://shippo.example/l.pdf',
        rateCents: 900,
        weightOz: 8,
      })
      .returning();
    const body = JSON.stringify({
      event: 'track_updated',
      test: true,
      data: {
        carrier: 'usps',
        tracking_number: '9400111899223197428490',
        tracking_status: {
          status: 'DELIVERED',
          status_date: '2031-01-02T15:00:00Z',
          status_details: 'Delivered',
          location: { city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' },
        },
        tracking_history: [
          {
            status: 'TRANSIT',
            status_date: '2031-01-01T10:00:00Z',
            status_details: 'In transit',
            location: null,
          },
        ],
      },
    });
    const post = (url: string, headers: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        url: `/rest/main${url}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const now = Math.floor(Date.now() / 1000);
    const good = { 'shippo-auth-signature': signShippoWebhook(body, 'hmac-secret', now) };
    expect((await post('/webhooks/shipping?token=wrong-token-0123456789', good)).statusCode).toBe(400);
    const badSig = await post('/webhooks/shipping?token=hook-token-0123456789', {
      'shippo-auth-signature': signShippoWebhook(body, 'other', now),
    });
    expect(badSig.statusCode).toBe(400);
    expect(
      await s.deps.db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, row!.id)),
    ).toHaveLength(0);
    const ok = await post('/webhooks/shipping?token=hook-token-0123456789', good);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post('/webhooks/shipping?token=hook-token-0123456789', good)).statusCode).toBe(200);
    expect(
      await s.deps.db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, row!.id)),
    ).toHaveLength(2);
    const [after] = await s.deps.db.select().from(shipments).where(eq(shipments.id, row!.id));
    expect(after).toMatchObject({ trackingStatus: 'DELIVERED' });
    expect(after!.deliveredAt?.toISOString()).toBe('2031-01-02T15:00:00.000Z');
  });
});
