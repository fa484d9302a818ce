import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Test files wait on
// their database about as much as they compute, so at least two run at once; TEST_WORKERS overrides (the
// PostgreSQL run asks for more, since that server does part of the work in processes of its own).
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() - 1);

/** Web test files that vi.mock one of the app's modules (src/vitest-config.test.ts keeps this list whole). */
export const WEB_MODULE_MOCKS = [
  'src/web/ui/file-upload-button.test.tsx',
  'src/web/features/brand-kits/pages/public-brand-kit-page.test.tsx',
  'src/web/features/messaging/components/composer.test.tsx',
];

const WEB_SETUP = ['src/web/test/setup.ts'];

const shared = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        // Server and shared tests keep no module state between files (each builds its own app on its own
        // database copy), so a worker loads the server's modules once, not once per file (decision 028).
        test: {
          ...shared,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/*.test.ts'],
          isolate: false,
        },
      },
      {
        // Web tests stub globals per test (fetch, timers) and clean up after each, so a worker loads React,
        // Mantine and the app's modules once and runs file after file in that graph.
        test: {
          ...shared,
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_MODULE_MOCKS,
          setupFiles: WEB_SETUP,
          isolate: false,
        },
      },
      {
        // Files that replace one of the app's modules (vi.mock) get a module graph of their own.
        test: { ...shared, name: 'web-mocks', include: WEB_MODULE_MOCKS, setupFiles: WEB_SETUP },
      },
    ],
  },
});
