// No import cycles anywhere in src/ (server, shared, web), checked on every test run. A cycle means two
// files cannot be understood, moved or loaded apart; the fix is a third file both import, or one side
// handing the other what it needs. `import type` counts too: a type-only cycle still ties the two files'
// meaning together (two of the cycles issue 20 removed were type-only). Dynamic `import()` counts (a lazy
// page is still a dependency). Only relative imports are read: packages cannot import src/.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycles, listSourceFiles, readImports } from './import-graph';

const SRC = import.meta.dirname;

/**
 * Web cycles another change of issue 20 removes (route table ↔ pages, messaging paths ↔ card preview):
 * a knot whose files all sit in one of these passes until then, and a known cycle that is gone fails: delete
 * this list when that change lands.
 */
const KNOWN_WEB_CYCLES: string[][] = [];

function buildGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of listSourceFiles(SRC)) {
    const targets = readImports(file)
      .map((edge) => edge.target)
      .filter((target) => target.startsWith(SRC));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const isKnown = (cycle: string[]) =>
  KNOWN_WEB_CYCLES.some((known) => cycle.every((file) => known.includes(path.relative(SRC, file))));

describe('import cycles', () => {
  const graph = buildGraph();

  it('reads the whole of src', () => {
    expect(graph.size).toBeGreaterThan(300);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(1000);
  });

  it('finds a planted cycle, and says where it runs', () => {
    const planted = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    const cycles = findCycles(planted);
    expect(cycles).toEqual([['/a.ts', '/b.ts', '/c.ts']]);
    expect(describeCycle(cycles[0]!, planted, (file) => file.slice(1))).toBe('a.ts → b.ts → c.ts → a.ts');
  });

  it('lists no known cycle that is gone', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(SRC, file)));
    const gone = KNOWN_WEB_CYCLES.filter(
      (known) => !cycles.some((cycle) => cycle.some((f) => known.includes(f))),
    );
    expect(gone, 'remove these from KNOWN_WEB_CYCLES').toEqual([]);
  });

  it('has none', () => {
    const cycles = findCycles(graph)
      .filter((cycle) => !isKnown(cycle))
      .map((cycle) => describeCycle(cycle, graph, (file) => path.relative(SRC, file)));
    expect(cycles, `import cycles in src/:\n${cycles.join('\n')}`).toEqual([]);
  });
});
