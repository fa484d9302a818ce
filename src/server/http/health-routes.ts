import { sql } from 'drizzle-orm';
import {
  HealthResponse,
  type READINESS_DEPENDENCIES,
  type ReadinessCheck,
  ReadyResponse,
} from '../../shared/contract/commons';
import type { AppDeps } from '../app-deps';
import type { Api } from './types';

/** How long one readiness check may take before it counts as down. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

type Dependency = (typeof READINESS_DEPENDENCIES)[number];

async function check(name: Dependency, probe: (() => Promise<unknown>) | null): Promise<ReadinessCheck> {
  if (!probe) return { name, status: 'skipped', ms: 0 };
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${READY_CHECK_TIMEOUT_MS} ms`)),
          READY_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { name, status: 'ok', ms: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      name,
      status: 'down',
      ms: Math.round(performance.now() - started),
      error: err instanceof Error ? err.message.slice(0, 200) : 'failed',
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (issue 25). `/health` answers from memory — the process is up and not stopping —
 * so a load balancer probing it often costs no database work; 503 once draining. `/ready` asks each
 * dependency with its own time-out (the database, the job queue, Redis when configured, storage) and
 * answers 503 while starting, draining or when any is down, naming it.
 */
export function healthRoutes(api: Api, deps: AppDeps) {
  const bootedAt = Date.now();
  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commons'],
        summary: 'Liveness: the process answers and is not stopping (no dependency is asked)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_req, reply) => {
      const draining = deps.lifecycle.state === 'draining';
      reply.header('cache-control', 'no-store');
      return reply.status(draining ? 503 : 200).send({
        status: draining ? 'draining' : 'ok',
        state: deps.lifecycle.state,
        database: deps.dbKind,
        uptimeSeconds: Math.round((Date.now() - bootedAt) / 1000),
        time: new Date().toISOString(),
      });
    },
  );
  api.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commons'],
        summary:
          'Readiness: the database, the job queue, Redis (when configured) and storage each answered in time; 503 names what did not',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_req, reply) => {
      const checks = await Promise.all([
        check('database', () => deps.db.execute(sql`select 1`)),
        check('jobs', async () => {
          if (!deps.jobs.isStarted) throw new Error('the job queue is not started');
        }),
        check('redis', deps.redis ? () => deps.redis!.ping() : null),
        check('storage', () => deps.storage.exists('ops/ready-probe')),
      ]);
      const state = deps.lifecycle.state;
      const down = checks.some((c) => c.status === 'down');
      const status = state !== 'ready' ? state : down ? 'unavailable' : 'ready';
      reply.header('cache-control', 'no-store');
      return reply.status(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  );
}
