import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../../api/query-keys';
import { makeCompany, makeItem } from '../../test-data';
import { favoriteChanged } from './set-favorite';

describe('favoriteChanged', () => {
  it('marks the row in the detail, list pages, plain lists and supplier pages without touching counts', () => {
    const qc = new QueryClient();
    const company = makeCompany({ id: 7 });
    qc.setQueryData(queryKeys.catalog.company(7), company);
    qc.setQueryData(queryKeys.catalog.companies({ moq: '0-100' }, undefined), {
      pages: [[makeCompany({ id: 1 }), company]],
      pageParams: [0],
    });
    qc.setQueryData(queryKeys.catalog.tabSuppliers('ALL'), [company]);
    qc.setQueryData(queryKeys.catalog.companyCount({}), { count: 3 });
    qc.setQueryData(queryKeys.catalog.item(11), makeItem());

    favoriteChanged(qc, { kind: 'companies', id: 7, isFavorite: true });

    expect(qc.getQueryData<{ isFavorite: boolean }>(queryKeys.catalog.company(7))?.isFavorite).toBe(true);
    const list = qc.getQueryData<{ pages: { id: number; isFavorite: boolean }[][] }>(
      queryKeys.catalog.companies({ moq: '0-100' }, undefined),
    );
    expect(list?.pages[0]?.map((r) => [r.id, r.isFavorite])).toEqual([
      [1, false],
      [7, true],
    ]);
    expect(
      qc.getQueryData<{ isFavorite: boolean }[]>(queryKeys.catalog.tabSuppliers('ALL'))?.[0]?.isFavorite,
    ).toBe(true);
    expect(qc.getQueryData(queryKeys.catalog.companyCount({}))).toEqual({ count: 3 });
    // An item with the same id is another thing.
    expect(qc.getQueryData<{ isFavorite: boolean }>(queryKeys.catalog.item(11))?.isFavorite).toBe(false);
  });

  it('marks items on a supplier profile page', () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.catalog.companyItems(7), {
      pages: [{ rows: [makeItem({ id: 11 })], isLast: true }],
      pageParams: [0],
    });
    favoriteChanged(qc, { kind: 'items', id: 11, isFavorite: true });
    const data = qc.getQueryData<{ pages: { rows: { isFavorite: boolean }[] }[] }>(
      queryKeys.catalog.companyItems(7),
    );
    expect(data?.pages[0]?.rows[0]?.isFavorite).toBe(true);
  });
});
