// The web's import boundaries (STYLE.md "Layout and boundaries"), checked on every test run:
// web never imports server; a feature never imports another feature or the app; shared pieces
// (api, ui, routing) never import features or the app, except the pure session path rules the client applies.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = import.meta.dirname;
const SRC = path.dirname(WEB);
const ALLOWED_UPWARD = new Set([path.join(WEB, 'app/layout/session-rules.ts')]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = path.resolve(path.dirname(file), s);
      const candidates = [base, `${base}.ts`, `${base}.tsx`];
      return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
    });
}

const area = (file: string) => path.relative(WEB, file).split(path.sep);

describe('web import boundaries', () => {
  const files = sourceFiles(WEB);

  it('finds the web sources', () => expect(files.length).toBeGreaterThan(30));

  it('never imports the server', () => {
    for (const file of files) {
      for (const target of importsOf(file)) {
        expect(target.startsWith(path.join(SRC, 'server')), `${path.relative(SRC, file)} → ${target}`).toBe(
          false,
        );
      }
    }
  });

  it('keeps features apart, and below the app', () => {
    for (const file of files) {
      const [top, feature] = area(file);
      if (top !== 'features') continue;
      for (const target of importsOf(file)) {
        if (!target.startsWith(WEB)) continue;
        const [targetTop, targetFeature] = area(target);
        const where = `${path.relative(WEB, file)} → ${path.relative(WEB, target)}`;
        expect(targetTop === 'app' && !ALLOWED_UPWARD.has(target), where).toBe(false);
        if (targetTop === 'features') expect(targetFeature, where).toBe(feature);
      }
    }
  });

  it('keeps api, ui and routing free of features and the app', () => {
    for (const file of files) {
      const [top] = area(file);
      if (top !== 'api' && top !== 'ui' && top !== 'routing') continue;
      for (const target of importsOf(file)) {
        if (!target.startsWith(WEB) || ALLOWED_UPWARD.has(target)) continue;
        const [targetTop] = area(target);
        expect(
          ['features', 'app'],
          `${path.relative(WEB, file)} → ${path.relative(WEB, target)}`,
        ).not.toContain(targetTop);
      }
    }
  });
});
