// The web tests run without per-file isolation (vitest.config.ts): a file that replaces one of the app's
// modules with vi.mock would leak that mock into the files after it in the same worker, so each such file
// must be listed in WEB_MODULE_MOCKS, which runs them isolated. This keeps the list whole and exact.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_MODULE_MOCKS } from '../vitest.config';

const ROOT = path.resolve(import.meta.dirname, '..');

function webTestFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webTestFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

describe('the web test projects', () => {
  it('runs every web test file that mocks a module in its own module graph, and only those', () => {
    const mocking = webTestFiles(path.join(ROOT, 'src/web')).filter((file) =>
      /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect([...WEB_MODULE_MOCKS].sort()).toEqual(mocking.sort());
  });
});
