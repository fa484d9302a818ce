// The relative-import graph of src/, read by the import tests (cycles, server and web boundaries).
// A regular expression, not a parser: the project's TypeScript 7 has no JS API, and imports here are
// plain `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
import fs from 'node:fs';
import path from 'node:path';

export type ImportEdge = { target: string; typeOnly: boolean };

/** Every .ts/.tsx file under dir, tests included unless told otherwise. */
export function listSourceFiles(dir: string, opts: { withTests?: boolean } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(full, opts);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return opts.withTests === false && /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

// A static import/export statement up to its specifier (no quote or `;` before `from`), a bare
// side-effect import, or a dynamic import().
const STATEMENT = /(?:^|[\n;])\s*(import|export)(\s+type\b)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT = /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files a file imports by relative path, resolved to absolute paths; `import type` is marked. */
export function readImports(file: string): ImportEdge[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: { specifier: string; typeOnly: boolean }[] = [
    ...[...text.matchAll(STATEMENT)].map((m) => ({ specifier: m[3]!, typeOnly: Boolean(m[2]) })),
    ...[...text.matchAll(SIDE_EFFECT)].map((m) => ({ specifier: m[1]!, typeOnly: false })),
    ...[...text.matchAll(DYNAMIC)].map((m) => ({ specifier: m[1]!, typeOnly: false })),
  ];
  return found
    .filter((f) => f.specifier.startsWith('.'))
    .map((f) => ({ target: resolveSpecifier(file, f.specifier), typeOnly: f.typeOnly }));
}

function resolveSpecifier(file: string, specifier: string): string {
  const base = path.resolve(path.dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

/**
 * The strongly connected components of more than one file (or a file importing itself): each is an
 * import cycle. Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** One concrete path round a cycle's component, for the failure message: a → b → … → a. */
export function describeCycle(
  component: string[],
  graph: Map<string, string[]>,
  name: (node: string) => string = (node) => node,
): string {
  const inside = new Set(component);
  const start = component[0]!;
  // Breadth-first from start back to start, inside the component only.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!inside.has(target) || previous.has(target)) continue;
      previous.set(target, node);
      if (target === start) queue.length = 0;
      else queue.push(target);
    }
  }
  const loop = [start];
  for (let node = previous.get(start); node && node !== start; node = previous.get(node)) loop.unshift(node);
  loop.unshift(start);
  const names = loop.map(name);
  const extra = component.length > loop.length - 1 ? ` (${component.length} in this knot)` : '';
  return `${names.join(' → ')}${extra}`;
}
