// The contract is the only source of shapes (decision 027): the server's routes, hooks and socket take every
// request and response schema from src/shared/contract, so no server module builds a zod object of its own
// or keeps a schemas file. Wrapping a contract schema (`z.array(Invoice)`) is fine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.dirname(import.meta.dirname);
/** Where request and response shapes are used; providers (AI output schemas) and config are not shapes of the API. */
const AREAS = ['modules', 'http', 'realtime'];
const BUILDS_A_SHAPE =
  /\bz\s*\.\s*(object|strictObject|looseObject|union|discriminatedUnion|intersection)\s*\(/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('request and response shapes', () => {
  const files = AREAS.flatMap((area) => sourceFiles(path.join(SERVER, area)));
  const name = (file: string) => path.relative(SERVER, file);

  it('finds the server sources', () => expect(files.length).toBeGreaterThan(100));

  it('are not kept in schema files of a server module', () => {
    expect(files.filter((f) => /(^|-)schemas?\.ts$/.test(path.basename(f))).map(name)).toEqual([]);
  });

  it('are not built in a server module: they come from the contract', () => {
    const building = files.filter((f) => BUILDS_A_SHAPE.test(fs.readFileSync(f, 'utf8'))).map(name);
    expect(building).toEqual([]);
  });
});
