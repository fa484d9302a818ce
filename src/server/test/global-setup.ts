import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { createTemplateRun, removeTemplateRun, type TemplateRun } from './template-run';

declare module 'vitest' {
  export interface ProvidedContext {
    quarryTemplates: TemplateRun;
  }
}

/** Vitest global setup: the run's template area, shared with every worker, and its removal at the end. */
export default async function setup(project: TestProject) {
  const run = await createTemplateRun(os.tmpdir());
  project.provide('quarryTemplates', run);
  return () => removeTemplateRun(run, process.env.TEST_DATABASE_URL);
}
