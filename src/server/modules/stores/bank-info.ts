// The store's payout bank account: numbers sealed at rest (bank-crypto.ts), shown only masked.
import { eq } from 'drizzle-orm';
import type { BankInfo, BankInfoBody } from '../../../shared/contract/bank-info';
import { maskNumber } from '../../../shared/rules/bank-info';
import type { Db } from '../../db/client';
import { storeBankAccounts } from '../../db/schema/stores';
import { sealJson } from './bank-crypto';

type Row = typeof storeBankAccounts.$inferSelect;
export const bankAad = (storeId: number) => `store-bank-account:${storeId}`;

function toBankInfo(r: Row): BankInfo {
  return {
    holderName: r.holderName,
    bankName: r.bankName,
    accountType: r.accountType,
    accountNumberMasked: maskNumber(r.accountLast4),
    routingNumberMasked: maskNumber(r.routingLast4),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function getBankInfo(db: Db, storeId: number): Promise<BankInfo | null> {
  const [row] = await db.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId));
  return row ? toBankInfo(row) : null;
}

export async function putBankInfo(
  db: Db,
  key: Buffer,
  storeId: number,
  body: BankInfoBody,
): Promise<BankInfo> {
  const values = {
    holderName: body.holderName,
    bankName: body.bankName ?? null,
    accountType: body.accountType,
    accountLast4: body.accountNumber.slice(-4),
    routingLast4: body.routingNumber.slice(-4),
    sealed: sealJson(key, bankAad(storeId), {
      accountNumber: body.accountNumber,
      routingNumber: body.routingNumber,
    }),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(storeBankAccounts)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: storeBankAccounts.storeId, set: values })
    .returning();
  return toBankInfo(row!);
}
