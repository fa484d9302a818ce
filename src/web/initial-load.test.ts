// The first load of the app (/login included) is the entry script and its static imports: everything it
// reaches through non-type imports, from main.tsx. bench/README.md holds its budget (≤ 170 KB gzip).
// zod alone is ~25 KB gzip, and a contract file's schemas are built when the file loads (the bundler
// cannot drop `z.object(...).strict()`), so nothing the first load reaches may import zod: contract
// values the shell needs live in zod-free files (shared/contract/http.ts) and the rest is type-only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRY = path.resolve(import.meta.dirname, 'main.tsx');
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The runtime (non-type) module specifiers of a file. */
function runtimeImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    const [, , typeOnly, clause = '', spec = ''] = m;
    if (typeOnly) continue;
    const named = clause.match(/^\{([\s\S]*)\}$/);
    if (named) {
      const names = (named[1] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    out.push(spec);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every local file the entry reaches through runtime imports, with the packages each one imports. */
function firstLoad(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    const specs = runtimeImports(fs.readFileSync(file, 'utf8'));
    seen.set(
      file,
      specs.filter((s) => !s.startsWith('.')),
    );
    for (const spec of specs) {
      const local = resolveLocal(file, spec);
      if (local && !/\.(css|svg|png)$/.test(local)) queue.push(local);
    }
  }
  return seen;
}

describe('the first load (issue 21: /login was 183 KB gzip, budget 170)', () => {
  it('reaches no module that imports zod', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const withZod = [...firstLoad()]
      .filter(([, packages]) => packages.some((p) => p === 'zod' || p.startsWith('zod/')))
      .map(([file]) => path.relative(root, file));
    expect(withZod).toEqual([]);
  });

  it('is found by the walk (the shell, the router and the API client are in it)', () => {
    const files = [...firstLoad().keys()].map((f) => path.basename(f));
    expect(files).toEqual(expect.arrayContaining(['main.tsx', 'router.tsx', 'client.ts']));
  });
});
