// Test-only helpers for the projects module: supplier accounts and valid bodies.
import { randomBytes } from 'node:crypto';
import type { CreateProjectInput, SubmitQuoteInput } from '../../../shared/contract/projects';
import { users } from '../../db/schema/auth';
import { loginAs, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/service';

/** A signed-in supplier user acting for catalog company `companyId` (null: an account not linked yet). */
export async function signInSupplier(t: TestApp, companyId: number | null) {
  const email = `supplier-${randomBytes(4).toString('hex')}@example.com`;
  await t.deps.db.insert(users).values({
    email,
    passwordHash: await hashPassword('supplier-pass-1'),
    role: 'SUPPLIER',
    supplierId: companyId,
  });
  return { email, ...(await loginAs(t, email, 'supplier-pass-1')) };
}

export const projectBody = (over: Partial<CreateProjectInput> = {}): CreateProjectInput => ({
  type: 'RFP_PRODUCT',
  title: 'Soy candle in amber jar',
  description: '8 oz soy wax candle, amber glass jar, custom label.',
  productOption: 'STOCK_WITH_CUSTOMIZATIONS',
  quantity: 600,
  targetUnitPriceCents: 420,
  ...over,
});

export const quoteBody = (over: Partial<SubmitQuoteInput> = {}): SubmitQuoteInput => ({
  priceTiers: [
    { minQuantity: 100, unitPriceCents: 450 },
    { minQuantity: 500, unitPriceCents: 400 },
    { minQuantity: 1000, unitPriceCents: 320 },
  ],
  moq: 100,
  leadTimeDays: 30,
  note: '',
  ...over,
});
