import fs from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/**
 * PGlite does not lock its folder and a second process opening it loses writes (STACK.md),
 * so the process that owns DATA_DIR holds this lock until it closes.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.quarry.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `Another Quarry process is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    throw err;
  }
}
