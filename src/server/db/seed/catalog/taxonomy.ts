import { PRODUCT_VERTICALS } from './taxonomy-products';
import { PACKAGING_VERTICALS, SERVICE_VERTICALS } from './taxonomy-services';
import type { CatalogTab, GroupDef, Shape, VerticalDef } from './taxonomy-types';

export const VERTICALS: readonly VerticalDef[] = [
  ...PRODUCT_VERTICALS,
  ...PACKAGING_VERTICALS,
  ...SERVICE_VERTICALS,
];

/** One subgroup of the taxonomy with its id (1-based, in taxonomy order: stable across runs). */
export type CategoryDef = {
  id: number;
  tab: CatalogTab;
  vertical: VerticalDef;
  groupName: string;
  group: GroupDef;
  subgroup: string;
  shape: Shape;
  nouns: readonly string[];
};

export function listCategories(): CategoryDef[] {
  const out: CategoryDef[] = [];
  for (const vertical of VERTICALS) {
    for (const [groupName, group] of Object.entries(vertical.groups)) {
      for (const [subgroup, shape, nouns] of group.subgroups) {
        out.push({
          id: out.length + 1,
          tab: vertical.tab,
          vertical,
          groupName,
          group,
          subgroup,
          shape,
          nouns,
        });
      }
    }
  }
  return out;
}
