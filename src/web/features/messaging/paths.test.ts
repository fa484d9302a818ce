import { describe, expect, it } from 'vitest';
import { paths } from '../../routing/paths';
import { parseSharedLink } from './paths';

describe('parseSharedLink', () => {
  it('reads a product or supplier profile from a full link or a path', () => {
    expect(parseSharedLink('https://quarry.example/browse-suppliers/catalog-item/11?ref=x')).toEqual({
      kind: 'item',
      id: 11,
    });
    expect(parseSharedLink(`  ${paths.catalog.supplier(9)}  `)).toEqual({ kind: 'supplier', id: 9 });
    expect(parseSharedLink('http://localhost:5173/preview-supplier-profile/4#reviews')).toEqual({
      kind: 'supplier',
      id: 4,
    });
    expect(parseSharedLink(paths.catalog.item(3))).toEqual({ kind: 'item', id: 3 });
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '11',
      'catalog-item/11',
      'https://quarry.example/browse-suppliers/catalog-item/0',
      'https://quarry.example/browse-suppliers/catalog-item/11abc',
      'https://quarry.example/create-custom-project/3',
      'javascript:alert(1)//browse-suppliers/catalog-item/1',
      'https://quarry.example/?next=/browse-suppliers/catalog-item/1',
    ]) {
      expect(parseSharedLink(text), text).toBeNull();
    }
  });
});
