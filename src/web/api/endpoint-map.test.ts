// The endpoint map (api/endpoints/*.ts) is written from the server's routes; this keeps it so. Every route
// the API modules register with a JSON answer has its key, every key is a route, and each entry names the
// contract schemas the route declares (querystring, body, 2xx response). Registering routes does not touch
// the modules' dependencies, so a stand-in answers for them and no database starts.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// biome-ignore lint/style/noRestrictedImports: this test compares the web's endpoint map with the server's routes; the app never does.
import { API_MODULES } from '../../server/app';
// biome-ignore lint/style/noRestrictedImports: as above, the type the route modules take.
import type { Api } from '../../server/http/types';

const CONTRACT = path.resolve(import.meta.dirname, '../../shared/contract');
const ENDPOINTS = path.resolve(import.meta.dirname, 'endpoints');

async function contractNames(): Promise<Map<unknown, string>> {
  const names = new Map<unknown, string>();
  for (const file of fs.readdirSync(CONTRACT).filter((f) => /^[a-z-]+\.ts$/.test(f))) {
    const mod = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod))
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  }
  return names;
}

/** How the map writes a schema's type, or null for a schema declared inline on the server. */
function typeOf(schema: unknown, names: Map<unknown, string>): string | null {
  const name = names.get(schema);
  if (name) return `typeof ${name}`;
  const inner = (s: unknown, wrap: (t: string) => string) => {
    const t = typeOf(s, names);
    return t === null ? null : wrap(t);
  };
  if (schema instanceof z.ZodArray) return inner(schema.element, (t) => `z.ZodArray<${t}>`);
  if (schema instanceof z.ZodNullable) return inner(schema.unwrap(), (t) => `z.ZodNullable<${t}>`);
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as unknown[]).map((o) => typeOf(o, names));
    return options.includes(null) ? null : `z.ZodUnion<[${options.join(', ')}]>`;
  }
  return null;
}

type Route = { key: string; expected: string[] };

async function serverRoutes(): Promise<Route[]> {
  const names = await contractNames();
  const routes: Route[] = [];
  const standIn: unknown = new Proxy(() => {}, {
    get: (_t, p) => (p === 'then' ? undefined : p === Symbol.toPrimitive ? () => 'stand-in' : standIn),
    apply: () => standIn,
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (r) => {
    const schema = (r.schema ?? {}) as {
      querystring?: unknown;
      body?: unknown;
      response?: Record<string, unknown>;
    };
    const ok = Object.keys(schema.response ?? {}).find((code) => code.startsWith('2'));
    if (!ok) return; // files and images, not JSON calls
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const parts: [string, unknown][] = [
        ['query', schema.querystring],
        ['body', schema.body],
        ['response', schema.response?.[ok]],
      ];
      const expected = parts
        .map(([part, s]) => [part, s === undefined ? null : typeOf(s, names)] as const)
        .filter(([, type]) => type !== null)
        .map(([part, type]) => `${part}: ${type}`);
      routes.push({ key: `${method} ${r.url}`, expected });
    }
  });
  await app.register(async (api) => {
    for (const mod of API_MODULES) await mod(api as unknown as Api, standIn as never);
  });
  await app.ready();
  return routes;
}

/** Each entry of the map, its key and its text on one line. */
function mapEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of fs.readdirSync(ENDPOINTS)) {
    const text = fs.readFileSync(path.join(ENDPOINTS, file), 'utf8').replace(/\s+/g, ' ');
    for (const m of text.matchAll(/'([A-Z]+ \/[^']*)': \{(.*?)\};/g)) entries.set(m[1]!, m[2]!);
  }
  return entries;
}

describe('the endpoint map', () => {
  it("has every JSON route of the server, and only those, with the route's contract schemas", async () => {
    const routes = await serverRoutes();
    const entries = mapEntries();
    expect(routes.length).toBeGreaterThan(200);
    expect([...entries.keys()].sort()).toEqual(routes.map((r) => r.key).sort());
    const wrong = routes.flatMap(({ key, expected }) =>
      expected.filter((part) => !entries.get(key)?.includes(part)).map((part) => `${key} → ${part}`),
    );
    expect(wrong, 'entries that do not name the route schemas').toEqual([]);
  });
});
