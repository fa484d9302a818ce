import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { hashPassword } from '../modules/auth/service';

/** A WAREHOUSE_STAFF account (password quarry-demo) for a database seeded without the demo. */
export async function createWarehouseUser(db: Db) {
  const email = `ops-${randomBytes(4).toString('hex')}@example.com`;
  await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword('quarry-demo'), role: 'WAREHOUSE_STAFF' });
  return email;
}
