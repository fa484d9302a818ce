// The server's boundaries (STYLE.md "Domains own their tables"), checked on every test run: a module
// (src/server/modules/<domain>/) imports only its own db/schema files and names only its own tables in
// SQL; another domain's rows are reached through that domain's exported functions, which take the
// caller's transaction. Tests and test helpers are left out: they seed and inspect any table.
// Each reach into another domain's table is a (file, table) pair; the few allowed are listed below with
// their reason, and an entry that is no longer needed fails too, so the lists only shrink.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycles, listSourceFiles, readImports } from '../import-graph';
import { listSqlTexts } from './test/source-literals';

const SERVER = import.meta.dirname;
const MODULES = path.join(SERVER, 'modules');
const SCHEMA = path.join(SERVER, 'db/schema');

/**
 * Which domain owns each schema file. `providers`: the email and SMS outboxes are infrastructure, written
 * and relayed by src/server/providers (modules send through the providers' exports, never the tables);
 * processor-billing holds the embedded payments processor's subscription books (modules reach them through
 * PaymentsProvider.billing, as they would Stripe Billing). A new schema file must be added here.
 */
const SCHEMA_OWNERS: Record<string, string> = {
  'ai-design': 'ai-design',
  auth: 'auth',
  'brand-kits': 'brand-kits',
  catalog: 'catalog',
  chatbot: 'chatbot',
  'catalog-favorites': 'catalog',
  commons: 'commons',
  email: 'providers',
  events: 'events',
  'forge-access': 'forge-access',
  copilot: 'copilot',
  idempotency: 'idempotency',
  'image-search': 'image-search',
  inventory: 'inventory',
  invoices: 'invoices',
  messaging: 'messaging',
  onboarding: 'onboarding',
  orders: 'orders',
  'outbox-columns': 'providers',
  payments: 'payments',
  'processor-billing': 'providers',
  projects: 'projects',
  receivings: 'receivings',
  reviews: 'reviews',
  'seed-runs': 'seed',
  'shipping-addresses': 'shipping-addresses',
  sms: 'providers',
  stores: 'stores',
  subscriptions: 'subscriptions',
  'supplier-invites': 'supplier-invites',
  team: 'team',
  'sourcing-agent': 'sourcing-agent',
  uploads: 'uploads',
  workflows: 'workflows',
};

/** A file allowed to reach these tables of another domain (file relative to modules/), and why. */
type Exception = { file: string; tables: string[]; reason: string };

/** The reaches into another domain's tables that stay, each with its reason. */
const EXCEPTIONS: Exception[] = [
  {
    file: 'image-search/index-images.ts',
    tables: ['catalog_categories', 'catalog_items'],
    reason:
      'the image index is a projection of catalog items (keyed and versioned by item id and seed): its scan for missing vectors joins them in one statement',
  },
  {
    file: 'image-search/search-by-image.ts',
    tables: ['catalog_categories', 'catalog_companies', 'catalog_item_search', 'catalog_items'],
    reason:
      "nearest-neighbour search filters by the catalog's search index and reads the page's items in one statement (bench: image search p95)",
  },
  {
    file: 'invoices/invoice-in-cart.ts',
    tables: ['creator_order_items'],
    reason:
      "an invoice shows whether its lines are in the store's cart, inside the invoice list's one statement; orders imports invoices (an order item shows its invoice), so asking orders for the query would tie the modules in a circle",
  },
  {
    file: 'supplier-invites/store-suppliers.ts',
    tables: [
      'catalog_company_reviews',
      'conversations',
      'favorite_catalog_companies',
      'project_request_recipients',
      'project_requests',
    ],
    reason:
      "read model of a store's supplier relationships: one UNION of five domains' events, grouped, sorted and paged in SQL",
  },
];

type Violation = { file: string; table: string; how: string };

