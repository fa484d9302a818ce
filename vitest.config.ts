import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Test files wait on
// their database about as much as they compute, so at least two run at once; TEST_WORKERS overrides (the
// PostgreSQL run asks for more, since that server does part of the work in processes of its own).
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workers,
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
