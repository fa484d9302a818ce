import { z } from 'zod';
import {
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  BANK_ACCOUNT_TYPES,
  isValidAccountNumber,
  isValidRoutingNumber,
} from '../rules/bank-info';

/** PUT /web/stores/me/bank-info: where the store's payouts go (a US bank account). */
export const BankInfoBody = z
  .object({
    holderName: z.string().trim().min(1, 'Enter the account holder name').max(120),
    bankName: z.string().trim().max(120).nullable().optional(),
    accountType: z.enum(BANK_ACCOUNT_TYPES),
    routingNumber: z.string().trim().refine(isValidRoutingNumber, 'Enter a valid 9-digit ABA routing number'),
    accountNumber: z
      .string()
      .trim()
      .refine(
        isValidAccountNumber,
        `Enter an account number of ${ACCOUNT_NUMBER_MIN} to ${ACCOUNT_NUMBER_MAX} digits`,
      ),
  })
  .strict();
export type BankInfoBody = z.infer<typeof BankInfoBody>;

/** GET /web/stores/me/bank-info: the saved account, its numbers only masked ("•••• 6789"); null when none. */
export const BankInfo = z.object({
  holderName: z.string(),
  bankName: z.string().nullable(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumberMasked: z.string(),
  routingNumberMasked: z.string(),
  updatedAt: z.string(),
});
export type BankInfo = z.infer<typeof BankInfo>;
export const BankInfoResponse = BankInfo.nullable();