/** Every export of the schema files: its table name (or its own name, for a non-table) and owner. */
function readSchema() {
  const byExport = new Map<string, { table: string; owner: string }>();
  const byTable = new Map<string, string>();
  for (const file of fs.readdirSync(SCHEMA).filter((f) => f.endsWith('.ts'))) {
    const owner = SCHEMA_OWNERS[path.basename(file, '.ts')] ?? '(unmapped)';
    const text = fs.readFileSync(path.join(SCHEMA, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      byExport.set(m[1]!, { table: m[2]!, owner });
      byTable.set(m[2]!, owner);
    }
    for (const m of text.matchAll(/export (?:const|type|function) (\w+)/g))
      if (!byExport.has(m[1]!)) byExport.set(m[1]!, { table: m[1]!, owner });
  }
  return { byExport, byTable };
}

const domainOf = (file: string) => path.relative(MODULES, file).split(path.sep)[0]!;
const isTestCode = (file: string) => /\.test\.ts$|(^|\/)test-helpers\.ts$/.test(file);
const moduleFiles = () => listSourceFiles(MODULES, { withTests: false }).filter((f) => !isTestCode(f));

/** The names a file imports from a schema file, with the schema file's name. */
function schemaImports(file: string): { schema: string; names: string[] }[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']*db\/schema\/[^']+)'/g)].map(
    (m) => ({
      schema: path.basename(m[2]!),
      names: m[1]!
        .split(',')
        .map(
          (s) =>
            s
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
        )
        .filter(Boolean),
    }),
  );
}

function findViolations(): Violation[] {
  const { byExport, byTable } = readSchema();
  const violations: Violation[] = [];
  for (const file of moduleFiles()) {
    const domain = domainOf(file);
    const rel = path.relative(MODULES, file);
    for (const { schema, names } of schemaImports(file)) {
      for (const name of names) {
        const found = byExport.get(name) ?? { table: name, owner: SCHEMA_OWNERS[schema] ?? '(unmapped)' };
        if (found.owner !== domain)
          violations.push({ file: rel, table: found.table, how: `imports ${schema}` });
      }
    }
    const sqlTexts = listSqlTexts(fs.readFileSync(file, 'utf8'));
    for (const [table, owner] of byTable) {
      if (owner === domain) continue;
      const named = new RegExp(`\\b${table}\\b`);
      if (sqlTexts.some((text) => named.test(text)))
        violations.push({ file: rel, table, how: 'names it in SQL' });
    }
  }
  return violations;
}

const key = (v: { file: string; table: string }) => `${v.file} → ${v.table}`;
const pairsOf = (list: Exception[]) =>
  list.flatMap((e) => e.tables.map((table) => key({ file: e.file, table })));

describe('server import boundaries', () => {
  it('knows who owns every schema file', () => {
    const unmapped = fs
      .readdirSync(SCHEMA)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.basename(f, '.ts'))
      .filter((name) => !(name in SCHEMA_OWNERS));
    expect(unmapped, 'add these schema files to SCHEMA_OWNERS').toEqual([]);
  });

  it('finds table names in SQL, not in comments or messages', () => {
    const source = [
      "// the store's uploads: 'uploads' in a comment",
      "const message = 'not one of your uploads';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, read as a string
      'const q = sql`select id from uploads u where ${eq(a, b)}`;',
      "const raw = sql.raw('stores s');",
    ].join('\n');
    expect(listSqlTexts(source)).toEqual(['select id from uploads u where  ', 'stores s']);
  });

  const violations = findViolations();
  const allowed = new Set(pairsOf(EXCEPTIONS));

  it("reaches another domain's tables only through its exports", () => {
    const found = violations.filter((v) => !allowed.has(key(v))).map((v) => `${key(v)} (${v.how})`);
    expect(found, `modules reaching into another domain's tables:\n${found.join('\n')}`).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const needed = new Set(violations.map(key));
    const stale = [...allowed].filter((entry) => !needed.has(entry));
    expect(stale, 'remove these from EXCEPTIONS').toEqual([]);
  });

  it('keeps the lists short and explained', () => {
    expect(EXCEPTIONS.length).toBeLessThanOrEqual(10);
    for (const entry of EXCEPTIONS) expect(entry.reason.length).toBeGreaterThan(10);
  });

  it('has no cycle between modules', () => {
    const graph = new Map<string, string[]>();
    for (const file of moduleFiles()) {
      const targets = readImports(file)
        .filter((edge) => edge.target.startsWith(MODULES))
        .map((edge) => domainOf(edge.target))
        .filter((target) => target !== domainOf(file));
      graph.set(domainOf(file), [...new Set([...(graph.get(domainOf(file)) ?? []), ...targets])]);
    }
    const cycles = findCycles(graph).map((cycle) => describeCycle(cycle, graph));
    expect(cycles, `modules importing each other:\n${cycles.join('\n')}`).toEqual([]);
  });
});
