// Test-only helpers for brand kits: creating kits through the API and running their generations directly.
import { and, eq, isNull } from 'drizzle-orm';
import type { BrandKit } from '../../../shared/contract/brand-kits';
import { brandKitRequests } from '../../db/schema/brand-kits';
import { type CallArgs, callApi, type TestApp } from '../../test/test-app';
import { type KitCrashPoint, type KitJobDeps, runKitRequest } from './run-request';

export const KITS = '/web/brand-kit-modules';
export const IDEA = {
  category: 'Candles',
  productDescription: 'A calming lavender candle for busy parents',
};

/** Calls the API and answers the JSON of an expected status, failing the test with the body otherwise. */
export async function expectStatus<T = Record<string, unknown>>(
  t: TestApp,
  status: number,
  ...args: CallArgs
): Promise<T> {
  const res = await callApi(t, ...args);
  if (res.statusCode !== status) throw new Error(`${args[0]} ${args[1]}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : null) as T;
}

export const createKit = (t: TestApp, auth: Record<string, string>, body: object = IDEA) =>
  expectStatus<BrandKit>(t, 201, 'POST', KITS, auth, body);

export const getKit = (t: TestApp, auth: Record<string, string>, id: number) =>
  expectStatus<BrandKit>(t, 200, 'GET', `${KITS}/${id}`, auth);

/** Requests of a kit that no worker has started. */
export async function unstartedRequests(t: TestApp, kitId: number) {
  return t.deps.db
    .select({ id: brandKitRequests.id, type: brandKitRequests.type })
    .from(brandKitRequests)
    .where(
      and(
        eq(brandKitRequests.brandKitId, kitId),
        eq(brandKitRequests.status, 'PENDING'),
        isNull(brandKitRequests.startedAt),
      ),
    )
    .orderBy(brandKitRequests.id);
}

/**
 * Runs the kit's waiting requests the way the job does (in the order asked), as the worker would, until
 * none wait. `deps` swaps a provider (a failing one); `crashAt` stops each as if its worker was killed.
 */
export async function runRequests(
  t: TestApp,
  kitId: number,
  opts: { deps?: Partial<KitJobDeps>; crashAt?: KitCrashPoint } = {},
) {
  const ran: string[] = [];
  for (let round = 0; round < 5; round++) {
    const waiting = await unstartedRequests(t, kitId);
    if (!waiting.length) break;
    for (const r of waiting) {
      ran.push(r.type);
      await runKitRequest({ ...t.deps, ...opts.deps }, r.id, { crashAt: opts.crashAt });
    }
  }
  return ran;
}

export const realImages = (images: string[]) => images.filter((u) => u !== '' && u !== 'LOADING');
