import { describe, expect, it } from 'vitest';
import type { Category } from '../../../shared/contract/catalog';
import { categoryPath, groupsOf, subgroupsOf, verticalsOf } from './categories';

const C: Category[] = [
  { id: 1, tab: 'PRODUCTS', vertical: 'Beauty', group: 'Skincare', subgroup: 'Serums' },
  { id: 2, tab: 'PRODUCTS', vertical: 'Beauty', group: 'Skincare', subgroup: 'Creams' },
  { id: 3, tab: 'PRODUCTS', vertical: 'Beauty', group: 'Hair', subgroup: 'Shampoo' },
  { id: 4, tab: 'PRODUCTS', vertical: 'Apparel', group: 'Tops', subgroup: 'T-shirts' },
  { id: 5, tab: 'ECOMMERCE_PACKAGING', vertical: 'Boxes', group: 'Mailers', subgroup: 'Kraft' },
];

describe('category tree', () => {
  it('lists the verticals of a tab, and of every tab for All', () => {
    expect(verticalsOf(C, 'PRODUCTS').map((v) => v.name)).toEqual(['Apparel', 'Beauty']);
    expect(verticalsOf(C, 'ALL').map((v) => [v.name, v.tab])).toEqual([
      ['Apparel', 'PRODUCTS'],
      ['Beauty', 'PRODUCTS'],
      ['Boxes', 'ECOMMERCE_PACKAGING'],
    ]);
    expect(verticalsOf(C, 'WEBSITE_DEVELOPMENT')).toEqual([]);
    expect(verticalsOf(C, 'PRODUCTS')[1]).toMatchObject({ groups: ['Skincare', 'Hair'], categoryCount: 3 });
  });

  it('narrows vertical → group → subgroup', () => {
    expect(groupsOf(C, 'Beauty')).toEqual(['Hair', 'Skincare']);
    expect(groupsOf(C, undefined)).toEqual([]);
    expect(subgroupsOf(C, 'Beauty', 'Skincare')).toEqual(['Creams', 'Serums']);
    expect(subgroupsOf(C, 'Beauty', undefined)).toEqual([]);
  });

  it('names a category by its path', () => {
    expect(categoryPath(C, 4)).toBe('Apparel › Tops › T-shirts');
    expect(categoryPath(C, 99)).toBeNull();
  });
});
