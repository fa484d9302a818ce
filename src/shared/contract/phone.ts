import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';

// Phone numbers, in their own module: the number metadata is large, so only the screens and routes that
// take a phone number load it (not every importer of the common contract).

export const PHONE_NUMBER_MESSAGE =
  'Enter a valid phone number in international format, such as +1 415 555 0100';

/** An international phone number, e.g. +1 415 555 0100 (checked against the numbering plan). */
export const PhoneNumber = z
  .string()
  .trim()
  .max(40)
  .refine((v) => isValidPhoneNumber(v), PHONE_NUMBER_MESSAGE);

/** PUT /web/stores/me/sms-phone-number: where inbox texts go (null removes it). */
export const SmsPhoneNumberBody = z.object({ phoneNumber: PhoneNumber.nullable() }).strict();
export type SmsPhoneNumberBody = z.infer<typeof SmsPhoneNumberBody>;
