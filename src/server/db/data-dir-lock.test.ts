import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('DATA_DIR lock', () => {
  it('refuses a second owner until the first releases', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/Another Quarry process is using/);
    await release();
    const again = await lockDataDir(dir);
    await again();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
