import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { keepAppSecret } from '../commons/app-secrets';

/**
 * The token signing key: JWT_SECRET when set; otherwise generated once and kept in DATA_DIR
 * (embedded mode) or in the shared database (PostgreSQL), so every instance signs alike.
 */
export async function resolveJwtSecret(opts: {
  configured?: string;
  kind: 'pglite' | 'postgres';
  dataDir: string | null;
  db: Database;
}): Promise<string> {
  if (opts.configured) return opts.configured;
  const fresh = randomBytes(48).toString('base64url');
  if (opts.kind === 'pglite' && opts.dataDir) {
    const file = path.join(opts.dataDir, 'jwt-secret');
    try {
      return (await fs.readFile(file, 'utf8')).trim();
    } catch {
      await fs.mkdir(opts.dataDir, { recursive: true });
      await fs.writeFile(file, fresh, { mode: 0o600 });
      return fresh;
    }
  }
  if (opts.kind === 'pglite') return fresh;
  return keepAppSecret(opts.db, 'jwt', fresh);
}
