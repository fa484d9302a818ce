// @vitest-environment happy-dom
// callApi's types are checked by tsc (`npm run typecheck` covers test files): the @ts-expect-error lines
// below fail the typecheck if a wrong response, body or parameter type would compile.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { OrderItem } from '../../shared/contract/cart';
import type { CatalogCompany, CatalogItem } from '../../shared/contract/catalog';
import { buildEndpointPath, callApi, type ResponseOf } from './call-api';
import { configureApiClient } from './client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ id: 1 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('fills the path parameters and sends the method, query and body of its key', async () => {
    await callApi('PUT /web/creator-order-items/:id/archive', {
      params: { id: 7 },
      body: { archived: true },
    });
    await callApi('GET /web/catalog-items', { query: { keyword: 'candle', page: 2 } });
    const [put, get] = fetchMock.mock.calls;
    expect(put?.[0]).toBe('/rest/main/web/creator-order-items/7/archive');
    expect(put?.[1]?.method).toBe('PUT');
    expect(put?.[1]?.body).toBe(JSON.stringify({ archived: true }));
    expect(get?.[0]).toBe('/rest/main/web/catalog-items?keyword=candle&page=2');
    expect(get?.[1]?.method).toBe('GET');
  });

  it('encodes string parameters and joins id lists', () => {
    expect(buildEndpointPath('/public/creator-invoices/:sn', { sn: 'INV 1/2' })).toBe(
      '/public/creator-invoices/INV%201%2F2',
    );
    expect(buildEndpointPath('/web/catalog-companies/:ids', { ids: [3, 4] })).toBe(
      '/web/catalog-companies/3,4',
    );
    expect(() => buildEndpointPath('/web/catalog-items/:id', {})).toThrow(/:id/);
  });

  it('answers the contract response type of its key (checked by tsc)', () => {
    expectTypeOf<ResponseOf<'GET /web/catalog-items/:id'>>().toEqualTypeOf<CatalogItem>();
    expectTypeOf<ResponseOf<'GET /web/catalog-items'>>().toEqualTypeOf<CatalogItem[]>();
    expectTypeOf<ResponseOf<'PUT /web/creator-order-items/:id/archive'>>().toEqualTypeOf<OrderItem>();

    const typeOnly = () => {
      // @ts-expect-error a page cannot state the wrong response type: an item is not a company
      const wrong: Promise<CatalogCompany> = callApi('GET /web/catalog-items/:id', { params: { id: 1 } });
      // @ts-expect-error nor a list where one item comes back
      const list: Promise<CatalogItem[]> = callApi('GET /web/catalog-items/:id', { params: { id: 1 } });
      // @ts-expect-error the path parameter is required
      const noParams = callApi('GET /web/catalog-items/:id');
      const badBody = callApi('PUT /web/creator-order-items/:id/archive', {
        params: { id: 1 },
        // @ts-expect-error the body is the contract's: `archived` is a boolean
        body: { archived: 'yes' },
      });
      // @ts-expect-error only endpoints of the contract exist
      const unknownKey = callApi('GET /web/catalog-itemz');
      return [wrong, list, noParams, badBody, unknownKey];
    };
    expect(typeof typeOnly).toBe('function');
  });
});
