// Test-only helpers for the supplier portal: calls as a signed-in user and a valid product body.
import type { SupplierItemInput } from '../../../shared/contract/supplier-portal';
import type { HttpMethod, TestApp } from '../../test/test-app';

export type Auth = Record<string, string>;

/** One call under /rest/main with this user's bearer header, answered as status and parsed body. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
export async function call<T = any>(
  t: TestApp,
  auth: Auth,
  method: HttpMethod,
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url: `/rest/main${url}`,
    headers: auth,
    payload: payload as object,
  });
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: (type.includes('json') ? res.json() : res.body) as T, res };
}

export const itemBody = (imageUrl: string, over: Partial<SupplierItemInput> = {}): SupplierItemInput => ({
  title: 'Zorblax bamboo tumbler, 500 ml',
  description: 'A double-walled bamboo fibre tumbler with a screw lid, printed with your logo.',
  categoryId: 1,
  imageUrls: [imageUrl],
  priceTiers: [
    { minQuantity: 1000, unitPriceCents: 260 },
    { minQuantity: 200, unitPriceCents: 320 },
    { minQuantity: 500, unitPriceCents: 290 },
  ],
  moq: 200,
  stockStatus: 'IN_STOCK',
  colorOptions: 'Sage|9caf88|Matte;Sand|#D8C3A5|',
  packing: 'PARCEL',
  ...over,
});
