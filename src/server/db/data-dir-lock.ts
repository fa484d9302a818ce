import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * Who holds a DATA_DIR lock, written next to it (`.quarry.lock.owner`) once it is taken: enough to tell at
 * once that the owner is dead (issue 21: a restart after `kill -9` was refused until the lock went stale).
 */
type Owner = { pid: number; host: string; bootId?: string; startTime?: string };

const BOOT_ID = readOr('/proc/sys/kernel/random/boot_id')?.trim();

/**
 * PGlite does not lock its folder and a second process opening it loses writes (STACK.md),
 * so the process that owns DATA_DIR holds this lock until it closes. The lock is proper-lockfile's (a
 * directory whose time the owner touches every 5 s, stale after 15 s: it works across hosts and
 * containers sharing the folder); the owner's pid, host, boot and process start time are recorded beside
 * it, so a lock whose owner on this machine has died (or whose pid now names another process) is taken
 * over at once instead of after the stale time. A live owner is always refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = `${dataDir}/.quarry.lock`;
  const ownerPath = `${lockPath}.owner`;
  const take = () =>
    lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 15_000, update: 5_000, realpath: false });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as { code?: string }).code !== 'ELOCKED') throw err;
    release = await takeOverFromDeadOwner(dataDir, lockPath, ownerPath, take);
  }
  const me = ownerOf(process.pid);
  await fs.writeFile(ownerPath, JSON.stringify(me));
  return async () => {
    // The owner record goes first (only while it is still ours), then the lock.
    const owner = await readOwner(ownerPath);
    if (owner && sameOwner(owner, me)) await fs.rm(ownerPath, { force: true });
    await release();
  };
}

function refused(dataDir: string) {
  return new Error(
    `Another Quarry process is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
  );
}

/**
 * The lock is held: when its recorded owner is a process of this machine that no longer runs, the lock is
 * removed and taken, under a short lock of its own so that two processes starting together do not both
 * take it over. Throws "Another Quarry process…" otherwise.
 */
async function takeOverFromDeadOwner(
  dataDir: string,
  lockPath: string,
  ownerPath: string,
  take: () => Promise<() => Promise<void>>,
): Promise<() => Promise<void>> {
  const seen = await fs.stat(lockPath).catch(() => undefined);
  const owner = await readOwner(ownerPath);
  if (!seen || !owner || isAlive(owner)) throw refused(dataDir);
  let releaseTakeover: () => Promise<void>;
  try {
    // A key of its own (proper-lockfile keeps one lock per path in a process): `.quarry.takeover.lock`.
    releaseTakeover = await lockfile.lock(`${dataDir}/.quarry.takeover`, {
      stale: 2_000,
      retries: { retries: 10, minTimeout: 100, maxTimeout: 300 },
      realpath: false,
    });
  } catch {
    throw refused(dataDir);
  }
  try {
    // Still the same lock and the same dead owner? (Someone may have taken it over meanwhile.)
    const now = await fs.stat(lockPath).catch(() => undefined);
    const again = await readOwner(ownerPath);
    if (now && (now.ino !== seen.ino || now.mtimeMs !== seen.mtimeMs)) throw refused(dataDir);
    if (!again || !sameOwner(again, owner) || isAlive(again)) throw refused(dataDir);
    await fs.rm(lockPath, { recursive: true, force: true });
    await fs.rm(ownerPath, { force: true });
    try {
      return await take();
    } catch (err) {
      if ((err as { code?: string }).code === 'ELOCKED') throw refused(dataDir);
      throw err;
    }
  } finally {
    await releaseTakeover().catch(() => {});
  }
}

/** False only when the owner certainly no longer runs: same machine and boot, and the pid gone or reused. */
function isAlive(owner: Owner): boolean {
  if (owner.host !== os.hostname()) return true; // another machine or container: only the stale time tells
  if (owner.bootId && BOOT_ID && owner.bootId !== BOOT_ID) return false; // this machine restarted since
  if (owner.bootId !== BOOT_ID) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: a process of another user has that pid; its start time below tells whether it is the owner.
  }
  if (!owner.startTime) return true;
  const startTime = processStartTime(owner.pid);
  return startTime === undefined || startTime === owner.startTime;
}

function ownerOf(pid: number): Owner {
  return { pid, host: os.hostname(), bootId: BOOT_ID, startTime: processStartTime(pid) };
}

const sameOwner = (a: Owner, b: Owner) =>
  a.pid === b.pid && a.host === b.host && a.bootId === b.bootId && a.startTime === b.startTime;

/** Linux: the process's start time in clock ticks after boot (/proc/<pid>/stat, field 22), or undefined. */
function processStartTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

async function readOwner(ownerPath: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await fs.readFile(ownerPath, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
