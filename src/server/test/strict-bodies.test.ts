import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerStore, type TestApp } from './test-app';

/**
 * Strict in (STYLE.md, decision 027): every JSON request body object, nested ones too, rejects unknown
 * fields. Read from the OpenAPI document, which every registered route feeds, so a new route with a loose
 * body fails here. An object that takes open-ended keys on purpose is listed in OPEN_BODIES, with why.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** `METHOD path` → why its body takes any extra field. */
const OPEN_BODIES: Record<string, string> = {
  'POST /rest/main/commons/event-analyses/report':
    'an analytics event carries whatever properties the page reports; they are stored as the event data',
};

let t: TestApp;
let spec: OpenApi;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  spec = (await t.app.inject({ method: 'GET', url: '/rest/main/docs/json' })).json() as OpenApi;
}, 120_000);
afterAll(() => t?.close());

/** JSON pointers (below the body) of every object schema that lets unknown keys through. */
function findLooseObjects(schema: JsonSchema | undefined, where: string, seen = new Set<string>()): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    if (seen.has(name)) return [];
    return findLooseObjects(spec.components?.schemas?.[name], where, new Set(seen).add(name));
  }
  const loose: string[] = [];
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
  const extra = schema.additionalProperties;
  // An object with named fields takes no others; a record (no named fields) declares its values' schema.
  const isLoose = schema.properties ? extra !== false : isObject && (extra === undefined || extra === true);
  if (isLoose) loose.push(where || '/');
  for (const [key, sub] of Object.entries(schema.properties ?? {}))
    loose.push(...findLooseObjects(sub, `${where}/${key}`, seen));
  if (typeof extra === 'object') loose.push(...findLooseObjects(extra, `${where}/*`, seen));
  const items = [schema.items ?? [], schema.prefixItems ?? []].flat();
  for (const sub of items) loose.push(...findLooseObjects(sub, `${where}/[]`, seen));
  for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    loose.push(...findLooseObjects(sub, where, seen));
  return loose;
}

describe('request bodies', () => {
  it('are strict objects on every route: unknown fields are refused', () => {
    const loose: string[] = [];
    let bodies = 0;
    for (const [url, methods] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        bodies++;
        const route = `${method.toUpperCase()} ${url}`;
        if (route in OPEN_BODIES) continue;
        for (const where of findLooseObjects(schema, '')) loose.push(`${route} body${where}`);
      }
    }
    expect(bodies).toBeGreaterThan(50);
    expect(loose).toEqual([]);
  });

  it('lists as open only routes that exist', () => {
    const routes = Object.entries(spec.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`),
    );
    for (const route of Object.keys(OPEN_BODIES)) expect(routes).toContain(route);
  });
});

describe('an unknown field', () => {
  const address = { name: 'A Buyer', line1: '1 Market Street', city: 'San Francisco', countryCode: 'US' };
  const refusal = async (url: string, payload: object) => {
    const { auth } = await registerStore(t);
    const res = await callApi(t, 'POST', url, auth, payload);
    return {
      status: res.statusCode,
      body: res.json() as { message: string; code: string; details?: unknown },
    };
  };

  it('in a new cart line is refused by name (it was dropped silently)', async () => {
    const body = { catalogItemId: 1, quantity: 2, orderType: 'SAMPLES', giftWrap: true };
    const res = await refusal('/web/creator-order-items', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID',
      message: 'Invalid body: Unrecognized key: "giftWrap"',
      details: [{ path: 'body', message: 'Unrecognized key: "giftWrap"' }],
    });
  });

  it('in a nested cart line is refused by name', async () => {
    const nested = { catalogItemId: 2, quantity: 1, colour: 'red' };
    const body = { catalogItemId: 1, quantity: 2, orderType: 'SAMPLES', items: [nested] };
    const res = await refusal('/web/creator-order-items', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid body.items.0: Unrecognized key: "colour"');
  });

  it("in a checkout's options, or in their address, is refused by name (they were dropped silently)", async () => {
    const url = '/web/creator-invoice-payments/action/preview';
    const options = await refusal(url, { orderItemIds: [1], promoCode: 'SPRING', giftNote: 'hi' });
    expect(options.status).toBe(400);
    expect(options.body.message).toBe('Invalid body: Unrecognized key: "giftNote"');
    const byInvoice = await refusal(url, { invoiceId: 1, shippingAddress: { ...address, floor: 3 } });
    expect(byInvoice.status).toBe(400);
    expect(byInvoice.body.message).toBe('Invalid body.shippingAddress: Unrecognized key: "floor"');
  });

  it('that the public invoice link does not take is refused by name', async () => {
    const sn = 'x'.repeat(24);
    const res = await t.app.inject({
      method: 'POST',
      url: `/rest/main/public/creator-invoices/${sn}/preview`,
      payload: { shippingAddress: address, shippingAddressId: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid body: Unrecognized key: "shippingAddressId"');
  });
});
