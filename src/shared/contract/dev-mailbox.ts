import { z } from 'zod';

// The dev mailbox (DEV_MAILBOX=true only): the local outbox's newest emails to one address, which development
// and the browser suite read to follow emailed links.

export const DevMailboxQuery = z.object({ to: z.string().trim().toLowerCase().min(3).max(254) }).strict();
export const DevMailboxEmail = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
