import { z } from 'zod';
import { isValidEmail } from '../rules/email';

// The forge access code (spec §6, §7 POST /web/forge-access-code/-/submit-code and /-/submit-email): a code
// that gives the store the AI assistants, or an address to be told when there is room.

export const SubmitForgeCodeBody = z
  .object({
    code: z
      .string({ error: 'Enter your access code' })
      .trim()
      .min(1, 'Enter your access code')
      .max(64, 'An access code is at most 64 characters'),
  })
  .strict();
export type SubmitForgeCodeBody = z.infer<typeof SubmitForgeCodeBody>;

export const INVALID_WAITLIST_EMAIL = 'Enter a valid email address, such as name@example.com';

export const SubmitForgeEmailBody = z
  .object({
    email: z
      .string({ error: INVALID_WAITLIST_EMAIL })
      .trim()
      .max(254, INVALID_WAITLIST_EMAIL)
      .refine((v) => isValidEmail(v), INVALID_WAITLIST_EMAIL),
  })
  .strict();
export type SubmitForgeEmailBody = z.infer<typeof SubmitForgeEmailBody>;

/** submit-code's answer: the store now has the assistants, since when. */
export const ForgeAccessGranted = z.object({
  hasAccess: z.literal(true),
  grantedAt: z.string(),
});
export type ForgeAccessGranted = z.infer<typeof ForgeAccessGranted>;

/** submit-email's answer: the address is on the waitlist (the same answer when it already was). */
export const ForgeWaitlistJoined = z.object({
  email: z.string(),
  joinedAt: z.string(),
});
export type ForgeWaitlistJoined = z.infer<typeof ForgeWaitlistJoined>;
