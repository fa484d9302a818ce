// The category tree (vertical → group → subgroup, spec §3) built from the flat category list.
import type { Category, SourcingTab } from '../../../shared/contract/catalog';

export type Vertical = { tab: SourcingTab; name: string; groups: string[]; categoryCount: number };

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The verticals of a tab (all of them for ALL): the category starting points of the sourcing home. */
export function verticalsOf(categories: readonly Category[], tab: SourcingTab): Vertical[] {
  const byName = new Map<string, Vertical>();
  for (const c of categories) {
    if (tab !== 'ALL' && c.tab !== tab) continue;
    const v = byName.get(c.vertical) ?? { tab: c.tab, name: c.vertical, groups: [], categoryCount: 0 };
    if (!v.groups.includes(c.group)) v.groups.push(c.group);
    v.categoryCount += 1;
    byName.set(c.vertical, v);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function groupsOf(categories: readonly Category[], vertical: string | undefined): string[] {
  if (!vertical) return [];
  return unique(categories.filter((c) => c.vertical === vertical).map((c) => c.group));
}

export function subgroupsOf(
  categories: readonly Category[],
  vertical: string | undefined,
  group: string | undefined,
): string[] {
  if (!vertical || !group) return [];
  return unique(
    categories.filter((c) => c.vertical === vertical && c.group === group).map((c) => c.subgroup),
  );
}

/** Category names by id, for chips and item pages. */
export function categoryPath(categories: readonly Category[], id: number): string | null {
  const c = categories.find((x) => x.id === id);
  return c ? `${c.vertical} › ${c.group} › ${c.subgroup}` : null;
}
