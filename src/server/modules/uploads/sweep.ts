import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import { SIGNED_UPLOAD_TTL_SECONDS } from '../../../shared/contract/uploads';
import { uploads } from '../../db/schema/uploads';
import type { JobQueue } from '../../jobs/queue';
import { uploadTmpDir } from './save-upload';
import { finalizePendingUpload } from './signed-upload';
import { type UploadDeps, uploadColumns } from './upload-row';

// The sweep: signed uploads that were never completed, and temporary files an interrupted request
// left behind. A recurring job on the queue; any instance may run it, and running it twice is harmless.

export const SWEEP_QUEUE = 'uploads-sweep';
/** A PUT that started just before its link expired may still be arriving: wait this long past expiry. */
export const PENDING_GRACE_SECONDS = 60 * 60;
/** A temporary file not written to for this long belongs to no request any more. */
export const TMP_MAX_IDLE_MS = 60 * 60 * 1000;
const ROWS_PER_RUN = 500;

/** Deletes expired PENDING uploads (keeping any whose bytes did arrive) and stale temporary files. */
export async function sweepUploads(deps: UploadDeps, now = new Date()) {
  const cutoff = new Date(now.getTime() - (SIGNED_UPLOAD_TTL_SECONDS + PENDING_GRACE_SECONDS) * 1000);
  const rows = await deps.db
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.status, 'PENDING'), lt(uploads.createdAt, cutoff)))
    .limit(ROWS_PER_RUN);
  let pendingDeleted = 0;
  let pendingStored = 0;
  for (const row of rows) {
    // Bytes sent straight to S3 are checked and kept (STORED); a bad file is deleted by the check.
    if (await finalizePendingUpload(deps, row)) {
      pendingStored++;
      continue;
    }
    await deps.storage.delete(row.key).catch(() => {});
    await deps.db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, 'PENDING')));
    pendingDeleted++;
  }
  return { pendingDeleted, pendingStored, tmpDeleted: await sweepTmpFiles(uploadTmpDir(deps), now) };
}

async function sweepTmpFiles(dir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0; // no temporary folder yet
  }
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < TMP_MAX_IDLE_MS) continue;
    await fs.rm(file, { force: true });
    deleted++;
  }
  return deleted;
}

/** The sweep's queue, its worker, and its schedule (every 15 minutes). */
export async function registerUploadSweepJobs(deps: UploadDeps & { jobs: JobQueue }) {
  await deps.jobs.work(SWEEP_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await sweepUploads(deps);
  });
  await deps.jobs.schedule(SWEEP_QUEUE, '*/15 * * * *');
}
