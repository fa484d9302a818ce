// The dev mailbox endpoint (DEV_MAILBOX=true only), keyed as the server registers it.
import type { z } from 'zod';
import type { DevMailboxEmail, DevMailboxQuery } from '../../../shared/contract/dev-mailbox';

export type DevMailboxEndpoints = {
  'GET /dev/mailbox': { query: typeof DevMailboxQuery; response: z.ZodArray<typeof DevMailboxEmail> };
};
