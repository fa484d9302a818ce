import { describe, expect, it } from 'vitest';
import { suggestionGroups } from './search-box';

describe('suggestion groups', () => {
  it('groups suggestions by kind in the order they come, each option saying where it leads', () => {
    const groups = suggestionGroups([
      { text: 'Lip Balm', kind: 'item', id: 5 },
      { text: 'Balm Labs', kind: 'supplier', id: 9 },
      { text: 'Lip Balm Tin', kind: 'item', id: 6 },
      { text: 'Lip Care', kind: 'category', id: 3 },
    ]);
    expect(groups).toEqual([
      {
        group: 'Products',
        items: [
          { value: 'item:5:0', label: 'Lip Balm' },
          { value: 'item:6:2', label: 'Lip Balm Tin' },
        ],
      },
      { group: 'Suppliers', items: [{ value: 'supplier:9:1', label: 'Balm Labs' }] },
      { group: 'Categories', items: [{ value: 'category:3:3', label: 'Lip Care' }] },
    ]);
  });

  it('keeps two suggestions with the same text apart', () => {
    const [group] = suggestionGroups([
      { text: 'Candle', kind: 'item', id: 1 },
      { text: 'Candle', kind: 'item', id: 2 },
    ]);
    expect(new Set(group?.items.map((i) => i.value)).size).toBe(2);
  });
});
