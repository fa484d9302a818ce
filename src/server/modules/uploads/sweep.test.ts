import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { uploadTmpDir } from './save-upload';
import { SWEEP_QUEUE, sweepUploads } from './sweep';
import { sampleImage, uploadFile } from './test-helpers';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(async () => t?.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/** A signed upload whose PUT never came, created `ageHours` ago. */
async function pendingUpload(ageHours: number, fileName = 'never-sent.png') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rest/main/upload/signed-url',
    headers: auth,
    payload: { fileName, contentType: 'image/png', size: 5000 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { key } = res.json().file as { key: string };
  await t.deps.db
    .update(uploads)
    .set({ createdAt: hoursAgo(ageHours) })
    .where(eq(uploads.key, key));
  return key;
}
const rowOf = async (key: string) =>
  (await t.deps.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.key, key)))[0];

describe('upload sweep', () => {
  it('deletes signed uploads whose link expired without a file, and keeps the rest', async () => {
    const expired = await pendingUpload(2);
    const fresh = await pendingUpload(0);
    const stored = (await uploadFile(t, auth, 'kept.png', await sampleImage(10, 10))).json().key as string;
    await t.deps.db
      .update(uploads)
      .set({ createdAt: hoursAgo(48) })
      .where(eq(uploads.key, stored));
    // A direct-to-storage upload whose bytes did arrive is finished (STORED), not deleted.
    const arrived = await pendingUpload(2, 'arrived.png');
    await t.deps.storage.put(arrived, await sampleImage(10, 10), 'image/png');

    const result = await sweepUploads(t.deps);
    expect(result).toMatchObject({ pendingDeleted: 1, pendingStored: 1 });
    expect(await rowOf(expired)).toBeUndefined();
    expect(await rowOf(fresh)).toEqual({ status: 'PENDING' });
    expect(await rowOf(stored)).toEqual({ status: 'STORED' });
    expect(await rowOf(arrived)).toEqual({ status: 'STORED' });
    // Running it again changes nothing.
    expect(await sweepUploads(t.deps)).toEqual({ pendingDeleted: 0, pendingStored: 0, tmpDeleted: 0 });
  });

  it('removes temporary files no request has written to for an hour', async () => {
    const dir = uploadTmpDir(t.deps);
    await fs.mkdir(dir, { recursive: true });
    const stale = path.join(dir, 'upload-1-stale');
    const live = path.join(dir, 'upload-2-live');
    await fs.writeFile(stale, 'left behind');
    await fs.writeFile(live, 'still arriving');
    await fs.utimes(stale, hoursAgo(2), hoursAgo(2));
    const result = await sweepUploads(t.deps);
    expect(result.tmpDeleted).toBe(1);
    await expect(fs.access(stale)).rejects.toThrow();
    await expect(fs.access(live)).resolves.toBeUndefined();
  });

  it('runs as a job on the queue', async () => {
    const expired = await pendingUpload(3);
    await t.deps.jobs.send(SWEEP_QUEUE, {});
    while (await rowOf(expired)) await new Promise((r) => setTimeout(r, 250));
    expect(await rowOf(expired)).toBeUndefined();
  });
});
