/** US bank account rules for the store's payout account (PUT /web/stores/me/bank-info). */

/** ABA routing numbers: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return sum % 10 === 0 && value !== '000000000';
}

/** US account numbers are 4 to 17 digits (Nacha's DFI account number field is 17 characters). */
export const ACCOUNT_NUMBER_MIN = 4;
export const ACCOUNT_NUMBER_MAX = 17;

export function isValidAccountNumber(value: string): boolean {
  return new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`).test(value) && !/^0+$/.test(value);
}

export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;

/** How a stored number is shown: its last four digits behind dots ("•••• 6789"). */
export function maskNumber(value: string): string {
  return `•••• ${value.slice(-4)}`;
}
